import MVVM
import ScreenData
import Services
import Signals

/// The MVVM UserList: a headless view bound to a view model's outputs.
@MainActor
final class MVVMUserListDriver: UserListDriver {
  let widgets = UserListWidgets()
  private var viewModel: UserListViewModel?
  private var bindings: [Subscription] = []

  init(service: any UserService, deduplicated: Bool) {
    let viewModel = UserListViewModel(service: service)
    self.viewModel = viewModel
    // Each observer invocation is one view call: the binding is the view's entry point.
    let bind = Binder(counters: widgets.counters, deduplicated: deduplicated)
    let widgets = widgets
    bindings = [
      bind(viewModel.isLoading, "isLoading") { isLoading in
        widgets.spinner.write(isLoading)
      },
      bind(viewModel.rows, "rows") { rows in
        widgets.rows.write(rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      },
      bind(viewModel.isEmptyViewVisible, "isEmptyViewVisible") { isVisible in
        widgets.emptyView.write(isVisible)
      },
      bind(viewModel.errorMessage, "errorMessage") { message in
        widgets.error.display(message)
      },
      bind(viewModel.route, "route") { route in
        switch route {
        case .profile(let user): widgets.navigation.write(profileDestination(user))
        }
      },
    ]
  }

  func appear() { viewModel?.viewDidAppear() }
  func refresh() { viewModel?.refreshWasRequested() }
  func selectRow(at index: Int) { viewModel?.didSelectRow(at: index) }

  func close() {
    bindings = []
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] {
    [viewModel].compactMap { $0 }
  }
}
