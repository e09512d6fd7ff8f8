import Comparison
import SettingsScreen

/// A passive Settings view that copies what the presenter says into headless widgets: each
/// method is one view call, plus the widget writes its documentation names.
@MainActor
final class HeadlessSettingsView: SettingsView {
  private let widgets: SettingsWidgets

  init(widgets: SettingsWidgets) {
    self.widgets = widgets
  }

  func displaySpinner(_ isVisible: Bool) {
    widgets.counters.countViewCall("displaySpinner(_:)")
    widgets.spinner.write(isVisible)
  }

  func displaySettings(_ settings: Settings) {
    widgets.counters.countViewCall("displaySettings(_:)")
    // NB: programmatic writes, not edits: nothing is reported back to the presenter.
    widgets.notifications.write(settings.notificationsEnabled)
    widgets.displayName.write(settings.displayName)
  }

  func displayNameMessage(_ message: String?) {
    widgets.counters.countViewCall("displayNameMessage(_:)")
    widgets.nameMessage.display(message)
  }

  func displaySaveEnabled(_ isEnabled: Bool) {
    widgets.counters.countViewCall("displaySaveEnabled(_:)")
    widgets.saveEnabled.write(isEnabled)
  }

  func displayStatus(_ message: String?) {
    widgets.counters.countViewCall("displayStatus(_:)")
    widgets.status.display(message)
  }
}
