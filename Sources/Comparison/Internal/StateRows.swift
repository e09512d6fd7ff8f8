import ScreenData

/// A row a list screen shows: a name over an age.
protocol ListRow: Equatable {
  var name: String { get }
  var age: String { get }
}

extension UserViewData: ListRow {}
extension DogViewData: ListRow {}

/// How a state view shows the rows of its one state: into the list widget, or, with a table,
/// into the reusable cells on screen, each cell rendering a row's value only when it differs
/// from what the cell shows. Rows equal to the last rendered are neither converted nor compared
/// again (rows that share their storage compare in O(1)).
@MainActor
final class StateRows<Row: ListRow> {
  private let table: Table?
  private let rows: Widget<[ScreenSnapshot.Row]>
  private let counters: ViewCounters
  /// The rows last rendered.
  private var rendered: [Row] = []
  /// The value each reusable cell shows, by `TableCell.id`.
  private var cellValues: [Row?] = []

  init(table: Table?, rows: Widget<[ScreenSnapshot.Row]>, counters: ViewCounters) {
    self.table = table
    self.rows = rows
    self.counters = counters
    // NB: the table and this object hold each other until the driver's `close()` sets
    // `configure` to nil; no weak reference to load for every cell a frame configures.
    table?.configure = { cell, row in self.render(self.rendered[row], in: cell) }
  }

  /// Shows `newRows`, unless they are the rows already shown.
  func render(_ newRows: [Row]) {
    guard newRows != rendered else { return }
    rendered = newRows
    guard let table else {
      rows.update(newRows.map { ScreenSnapshot.Row($0.name, detail: $0.age) })
      return
    }
    if newRows.count != table.rowCount {
      table.reloadData(rowCount: newRows.count)
    } else {
      for cell in table.visibleCells { render(newRows[cell.row!], in: cell) }
    }
  }

  private func render(_ value: Row, in cell: TableCell) {
    if cell.id == cellValues.count { cellValues.append(nil) }
    guard cellValues[cell.id] != value else { return }
    cellValues[cell.id] = value
    counters.countViewCall("cell render")
    cell.title.update(value.name)
    cell.detail.update(value.age)
  }
}
