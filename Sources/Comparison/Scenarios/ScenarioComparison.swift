/// Every arm's run of one scenario, and whether they all showed the same screens.
public struct ScenarioComparison: Sendable {
  /// The scenario.
  public let scenario: Scenario
  /// The run of each arm, the reference first.
  public let runs: [ScenarioRun]

  /// The run of `arm`, if it ran.
  public subscript(arm: Arm) -> ScenarioRun? {
    runs.first { $0.arm == arm }
  }

  /// Every run whose script stopped before its end, then every parity failure with both
  /// drawings, then every leak, as sentences; empty when every arm ran the whole script, showed
  /// the same screens after every step and left nothing alive. A comparison that ran on no arm
  /// compared nothing: that is its one failure.
  public var failures: [String] {
    guard !runs.isEmpty else {
      let reason =
        scenario.arms.isEmpty
        ? "the screen \(scenario.screen.rawValue) has no driver" : "the comparison was given none"
      return ["no arm ran \(scenario.id): \(reason)"]
    }
    return runs.compactMap { $0.failure?.description } + parityFailures.map(\.description)
      + runs.filter { !$0.leaks.isEmpty }.map { run in
        "\(run.arm.id) leaked in \(scenario.id): \(run.leaks.joined(separator: ", ")) still "
          + "alive after the screen closed and its driver was released"
      }
  }

  /// The first difference of every arm whose snapshots differ from those of the first arm
  /// that ran the whole script; empty when every such arm showed the same screens after every
  /// step. A run that stopped is left out: its stop is its failure.
  public var parityFailures: [ParityFailure] {
    let completed = runs.filter { $0.failure == nil }
    guard let reference = completed.first else { return [] }
    return completed.dropFirst().compactMap { run in
      ParityFailure.first(in: scenario, reference: reference, other: run)
    }
  }
}
