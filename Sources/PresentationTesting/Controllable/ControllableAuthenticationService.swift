public import Services

/// An `AuthenticationService` whose log-ins stay pending until the test resolves or fails
/// each one; every request records the credentials it was given.
///
/// ```swift
/// let service = ControllableAuthenticationService()
/// // … the Login screen taps "Login" with Admin / wrong …
/// try await service.waitForRequests(count: 1)
/// #expect(service.requests[0].argument == Credentials(username: "Admin", password: "wrong"))
/// service.fail(0, with: ServiceError.invalidCredentials)
/// ```
public final class ControllableAuthenticationService: AuthenticationService, ControllableService {
  /// The requests received; each ``logIn(with:)`` call adds one with its credentials.
  public let pendingRequests: PendingRequests<Credentials, Session>

  /// Creates a service with no requests.
  ///
  /// - Parameter ignoringCancellation: Whether a cancelled caller keeps waiting for the test's
  ///   answer; see ``PendingRequests/init(ignoringCancellation:)``.
  public init(ignoringCancellation: Bool = false) {
    pendingRequests = PendingRequests(ignoringCancellation: ignoringCancellation)
  }

  /// Records `credentials` and suspends until the test resolves or fails this request.
  public nonisolated(nonsending) func logIn(with credentials: Credentials) async throws -> Session {
    try await pendingRequests.response(to: credentials)
  }
}
