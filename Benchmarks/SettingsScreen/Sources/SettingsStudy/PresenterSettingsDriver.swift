import Comparison
import SettingsScreen

/// The screen as it shipped: ``SettingsPresenter`` pushing to a headless passive view.
@MainActor
final class PresenterSettingsDriver: SettingsDriver {
  let widgets = SettingsWidgets()
  private var presenter: SettingsPresenter?
  private let view: HeadlessSettingsView

  init(service: any SettingsService) {
    view = HeadlessSettingsView(widgets: widgets)
    presenter = SettingsPresenter(service: service)
    presenter?.attachView(view)
  }

  func send(_ input: (any SettingsInputs) -> Void) {
    if let presenter { input(presenter) }
  }

  func close() {
    presenter?.detachView()
    presenter = nil
  }

  var lifetimeProbes: [AnyObject] { [presenter as AnyObject?, view].compactMap { $0 } }
}

/// The passive view: each method is one view call, copying what it is told into the widgets.
@MainActor
final class HeadlessSettingsView: SettingsView {
  private let widgets: SettingsWidgets

  init(widgets: SettingsWidgets) { self.widgets = widgets }

  func displaySpinner(_ isVisible: Bool) {
    widgets.counters.countViewCall("displaySpinner(_:)")
    widgets.spinner.write(isVisible)
  }

  func displaySettings(_ settings: Settings) {
    widgets.counters.countViewCall("displaySettings(_:)")
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
