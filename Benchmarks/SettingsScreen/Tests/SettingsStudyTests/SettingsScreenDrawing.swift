import Comparison

/// The Settings screen as a test expects to see it, built from what each widget shows: a whole
/// snapshot to compare, so that a widget no one thought to check cannot hide a difference.
struct SettingsScreenDrawing {
  var spinner = false
  var notifications = true
  var displayName = "Ada Lovelace"
  var nameMessage: String?
  var saveEnabled = false
  var status: String?

  /// The snapshot `SettingsWidgets` draws for these values.
  var snapshot: ScreenSnapshot {
    ScreenSnapshot(
      screen: "Settings",
      elements: [
        .spinner(name: "spinner", isVisible: spinner),
        .toggle(name: "Notifications", isOn: notifications),
        .textField(name: "Display name", text: displayName),
        .label(name: "name message", text: nameMessage ?? "", isVisible: nameMessage != nil),
        .button(name: "Save", isEnabled: saveEnabled),
        .label(name: "status", text: status ?? "", isVisible: status != nil),
      ])
  }

  /// The fresh screen, before anything has loaded.
  static let fresh = SettingsScreenDrawing(notifications: false, displayName: "")

  /// The loaded settings, nothing edited.
  static let loaded = SettingsScreenDrawing()

  /// These values with `change` applied.
  func with(_ change: (inout SettingsScreenDrawing) -> Void) -> SettingsScreenDrawing {
    var copy = self
    change(&copy)
    return copy
  }
}
