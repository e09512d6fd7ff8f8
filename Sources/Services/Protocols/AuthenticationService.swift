/// A service that checks the credentials typed on the Login screen.
///
/// Its methods are `nonisolated(nonsending)`: they run on the caller's actor, so a main-actor
/// presenter or view model pays no actor hop when an in-memory service answers at once. A
/// conformance may still write a plain `func …() async throws`.
public protocol AuthenticationService: Sendable {
  /// Opens a session when the credentials are right.
  ///
  /// - Throws: ``ServiceError/invalidCredentials`` for wrong credentials, another
  ///   ``ServiceError`` when the request fails, `CancellationError` when the calling task is
  ///   cancelled.
  nonisolated(nonsending) func logIn(with credentials: Credentials) async throws -> Session
}
