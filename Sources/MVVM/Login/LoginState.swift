/// Everything the login form shows at one moment, as one value.
///
/// ``LoginStateViewModel`` publishes it through a single observable; a view renders what
/// changed between two states.
public struct LoginState: Equatable, Sendable {
  /// The user name as typed, "" after every attempt; drives the user name field's text.
  ///
  /// A view that writes it into the field must not report the write as an edit; see "Fields
  /// bound both ways" in the ``MVVM`` overview.
  public var username: String
  /// The password as typed, "" after every attempt; drives the password field's text.
  public var password: String
  /// The error text, such as "The provided credentials are not correct", or `nil`; drives the
  /// error label (shown with this text, hidden while `nil`).
  public var errorMessage: String?
  /// Whether an attempt is running; drives the progress indicator (shown while `true`) and the
  /// login button (disabled while `true`).
  public var isLoggingIn: Bool

  /// Creates a state; the defaults are the empty form.
  public init(
    username: String = "",
    password: String = "",
    errorMessage: String? = nil,
    isLoggingIn: Bool = false
  ) {
    self.username = username
    self.password = password
    self.errorMessage = errorMessage
    self.isLoggingIn = isLoggingIn
  }
}
