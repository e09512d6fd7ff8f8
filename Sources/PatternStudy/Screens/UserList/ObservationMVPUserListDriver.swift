import Comparison
import MVP
import Observation
import ScreenData
import Services

/// The MVP @Observable UserList: the unchanged presenter pushes into an `@Observable` screen
/// model, which a headless view renders inside `withObservationTracking`, once per action; with
/// `cells`, the presenter configures an `@Observable` model per reusable cell, each rendered
/// and tracked on its own.
@MainActor
final class ObservationMVPUserListDriver: UserListDriver {
  let widgets: UserListWidgets
  private var presenter: UserListPresenter?
  private let renderer: ObservationRenderer<UserListObservationScreenModel>
  private var tableRenderer: ObservationTableRenderer<UserCellObservationModel>?

  init(service: any UserService, cells: Bool = false) {
    let widgets = UserListWidgets(cells: cells)
    self.widgets = widgets
    let model = UserListObservationScreenModel()
    let presenter = UserListPresenter(service: service)
    // The model routes too: the presenter holds it weakly in both roles, the renderer owns it.
    presenter.attachView(model, router: model)
    self.presenter = presenter
    // The first render is the initial one: one view call that writes what differs from the
    // empty widgets.
    let showsRows = !cells
    renderer = ObservationRenderer(model, counters: widgets.counters) { model in
      widgets.spinner.update(model.isLoading)
      if showsRows {
        widgets.rows.update(model.rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      }
      widgets.emptyView.update(model.isEmptyViewVisible)
      widgets.error.update(model.errorMessage)
    }
    // A route stays an event, delivered as the MVVM @Observable arm delivers its view model's;
    // see ObservationMVPLoginDriver.
    renderer.bindRoute(\.onShowProfile) { user in
      widgets.navigation.write(profileDestination(user))
    }
    if let table = widgets.table {
      // One cell model per reusable cell, which the presenter configures for each row the cell
      // shows. Any new rows reload the table: `display(rows:)` is a reload.
      var cellModels: [UserCellObservationModel] = []
      tableRenderer = ObservationTableRenderer(
        table: table, counters: widgets.counters, rowCount: { [unowned model] in model.rows.count },
        reloadsOnEveryChange: true,
        cellModel: { cell, row in
          if cell.id == cellModels.count { cellModels.append(UserCellObservationModel()) }
          presenter.configure(cellModels[cell.id], at: row)
          return cellModels[cell.id]
        },
        render: { cellModel, cell in
          cell.title.update(cellModel.name)
          cell.detail.update(cellModel.age)
        })
      // Reloading a row is an event, like a route: one view call, then the table configures
      // that row's cell again if it is on screen.
      let counters = widgets.counters
      model.onReloadRow = { index in
        counters.countViewCall("reloadRow")
        table.reloadRow(at: index)
      }
    }
  }

  func appear() { send { presenter?.viewDidAppear() } }
  func refresh() { send { presenter?.refreshWasRequested() } }
  func selectRow(at index: Int) { send { presenter?.didSelectRow(at: index) } }
  func scroll(toRow row: Int) { widgets.table?.scroll(toRow: row) }
  func userDidChange(_ user: User) { send { presenter?.userDidChange(user) } }

  func close() {
    presenter?.detachView()
    presenter = nil
    tableRenderer?.close()
    renderer.close()
  }

  var lifetimeProbes: [AnyObject] {
    [presenter as AnyObject?, tableRenderer].compactMap { $0 } + renderer.lifetimeProbes
  }

  /// Forwards an input to the presenter; the screen, then the table, render what it changed.
  private func send(_ input: () -> Void) {
    guard let tableRenderer else { return renderer.send { _ in input() } }
    tableRenderer.send { renderer.send { _ in input() } }
  }
}

/// A passive cell on Apple's Observation: the presenter's `display(name:age:)` sets stored
/// properties, which the cell renders.
@Observable
@MainActor
final class UserCellObservationModel: UserCellView {
  /// The cell's title.
  private(set) var name = ""
  /// The cell's detail.
  private(set) var age = ""

  func display(name: String, age: String) {
    self.name = name
    self.age = age
  }
}

/// A passive UserList view on Apple's Observation: each call of the presenter sets stored
/// properties, which the view renders; it decides nothing.
@Observable
@MainActor
final class UserListObservationScreenModel: UserListView, UserListRouter {
  /// Whether the spinner shows.
  private(set) var isLoading = false
  /// The rows of the list.
  private(set) var rows: [UserViewData] = []
  /// Whether the empty view shows.
  private(set) var isEmptyViewVisible = false
  /// The error label's text, `nil` while it is hidden.
  private(set) var errorMessage: String?
  /// Called for each `showProfile(of:)`: navigation is an event, not a property a render reads.
  @ObservationIgnored var onShowProfile: ((User) -> Void)?
  /// Called for each `reloadRow(at:)`: an event for the table, not a property a render reads.
  @ObservationIgnored var onReloadRow: ((Int) -> Void)?

  func startLoading() {
    isLoading = true
    errorMessage = nil
  }

  func finishLoading() { isLoading = false }

  func display(rows: [UserViewData]) {
    self.rows = rows
    isEmptyViewVisible = false
  }

  func displayEmpty() {
    rows = []
    isEmptyViewVisible = true
  }

  func displayError(_ message: String) {
    rows = []
    isEmptyViewVisible = false
    errorMessage = message
  }

  func reloadRow(at index: Int) { onReloadRow?(index) }

  func showProfile(of user: User) { onShowProfile?(user) }
}
