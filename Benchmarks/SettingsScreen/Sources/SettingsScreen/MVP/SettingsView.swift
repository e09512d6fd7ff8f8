/// The passive Settings screen that a ``SettingsPresenter`` drives.
///
/// The screen has six widgets: a spinner, a "Notifications" toggle, a "Display name" field, a
/// message under the field, a Save button and a status label. A fresh screen shows no spinner,
/// the toggle off, an empty field, no message, Save disabled and no status. Each call sets
/// exactly the widgets its documentation names and leaves the others as they are, so a
/// conforming view copies values into widgets and decides nothing. The toggle and the field
/// also change when the user edits them; the view reports such an edit to the presenter and
/// never reports what the presenter set.
@MainActor
public protocol SettingsView: AnyObject {
  /// Shows the spinner when `isVisible` is `true`, hides it when `false`.
  func displaySpinner(_ isVisible: Bool)

  /// Sets the toggle to `settings.notificationsEnabled` and the field to
  /// `settings.displayName`.
  func displaySettings(_ settings: Settings)

  /// Shows `message` under the display name field, or hides the message when `nil`.
  func displayNameMessage(_ message: String?)

  /// Enables the Save button when `isEnabled` is `true`, disables it when `false`.
  func displaySaveEnabled(_ isEnabled: Bool)

  /// Shows `message` in the status label, or hides the label when `nil`.
  func displayStatus(_ message: String?)
}
