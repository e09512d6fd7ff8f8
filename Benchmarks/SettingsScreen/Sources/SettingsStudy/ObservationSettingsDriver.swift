import Comparison
import SettingsScreen

/// ``SettingsObservationViewModel`` rendered into the widgets at most once per action; each
/// render is one view call (the ``ObservationRenderer`` counts them).
@MainActor
final class ObservationSettingsDriver: SettingsDriver {
  let widgets: SettingsWidgets
  private let renderer: ObservationRenderer<SettingsObservationViewModel>

  init(service: any SettingsService) {
    let widgets = SettingsWidgets()
    self.widgets = widgets
    renderer = ObservationRenderer(
      SettingsObservationViewModel(service: service), counters: widgets.counters
    ) { viewModel in
      widgets.spinner.update(viewModel.isBusy)
      widgets.notifications.update(viewModel.notificationsEnabled)
      widgets.displayName.update(viewModel.displayName)
      widgets.nameMessage.update(viewModel.nameMessage)
      widgets.saveEnabled.update(viewModel.isSaveEnabled)
      widgets.status.update(viewModel.statusMessage)
    }
  }

  func send(_ input: (any SettingsInputs) -> Void) { renderer.send { input($0) } }

  func close() { renderer.close() }

  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
