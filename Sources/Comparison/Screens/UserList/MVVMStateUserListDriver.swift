import MVVM
import ScreenData
import Services

/// The MVVM state UserList: a headless view that observes the view model's one state and
/// renders what changed.
@MainActor
final class MVVMStateUserListDriver: UserListDriver {
  let widgets: UserListWidgets
  private let renderer: StateRenderer<UserListStateViewModel, UserListState>

  init(service: any UserService) {
    let widgets = UserListWidgets()
    self.widgets = widgets
    // The rows last rendered, so unchanged rows are neither converted nor compared again (rows
    // that share their storage compare in O(1)).
    var renderedRows: [UserViewData] = []
    renderer = StateRenderer(
      UserListStateViewModel(service: service), state: \.state, counters: widgets.counters
    ) { state in
      widgets.spinner.update(state.isLoading)
      if state.rows != renderedRows {
        renderedRows = state.rows
        widgets.rows.update(state.rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      }
      widgets.emptyView.update(state.isEmptyViewVisible)
      widgets.error.update(state.errorMessage)
    }
    renderer.bindRoute(\.route) { route in
      switch route {
      case .profile(let user): widgets.navigation.write(profileDestination(user))
      }
    }
  }

  func appear() { renderer.send { $0.viewDidAppear() } }
  func refresh() { renderer.send { $0.refreshWasRequested() } }
  func selectRow(at index: Int) { renderer.send { $0.didSelectRow(at: index) } }

  func close() { renderer.close() }

  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
