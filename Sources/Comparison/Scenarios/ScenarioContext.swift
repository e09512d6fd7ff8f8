/// Runs the steps of one scenario on one arm and records what each step did to the screen.
///
/// A scenario has two phases, counted and timed alike for every arm:
/// - the **initial render** (``open(_:)``, which a ``ScreenScenario``'s `open` calls): making the
///   presentation logic and the headless view and connecting them (attach or bind), which fills
///   the screen for the first time;
/// - the **actions** (``step(_:kind:measured:settled:action:)``): each user (or service) action,
///   timed from its start until the view has settled, that is until every synchronous update
///   is done and, when the step names a condition, until the headless view reports that
///   condition met (it checks after every widget write: no sleeping, no polling).
///
/// Both are timed with the runner's ``StepClock``, whose tick bounds what a sample can resolve.
///
/// A step is *synchronous* when its condition already holds once the action returns; otherwise
/// the step awaited a task or a timer. The harness records which, rather than trusting a label.
/// A step whose screen does not settle within ``waitLimit`` throws
/// ``ScenarioError/neverSettled(limit:)``, which ends the run with a failure naming the step.
@MainActor
public final class ScenarioContext {
  /// The arm this run drives.
  public let arm: Arm

  /// How long a step waits for its screen to settle, and how long the script's own waits
  /// between steps should wait (a request reaching a service, a task sleeping on a clock):
  /// there only so that a broken arm ends its run with a failure instead of hanging it
  /// (``ScenarioRunner/waitLimit``).
  public let waitLimit: Duration

  private let allocationCounter: (@Sendable () -> Int)?
  /// Time added to every action step of this run, after its action and before it settles: a
  /// deliberate slowdown that checks a regression detector (see ``ScenarioRunner/injectedDelays``).
  var injectedDelay: Duration?
  private var driver: (any ScreenDriver)?
  private var isClosed = false
  private var probes: [WeakProbe] = []
  private(set) var steps: [StepRecord] = []
  private(set) var initialCounts = ViewCounts()
  /// How many outputs the screen bound when it opened (see ``ViewCounters/boundOutputs``).
  private(set) var boundOutputs = 0
  private(set) var initialCallCount = 0
  /// The step running now, `open` included; `nil` between steps.
  private(set) var stepInProgress: String?
  private let clock: StepClock
  /// The id of the scenario this run follows, for the stalled-run watchdog.
  private let scenarioID: String

  init(
    arm: Arm, allocationCounter: (@Sendable () -> Int)?, clock: StepClock = .continuous,
    waitLimit: Duration = ScenarioContext.defaultWaitLimit, scenarioID: String
  ) {
    self.arm = arm
    self.allocationCounter = allocationCounter
    self.clock = clock
    self.waitLimit = waitLimit
    self.scenarioID = scenarioID
  }

  /// Tells the stalled-run watchdog, where one is installed, that the run is in `step` (or
  /// after it), so that a step that never returns ends the run rather than hangs it.
  func markForWatchdog(_ step: String?, isDuringStep: Bool) {
    StalledRunWatchdog.shared.mark(
      arm: arm.id, scenario: scenarioID, step: step, isDuringStep: isDuringStep,
      limit: waitLimit)
  }

  /// The wait limit of a ``ScenarioRunner`` that sets none: long enough that a loaded machine,
  /// whose main actor may be busy with other work for seconds, never trips it.
  public nonisolated static let defaultWaitLimit = Duration.seconds(60)

  /// The kind of the initial-render step, the same for every scenario.
  public nonisolated static let initialRenderKind = "initial render"

  /// The label of the last step recorded, `open` and `close` included.
  var lastStep: String? { steps.last?.label }

  /// Whether the script opened the screen (``open(_:)`` made a driver).
  var hasOpened: Bool { driver != nil }

