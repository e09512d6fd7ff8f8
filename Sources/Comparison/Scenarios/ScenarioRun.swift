/// The outcome of one scenario on one arm.
public struct ScenarioRun: Sendable {
  /// The arm that ran.
  public let arm: Arm
  /// The settled snapshot after each step, labelled; the first is the screen as opened.
  public let snapshots: [(label: String, snapshot: ScreenSnapshot)]
  /// View calls, widget writes and redundant writes of the initial render (open).
  public let initialRenderCounts: ViewCounts
  /// View calls, widget writes and redundant writes over the whole run, both phases.
  public let counts: ViewCounts
  /// The names of the view calls of each phase, in order, when the run logged them.
  public let callNames: (initialRender: [String], actions: [String])?
  /// One sample per timed step, the initial render included, in order.
  public let samples: [StepSample]
  /// The type names of screen objects still alive after the screen closed and was released.
  public let leaks: [String]
  /// Why the script stopped before its end, such as a wait for a request that never came;
  /// `nil` when it ran to the end.
  public let failure: String?

  /// View calls, widget writes and redundant writes of the actions, after the initial render.
  public var actionCounts: ViewCounts {
    counts.subtracting(initialRenderCounts)
  }

  /// The counts of `phase`.
  public func counts(of phase: Phase) -> ViewCounts {
    switch phase {
    case .initialRender: initialRenderCounts
    case .action: actionCounts
    }
  }

  /// The latency of each measured action step (the initial render left out), in nanoseconds.
  public var latencies: [Int] {
    samples.filter { $0.phase == .action }.map(\.latencyNanoseconds)
  }
}

/// One timed step of a run.
public struct StepSample: Sendable, Equatable {
  /// The kind of action; steps of one kind make one figure.
  public let kind: String
  /// The phase the step belongs to.
  public let phase: Phase
  /// From the start of the action until the view settled.
  public let latencyNanoseconds: Int
  /// Heap allocations during the step, when they can be counted.
  public let allocations: Int?
  /// Whether the step waited for a task or a timer after its action returned.
  public let awaited: Bool
  /// The view calls, widget writes and redundant writes the step made.
  public let counts: ViewCounts
}

/// Runs scenarios on every arm and compares what they showed.
@MainActor
public struct ScenarioRunner {
  /// Counts allocations, if the host can (pattern-bench interposes `malloc`); `nil` otherwise.
  public var allocationCounter: (@Sendable () -> Int)?

  /// A deliberate slowdown per arm id: every action step of that arm busy-waits this long
  /// before it settles. Only for checking that a benchmark comparison catches a regression.
  public var injectedDelays: [String: Duration] = [:]

  /// The clock every step is timed with; a test may inject a coarser one.
  public var clock = StepClock.continuous

  /// Creates a runner.
  public init(allocationCounter: (@Sendable () -> Int)? = nil) {
    self.allocationCounter = allocationCounter
  }

  /// Runs `scenario` once on `arm`.
  ///
  /// - Parameters:
  ///   - scenario: The script to run.
  ///   - arm: The arm whose drivers the script drives.
  ///   - logsCallNames: Whether the view counters log the name of every view call (counting
  ///     runs); timed runs leave it off, as the log allocates.
  public func run(_ scenario: Scenario, on arm: Arm, logsCallNames: Bool = true) async
    -> ScenarioRun
  {
    let context = ScenarioContext(arm: arm, allocationCounter: allocationCounter, clock: clock)
    context.injectedDelay = injectedDelays[arm.id]
    let failure = await ViewCounters.$logsCallNames.withValue(logsCallNames) { () -> String? in
      do {
        try await scenario.body(arm, context)
        return nil
      } catch {
        return String(describing: error)
      }
    }
    let counts = context.counts
    let steps = context.steps
    let callNames = context.callNames
    let leaks = context.releaseDriver()
    return ScenarioRun(
      arm: arm,
      snapshots: steps.map { ($0.label, $0.snapshot) },
      initialRenderCounts: context.initialCounts,
      counts: counts,
      callNames: callNames,
      samples: steps.compactMap(\.sample),
      leaks: leaks,
      failure: failure
    )
  }

  /// Runs `scenario` once on each of `arms` and checks parity against the first.
  public func compare(_ scenario: Scenario, arms: [Arm] = Arm.all) async -> ScenarioComparison {
    var runs: [ScenarioRun] = []
    for arm in arms {
      runs.append(await run(scenario, on: arm))
    }
    return ScenarioComparison(scenario: scenario, runs: runs)
  }
}

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

  /// Every run whose script stopped before its end, then every parity failure, as sentences;
  /// empty when every arm ran the whole script and showed the same screens after every step.
  public var failures: [String] {
    runs.compactMap { run in
      run.failure.map { "\(run.arm.id) stopped in \(scenario.id): \($0)" }
    } + parityFailures.map(\.description)
  }

  /// The first difference of every arm whose snapshots differ from the first arm's; empty when
  /// every arm showed the same screens after every step.
  public var parityFailures: [ParityFailure] {
    guard let reference = runs.first else { return [] }
    return runs.dropFirst().compactMap { run in
      ParityFailure.first(in: scenario, reference: reference, other: run)
    }
  }
}

/// The first step at which an arm showed a different screen from the reference arm.
public struct ParityFailure: Sendable, Error, CustomStringConvertible {
  /// The scenario's id.
  public let scenario: String
  /// The reference arm's id and the differing arm's id.
  public let arms: (reference: String, other: String)
  /// The index of the first differing step (0 is the screen as opened).
  public let step: Int
  /// The step's label in each run (they differ only if the scripts diverged).
  public let labels: (reference: String, other: String)
  /// The drawings of the two screens at that step.
  public let drawings: (reference: String, other: String)

  static func first(in scenario: Scenario, reference: ScenarioRun, other: ScenarioRun)
    -> ParityFailure?
  {
    for index in 0..<max(reference.snapshots.count, other.snapshots.count) {
      let left = index < reference.snapshots.count ? reference.snapshots[index] : nil
      let right = index < other.snapshots.count ? other.snapshots[index] : nil
      guard left?.label != right?.label || left?.snapshot != right?.snapshot else { continue }
      return ParityFailure(
        scenario: scenario.id, arms: (reference.arm.id, other.arm.id), step: index,
        labels: (left?.label ?? "(no step)", right?.label ?? "(no step)"),
        drawings: (
          left?.snapshot.drawing() ?? "(no screen)", right?.snapshot.drawing() ?? "(no screen)"
        ))
    }
    return nil
  }

  /// Both drawings with the step that differs.
  public var description: String {
    """
    parity broken in \(scenario) at step \(step) (\(arms.reference): \(labels.reference), \
    \(arms.other): \(labels.other))
    \(arms.reference):
    \(drawings.reference)
    \(arms.other):
    \(drawings.other)
    """
  }
}
