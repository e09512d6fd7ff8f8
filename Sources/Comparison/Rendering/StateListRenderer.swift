/// How a state view shows the rows of its one state: into a list widget, or into the reusable
/// cells of a ``Table`` on screen, each cell rendering its row only when the row differs from
/// what the cell shows.
///
/// The state says when its rows changed: a revision that grows with each change, and, when the
/// last change touched one row only, that row. A render of a revision already shown renders
/// nothing; the next revision with a changed row renders that row's cell alone, in O(1) however
/// long the list. The renderer keeps no copy of the rows, so the view model can change one row
/// of its state in place (a second holder of the rows' storage would force a copy of the whole
/// list): the cells that scroll on screen read the rows through `currentRows`.
///
/// A cell render is one view call named `cell render`, which writes the cell's title and
/// detail through `update(_:)`; the list widget is written through `update(_:)` too, so nothing
/// is written twice.
///
/// ```swift
/// let rows = StateListRenderer<UserViewData>(
///   table: widgets.table, rows: widgets.rows, counters: widgets.counters,
///   currentRows: { [unowned viewModel] in viewModel.state.value.rows },
///   snapshotRow: { ScreenSnapshot.Row($0.name, detail: $0.age) })
/// // in the state's render:
/// rows.render(state.rows, revision: state.rowsRevision, changedRow: state.changedRow)
/// ```
@MainActor
public final class StateListRenderer<Row: Equatable> {
  @usableFromInline
  let table: Table?
  @usableFromInline
  let rows: Widget<[ScreenSnapshot.Row]>
  @usableFromInline
  let counters: ViewCounters
  @usableFromInline
  let currentRows: @MainActor () -> [Row]
  @usableFromInline
  let snapshotRow: @MainActor (Row) -> ScreenSnapshot.Row
  // NB: both exempt from dynamic exclusivity checks, which were a fiftieth of a screen's first
  // render: main-actor state, each access a single read, write or append that calls no other
  // code while it is open.
  /// The revision of the rows last rendered; `nil` before the first render.
  @usableFromInline
  @exclusivity(unchecked)
  var renderedRevision: Int?
  /// The value each reusable cell shows, by `TableCell.id`.
  @usableFromInline
  @exclusivity(unchecked)
  var cellValues: [Row?] = []

  /// Creates a renderer that shows rows in `table` when there is one, else in `rows`, each row
  /// as `snapshotRow` draws it (its title and detail).
  ///
  /// With a table, it becomes the table's data source until ``close()``.
  ///
  /// - Parameters:
  ///   - table: The table of reusable cells, if the screen has one.
  ///   - rows: The list widget, for a screen without a table.
  ///   - counters: The counters its cell renders count into.
  ///   - currentRows: The rows of the state the view shows now (the one being rendered, during
  ///     a render), which the cells that come on screen read.
  ///   - snapshotRow: A row's title and detail.
  @inlinable
  public init(
    table: Table?, rows: Widget<[ScreenSnapshot.Row]>, counters: ViewCounters,
    currentRows: @escaping @MainActor () -> [Row],
    snapshotRow: @escaping @MainActor (Row) -> ScreenSnapshot.Row
  ) {
    self.table = table
    self.rows = rows
    self.counters = counters
    self.currentRows = currentRows
    self.snapshotRow = snapshotRow
    // NB: the table and this object hold each other until `close()` sets `configure` to nil;
    // no weak reference to load for every cell a frame configures.
    table?.configure = { cell, row in self.render(self.currentRows()[row], in: cell) }
  }

  /// Shows `newRows`, revision `revision` of the state's rows, unless that revision is shown
  /// already; `changedRow` is the one row that revision changed, if the state says so.
  ///
  /// - Complexity: O(1) for a revision already shown, and for the next revision with a
  ///   `changedRow` on a table; else O(*n*) for a list widget (every row converted), or the
  ///   cells on screen for a table.
  @inlinable
  public func render(_ newRows: [Row], revision: Int, changedRow: Int? = nil) {
    guard revision != renderedRevision else { return }
    let isNext = renderedRevision.map { $0 &+ 1 == revision } ?? false
    renderedRevision = revision
    guard let table else {
      rows.update(newRows.map(snapshotRow))
      return
    }
    if newRows.count != table.rowCount {
      table.reloadData(rowCount: newRows.count)
    } else if isNext, let changedRow {
      // Only that row changed since the rows shown: its cell, if it is on screen, and no other.
      if let cell = table.cell(forRow: changedRow) { render(newRows[changedRow], in: cell) }
    } else {
      for cell in table.visibleCells { render(newRows[cell.row!], in: cell) }
    }
  }

  /// Stops being the table's data source.
  public func close() {
    table?.configure = nil
  }

  @inlinable
  func render(_ value: Row, in cell: TableCell) {
    if cell.id == cellValues.count { cellValues.append(nil) }
    guard cellValues[cell.id] != value else { return }
    cellValues[cell.id] = value
    counters.countViewCall("cell render")
    let row = snapshotRow(value)
    cell.title.update(row.title)
    cell.detail.update(row.detail ?? "")
  }
}
