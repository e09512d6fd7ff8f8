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
  private var bindings: [Subscription] = []
  /// The bindings of each reusable cell, by ``TableCell/id``.
  private var cellBindings: [[Subscription]] = []

  init(service: any UserService, deduplicated: Bool, cells: Bool = false) {
    let widgets = UserListWidgets(cells: cells)
    self.widgets = widgets
    let viewModel = UserListViewModel(service: service)
    self.viewModel = viewModel
    // Each observer invocation is one view call: the binding is the view's entry point.
    let bind = Binder(counters: widgets.counters, deduplicated: deduplicated)
    bindings = [
      bind(viewModel.isLoading, "isLoading") { isLoading in
        widgets.spinner.write(isLoading)
      }
    ]
    if let table = widgets.table {
      table.configure = { [unowned self] cell, row in
        let cellViewModel = viewModel.cellViewModel(at: row)
        if cell.id == cellBindings.count { cellBindings.append([]) }
        cellBindings[cell.id] = [
          bind(cellViewModel.name, "cell.name") { cell.title.write($0) },
          bind(cellViewModel.age, "cell.age") { cell.detail.write($0) },
        ]
      }
      table.recycle = { [unowned self] cell in
        cellBindings[cell.id].removeAll(keepingCapacity: true)
      }
      bindings.append(
        bind(viewModel.rowCount, "rowCount") { count in
          table.reloadData(rowCount: count)
        })
    } else {
      bindings.append(
        bind(viewModel.rows, "rows") { rows in
          widgets.rows.write(rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
        })
    }
    bindings += [
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
  func scroll(toRow row: Int) { widgets.table?.scroll(toRow: row) }
  func userDidChange(_ user: User) { viewModel?.userDidChange(user) }

  func close() {
    bindings = []
    cellBindings = []
    widgets.table?.configure = nil
    widgets.table?.recycle = nil
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] {
    [viewModel].compactMap { $0 }
  }
}
