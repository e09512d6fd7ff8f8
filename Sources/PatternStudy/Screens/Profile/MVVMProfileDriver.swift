import Comparison
import MVVM
import Services
import Signals

/// The MVVM Profile: a headless view bound to a view model's outputs.
@MainActor
final class MVVMProfileDriver: ProfileDriver {
  let widgets = ProfileWidgets()
  private var viewModel: ProfileViewModel?
  private let binder: Binder

  init(service: any ProfileService, deduplicated: Bool) {
    let viewModel = ProfileViewModel(service: service)
    self.viewModel = viewModel
    // Each observer invocation is one view call: the binding is the view's entry point.
    let binder = Binder(counters: widgets.counters, deduplicates: deduplicated)
    self.binder = binder
    let widgets = widgets
    binder.bind(viewModel.isLoading, "isLoading") { isLoading in
      widgets.spinner.write(isLoading)
    }
    binder.bind(viewModel.isRefreshEnabled, "isRefreshEnabled") { isEnabled in
      widgets.refreshEnabled.write(isEnabled)
    }
    binder.bind(viewModel.userName, "userName") { name in
      widgets.name.display(name)
    }
    binder.bind(viewModel.errorMessage, "errorMessage") { message in
      widgets.error.display(message)
    }
  }

  func appear() { viewModel?.viewDidAppear() }
  func pressRefresh() { viewModel?.refreshButtonWasPressed() }

  func close() {
    binder.unbindAll()
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] {
    [viewModel].compactMap { $0 }
  }
}
