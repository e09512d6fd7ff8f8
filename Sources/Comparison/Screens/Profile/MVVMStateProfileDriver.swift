import MVVM
import Services
import Signals

/// The MVVM state Profile: a headless view that observes the view model's one state and
/// renders what changed.
@MainActor
final class MVVMStateProfileDriver: ProfileDriver {
  let widgets = ProfileWidgets()
  private var viewModel: ProfileStateViewModel?
  private let view: HeadlessProfileStateView
  private var binding: Subscription?

  init(service: any ProfileService) {
    let viewModel = ProfileStateViewModel(service: service)
    self.viewModel = viewModel
    let view = HeadlessProfileStateView(widgets: widgets)
    self.view = view
    // Each notification of the state is one view call, `render`.
    binding = viewModel.state.observe { state in view.render(state) }
  }

  func appear() { viewModel?.viewDidAppear() }
  func pressRefresh() { viewModel?.refreshButtonWasPressed() }

  func close() {
    binding = nil
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] {
    [viewModel as AnyObject?, view].compactMap { $0 }
  }
}

/// A view that renders a whole ``ProfileState`` into headless widgets, writing only what
/// differs from what they show.
@MainActor
final class HeadlessProfileStateView {
  private let widgets: ProfileWidgets

  init(widgets: ProfileWidgets) {
    self.widgets = widgets
  }

  func render(_ state: ProfileState) {
    widgets.counters.countViewCall("render")
    widgets.spinner.update(state.isLoading)
    widgets.refreshEnabled.update(state.isRefreshEnabled)
    widgets.name.update(state.userName)
    widgets.error.update(state.errorMessage)
  }
}
