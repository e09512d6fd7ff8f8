import MVVM
import Services
import Signals

/// The MVVM Profile: a headless view bound to a view model's outputs.
@MainActor
final class MVVMProfileDriver: ProfileDriver {
  let widgets = ProfileWidgets()
  private var viewModel: ProfileViewModel?
  private var bindings: [Subscription] = []

  init(service: any ProfileService) {
    let viewModel = ProfileViewModel(service: service)
    self.viewModel = viewModel
    // Each observer invocation is one view call: the binding is the view's entry point.
    let widgets = widgets
    bindings = [
      viewModel.isLoading.observe { isLoading in
        widgets.counters.countViewCall()
        widgets.spinner.write(isLoading)
      },
      viewModel.isRefreshEnabled.observe { isEnabled in
        widgets.counters.countViewCall()
        widgets.refreshEnabled.write(isEnabled)
      },
      viewModel.userName.observe { name in
        widgets.counters.countViewCall()
        widgets.name.display(name)
      },
      viewModel.errorMessage.observe { message in
        widgets.counters.countViewCall()
        widgets.error.display(message)
      },
    ]
  }

  func appear() { viewModel?.viewDidAppear() }
  func pressRefresh() { viewModel?.refreshButtonWasPressed() }

  func close() {
    bindings = []
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] {
    [viewModel].compactMap { $0 }
  }
}
