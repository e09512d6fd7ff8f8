import Comparison
import SettingsScreen

/// ``SettingsViewModel``'s Signals outputs bound to the widgets; each delivery is one view call.
@MainActor
final class SignalsSettingsDriver: SettingsDriver {
  let widgets = SettingsWidgets()
  private var viewModel: SettingsViewModel?
  private let binder: Binder

  init(service: any SettingsService) {
    let viewModel = SettingsViewModel(service: service)
    let (widgets, binder) = (widgets, Binder(counters: widgets.counters))
    binder.bind(viewModel.isBusy, "isBusy") { widgets.spinner.write($0) }
    binder.bind(viewModel.notificationsEnabled, "notificationsEnabled") {
      widgets.notifications.write($0)
    }
    binder.bind(viewModel.displayName, "displayName") { widgets.displayName.write($0) }
    binder.bind(viewModel.nameMessage, "nameMessage") { widgets.nameMessage.display($0) }
    binder.bind(viewModel.isSaveEnabled, "isSaveEnabled") { widgets.saveEnabled.write($0) }
    binder.bind(viewModel.statusMessage, "statusMessage") { widgets.status.display($0) }
    (self.viewModel, self.binder) = (viewModel, binder)
  }

  func send(_ input: (any SettingsInputs) -> Void) {
    if let viewModel { input(viewModel) }
  }

  func close() {
    binder.unbindAll()
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] { [viewModel].compactMap { $0 } }
}
