import MVVM
import ScreenData
import Services
import Signals

/// The MVVM state UserList: a headless view that observes the view model's one state and
/// renders what changed.
@MainActor
final class MVVMStateUserListDriver: UserListDriver {
  let widgets = UserListWidgets()
  private var viewModel: UserListStateViewModel?
  private let view: HeadlessUserListStateView
  private var bindings: [Subscription] = []

  init(service: any UserService) {
    let viewModel = UserListStateViewModel(service: service)
    self.viewModel = viewModel
    let view = HeadlessUserListStateView(widgets: widgets)
    self.view = view
    // Each notification of the state is one view call, `render`; the route is an event.
    let bind = Binder(counters: widgets.counters, deduplicated: false)
    let widgets = widgets
    bindings = [
      viewModel.state.observe { state in view.render(state) },
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
    [viewModel as AnyObject?, view].compactMap { $0 }
  }
}

/// A view that renders a whole ``UserListState`` into headless widgets, writing only what
/// differs from what they show.
@MainActor
final class HeadlessUserListStateView {
  private let widgets: UserListWidgets
  /// The rows last rendered, so unchanged rows are neither converted nor compared again (rows
  /// that share their storage compare in O(1)).
  private var renderedRows: [UserViewData] = []

  init(widgets: UserListWidgets) {
    self.widgets = widgets
  }

  func render(_ state: UserListState) {
    widgets.counters.countViewCall("render")
    widgets.spinner.update(state.isLoading)
    if state.rows != renderedRows {
      renderedRows = state.rows
      widgets.rows.update(state.rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
    }
    widgets.emptyView.update(state.isEmptyViewVisible)
    widgets.error.update(state.errorMessage)
  }
}
