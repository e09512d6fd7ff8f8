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
    // The harness: open screens, arms and scenarios, headless widgets, the binder and renderers
    // that count view calls, the runner and parity. Depends on Signals alone.
    .library(name: "Comparison", targets: ["Comparison"]),
    // The package's own study: its five screens in six arms, registered on the harness through
    // its public API only.
    .library(name: "PatternStudy", targets: ["PatternStudy"]),
    // Test support for people who test or measure their own screens: controllable services,
    // spies, a recorder of emissions and waits with a time limit. No test framework: a
    // benchmark's scenarios use it as tests do. Separate from Services so that an app that ships
    // Services never links it.
    .library(name: "PresentationTesting", targets: ["PresentationTesting"]),
    // The harness's parity check in Swift Testing (`expectParity`), for test targets only.
    .library(name: "ComparisonTesting", targets: ["ComparisonTesting"]),
    // The benchmark tool as a library: `BenchCommand.main(_:codeLayout:)` gives a team's own
    // executable everything pattern-bench gives, for its screens. The allocation counter comes
    // with it, for executables: it interposes malloc, so only executables link it.
    .library(name: "BenchKit", targets: ["BenchKit", "AllocationCounter"]),
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
    // Test doubles and waits, for tests and for a benchmark's scenarios: no test framework.
    .target(
      name: "PresentationTesting", dependencies: ["Services", "Signals"], swiftSettings: settings),
    // The one module that imports Swift Testing: a benchmark never links it.
    .target(name: "ComparisonTesting", dependencies: ["Comparison"], swiftSettings: settings),
    .target(name: "Comparison", dependencies: ["Signals"], swiftSettings: settings),
    // The scenarios drive the screens through the controllable services of PresentationTesting.
    .target(
      name: "PatternStudy",
      dependencies: [
        "Comparison", "MVP", "MVVM", "PresentationTesting", "ScreenData", "Services", "Signals",
      ],
      swiftSettings: settings
    ),
    // The benchmark tool (entry point, runner, statistics, micro suite, formats, report).
    .target(
      name: "BenchKit",
      dependencies: ["AllocationHook", "Comparison", "Services", "Signals"],
      path: "Benchmarks/BenchKit",
      swiftSettings: settings
    ),
    // Where BenchKit finds the executable's allocation counter, if it has one.
    .target(name: "AllocationHook", path: "Benchmarks/AllocationHook"),
    // Counts allocations by interposing malloc; linked into executables only (the BenchKit
    // product's), never into the tests.
    .target(
      name: "AllocationCounter", dependencies: ["AllocationHook"],
      path: "Benchmarks/AllocationCounter"),
    // The package's own settings of the tool: its study's guide and budgets, written against
    // the study's arms.
    .target(
      name: "PatternStudyBench", dependencies: ["BenchKit", "Comparison", "PatternStudy"],
      path: "Benchmarks/PatternStudyBench", swiftSettings: settings),
    .executableTarget(
      name: "PatternBench",
      dependencies: [
        "AllocationCounter", "BenchKit", "Comparison", "PatternStudy", "PatternStudyBench",
      ],
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
        "Comparison", "ComparisonTesting", "MVP", "MVVM", "PatternStudy", "PresentationTesting",
        "ScreenData", "Services", "Signals",
      ],
      swiftSettings: settings
    ),
    // A toy screen with untrusted arms, written from the harness's public API alone, and a
    // team's benchmark of it through BenchKit's entry point: fixtures of the tests below.
    .target(
      name: "CounterFixture", dependencies: ["Comparison"], path: "Tests/Fixtures/CounterFixture",
      swiftSettings: settings),
    .executableTarget(
      name: "untrusted-bench",
      dependencies: ["AllocationCounter", "BenchKit", "Comparison", "CounterFixture"],
      path: "Tests/Fixtures/UntrustedBench", swiftSettings: settings),
    // The harness as a team uses it: public API only.
    .testTarget(
      name: "HarnessTests",
      dependencies: ["Comparison", "ComparisonTesting", "CounterFixture", "PresentationTesting"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "BenchKitTests",
      dependencies: ["BenchKit", "Comparison", "PatternStudy", "PatternStudyBench", "Services"],
      swiftSettings: settings
    ),
  ]
)
