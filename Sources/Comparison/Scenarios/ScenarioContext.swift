/// Runs the steps of one scenario on one pattern and records what each step did to the screen.
///
/// A step is one user (or service) action: the context times it from the start of the action
/// until the view has settled, that is until every synchronous update is done and, when the
/// step names a condition, until the headless view reports that condition met (it checks after
/// every widget write: no sleeping, no polling). Then it records the settled snapshot.
@MainActor
public final class ScenarioContext {
  /// The pattern this run drives.
  public let pattern: Pattern

  private let allocationCounter: (@Sendable () -> Int)?
  private var driver: (any ScreenDriver)?
  private var probes: [WeakProbe] = []
  private(set) var steps: [StepRecord] = []
  private let clock = ContinuousClock()

  init(pattern: Pattern, allocationCounter: (@Sendable () -> Int)?) {
    self.pattern = pattern
    self.allocationCounter = allocationCounter
  }

  /// Starts recording `driver`'s screen; the snapshot right after creation is step 0, "open".
  public func open(_ driver: some ScreenDriver) {
    self.driver = driver
    probes = driver.lifetimeProbes.map(WeakProbe.init)
    steps.append(
      StepRecord(
        label: "open", snapshot: driver.snapshot(), latencyNanoseconds: nil, allocations: nil))
  }

  /// Performs `action`, waits until `settled` holds (if given), and records the step.
  ///
  /// - Parameters:
  ///   - label: What the user or the service did, e.g. `type "sw"`.
  ///   - measured: Whether the step's latency and allocations count in the results; set-up
  ///     steps that only bring the screen to the state under study pass `false`.
  ///   - settled: The condition on the screen that marks the awaited result as rendered, for
  ///     actions whose result arrives asynchronously.
  ///   - action: The action.
  public func step(
    _ label: String,
    measured: Bool = true,
    settled: (@MainActor () -> Bool)? = nil,
    action: () -> Void
  ) async {
    guard let driver else {
      preconditionFailure("ScenarioContext.step(\(label)) before open(_:)")
    }
    let allocationsBefore = allocationCounter?()
    let start = clock.now
    action()
    if let settled {
      await driver.counters.waitUntil(settled)
    }
    let elapsed = clock.now - start
    let allocations = allocationCounter.flatMap { counter in
      allocationsBefore.map { counter() - $0 }
    }
    steps.append(
      StepRecord(
        label: label,
        snapshot: driver.snapshot(),
        latencyNanoseconds: measured ? elapsed.wholeNanoseconds : nil,
        allocations: measured ? allocations : nil
      ))
  }

  /// Closes the screen (see ``ScreenDriver/close()``) and records the screen as it was left.
  public func close() {
    guard let driver else { return }
    driver.close()
    steps.append(
      StepRecord(
        label: "close", snapshot: driver.snapshot(), latencyNanoseconds: nil, allocations: nil))
  }

  /// The counts of the screen so far.
  var counts: ViewCounts {
    driver?.counts ?? ViewCounts()
  }

  /// Drops the driver and reports the screen objects that are still alive.
  func releaseDriver() -> [String] {
    driver = nil
    return probes.compactMap { $0.object.map { String(describing: type(of: $0)) } }
  }
}

extension ScreenDriver {
  var counts: ViewCounts {
    counters.counts
  }
}

/// What one step left on screen and what it cost.
struct StepRecord: Sendable {
  var label: String
  var snapshot: ScreenSnapshot
  var latencyNanoseconds: Int?
  var allocations: Int?
}

/// A weak reference to a screen object, to find leaks after the run.
private struct WeakProbe {
  weak var object: AnyObject?
}
