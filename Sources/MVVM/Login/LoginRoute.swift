public import Services

/// Where the login screen navigates; the view executes it.
public enum LoginRoute: Hashable, Sendable {
  /// Shows the logged-in screen for the session that was just opened.
  case loggedIn(Session)
}
