/// How a state view shows the rows of its one state: into a list widget, or into the reusable
/// cells of a ``Table`` on screen, each cell rendering its row only when the row differs from
/// what the cell shows.
///
/// Rows equal to the last rendered are neither converted nor compared again (rows that share
/// their storage compare in O(1)). A cell render is one view call named `cell render`, which
/// writes the cell's title and detail through `update(_:)`; the list widget is written through
/// `update(_:)` too, so nothing is written twice.
///
/// ```swift
/// let rows = StateListRenderer<UserViewData>(
///   table: widgets.table, rows: widgets.rows, counters: widgets.counters
/// ) { ScreenSnapshot.Row($0.name, detail: $0.age) }
/// // in the state's render:
/// rows.render(state.rows)
/// ```
@MainActor
public final class StateListRenderer<Row: Equatable> {
  private let table: Table?
  private let rows: Widget<[ScreenSnapshot.Row]>
  private let counters: ViewCounters
  private let snapshotRow: @MainActor (Row) -> ScreenSnapshot.Row
  /// The rows last rendered.
  private var rendered: [Row] = []
  /// The value each reusable cell shows, by `TableCell.id`.
  private var cellValues: [Row?] = []

  /// Creates a renderer that shows rows in `table` when there is one, else in `rows`, each row
  /// as `snapshotRow` draws it (its title and detail).
  ///
  /// With a table, it becomes the table's data source until ``close()``.
  public init(
    table: Table?, rows: Widget<[ScreenSnapshot.Row]>, counters: ViewCounters,
    snapshotRow: @escaping @MainActor (Row) -> ScreenSnapshot.Row
  ) {
    self.table = table
    self.rows = rows
    self.counters = counters
    self.snapshotRow = snapshotRow
    // NB: the table and this object hold each other until `close()` sets `configure` to nil;
    // no weak reference to load for every cell a frame configures.
    table?.configure = { cell, row in self.render(self.rendered[row], in: cell) }
  }

  /// Shows `newRows`, unless they are the rows already shown.
  public func render(_ newRows: [Row]) {
    guard newRows != rendered else { return }
    rendered = newRows
    guard let table else {
      rows.update(newRows.map(snapshotRow))
      return
    }
    if newRows.count != table.rowCount {
      table.reloadData(rowCount: newRows.count)
    } else {
      for cell in table.visibleCells { render(newRows[cell.row!], in: cell) }
    }
  }

  /// Stops being the table's data source.
  public func close() {
    table?.configure = nil
  }

  private func render(_ value: Row, in cell: TableCell) {
    if cell.id == cellValues.count { cellValues.append(nil) }
    guard cellValues[cell.id] != value else { return }
    cellValues[cell.id] = value
    counters.countViewCall("cell render")
    let row = snapshotRow(value)
    cell.title.update(row.title)
    cell.detail.update(row.detail ?? "")
  }
}
