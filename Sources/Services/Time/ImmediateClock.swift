import Synchronization

/// A clock whose sleeps return at once, moving its time forward by the requested amount.
///
/// Use it where the code under test sleeps but the test does not care how long:
/// ```swift
/// let service = InMemoryUserService(latency: .seconds(2), clock: ImmediateClock())
/// let users = try await service.users()  // answers at once
/// ```
public final class ImmediateClock: Clock, Sendable {
  /// A point in this clock's virtual time.
  public typealias Instant = VirtualInstant

  private let current = Mutex(Instant(offset: .zero))

  /// Creates a clock whose time starts at zero.
  public init() {}

  /// The current virtual time: the latest deadline slept until.
  public var now: Instant {
    current.withLock { $0 }
  }

  /// The smallest step this clock distinguishes, which is any step at all.
  public var minimumResolution: Duration { .zero }

  /// Returns at once after a cancellation check, moving ``now`` to `deadline` if it is later.
  ///
  /// - Parameters:
  ///   - deadline: The instant to move ``now`` to, if it is later.
  ///   - tolerance: Ignored: virtual time is exact.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in
      now = max(now, deadline)
    }
  }
}
