/// Runs the steps of one scenario on one arm and records what each step did to the screen.
///
/// A scenario has two phases, counted and timed alike for every arm:
/// - the **initial render** (``open(_:)``): making the presentation logic and the headless view
///   and connecting them (attach or bind), which fills the screen for the first time;
/// - the **actions** (``step(_:kind:measured:settled:action:)``): each user (or service) action,
///   timed from its start until the view has settled, that is until every synchronous update
///   is done and, when the step names a condition, until the headless view reports that
///   condition met (it checks after every widget write: no sleeping, no polling).
///
/// Both are timed with the runner's ``StepClock``, whose tick bounds what a sample can resolve.
///
/// A step is *synchronous* when its condition already holds once the action returns; otherwise
/// the step awaited a task or a timer. The harness records which, rather than trusting a label.
@MainActor
public final class ScenarioContext {
  /// The arm this run drives.
  public let arm: Arm

  private let allocationCounter: (@Sendable () -> Int)?
  /// Extra time every action step of this run spends before it settles: a deliberate slowdown
  /// that checks a regression detector (see ``ScenarioRunner/injectedDelays``).
  var injectedDelay: Duration?
  private var driver: (any ScreenDriver)?
  private var probes: [WeakProbe] = []
  private(set) var steps: [StepRecord] = []
  private(set) var initialCounts = ViewCounts()
  private(set) var initialCallCount = 0
  private let clock: StepClock

  init(arm: Arm, allocationCounter: (@Sendable () -> Int)?, clock: StepClock = .continuous) {
    self.arm = arm
    self.allocationCounter = allocationCounter
    self.clock = clock
  }

  /// The time limit of a script's waits between steps (a request reaching the service, a task
  /// sleeping on the clock): there only so that a broken arm ends its run with a failure
  /// instead of hanging it, and long enough that a loaded machine, whose main actor may be
  /// busy with other work for seconds, never trips it.
  public nonisolated static let waitLimit = Duration.seconds(60)

  /// The kind of the initial-render step, the same for every scenario.
  public nonisolated static let initialRenderKind = "initial render"

  /// Makes the screen with `makeDriver` (the initial render: build, attach or bind, first
  /// display), timing it, and records the screen as it was opened: step 0, "open".
  ///
  /// - Returns: The driver `makeDriver` made.
  @discardableResult
  public func open<Driver>(_ makeDriver: () -> Driver) -> Driver {
    let allocationsBefore = allocationCounter?()
    let start = clock.instant()
    let made = makeDriver()
    let elapsed = clock.instant() - start
    let allocations = allocationCounter.flatMap { counter in
      allocationsBefore.map { counter() - $0 }
    }
    guard let driver = made as? any ScreenDriver else {
      preconditionFailure("ScenarioContext.open(_:) needs a ScreenDriver, got \(Driver.self)")
    }
    self.driver = driver
    probes = driver.lifetimeProbes.map(WeakProbe.init)
    initialCounts = driver.counters.counts
    initialCallCount = driver.counters.callNames?.count ?? 0
    let sample = StepSample(
      kind: Self.initialRenderKind, phase: .initialRender,
      latencyNanoseconds: elapsed.wholeNanoseconds, allocations: allocations, awaited: false,
      counts: driver.counters.counts)
    steps.append(StepRecord(label: "open", snapshot: driver.snapshot(), sample: sample))
    return made
  }

  /// Performs `action`, waits until `settled` holds (if given), and records the step.
  ///
  /// - Parameters:
  ///   - label: What the user or the service did, e.g. `type "sw"`.
  ///   - kind: The kind of action, when several steps of a scenario are the same kind (each
  ///     keystroke of a burst is a `keystroke`); the label by default. Every latency figure
  ///     describes one kind of action.
  ///   - measured: Whether the step's latency and allocations count in the results; set-up
  ///     steps that only bring the screen to the state under study pass `false`.
  ///   - settled: The condition on the screen that marks the awaited result as rendered, for
  ///     actions whose result arrives asynchronously.
  ///   - action: The action.
  public func step(
    _ label: String,
    kind: String? = nil,
    measured: Bool = true,
    settled: (@MainActor () -> Bool)? = nil,
    action: () -> Void
  ) async {
    guard let driver else {
      preconditionFailure("ScenarioContext.step(\(label)) before open(_:)")
    }
    let countsBefore = driver.counters.counts
    let allocationsBefore = allocationCounter?()
    let start = clock.instant()
    action()
    if let injectedDelay {
      // Busy-waits, as slower code would: a sleep would add a thread switch too.
      let end = start + injectedDelay
      while clock.instant() < end {}
    }
    var awaited = false
    if let settled, !settled() {
      awaited = true
      await driver.counters.waitUntil(settled)
    }
    let elapsed = clock.instant() - start
    let allocations = allocationCounter.flatMap { counter in
      allocationsBefore.map { counter() - $0 }
    }
    let sample = StepSample(
      kind: kind ?? label, phase: .action, latencyNanoseconds: elapsed.wholeNanoseconds,
      allocations: allocations, awaited: awaited,
      counts: driver.counters.counts.subtracting(countsBefore))
    steps.append(
      StepRecord(label: label, snapshot: driver.snapshot(), sample: measured ? sample : nil))
  }

  /// Closes the screen (see ``ScreenDriver/close()``) and records the screen as it was left.
  public func close() {
    guard let driver else { return }
    driver.close()
    steps.append(StepRecord(label: "close", snapshot: driver.snapshot(), sample: nil))
  }

  var counts: ViewCounts {
    driver?.counters.counts ?? ViewCounts()
  }

  /// The names of the view calls of the initial render and of the actions, when logged.
  var callNames: (initialRender: [String], actions: [String])? {
    guard let names = driver?.counters.callNames else { return nil }
    return (Array(names.prefix(initialCallCount)), Array(names.dropFirst(initialCallCount)))
  }

  /// Drops the driver and reports the screen objects that are still alive.
  func releaseDriver() -> [String] {
    driver = nil
    return probes.compactMap { $0.object.map { String(describing: type(of: $0)) } }
  }
}

extension ScenarioContext {
  /// The step "appear": `appear`, settled once `spinner` has stopped.
  func appear(spinner: Widget<Bool>, measured: Bool = true, _ appear: () -> Void) async {
    await step("appear", measured: measured, settled: { !spinner.value }, action: appear)
  }
}

/// The two phases of a scenario.
public enum Phase: String, Sendable, Codable, CaseIterable {
  /// Building the screen and connecting its view: attach or bind, and the first display.
  case initialRender
  /// The user's (and the services') actions after that.
  case action
}

/// What one step left on screen and, when it is measured, what it cost.
struct StepRecord: Sendable {
  var label: String
  var snapshot: ScreenSnapshot
  var sample: StepSample?
}

/// A weak reference to a screen object, to find leaks after the run.
private struct WeakProbe {
  weak var object: AnyObject?
}
