import Comparison
import SettingsScreen

/// The Settings screen on ``SettingsViewModel``: a headless view bound to its Signals outputs,
/// each delivery one view call (the ``Binder`` counts them).
@MainActor
final class SignalsSettingsDriver: SettingsDriver {
  let widgets = SettingsWidgets()
  private var viewModel: SettingsViewModel?
  private let binder: Binder

  init(service: any SettingsService) {
    let viewModel = SettingsViewModel(service: service)
    self.viewModel = viewModel
    let binder = Binder(counters: widgets.counters)
    self.binder = binder
    // NB: the toggle and field bindings write the controls programmatically; such a write is
    // not an edit and is never reported back to the view model (no feedback loop).
    let widgets = widgets
    binder.bind(viewModel.isBusy, "isBusy") { widgets.spinner.write($0) }
    binder.bind(viewModel.notificationsEnabled, "notificationsEnabled") {
      widgets.notifications.write($0)
    }
    binder.bind(viewModel.displayName, "displayName") { widgets.displayName.write($0) }
    binder.bind(viewModel.nameMessage, "nameMessage") { widgets.nameMessage.display($0) }
    binder.bind(viewModel.isSaveEnabled, "isSaveEnabled") { widgets.saveEnabled.write($0) }
    binder.bind(viewModel.statusMessage, "statusMessage") { widgets.status.display($0) }
  }

  func appear() { viewModel?.viewDidAppear() }

  // The user's edit lands in the control, then the view model hears of it (and its output
  // writes the control again: the price of a two-way binding).
  func toggleNotifications(_ isOn: Bool) {
    widgets.notifications.write(isOn)
    viewModel?.notificationsToggleWasChanged(isOn)
  }

  func typeDisplayName(_ text: String) {
    widgets.displayName.write(text)
    viewModel?.displayNameDidChange(text)
  }

  func pressSave() { viewModel?.saveButtonWasPressed() }

  func close() {
    binder.unbindAll()
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] {
    [viewModel].compactMap { $0 }
  }
}
