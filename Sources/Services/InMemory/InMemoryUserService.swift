/// A ``UserService`` that answers from an array after a simulated latency.
///
/// ```swift
/// let clock = TestClock()
/// let service = InMemoryUserService(latency: .seconds(2), clock: clock)
/// let request = Task { try await service.users() }
/// try await clock.waitForSleepers(count: 1)
/// clock.advance(by: .seconds(2))
/// let users = try await request.value  // SampleData.seedUsers
/// ```
public final class InMemoryUserService: UserService {
  /// The users every successful call returns.
  public let storedUsers: [User]
  private let simulator: RequestSimulator

  /// Creates a service that answers with `users`.
  ///
  /// - Parameters:
  ///   - users: The users to return; the seed's three users by default.
  ///   - latency: How long each call waits on `clock` before answering, 100 years at most
  ///     (see <doc:VirtualTimeAndFailures>); zero never suspends.
  ///   - clock: The clock the latency is slept on; a ``TestClock`` makes time virtual.
  ///   - failure: Which calls fail instead of answering.
  public init(
    users: [User] = SampleData.seedUsers,
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock(),
    failure: FailurePolicy = .never
  ) {
    self.storedUsers = users
    self.simulator = RequestSimulator(latency: latency, clock: clock, failure: failure)
  }

  /// Returns the stored users after the latency, unless the failure policy fails this call.
  public nonisolated(nonsending) func users() async throws -> [User] {
    try await simulator.perform { storedUsers }
  }
}
