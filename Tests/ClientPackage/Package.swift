// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "TeamScreens",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    // A path dependency's identity is its folder's name; `name:` lets `package:` below say
    // "PresentationPatterns" whatever the clone's folder is called.
    .package(name: "PresentationPatterns", path: "../..")
  ],
  targets: [
    .target(
      name: "TeamScreens",
      dependencies: [
        .product(name: "Services", package: "PresentationPatterns"),
        .product(name: "Signals", package: "PresentationPatterns"),
      ]
    ),
    .testTarget(
      name: "TeamScreensTests",
      dependencies: [
        "TeamScreens",
        .product(name: "Services", package: "PresentationPatterns"),
        .product(name: "Signals", package: "PresentationPatterns"),
        .product(name: "MVP", package: "PresentationPatterns"),
        .product(name: "MVVM", package: "PresentationPatterns"),
        // The harness, as a team uses it to compare its own screens' shapes.
        .product(name: "Comparison", package: "PresentationPatterns"),
        .product(name: "PresentationTesting", package: "PresentationPatterns"),
        .product(name: "ComparisonTesting", package: "PresentationPatterns"),
      ]
    ),
  ]
)
