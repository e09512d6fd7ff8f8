// swift-tools-version: 6.3
import PackageDescription

/// One settings list for every target: Swift 6 language mode (complete concurrency checking) and
/// upcoming features that make dependencies and existentials explicit.
///
/// Warnings are errors only in this repository's own checks (`.ci/run` passes the compiler flag),
/// never here: a manifest setting would reach a package that depends on this one, and Xcode's
/// build system compiles dependencies with warnings suppressed, which the compiler refuses
/// together with warnings as errors.
let settings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "PresentationPatterns",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Signals", targets: ["Signals"]),
    .library(name: "Services", targets: ["Services"]),
    .library(name: "ScreenData", targets: ["ScreenData"]),
    .library(name: "MVP", targets: ["MVP"]),
    .library(name: "MVVM", targets: ["MVVM"]),
    .library(name: "Comparison", targets: ["Comparison"]),
    // Test support for people who test their own screens: controllable services, spies, a
    // recorder of emissions and waits with a time limit. Separate from Services so that an app
    // that ships Services never links it.
    .library(name: "PresentationTesting", targets: ["PresentationTesting"]),
    .executable(name: "pattern-bench", targets: ["PatternBench"]),
  ],
  targets: [
    .target(name: "Signals", swiftSettings: settings),
    .target(name: "Services", resources: [.process("Resources")], swiftSettings: settings),
    // What the screens show (rows, filters, texts), written once for both patterns.
    .target(name: "ScreenData", dependencies: ["Services"], swiftSettings: settings),
    .target(name: "MVP", dependencies: ["ScreenData", "Services"], swiftSettings: settings),
    .target(
      name: "MVVM",
      dependencies: ["ScreenData", "Signals", "Services"],
      swiftSettings: settings
    ),
    .target(
      name: "PresentationTesting",
      dependencies: ["Services", "Signals"],
      swiftSettings: settings
    ),
    // The scenarios drive the screens through the controllable services of PresentationTesting.
    .target(
      name: "Comparison",
      dependencies: ["MVP", "MVVM", "PresentationTesting", "ScreenData", "Services", "Signals"],
      swiftSettings: settings
    ),
    // The benchmark tool's own code (runner, statistics, micro suite, formats, report): not a
    // product, so importers of the harness never see it.
    .target(
      name: "BenchKit",
      dependencies: ["Comparison", "Services", "Signals"],
      path: "Benchmarks/BenchKit",
      swiftSettings: settings
    ),
    // Counts allocations for pattern-bench by interposing malloc; linked into it alone.
    .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
    .executableTarget(
      name: "PatternBench",
      dependencies: ["BenchKit", "Comparison", "AllocationCounter"],
      path: "Benchmarks/PatternBench",
      swiftSettings: settings
    ),
    .testTarget(name: "SignalsTests", dependencies: ["Signals"], swiftSettings: settings),
    .testTarget(
      name: "ServicesTests", dependencies: ["PresentationTesting", "Services"],
      swiftSettings: settings),
    .testTarget(
      name: "ScreenDataTests",
      dependencies: ["ScreenData", "Services"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "PresentationTestingTests",
      dependencies: ["PresentationTesting", "Services", "Signals"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "MVPTests",
      dependencies: ["MVP", "PresentationTesting", "ScreenData", "Services"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "MVVMTests",
      dependencies: ["MVVM", "PresentationTesting", "ScreenData", "Services", "Signals"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "ComparisonTests",
      dependencies: [
        "Comparison", "MVP", "MVVM", "PresentationTesting", "ScreenData", "Services", "Signals",
      ],
      swiftSettings: settings
    ),
    .testTarget(
      name: "BenchKitTests",
      dependencies: ["BenchKit", "Comparison", "Services"],
      swiftSettings: settings
    ),
  ]
)
