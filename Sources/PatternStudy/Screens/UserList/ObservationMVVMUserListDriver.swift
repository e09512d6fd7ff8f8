import Comparison
import MVVM
import ScreenData
import Services

/// The MVVM @Observable UserList: a headless view that renders a view model's properties
/// inside `withObservationTracking`, once per action; with `cells`, the table tracks the row
/// count and each visible cell tracks its row's cell model on its own.
@MainActor
final class ObservationMVVMUserListDriver: UserListDriver {
  let widgets: UserListWidgets
  private let renderer: ObservationRenderer<UserListObservationViewModel>
  private var tableRenderer: ObservationTableRenderer<UserCellModel>?

  init(service: any UserService, cells: Bool = false) {
    let widgets = UserListWidgets(cells: cells)
    self.widgets = widgets
    let viewModel = UserListObservationViewModel(service: service)
    let showsRows = !cells
    // The first render is the initial one: one view call that writes what differs from the
    // empty widgets.
    renderer = ObservationRenderer(viewModel, counters: widgets.counters) { viewModel in
      widgets.spinner.update(viewModel.isLoading)
      if showsRows {
        widgets.rows.update(viewModel.rows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      }
      widgets.emptyView.update(viewModel.isEmptyViewVisible)
      widgets.error.update(viewModel.errorMessage)
    }
    if let table = widgets.table {
      // Unowned: the renderer owns the view model until close, which ends the table's renders.
      tableRenderer = ObservationTableRenderer(
        table: table, counters: widgets.counters,
        rowCount: { [unowned viewModel] in viewModel.rowCount },
        cellModel: { [unowned viewModel] _, row in viewModel.cellModel(at: row) },
        render: { model, cell in
          cell.title.update(model.name)
          cell.detail.update(model.age)
        })
    }
    // A route is an event: it reaches the view once, as in every arm, and no render repeats it.
    renderer.bindRoute(\.onRoute) { route in
      switch route {
      case .profile(let user): widgets.navigation.write(profileDestination(user))
      }
    }
  }

  func appear() { send { $0.viewDidAppear() } }
  func refresh() { send { $0.refreshWasRequested() } }
  func selectRow(at index: Int) { send { $0.didSelectRow(at: index) } }
  func scroll(toRow row: Int) { widgets.table?.scroll(toRow: row) }
  func userDidChange(_ user: User) { send { $0.userDidChange(user) } }

  func close() {
    tableRenderer?.close()
    renderer.close()
  }

  var lifetimeProbes: [AnyObject] {
    renderer.lifetimeProbes + [tableRenderer as AnyObject?].compactMap { $0 }
  }

  /// Forwards an input to the view model; the screen, then the table, render what it changed.
  private func send(_ input: (UserListObservationViewModel) -> Void) {
    guard let tableRenderer else { return renderer.send(input) }
    tableRenderer.send { renderer.send(input) }
  }
}
