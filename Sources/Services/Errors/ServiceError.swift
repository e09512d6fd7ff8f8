/// A failure a service reports, with a sentence for the user.
///
/// Screens show ``reason`` verbatim, for example `"Could not load users: \(error.reason)"`. A
/// service also throws Swift's `CancellationError` when its calling task is cancelled, and may
/// throw one of its own (a timeout, a cancelled child task): only the screen can tell which, by
/// asking whether its own task was cancelled, so that an error it did not cause is still shown:
///
/// ```swift
/// do {
///   let users = try await service.users()
///   guard !Task.isCancelled else { return }  // the screen closed: change nothing
///   show(users)
/// } catch {
///   guard !Task.isCancelled else { return }
///   showError("Could not load users: \(error.reasonShownToUser)")  // ScreenData
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
