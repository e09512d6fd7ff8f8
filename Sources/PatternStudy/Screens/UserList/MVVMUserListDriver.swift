import Comparison
import MVVM
import ScreenData
import Services
import Signals

/// The MVVM UserList: a headless view bound to a view model's outputs; with `cells`, the table
/// binds the row count, and each cell binds its row's cell view model when reused and cancels
/// those bindings when recycled.
@MainActor
final class MVVMUserListDriver: UserListDriver {
  let widgets: UserListWidgets
  private var viewModel: UserListViewModel?
  private let binder: Binder
  /// The binder of each reusable cell, by ``TableCell/id``: it binds the cell's row on reuse
  /// and unbinds on recycle.
  private var cellBinders: [Binder] = []

  init(service: any UserService, deduplicated: Bool, cells: Bool = false) {
    let widgets = UserListWidgets(cells: cells)
    self.widgets = widgets
    let viewModel = UserListViewModel(service: service)
    self.viewModel = viewModel
    // Each observer invocation is one view call: the binding is the view's entry point.
    let binder = Binder(counters: widgets.counters, deduplicates: deduplicated)
    self.binder = binder
    binder.bind(viewModel.isLoading, "isLoading") { isLoading in
      widgets.spinner.write(isLoading)
    }
    if let table = widgets.table {
      table.configure = { [unowned self] cell, row in
        let cellViewModel = viewModel.cellViewModel(at: row)
        if cell.id == cellBinders.count {
          cellBinders.append(Binder(counters: widgets.counters, deduplicates: deduplicated))
        }
        let cellBinder = cellBinders[cell.id]
        cellBinder.bind(cellViewModel.name, "cell.name") { cell.title.write($0) }
        cellBinder.bind(cellViewModel.age, "cell.age") { cell.detail.write($0) }
      }
      table.recycle = { [unowned self] cell in
        cellBinders[cell.id].unbindAll()
      }
      binder.bind(viewModel.rowCount, "rowCount") { count in
        table.reloadData(rowCount: count)
      }
    } else {
      binder.bind(viewModel.rows, "rows") { rows in
        widgets.rows.write(rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      }
    }
    binder.bind(viewModel.isEmptyViewVisible, "isEmptyViewVisible") { isVisible in
      widgets.emptyView.write(isVisible)
    }
    binder.bind(viewModel.errorMessage, "errorMessage") { message in
      widgets.error.display(message)
    }
    binder.bind(viewModel.route, "route") { route in
      switch route {
      case .profile(let user): widgets.navigation.write(profileDestination(user))
      }
    }
  }

  func appear() { viewModel?.viewDidAppear() }
  func refresh() { viewModel?.refreshWasRequested() }
  func selectRow(at index: Int) { viewModel?.didSelectRow(at: index) }
  func scroll(toRow row: Int) { widgets.table?.scroll(toRow: row) }
  func userDidChange(_ user: User) { viewModel?.userDidChange(user) }

  func close() {
    binder.unbindAll()
    for cellBinder in cellBinders { cellBinder.unbindAll() }
    widgets.table?.configure = nil
    widgets.table?.recycle = nil
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] {
    [viewModel].compactMap { $0 }
  }
}
