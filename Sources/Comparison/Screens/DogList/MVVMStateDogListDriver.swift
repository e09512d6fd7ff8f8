import MVVM
import ScreenData
import Services

/// The MVVM state DogList: a headless view that observes the view model's one state and
/// renders what changed; with `cells`, each cell on screen renders its row's value from the
/// state, again only when that value changed.
@MainActor
final class MVVMStateDogListDriver: DogListDriver {
  let widgets: DogListWidgets
  private let renderer: StateRenderer<DogListStateViewModel, DogListState>

  init(service: any DogService, cells: Bool = false) {
    let widgets = DogListWidgets(cells: cells)
    self.widgets = widgets
    // The rows last rendered, so unchanged rows are neither converted nor compared again (rows
    // that share their storage compare in O(1)).
    var renderedRows: [DogViewData] = []
    let renderRows: @MainActor ([DogViewData]) -> Void
    if let table = widgets.table {
      // The value each reusable cell shows, by `TableCell.id`: a cell renders a row's value
      // only when it differs.
      var cellValues: [DogViewData?] = []
      let counters = widgets.counters
      let renderCell = { (cell: TableCell, value: DogViewData) in
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
      DogListStateViewModel(service: service), state: \.state, counters: widgets.counters
    ) { state in
      widgets.filterTitle.update(state.selectedFilterTitle)
      widgets.spinner.update(state.isLoading)
      if state.rows != renderedRows { renderRows(state.rows) }
      widgets.emptyView.update(state.isEmptyViewVisible)
      widgets.error.update(state.errorMessage)
    }
  }

  func appear() { renderer.send { $0.viewDidAppear() } }
  func retry() { renderer.send { $0.retryButtonWasPressed() } }
  func scroll(toRow row: Int) { widgets.table?.scroll(toRow: row) }

  func chooseFilter(_ breed: Breed?) {
    renderer.send { $0.breedFilterDidChange(breed.map(BreedFilter.breed) ?? .all) }
  }

  func close() {
    renderer.close()
    widgets.table?.configure = nil
  }

  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
