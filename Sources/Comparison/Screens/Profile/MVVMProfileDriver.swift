import MVVM
import Services
import Signals

/// The MVVM Profile: a headless view bound to a view model's outputs.
@MainActor
final class MVVMProfileDriver: ProfileDriver {
  let widgets = ProfileWidgets()
  private var viewModel: ProfileViewModel?
  private var bindings: [Subscription] = []

  init(service: any ProfileService, deduplicated: Bool) {
    let viewModel = ProfileViewModel(service: service)
    self.viewModel = viewModel
    // Each observer invocation is one view call: the binding is the view's entry point.
    let bind = Binder(counters: widgets.counters, deduplicated: deduplicated)
    let widgets = widgets
    bindings = [
      bind(viewModel.isLoading, "isLoading") { isLoading in
        widgets.spinner.write(isLoading)
      },
      bind(viewModel.isRefreshEnabled, "isRefreshEnabled") { isEnabled in
        widgets.refreshEnabled.write(isEnabled)
      },
      bind(viewModel.userName, "userName") { name in
        widgets.name.display(name)
      },
      bind(viewModel.errorMessage, "errorMessage") { message in
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
