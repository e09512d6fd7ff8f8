public import Testing

@testable public import Comparison

extension Scenario: CustomTestStringConvertible {
  /// The scenario's id, as the test's argument label.
  public var testDescription: String { id }
}

/// Every scenario of every screen, run on both patterns: the screens must be identical after
/// every step, and every screen object must be gone once the screen is closed and released.
@MainActor
@Suite struct ScenarioParityTests {
  @Test(arguments: ScenarioCatalog.scenarios(sizes: [10, 1_000]))
  func bothPatternsShowTheSameScreensAndLeakNothing(scenario: Scenario) async {
    let comparison = await ScenarioRunner().compare(scenario)
    if let failure = comparison.parityFailure {
      Issue.record("\(failure)")
    }
    for pattern in Pattern.allCases {
      let run = comparison.runs[pattern]
      #expect(run?.leaks == [], "\(pattern) leaked in \(scenario.id)")
      #expect((run?.snapshots.count ?? 0) >= 2, "\(pattern) recorded no step in \(scenario.id)")
    }
  }

  @Test func catalogNamesAreUniqueAndCoverEveryScreen() {
    let scenarios = ScenarioCatalog.scenarios(sizes: [10, 1_000, 100_000])
    #expect(Set(scenarios.map(\.id)).count == scenarios.count)
    #expect(Set(scenarios.map(\.screen)) == Set(Screen.allCases))
  }
}

/// Runs `scenario` on `pattern` and returns the run.
@MainActor
func run(_ scenario: Scenario, on pattern: Pattern) async -> ScenarioRun {
  await ScenarioRunner().run(scenario, on: pattern)
}

extension ScenarioRun {
  /// The snapshot recorded after the step labelled `label` (the last one with that label).
  func snapshot(after label: String) -> ScreenSnapshot? {
    snapshots.last { $0.label == label }?.snapshot
  }

  /// The last snapshot.
  var finalSnapshot: ScreenSnapshot? {
    snapshots.last?.snapshot
  }
}
