import MVVM
import ScreenData
import Services

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
    // The rows last rendered, so unchanged rows are neither converted nor compared again (rows
    // that share their storage compare in O(1)).
    var renderedRows: [UserViewData] = []
    let renderRows: @MainActor ([UserViewData]) -> Void
    if let table = widgets.table {
      // The value each reusable cell shows, by `TableCell.id`: a cell renders a row's value
      // only when it differs.
      var cellValues: [UserViewData?] = []
      let counters = widgets.counters
      let renderCell = { (cell: TableCell, value: UserViewData) in
        if cell.id == cellValues.count { cellValues.append(nil) }
        guard cellValues[cell.id] != value else { return }
        cellValues[cell.id] = value
        counters.countViewCall("cell render")
        cell.title.update(value.name)
        cell.detail.update(value.age)
      }
      table.configure = { cell, row in renderCell(cell, renderedRows[row]) }
      renderRows = { rows in
        renderedRows = rows
        if rows.count != table.rowCount {
          table.reloadData(rowCount: rows.count)
        } else {
          for cell in table.visibleCells { renderCell(cell, rows[cell.row!]) }
        }
      }
    } else {
      renderRows = { rows in
        renderedRows = rows
        widgets.rows.update(rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      }
    }
    renderer = StateRenderer(
      UserListStateViewModel(service: service), state: \.state, counters: widgets.counters
    ) { state in
      widgets.spinner.update(state.isLoading)
      if state.rows != renderedRows { renderRows(state.rows) }
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
  func scroll(toRow row: Int) { widgets.table?.scroll(toRow: row) }
  func userDidChange(_ user: User) { renderer.send { $0.userDidChange(user) } }

  func close() {
    renderer.close()
    widgets.table?.configure = nil
  }

  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
