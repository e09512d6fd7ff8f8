import Comparison
import MVVM
import ScreenData
import Services
import Signals

/// The MVVM state UserList: a headless view that observes the view model's one state and
/// renders what changed; with `cells`, each cell on screen renders its row's value from the
/// state, again only when that value changed.
@MainActor
final class MVVMStateUserListDriver: UserListDriver {
  let widgets: UserListWidgets
  private let renderer: StateRenderer<UserListStateViewModel, UserListState>

  init(service: any UserService, cells: Bool = false) {
    let widgets = UserListWidgets(cells: cells)
    self.widgets = widgets
    let viewModel = UserListStateViewModel(service: service)
    let rows = StateListRenderer<UserViewData>(
      table: widgets.table, rows: widgets.rows, counters: widgets.counters,
      // The state, not the view model, which the renderer alone owns until the close.
      currentRows: { [state = viewModel.state] in state.value.rows },
      snapshotRow: { ScreenSnapshot.Row($0.name, detail: $0.age) })
    renderer = StateRenderer(
      viewModel, state: viewModel.state, counters: widgets.counters, context: rows
    ) { rows, state in
      widgets.spinner.update(state.isLoading)
      rows.render(state.rows, revision: state.rowsRevision, changedRow: state.changedRow)
      widgets.emptyView.update(state.isEmptyViewVisible)
      widgets.error.update(state.errorMessage)
    }
    renderer.bindRoute(viewModel.route) { route in
      switch route {
      case .profile(let user): widgets.navigation.write(profileDestination(user))
      }
    }
  }

  func appear() { renderer.send { $0.viewDidAppear() } }
  func refresh() { renderer.send { $0.refreshWasRequested() } }
  func selectRow(at index: Int) { renderer.send { $0.didSelectRow(at: index) } }
  func scroll(toRow row: Int) { widgets.table?.scroll(toRow: row) }
  func userDidChange(_ user: User) { renderer.send { $0.userDidChange(user) } }

  func close() {
    renderer.close()
    widgets.table?.configure = nil
  }

  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
