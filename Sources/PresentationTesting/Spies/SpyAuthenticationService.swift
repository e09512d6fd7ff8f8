public import Services

/// An `AuthenticationService` that records the credentials of every log-in and forwards each
/// to the service it wraps.
public final class SpyAuthenticationService: AuthenticationService {
  /// The service that answers the calls.
  public let base: any AuthenticationService
  private let calls = CallRecorder<Credentials>()

  /// Creates a spy that forwards to `base`.
  public init(wrapping base: any AuthenticationService) {
    self.base = base
  }

  /// The number of ``logIn(with:)`` calls made so far, counted when they start.
  public var callCount: Int { calls.count }

  /// The credentials of every ``logIn(with:)`` call, oldest first.
  public var recordedCredentials: [Credentials] { calls.arguments }

  /// Records the credentials and returns what the wrapped service returns.
  public nonisolated(nonsending) func logIn(with credentials: Credentials) async throws -> Session {
    calls.record(credentials)
    return try await base.logIn(with: credentials)
  }
}
