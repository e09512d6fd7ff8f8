/// The outcome of one scenario on one pattern.
public struct ScenarioRun: Sendable {
  /// The pattern that ran.
  public let pattern: Pattern
  /// The settled snapshot after each step, labelled; the first is the screen as opened.
  public let snapshots: [(label: String, snapshot: ScreenSnapshot)]
  /// View calls, widget writes and redundant writes over the whole run.
  public let counts: ViewCounts
  /// The latency of each measured step, in nanoseconds.
  public let latencies: [Int]
  /// The allocations of each measured step, when an allocation counter was given.
  public let allocations: [Int]
  /// The type names of screen objects still alive after the screen closed and was released.
  public let leaks: [String]
}

/// Runs scenarios on both patterns and compares what they showed.
@MainActor
public struct ScenarioRunner {
  /// Counts allocations, if the host can (pattern-bench interposes `malloc`); `nil` otherwise.
  public var allocationCounter: (@Sendable () -> Int)?

  /// Creates a runner.
  public init(allocationCounter: (@Sendable () -> Int)? = nil) {
    self.allocationCounter = allocationCounter
  }

  /// Runs `scenario` once on `pattern`.
  public func run(_ scenario: Scenario, on pattern: Pattern) async -> ScenarioRun {
    let context = ScenarioContext(pattern: pattern, allocationCounter: allocationCounter)
    await scenario.body(pattern, context)
    let counts = context.counts
    let steps = context.steps
    let leaks = context.releaseDriver()
    return ScenarioRun(
      pattern: pattern,
      snapshots: steps.map { ($0.label, $0.snapshot) },
      counts: counts,
      latencies: steps.compactMap(\.latencyNanoseconds),
      allocations: steps.compactMap(\.allocations),
      leaks: leaks
    )
  }

  /// Runs `scenario` once on each pattern and checks parity.
  public func compare(_ scenario: Scenario) async -> ScenarioComparison {
    var runs: [Pattern: ScenarioRun] = [:]
    for pattern in Pattern.allCases {
      runs[pattern] = await run(scenario, on: pattern)
    }
    return ScenarioComparison(scenario: scenario, runs: runs)
  }
}

/// Both patterns' runs of one scenario, and whether they showed the same screens.
public struct ScenarioComparison: Sendable {
  /// The scenario.
  public let scenario: Scenario
  /// The run of each pattern.
  public let runs: [Pattern: ScenarioRun]

  /// `nil` when the snapshot sequences are equal; otherwise the first difference.
  public var parityFailure: ParityFailure? {
    guard let mvvm = runs[.mvvm], let mvp = runs[.mvp] else { return nil }
    return ParityFailure.first(in: scenario, mvvm: mvvm, mvp: mvp)
  }
}

/// The first step at which two patterns showed different screens.
public struct ParityFailure: Sendable, Error, CustomStringConvertible {
  /// The scenario's id.
  public let scenario: String
  /// The index of the first differing step (0 is the screen as opened).
  public let step: Int
  /// The step's label in each run (they differ only if the scripts diverged).
  public let labels: (mvvm: String, mvp: String)
  /// The drawings of the two screens at that step.
  public let drawings: (mvvm: String, mvp: String)

  static func first(in scenario: Scenario, mvvm: ScenarioRun, mvp: ScenarioRun) -> ParityFailure? {
    let count = max(mvvm.snapshots.count, mvp.snapshots.count)
    for index in 0..<count {
      let left = index < mvvm.snapshots.count ? mvvm.snapshots[index] : nil
      let right = index < mvp.snapshots.count ? mvp.snapshots[index] : nil
      if left?.label != right?.label || left?.snapshot != right?.snapshot {
        return ParityFailure(
          scenario: scenario.id,
          step: index,
          labels: (left?.label ?? "(no step)", right?.label ?? "(no step)"),
          drawings: (
            left?.snapshot.drawing() ?? "(no screen)", right?.snapshot.drawing() ?? "(no screen)"
          )
        )
      }
    }
    return nil
  }

  /// Both drawings side by side with the step that differs.
  public var description: String {
    """
    parity broken in \(scenario) at step \(step) (MVVM: \(labels.mvvm), MVP: \(labels.mvp))
    MVVM:
    \(drawings.mvvm)
    MVP:
    \(drawings.mvp)
    """
  }
}
