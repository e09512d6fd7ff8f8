import Comparison
import MVVM
import Services

/// The MVVM state Profile: a headless view that observes the view model's one state and
/// renders what changed.
@MainActor
final class MVVMStateProfileDriver: ProfileDriver {
  let widgets: ProfileWidgets
  private let renderer: StateRenderer<ProfileStateViewModel, ProfileState>

  init(service: any ProfileService) {
    let widgets = ProfileWidgets()
    self.widgets = widgets
    let viewModel = ProfileStateViewModel(service: service)
    renderer = StateRenderer(
      viewModel, state: viewModel.state, counters: widgets.counters
    ) { state in
      widgets.spinner.update(state.isLoading)
      widgets.refreshEnabled.update(state.isRefreshEnabled)
      widgets.name.update(state.userName)
      widgets.error.update(state.errorMessage)
    }
  }

  func appear() { renderer.send { $0.viewDidAppear() } }
  func pressRefresh() { renderer.send { $0.refreshButtonWasPressed() } }

  func close() { renderer.close() }

  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
