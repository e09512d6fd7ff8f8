/// A service that checks the credentials typed on the Login screen.
///
/// Its methods run on the caller's actor; see "Isolation" in the ``Services`` overview.
public protocol AuthenticationService: Sendable {
  /// Opens a session when the credentials are right.
  ///
  /// - Throws: ``ServiceError/invalidCredentials`` for wrong credentials, another
  ///   ``ServiceError`` when the request fails, `CancellationError` when the calling task is
  ///   cancelled.
  nonisolated(nonsending) func logIn(with credentials: Credentials) async throws -> Session
}
