/// Runs scenarios on arms and compares what they showed.
///
/// ```swift
/// let comparison = await ScenarioRunner().compare(scenario)
/// for failure in comparison.failures { print(failure) }   // both drawings for a parity break
/// ```
@MainActor
public struct ScenarioRunner {
  /// Counts allocations, if the host can (pattern-bench interposes `malloc`); `nil` otherwise.
  public var allocationCounter: (@Sendable () -> Int)?

  /// A deliberate slowdown per arm id: every action step of that arm busy-waits this long after
  /// its action returns, before it settles, so its latency grows by this much. Only for checking
  /// that a benchmark comparison catches a regression.
  public var injectedDelays: [String: Duration] = [:]

  /// The clock every step is timed with; a test may inject a coarser one.
  public var clock = StepClock.continuous

  /// How long a step waits for its screen to settle before the run fails
  /// (``ScenarioContext/waitLimit``); scripts wait this long between steps too.
  public var waitLimit = ScenarioContext.defaultWaitLimit

  /// Creates a runner.
  public init(allocationCounter: (@Sendable () -> Int)? = nil) {
    self.allocationCounter = allocationCounter
  }

  /// Runs `scenario` once on `arm`.
  ///
  /// Whatever the arm does, the run ends: a script or driver that throws, a screen that never
  /// settles (after ``waitLimit``) or an arm with no driver for the screen ends it with a
  /// ``ScenarioRun/failure`` naming the step; the screen is then closed and released like any
  /// other, and what it left alive is reported in ``ScenarioRun/leaks``. A script that ends
  /// without opening the screen fails too (``ScenarioError/neverOpened``): it showed nothing
  /// to compare.
  ///
  /// - Parameters:
  ///   - scenario: The script to run.
  ///   - arm: The arm whose driver the script drives.
  ///   - logsCallNames: Whether the view counters log the name of every view call (counting
  ///     runs); timed runs leave it off, as the log allocates.
  public func run(_ scenario: Scenario, on arm: Arm, logsCallNames: Bool = true) async
    -> ScenarioRun
  {
    let context = ScenarioContext(
      arm: arm, allocationCounter: allocationCounter, clock: clock, waitLimit: waitLimit,
      scenarioID: scenario.id)
    context.injectedDelay = injectedDelays[arm.id]
    context.markForWatchdog(nil, isDuringStep: false)
    defer { StalledRunWatchdog.shared.clearMark() }
    let failure = await ViewCounters.$logsCallNames.withValue(logsCallNames) {
      () -> ScenarioFailure? in
      do {
        try await scenario.body(arm, context)
        // NB: a run with no snapshot would be at parity with any other.
        guard context.hasOpened else { throw ScenarioError.neverOpened }
        return nil
      } catch {
        let step = context.stepInProgress ?? context.lastStep
        return ScenarioFailure(
          arm: arm.id, scenario: scenario.id, step: step,
          isDuringStep: context.stepInProgress != nil, reason: String(describing: error))
      }
    }
    context.close()
    let counts = context.counts
    let steps = context.steps
    let callNames = context.callNames
    let leaks = context.releaseDriver()
    return ScenarioRun(
      arm: arm,
      snapshots: steps.map {
        StepSnapshot(label: $0.label, snapshot: $0.snapshot, callNames: $0.callNames)
      },
      initialRenderCounts: context.initialCounts,
      counts: counts,
      boundOutputs: context.boundOutputs,
      callNames: callNames,
      samples: steps.compactMap(\.sample),
      leaks: leaks,
      failure: failure
    )
  }

  /// Runs `scenario` once on each of `arms` (by default every arm its screen is written in) and
  /// checks that each showed the first arm's screens after every step.
  public func compare(_ scenario: Scenario, arms: [Arm]? = nil) async -> ScenarioComparison {
    var runs: [ScenarioRun] = []
    for arm in arms ?? scenario.arms {
      runs.append(await run(scenario, on: arm))
    }
    return ScenarioComparison(scenario: scenario, runs: runs)
  }
}
