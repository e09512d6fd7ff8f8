public import Comparison

/// The Settings screen's widgets, which every arm's headless view renders into.
@MainActor
public final class SettingsWidgets: ScreenWidgets {
  /// Counts every write below.
  public let counters = ViewCounters()
  /// The spinner, shown while settings load or save.
  public let spinner: Widget<Bool>
  /// The "Notifications" toggle.
  public let notifications: Widget<Bool>
  /// The "Display name" field.
  public let displayName: Widget<String>
  /// The message under the field: "Name must be 3–20 characters".
  public let nameMessage: Label
  /// Whether Save can be pressed.
  public let saveEnabled: Widget<Bool>
  /// "Saved", or why a load or save failed.
  public let status: Label

  /// The widgets of a fresh screen: no spinner, the toggle off, an empty field, no message,
  /// Save disabled, no status.
  public init() {
    spinner = Widget(false, counters: counters)
    notifications = Widget(false, counters: counters)
    displayName = Widget("", counters: counters)
    nameMessage = Label(counters: counters)
    saveEnabled = Widget(false, counters: counters)
    status = Label(counters: counters)
  }

  /// The screen now.
  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(
      screen: Screen.settings.rawValue,
      elements: [
        .spinner(name: "spinner", isVisible: spinner.value),
        .toggle(name: "Notifications", isOn: notifications.value),
        .textField(name: "Display name", text: displayName.value),
        nameMessage.element("name message"),
        .button(name: "Save", isEnabled: saveEnabled.value),
        status.element("status"),
      ])
  }
}
