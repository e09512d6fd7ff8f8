/// A scheduler that runs in virtual time: nothing happens until the test advances it.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let settled = query.debounce(for: .milliseconds(300), scheduler: scheduler)
/// query.value = "s"; query.value = "sw"
/// scheduler.advance(by: .milliseconds(299))   // nothing yet
/// scheduler.advance(by: .milliseconds(1))     // "sw", at virtual time 300 ms
/// ```
///
/// Actions due at the same time run in the order they were scheduled. An action scheduled
/// during an advance runs in that same advance if it falls due within it.
///
/// Time never goes backwards. An action may advance the scheduler itself: that nested advance
/// runs, before the action continues, every action that falls due up to its own target, and
/// leaves ``now`` there; the advance that ran the action then carries on from that time, so it
/// only ends later than it asked if the nested advance went further.
///
/// It is public, in the `Signals` product itself, because users need it to test their own view
/// models in virtual time, and it costs nothing to those who do not use it: it has no
/// dependencies and is not on any path of the other types.
public final class TestScheduler: Scheduler {
  /// The virtual time elapsed since the scheduler was made.
  public private(set) var now: Duration = .zero

  private var entries: [Entry] = []
  private var nextSequence: UInt64 = 0

  private struct Entry {
    let due: Duration
    let sequence: UInt64
    let action: () -> Void
  }

  /// Creates a scheduler at virtual time zero.
  public init() {}

  /// The number of actions scheduled and not yet run or cancelled.
  public var pendingCount: Int {
    entries.count
  }

  /// Schedules `action` at `now + delay` in virtual time.
  public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> Subscription {
    let due = now + max(delay, .zero)
    let sequence = nextSequence
    nextSequence += 1
    // Sorted by (due, sequence); a new entry goes after every entry due at the same time.
    let position = entries.partitionPoint { $0.due > due }
    entries.insert(Entry(due: due, sequence: sequence, action: action), at: position)
    return ScheduledAction(scheduler: self, sequence: sequence)
  }

  /// Moves virtual time forward by `duration`, running every action that falls due, in order.
  public func advance(by duration: Duration = .zero) {
    advance(to: now + duration)
  }

  /// Moves virtual time forward to `instant`, running every action that falls due, in order.
  ///
  /// Called from inside an action, it runs the actions due up to `instant` at once, before that
  /// action continues. When it returns, ``now`` is `instant`, or later if an action it ran
  /// advanced further: time never goes backwards.
  ///
  /// NB: an action that reschedules itself without delay is always due again, so an advance
  /// never gets past it; ``run(limit:)`` stops such a loop after a number of actions.
  ///
  /// - Precondition: `instant` is not in the past.
  public func advance(to instant: Duration) {
    precondition(instant >= now, "TestScheduler cannot go back in time (\(instant) < \(now))")
    while let first = entries.first, first.due <= instant {
      runFirst()
    }
    // NB: an action may have advanced past `instant` itself; time keeps the later instant.
    now = max(now, instant)
  }

  /// Runs the scheduled actions one at a time, in order, including those they schedule,
  /// advancing time as far as each needs, until none is left or `limit` actions have run.
  ///
  /// ```swift
  /// let ran = scheduler.run()
  /// #expect(scheduler.pendingCount == 0)   // everything settled within the limit
  /// ```
  ///
  /// The limit stops an action that reschedules itself forever, even without delay: `run`
  /// returns after `limit` actions and leaves the rest scheduled, and ``pendingCount`` says
  /// that something is still waiting. Actions run by an ``advance(to:)`` that an action calls
  /// are not counted.
  ///
  /// - Parameter limit: The most actions to run; not negative.
  /// - Returns: The number of actions run.
  @discardableResult
  public func run(limit: Int = 100_000) -> Int {
    precondition(limit >= 0, "TestScheduler.run(limit:) needs a limit of 0 or more, not \(limit)")
    var ran = 0
    while ran < limit, !entries.isEmpty {
      runFirst()
      ran += 1
    }
    return ran
  }

  /// Removes the first action, moves time to its due time (never back), and runs it.
  private func runFirst() {
    let first = entries.removeFirst()
    now = max(now, first.due)
    first.action()
  }

  fileprivate func cancel(sequence: UInt64) {
    if let index = entries.firstIndex(where: { $0.sequence == sequence }) {
      entries.remove(at: index)
    }
  }
}

/// The subscription for one action of a ``TestScheduler``.
private final class ScheduledAction: Subscription {
  private var scheduler: TestScheduler?
  private let sequence: UInt64

  init(scheduler: TestScheduler, sequence: UInt64) {
    self.scheduler = scheduler
    self.sequence = sequence
  }

  override func cancel() {
    guard let scheduler else { return }
    self.scheduler = nil
    scheduler.cancel(sequence: sequence)
  }

  deinit {
    cancel()
  }
}

extension Array {
  /// The first index whose element satisfies `belongsInSecondPartition`, given that the
  /// elements that satisfy it all come after those that do not.
  fileprivate func partitionPoint(where belongsInSecondPartition: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = low + (high - low) / 2
      if belongsInSecondPartition(self[middle]) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }
}
