import Comparison
import SettingsScreen

/// The Settings screen on ``SettingsObservationViewModel``: a headless view that renders the
/// view model's properties inside `withObservationTracking`, at most once per action (the
/// ``ObservationRenderer`` counts each render as one view call).
@MainActor
final class ObservationSettingsDriver: SettingsDriver {
  let widgets: SettingsWidgets
  private let renderer: ObservationRenderer<SettingsObservationViewModel>

  init(service: any SettingsService) {
    let widgets = SettingsWidgets()
    self.widgets = widgets
    // NB: the toggle and field writes below are programmatic; such a write is not an edit and
    // is never reported back to the view model (no feedback loop).
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

  func appear() { renderer.send { $0.viewDidAppear() } }

  // The user's edit lands in the control, then the view model hears of it; the render that
  // follows finds the control already showing it and writes nothing there.
  func toggleNotifications(_ isOn: Bool) {
    widgets.notifications.write(isOn)
    renderer.send { $0.notificationsToggleWasChanged(isOn) }
  }

  func typeDisplayName(_ text: String) {
    widgets.displayName.write(text)
    renderer.send { $0.displayNameDidChange(text) }
  }

  func pressSave() { renderer.send { $0.saveButtonWasPressed() } }

  func close() { renderer.close() }

  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
