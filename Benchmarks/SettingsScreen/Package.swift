// swift-tools-version: 6.2
import PackageDescription

/// One settings list for every target, as PresentationPatterns has: Swift 6 language mode
/// (complete concurrency checking) and upcoming features that make dependencies and existentials
/// explicit. Warnings as errors is a flag of this repository's checks, never a manifest setting.
let settings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "SettingsScreen",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .executable(name: "settings-bench", targets: ["settings-bench"])
  ],
  dependencies: [
    // By path, as this example lives inside the repository; an app names the URL instead:
    // .package(url: "https://github.com/<owner>/PresentationPatterns.git", from: "1.0.0").
    // A path dependency's identity is its folder's name; `name:` lets `package:` below say
    // "PresentationPatterns" whatever the clone's folder is called.
    .package(name: "PresentationPatterns", path: "../..")
  ],
  targets: [
    // The team's app code: the model, the service, the presenter and the two view models.
    .target(
      name: "SettingsScreen",
      dependencies: [.product(name: "Signals", package: "PresentationPatterns")],
      swiftSettings: settings
    ),
    // What the team writes for the harness: widgets, drivers, arms, scenarios, the study.
    .target(
      name: "SettingsStudy",
      dependencies: [
        "SettingsScreen",
        .product(name: "Comparison", package: "PresentationPatterns"),
        .product(name: "PresentationTesting", package: "PresentationPatterns"),
        .product(name: "Signals", package: "PresentationPatterns"),
      ],
      swiftSettings: settings
    ),
    .executableTarget(
      name: "settings-bench",
      dependencies: [
        "SettingsStudy",
        .product(name: "BenchKit", package: "PresentationPatterns"),
        .product(name: "Comparison", package: "PresentationPatterns"),
      ],
      swiftSettings: settings
    ),
    .testTarget(
      name: "SettingsStudyTests",
      dependencies: [
        "SettingsScreen", "SettingsStudy",
        .product(name: "Comparison", package: "PresentationPatterns"),
        .product(name: "ComparisonTesting", package: "PresentationPatterns"),
        .product(name: "PresentationTesting", package: "PresentationPatterns"),
        .product(name: "Signals", package: "PresentationPatterns"),
      ],
      swiftSettings: settings
    ),
  ]
)
