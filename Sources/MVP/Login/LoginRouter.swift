public import Services

/// The navigation the Login screen asks for; the app carries it out.
@MainActor
public protocol LoginRouter: AnyObject {
  /// Shows the logged-in screen for `session`.
  func showLoggedIn(_ session: Session)
}
