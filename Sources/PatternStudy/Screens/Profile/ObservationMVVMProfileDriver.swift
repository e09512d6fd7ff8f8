import Comparison
import MVVM
import Services

/// The MVVM @Observable Profile: a headless view that renders a view model's properties inside
/// `withObservationTracking`, once per action.
@MainActor
final class ObservationMVVMProfileDriver: ProfileDriver {
  let widgets: ProfileWidgets
  private let renderer: ObservationRenderer<ProfileObservationViewModel>

  init(service: any ProfileService) {
    let widgets = ProfileWidgets()
    self.widgets = widgets
    renderer = ObservationRenderer(
      ProfileObservationViewModel(service: service), counters: widgets.counters
    ) { viewModel in
      widgets.spinner.update(viewModel.isLoading)
      widgets.refreshEnabled.update(viewModel.isRefreshEnabled)
      widgets.name.update(viewModel.userName)
      widgets.error.update(viewModel.errorMessage)
    }
  }

  func appear() { renderer.send { $0.viewDidAppear() } }
  func pressRefresh() { renderer.send { $0.refreshButtonWasPressed() } }

  func close() { renderer.close() }

  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
