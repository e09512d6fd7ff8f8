import MVVM
import Services
import Signals

/// The MVVM UserList: a headless view bound to a view model's outputs.
@MainActor
final class MVVMUserListDriver: UserListDriver {
  let widgets = UserListWidgets()
  private var viewModel: UserListViewModel?
  private var bindings: [Subscription] = []

  init(service: any UserService) {
    let viewModel = UserListViewModel(service: service)
    self.viewModel = viewModel
    // Each observer invocation is one view call: the binding is the view's entry point.
    let widgets = widgets
    bindings = [
      viewModel.isLoading.observe { isLoading in
        widgets.counters.countViewCall()
        widgets.spinner.write(isLoading)
      },
      viewModel.rows.observe { rows in
        widgets.counters.countViewCall()
        widgets.rows.write(rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      },
      viewModel.isEmptyViewVisible.observe { isVisible in
        widgets.counters.countViewCall()
        widgets.emptyView.write(isVisible)
      },
      viewModel.errorMessage.observe { message in
        widgets.counters.countViewCall()
        widgets.error.display(message)
      },
      viewModel.route.observe { route in
        widgets.counters.countViewCall()
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
