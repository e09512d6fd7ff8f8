public import Comparison

/// The user's actions on the Settings screen; every arm implements them with a driver of its
/// own, so every scenario is written once.
///
/// Editing is the user's own: the driver sets the toggle or the field as the user left it,
/// then reports the edit to the presentation logic. A write the presentation logic causes (a
/// binding or a render showing an output, `displaySettings(_:)`) is not an edit and is never
/// reported back.
@MainActor
public protocol SettingsDriver: WidgetScreenDriver<SettingsWidgets> {
  /// The screen appears.
  func appear()
  /// The user flips the Notifications toggle so that it is `isOn`.
  func toggleNotifications(_ isOn: Bool)
  /// The user edits the display name field so that it holds `text`.
  func typeDisplayName(_ text: String)
  /// The user taps Save.
  func pressSave()
}
