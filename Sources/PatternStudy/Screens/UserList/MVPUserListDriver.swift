import Comparison
import MVP
import ScreenData
import Services

/// The MVP UserList: a presenter pushing to a headless passive view; with `cells`, the view's
/// table has the presenter configure each cell it shows.
@MainActor
final class MVPUserListDriver: UserListDriver {
  let widgets: UserListWidgets
  private var presenter: UserListPresenter?
  private let view: HeadlessUserListView
  private let router: HeadlessUserListRouter

  init(service: any UserService, cells: Bool = false) {
    widgets = UserListWidgets(cells: cells)
    view = HeadlessUserListView(widgets: widgets)
    router = HeadlessUserListRouter(widgets: widgets)
    let presenter = UserListPresenter(service: service)
    if let table = widgets.table {
      // The table's data source: the passive cell view of each reusable cell, configured by
      // the presenter; a recycled cell needs nothing, the next configuration overwrites it.
      var cellViews: [HeadlessUserCellView] = []
      let counters = widgets.counters
      table.configure = { cell, row in
        if cell.id == cellViews.count {
          cellViews.append(HeadlessUserCellView(cell: cell, counters: counters))
        }
        presenter.configure(cellViews[cell.id], at: row)
      }
    }
    presenter.attachView(view, router: router)
    self.presenter = presenter
  }

  func appear() { presenter?.viewDidAppear() }
  func refresh() { presenter?.refreshWasRequested() }
  func selectRow(at index: Int) { presenter?.didSelectRow(at: index) }
  func scroll(toRow row: Int) { widgets.table?.scroll(toRow: row) }
  func userDidChange(_ user: User) { presenter?.userDidChange(user) }

  func close() {
    presenter?.detachView()
    presenter = nil
    widgets.table?.configure = nil
  }

  var lifetimeProbes: [AnyObject] {
    [presenter as AnyObject?, view, router].compactMap { $0 }
  }
}

/// A passive view that copies what the presenter says into headless widgets.
@MainActor
final class HeadlessUserListView: UserListView {
  private let widgets: UserListWidgets

  init(widgets: UserListWidgets) {
    self.widgets = widgets
  }

  func startLoading() { widgets.startLoadingCall() }
  func finishLoading() { widgets.finishLoadingCall() }
  func displayEmpty() { widgets.displayEmptyCall() }
  func displayError(_ message: String) { widgets.displayErrorCall(message) }

  func display(rows: [UserViewData]) {
    widgets.displayRowsCall(
      rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) }, count: rows.count)
  }

  func reloadRow(at index: Int) {
    widgets.counters.countViewCall("reloadRow(at:)")
    widgets.table?.reloadRow(at: index)
  }
}

/// The passive cell view of one reusable table cell.
@MainActor
final class HeadlessUserCellView: UserCellView {
  private let cell: TableCell
  private let counters: ViewCounters

  init(cell: TableCell, counters: ViewCounters) {
    self.cell = cell
    self.counters = counters
  }

  func display(name: String, age: String) {
    counters.countViewCall("display(name:age:)")
    cell.title.write(name)
    cell.detail.write(age)
  }
}

/// A router that records where the screen went.
@MainActor
final class HeadlessUserListRouter: UserListRouter {
  private let widgets: UserListWidgets

  init(widgets: UserListWidgets) {
    self.widgets = widgets
  }

  func showProfile(of user: User) {
    widgets.counters.countViewCall("showProfile(of:)")
    widgets.navigation.write(profileDestination(user))
  }
}
