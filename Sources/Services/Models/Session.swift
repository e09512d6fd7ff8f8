/// The result of a successful log-in.
public struct Session: Sendable, Hashable {
  /// The user name the session was opened for.
  public var username: String

  /// Creates a session for a user name.
  public init(username: String) {
    self.username = username
  }
}
