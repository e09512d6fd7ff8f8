/// The passive Login screen that a ``LoginPresenter`` drives.
///
/// The screen has five widgets: a username text field, a password text field, an error label, a
/// progress indicator and a login button. The text fields belong to the view: what the user types
/// stays there and is forwarded to the presenter, which only ever empties them. A fresh screen
/// shows empty fields, no error, no progress and an enabled login button. Each call sets exactly
/// the widgets its documentation names and leaves the others as they are, so a conforming view
/// copies values into widgets and decides nothing.
@MainActor
public protocol LoginView: AnyObject {
  /// Empties the username and the password text fields.
  func clearFields()

  /// Shows `message` in the error label.
  func displayError(_ message: String)

  /// Hides the error label.
  func hideError()

  /// Shows the progress indicator and disables the login button.
  func startProgress()

  /// Hides the progress indicator and enables the login button.
  func finishProgress()
}
