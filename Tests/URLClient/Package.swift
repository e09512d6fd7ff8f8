// swift-tools-version: 6.2
import PackageDescription

// An app's manifest, as the importer's guide shows it. CI (`.ci/url-client`) points the URL at a
// bare clone served as `file://…/PresentationPatterns.git` and builds this package with both
// SwiftPM's native build system and Xcode's (`--build-system swiftbuild`).
let package = Package(
  name: "URLClient",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    // A URL dependency's identity is the URL's last path component without ".git":
    // `package: "PresentationPatterns"` below names it.
    .package(url: "https://github.com/<owner>/PresentationPatterns.git", branch: "main")
  ],
  targets: [
    .executableTarget(
      name: "URLClient",
      dependencies: [
        .product(name: "MVP", package: "PresentationPatterns"),
        .product(name: "MVVM", package: "PresentationPatterns"),
        .product(name: "Services", package: "PresentationPatterns"),
        .product(name: "Signals", package: "PresentationPatterns"),
      ]
    )
  ]
)
