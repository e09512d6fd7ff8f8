/// A failure a service reports; cancellation is never one of them but Swift's `CancellationError`.
///
/// Screens show ``reason`` verbatim, for example `"Could not load users: \(error.reason)"`,
/// and tell a cancelled request apart by catching `CancellationError` first:
///
/// ```swift
/// do {
///   show(try await service.users())
/// } catch is CancellationError {
///   // The screen was closed: change nothing.
/// } catch let error as ServiceError {
///   showError("Could not load users: \(error.reason)")
/// }
/// ```
public enum ServiceError: Error, Sendable, Hashable {
  /// The connection dropped before the response arrived.
  case connectionLost
  /// The server did not answer in time.
  case timedOut
  /// The server answered with an error status code, such as 503.
  case server(statusCode: Int)
  /// The log-in was refused because the user name or password is wrong.
  case invalidCredentials

  /// A sentence that explains the failure to a user, such as "The network connection was lost.".
  public var reason: String {
    switch self {
    case .connectionLost:
      "The network connection was lost."
    case .timedOut:
      "The request timed out."
    case .server(let statusCode):
      "The server responded with status \(statusCode)."
    case .invalidCredentials:
      // NB: the Login screen's exact text, which has no final full stop.
      "The provided credentials are not correct"
    }
  }
}
