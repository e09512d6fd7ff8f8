/// The passive Profile screen that a ``ProfilePresenter`` drives.
///
/// The screen has four widgets: a spinner, a refresh button, a name label and an error label. A
/// fresh screen shows no spinner, an enabled refresh button, no name and no error. Each call sets
/// exactly the widgets its documentation names and leaves the others as they are, so a conforming
/// view copies values into widgets and decides nothing.
@MainActor
public protocol ProfileView: AnyObject {
  /// Shows the loading state when `isLoading` is `true` and ends it when it is `false`.
  ///
  /// `true`: shows the spinner, disables the refresh button, hides the name label and hides the
  /// error label. `false`: hides the spinner and enables the refresh button.
  func displayLoading(_ isLoading: Bool)

  /// Shows `text` in the name label.
  func displayUserName(_ text: String)

  /// Shows `message` in the error label.
  func displayError(_ message: String)
}
