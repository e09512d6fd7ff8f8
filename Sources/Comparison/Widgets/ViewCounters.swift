/// The update counts of one headless screen, measured at the view boundary the same way for
/// every arm.
///
/// - **view calls**: each time control crosses from presentation logic into the view: an MVP
///   view-protocol call, an MVVM binding observer invocation (the first one at bind included),
///   or a state or Observation view's render;
/// - **widget writes**: each write to a widget property;
/// - **redundant writes**: writes of a value equal to the one already there.
public struct ViewCounts: Sendable, Equatable, Codable, CustomStringConvertible {
  /// Crossings from presentation logic into the view.
  public var viewCalls = 0
  /// Writes to widget properties.
  public var widgetWrites = 0
  /// Writes that stored the value already there.
  public var redundantWrites = 0

  /// Creates counts, zero by default.
  public init(viewCalls: Int = 0, widgetWrites: Int = 0, redundantWrites: Int = 0) {
    self.viewCalls = viewCalls
    self.widgetWrites = widgetWrites
    self.redundantWrites = redundantWrites
  }

  /// `viewCalls/widgetWrites/redundantWrites`, e.g. `7/9/2`.
  public var description: String {
    "\(viewCalls)/\(widgetWrites)/\(redundantWrites)"
  }

  /// The counts accumulated since `earlier`.
  public func subtracting(_ earlier: ViewCounts) -> ViewCounts {
    ViewCounts(
      viewCalls: viewCalls - earlier.viewCalls,
      widgetWrites: widgetWrites - earlier.widgetWrites,
      redundantWrites: redundantWrites - earlier.redundantWrites
    )
  }
}

/// Counts what crosses into one headless screen and wakes whoever waits for it to settle.
@MainActor
public final class ViewCounters {
  /// The counts so far.
  @inlinable
  public var counts: ViewCounts { storedCounts }

  // NB: exempt from dynamic exclusivity checks, soundly: main-actor state, each access a single
  // read or write that calls nothing.
  @usableFromInline
  @exclusivity(unchecked)
  var storedCounts = ViewCounts()

  /// The name of every view call so far, in order (`startLoading()`, `isLoading`…), when the
  /// counters were made during a counting run; `nil` during timed runs, which must not pay for
  /// the log (its growth would allocate inside the measured actions).
  @inlinable
  public var callNames: [String]? { storedCallNames }

  @usableFromInline
  @exclusivity(unchecked)
  var storedCallNames: [String]?

  /// Whether anyone waits for a condition: each write checks them only then.
  @usableFromInline
  @exclusivity(unchecked)
  var hasWaiters = false

  /// Whether counters made in this task log the names of their view calls; the scenario
  /// runner binds it for the one run per arm that records counts and snapshots. Task-local, so
  /// runs interleaved on the main actor (tests run in parallel) never see each other's setting.
  @TaskLocal static var logsCallNames = false

  /// How many outputs a binding view (MVVM on Signals) bound to these widgets: the
  /// denominator of the initial render's allocations per bound output.
  ///
  /// NB: exempt from dynamic exclusivity checks, soundly, as `storedCounts` is.
  @exclusivity(unchecked)
  public private(set) var boundOutputs = 0

  private var waiters: [Waiter] = [] {
    didSet { hasWaiters = !waiters.isEmpty }
  }

  /// Whether the waiters' conditions are being checked, after a write: a write a condition
  /// makes then checks none (see ``waitUntil(_:limit:)``).
  private var isCheckingConditions = false

  /// A wait for a condition; `watch` is its id in the ``WaitWatchdog`` when it has a limit.
  private struct Waiter {
    let condition: @MainActor () -> Bool
    let continuation: CheckedContinuation<Bool, Never>
    let watch: UInt64?
  }

  /// Creates counters at zero.
  public init() {
    if Self.logsCallNames { storedCallNames = [] }
  }

  /// Records one output bound to these widgets (``Binder`` does, for each binding).
  public func countBoundOutput() {
    boundOutputs += 1
  }

  /// Records one crossing from presentation logic into the view.
  ///
  /// - Parameter name: What was called: the view-protocol method (`display(rows:)`), the bound
  ///   output (`rows`) or what the view did (`render`); reports name the calls that differ.
  @inlinable
  public func countViewCall(_ name: String) {
    storedCounts.viewCalls += 1
    storedCallNames?.append(name)
  }

  /// Records one widget write, and whether it stored the value already there (``Widget`` does,
  /// for each write).
  @inlinable
  public func countWrite(redundant: Bool) {
    storedCounts.widgetWrites += 1
    if redundant { storedCounts.redundantWrites += 1 }
    if hasWaiters { wakeWaiters() }
  }

  /// Suspends until `condition` holds, checking it after every widget write (never polling),
  /// or until `limit` has passed.
  ///
  /// A condition should only read the screen. A write it makes anyway is counted, but it checks
  /// no condition while the conditions are being checked after another write: that check goes
  /// on, and a wait it had already checked is checked again at the next write (or ends at its
  /// limit).
  ///
  /// - Parameters:
  ///   - condition: What the screen shows once it has settled.
  ///   - limit: How long to wait at most; `nil` waits as long as it takes.
  /// - Returns: `true` once `condition` holds; `false` when `limit` passed first.
  @discardableResult
  public func waitUntil(_ condition: @escaping @MainActor () -> Bool, limit: Duration? = nil)
    async -> Bool
  {
    if condition() { return true }
    let deadline = limit.map { ContinuousClock.now + $0 }
    return await withCheckedContinuation { continuation in
      // NB: checked again in the turn that registers the wait. Entering this method or
      // `withCheckedContinuation` may suspend (under a task executor preference each does, and
      // main-actor jobs queued meanwhile run first): a write in between wakes no one, and the
      // wait would end at its limit, or never, on a screen that had settled.
      guard !condition() else {
        continuation.resume(returning: true)
        return
      }
      let watch = deadline.map { WaitWatchdog.shared.watch(self, deadline: $0) }
      waiters.append(Waiter(condition: condition, continuation: continuation, watch: watch))
    }
  }

  /// Ends the wait the watchdog watched as `watch`, which passed its limit, if it still waits.
  func expireWait(_ watch: UInt64) {
    guard let index = waiters.firstIndex(where: { $0.watch == watch }) else { return }
    waiters.remove(at: index).continuation.resume(returning: false)
  }

  @usableFromInline
  func wakeWaiters() {
    // NB: a condition that writes a widget calls back here; checking the conditions again
    // would change the list of waiters while this pass walks it.
    guard !isCheckingConditions else { return }
    isCheckingConditions = true
    defer { isCheckingConditions = false }
    waiters.removeAll { waiter in
      guard waiter.condition() else { return false }
      if let watch = waiter.watch { WaitWatchdog.shared.stopWatching(watch) }
      waiter.continuation.resume(returning: true)
      return true
    }
  }
}
