/// An ``AuthenticationService`` that accepts one pair of credentials after a simulated latency.
public final class InMemoryAuthenticationService: AuthenticationService {
  /// The only credentials that open a session.
  public let acceptedCredentials: Credentials
  private let simulator: RequestSimulator

  /// Creates a service that accepts exactly `acceptedCredentials`.
  ///
  /// - Parameters:
  ///   - acceptedCredentials: The right credentials; Admin / 12345 by default.
  ///   - latency: How long each call waits on `clock` before answering, 100 years at most
  ///     (see <doc:VirtualTimeAndFailures>); zero never suspends.
  ///   - clock: The clock the latency is slept on; a ``TestClock`` makes time virtual.
  ///   - failure: Which calls fail instead of answering; it applies before the check.
  public init(
    accepting acceptedCredentials: Credentials = SampleData.adminCredentials,
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock(),
    failure: FailurePolicy = .never
  ) {
    self.acceptedCredentials = acceptedCredentials
    self.simulator = RequestSimulator(latency: latency, clock: clock, failure: failure)
  }

  /// Opens a session for the accepted credentials and throws
  /// ``ServiceError/invalidCredentials`` for any others.
  public nonisolated(nonsending) func logIn(with credentials: Credentials) async throws -> Session {
    try await simulator.perform {
      guard credentials == acceptedCredentials else {
        throw ServiceError.invalidCredentials
      }
      return Session(username: credentials.username)
    }
  }
}
