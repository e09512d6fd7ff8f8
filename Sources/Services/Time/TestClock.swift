import Synchronization

/// A clock whose time moves only when a test advances it, so tests never sleep for real.
///
/// A task that sleeps on it stays suspended until ``advance(by:)`` or ``advance(to:)`` moves
/// ``now`` to or past its deadline. PresentationTesting's `waitForSleepers(count:)` lets a test
/// wait, without polling and with a time limit, until the code under test has started sleeping:
///
/// ```swift
/// let clock = TestClock()
/// let service = InMemoryUserService(latency: .seconds(2), clock: clock)
/// let request = Task { try await service.users() }
/// try await clock.waitForSleepers(count: 1)  // import PresentationTesting
/// clock.advance(by: .milliseconds(1_900))  // still sleeping: clock.sleepers() == 1
/// clock.advance(by: .milliseconds(100))
/// let users = try await request.value
/// ```
public final class TestClock: Clock, Sendable {
  /// A point in this clock's virtual time.
  public typealias Instant = VirtualInstant

  private struct Sleeper {
    /// Increases with every sleep that starts, so it orders sleepers with equal deadlines.
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID: UInt64 = 0
    var sleepers: [Sleeper] = []
    /// Sleeps whose task was cancelled before they registered.
    var cancelledIDs: Set<UInt64> = []
  }

  private let state = Mutex(State())
  /// The number of sleepers, for `waitForSleepers(count:timeout:fileID:line:)` (in
  /// PresentationTesting, with every other wait that has a time limit).
  package let sleeperCount = CountWaiters()

  /// Creates a clock whose time starts at zero and stands still until advanced.
  public init() {}

  /// The current virtual time.
  public var now: Instant {
    state.withLock { $0.now }
  }

  /// The smallest step this clock distinguishes, which is any step at all.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the clock is advanced to `deadline` or beyond.
  ///
  /// A deadline that has already passed returns at once after a cancellation check. Cancelling
  /// the sleeping task throws `CancellationError` at once and removes the sleeper.
  ///
  /// - Parameters:
  ///   - deadline: The instant on this clock to wait for.
  ///   - tolerance: Ignored: virtual time is exact.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state -> UInt64? in
      guard deadline > state.now else { return nil }
      state.nextID += 1
      return state.nextID
    }
    guard let id else { return }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        register(Sleeper(id: id, deadline: deadline, continuation: continuation))
      }
    } onCancel: {
      let continuation = state.withLock { state in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledIDs.insert(id)
          return CheckedContinuation<Void, any Error>?.none
        }
        let sleeper = state.sleepers.remove(at: index)
        sleeperCount.update(count: state.sleepers.count)
        return sleeper.continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
    // NB: a cancellation that arrives after the wake-up leaves the id behind; drop it.
    state.withLock { _ = $0.cancelledIDs.remove(id) }
  }

  private func register(_ sleeper: Sleeper) {
    enum Outcome {
      case registered
      case cancelled
      case due
    }
    let outcome = state.withLock { state -> Outcome in
      if state.cancelledIDs.remove(sleeper.id) != nil { return .cancelled }
      // Time may have moved between the deadline check and this registration.
      if sleeper.deadline <= state.now { return .due }
      state.sleepers.append(sleeper)
      sleeperCount.update(count: state.sleepers.count)
      return .registered
    }
    switch outcome {
    case .registered:
      break
    case .cancelled:
      sleeper.continuation.resume(throwing: CancellationError())
    case .due:
      sleeper.continuation.resume()
    }
  }

  /// Moves time forward by `duration` and wakes every sleeper whose deadline has come.
  ///
  /// Sleepers are resumed in deadline order, and those with equal deadlines in the order they
  /// started sleeping. Time jumps straight to the target: a woken task that sleeps again measures
  /// from the new ``now``.
  ///
  /// - Parameter duration: How far to move; a negative duration is treated as zero.
  public func advance(by duration: Duration) {
    let due = state.withLock { state in
      state.now = state.now.advanced(by: max(duration, .zero))
      return takeDueSleepers(from: &state)
    }
    for sleeper in due {
      sleeper.continuation.resume()
    }
  }

  /// Moves time forward to `instant` and wakes every sleeper whose deadline has come.
  ///
  /// Time never goes backwards: an instant before ``now`` only wakes the sleepers already due.
  public func advance(to instant: Instant) {
    let due = state.withLock { state in
      state.now = max(state.now, instant)
      return takeDueSleepers(from: &state)
    }
    for sleeper in due {
      sleeper.continuation.resume()
    }
  }

  private func takeDueSleepers(from state: inout State) -> [Sleeper] {
    let now = state.now
    var due = state.sleepers.filter { $0.deadline <= now }
    guard !due.isEmpty else { return [] }
    state.sleepers.removeAll { $0.deadline <= now }
    sleeperCount.update(count: state.sleepers.count)
    due.sort { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    return due
  }

  /// The number of tasks sleeping on this clock right now.
  public func sleepers() -> Int {
    state.withLock { $0.sleepers.count }
  }
}
