public import Comparison
import Services

/// The user actions of the Login screen; every arm implements them with a driver of its own.
///
/// Typing is the user's own edit: the driver writes the text field as the user typed it, then
/// reports the edit to the presentation logic. A write that the presentation logic causes (a
/// binding showing an output, or `clearFields()`) is not an edit and is never reported back.
@MainActor
public protocol LoginDriver: WidgetScreenDriver<LoginWidgets> {
  /// The user edits the username field so that it holds `text`.
  func typeUsername(_ text: String)
  /// The user edits the password field so that it holds `text`.
  func typePassword(_ text: String)
  /// The user taps the login button.
  func pressLogin()
}

/// What every arm shows when the screen navigates to the logged-in screen.
func loggedInDestination(_ session: Session) -> String {
  "Logged in as \(session.username)"
}