  /// Makes the screen with `makeDriver` (the initial render: build, attach or bind, first
  /// display), timing it, and records the screen as it was opened: step 0, "open".
  ///
  /// A ``ScreenScenario``'s `open` calls it with the arm's driver factory; call it yourself only
  /// in a script that builds its driver by hand.
  ///
  /// - Returns: The driver `makeDriver` made.
  /// - Throws: ``ScenarioError/openedTwice`` on a second call,
  ///   ``ScenarioError/notAScreenDriver(type:)`` when what it made is no ``ScreenDriver``, and
  ///   whatever `makeDriver` throws.
  @discardableResult
  public func open<Driver>(_ makeDriver: () throws -> Driver) throws -> Driver {
    guard driver == nil else { throw ScenarioError.openedTwice }
    stepInProgress = "open"
    markForWatchdog("open", isDuringStep: true)
    let allocationsBefore = allocationCounter?()
    let start = clock.instant()
    let made = try makeDriver()
    let elapsed = clock.instant() - start
    let allocations = allocationCounter.flatMap { counter in
      allocationsBefore.map { counter() - $0 }
    }
    guard let driver = made as? any ScreenDriver else {
      // NB: `as Any`: `type(of:)` of a generic value whose type is an existential names the
      // existential, not what the factory made.
      throw ScenarioError.notAScreenDriver(type: String(describing: type(of: made as Any)))
    }
    self.driver = driver
    probes = driver.lifetimeProbes.map(WeakProbe.init)
    initialCounts = driver.counters.counts
    boundOutputs = driver.counters.boundOutputs
    initialCallCount = driver.counters.callNames?.count ?? 0
    let sample = StepSample(
      kind: Self.initialRenderKind, phase: .initialRender,
      latencyNanoseconds: elapsed.wholeNanoseconds, allocations: allocations, awaited: false,
      counts: driver.counters.counts)
    steps.append(
      StepRecord(
        label: "open", snapshot: driver.snapshot(), sample: sample,
        callNames: driver.counters.callNames))
    stepInProgress = nil
    markForWatchdog("open", isDuringStep: false)
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
  ///     actions whose result arrives asynchronously. It should only read the screen; a widget
  ///     it writes is counted (``ViewCounters/waitUntil(_:limit:)`` says what that write wakes).
  ///   - action: The action.
  /// - Throws: ``ScenarioError/neverSettled(limit:)`` when `settled` does not hold within
  ///   ``waitLimit``, ``ScenarioError/stepBeforeOpen`` before ``open(_:)``, and whatever
  ///   `action` throws.
  public func step(
    _ label: String,
    kind: String? = nil,
    measured: Bool = true,
    settled: (@MainActor () -> Bool)? = nil,
    action: () throws -> Void
  ) async throws {
    stepInProgress = label
    guard let driver else { throw ScenarioError.stepBeforeOpen }
    markForWatchdog(label, isDuringStep: true)
    let countsBefore = driver.counters.counts
    let namesBefore = driver.counters.callNames?.count ?? 0
    let allocationsBefore = allocationCounter?()
    let start = clock.instant()
    try action()
    if let injectedDelay {
      // Busy-waits, as slower code would: a sleep would add a thread switch too. The delay is
      // added to what the action took, however long that was.
      let end = clock.instant() + injectedDelay
      while clock.instant() < end {}
    }
    var awaited = false
    if let settled, !settled() {
      awaited = true
      guard await driver.counters.waitUntil(settled, limit: waitLimit) else {
        throw ScenarioError.neverSettled(limit: waitLimit)
      }
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
      StepRecord(
        label: label, snapshot: driver.snapshot(), sample: measured ? sample : nil,
        callNames: driver.counters.callNames.map { Array($0.dropFirst(namesBefore)) }))
    stepInProgress = nil
    markForWatchdog(label, isDuringStep: false)
  }

  /// Closes the screen (see ``ScreenDriver/close()``) and records the screen as it was left;
  /// a second call does nothing. The runner closes the screen after the script if the script
  /// did not.
  public func close() {
    guard let driver, !isClosed else { return }
    isClosed = true
    let namesBefore = driver.counters.callNames?.count ?? 0
    markForWatchdog("close", isDuringStep: true)
    driver.close()
    steps.append(
      StepRecord(
        label: "close", snapshot: driver.snapshot(), sample: nil,
        callNames: driver.counters.callNames.map { Array($0.dropFirst(namesBefore)) }))
  }

  var counts: ViewCounts {
    driver?.counters.counts ?? ViewCounts()
  }

  /// The names of the view calls of the initial render and of the actions, when logged.
  var callNames: CallNames? {
    guard let names = driver?.counters.callNames else { return nil }
    return CallNames(
      initialRender: Array(names.prefix(initialCallCount)),
      actions: Array(names.dropFirst(initialCallCount)))
  }

  /// Drops the driver and reports the screen objects that are still alive.
  func releaseDriver() -> [String] {
    driver = nil
    return probes.compactMap { $0.object.map { String(describing: type(of: $0)) } }
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
  /// The view calls the step made, when the run logged them.
  var callNames: [String]?
}

/// A weak reference to a screen object, to find leaks after the run.
private struct WeakProbe {
  weak var object: AnyObject?
}
