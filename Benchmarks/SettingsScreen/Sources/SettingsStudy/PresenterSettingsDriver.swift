import Comparison
import SettingsScreen

/// The Settings screen as it shipped: ``SettingsPresenter`` pushing to a headless passive view.
@MainActor
final class PresenterSettingsDriver: SettingsDriver {
  let widgets = SettingsWidgets()
  private var presenter: SettingsPresenter?
  private let view: HeadlessSettingsView

  init(service: any SettingsService) {
    view = HeadlessSettingsView(widgets: widgets)
    let presenter = SettingsPresenter(service: service)
    presenter.attachView(view)
    self.presenter = presenter
  }

  func appear() { presenter?.viewDidAppear() }

  // The view owns its controls: the edit lands in the control, then the presenter hears of it.
  func toggleNotifications(_ isOn: Bool) {
    widgets.notifications.write(isOn)
    presenter?.notificationsToggleWasChanged(isOn)
  }

  func typeDisplayName(_ text: String) {
    widgets.displayName.write(text)
    presenter?.displayNameDidChange(text)
  }

  func pressSave() { presenter?.saveButtonWasPressed() }

  func close() {
    presenter?.detachView()
    presenter = nil
  }

  var lifetimeProbes: [AnyObject] {
    [presenter as AnyObject?, view].compactMap { $0 }
  }
}
