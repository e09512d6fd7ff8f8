/// The user name and password a user types on the Login screen.
public struct Credentials: Sendable, Hashable {
  /// The user name, compared case-sensitively.
  public var username: String
  /// The password, compared case-sensitively.
  public var password: String

  /// Creates credentials from a user name and a password.
  public init(username: String, password: String) {
    self.username = username
    self.password = password
  }
}
