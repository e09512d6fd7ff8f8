/// A headless table of reusable cells, as UIKit's table view: a viewport of a dozen rows, a
/// scroll offset in rows, and a pool of cells that leave the screen and are reused for the rows
/// that enter it.
///
/// The table knows no pattern. Its data source is two closures a driver sets:
/// - `configure(cell, row)`: a cell is about to show `row` (it came on screen, or the row was
///   reloaded while visible): `tableView(_:cellForRowAt:)`;
/// - `recycle(cell)`: a cell left the screen: `prepareForReuse()`.
///
/// Only the cells' labels are widgets: their writes, and redundant writes, count as any widget
/// write does. The row count and the offset are layout, not drawing, and count nothing.
///
/// ```swift
/// table.configure = { cell, row in presenter.configure(cellView(for: cell), at: row) }
/// table.reloadData(rowCount: 1_000)  // configures rows 0 to 11
/// table.scroll(toRow: 4)             // recycles rows 0 to 3, configures rows 12 to 15
/// ```
@MainActor
public final class Table {
  /// How many rows fit on screen (0 or more).
  public let viewportRows: Int
  /// The number of rows of the data.
  public private(set) var rowCount = 0
  /// The first row on screen: the scroll offset, in rows.
  public private(set) var firstVisibleRow = 0
  /// The cells on screen, in row order.
  public private(set) var visibleCells: [TableCell] = []
  /// Every cell made so far, by ``TableCell/id``.
  public private(set) var cells: [TableCell] = []

  /// `tableView(_:cellForRowAt:)`: shows a row in a cell.
  public var configure: (@MainActor (TableCell, Int) -> Void)?
  /// `prepareForReuse()`: a cell left the screen.
  public var recycle: (@MainActor (TableCell) -> Void)?

  private var reusePool: [TableCell] = []
  private let counters: ViewCounters

  /// Creates an empty table whose viewport shows `viewportRows` rows; a negative count is 0,
  /// a table that shows no row.
  public init(viewportRows: Int = 12, counters: ViewCounters) {
    self.viewportRows = max(viewportRows, 0)
    self.counters = counters
  }

  /// The rows on screen.
  public var visibleRows: Range<Int> {
    firstVisibleRow..<min(firstVisibleRow + viewportRows, rowCount)
  }

  /// The largest offset: the one that shows the last row at the bottom.
  public var lastOffset: Int {
    max(rowCount - viewportRows, 0)
  }

  /// `reloadData()`: recycles every cell on screen, takes the new row count (keeping the
  /// offset where it still fits) and configures the cells of the rows now on screen.
  ///
  /// - Parameter rowCount: The number of rows of the data; a negative count is 0.
  public func reloadData(rowCount: Int) {
    for cell in visibleCells { enqueue(cell) }
    visibleCells.removeAll(keepingCapacity: true)
    self.rowCount = max(rowCount, 0)
    firstVisibleRow = min(firstVisibleRow, lastOffset)
    for row in visibleRows { visibleCells.append(dequeue(for: row)) }
  }

  /// Scrolls so that `row` is the first row on screen (clamped to the rows there are): the
  /// cells of the rows that leave are recycled first, then reused for the rows that enter.
  public func scroll(toRow row: Int) {
    firstVisibleRow = min(max(row, 0), lastOffset)
    let visible = visibleRows
    var index = 0
    while index < visibleCells.count {
      let cell = visibleCells[index]
      if let shown = cell.row, visible.contains(shown) {
        index += 1
      } else {
        visibleCells.remove(at: index)
        enqueue(cell)
      }
    }
    // What stayed is a run of consecutive rows inside `visible`: fill before it, then after.
    let keptFirst = visibleCells.first?.row ?? visible.upperBound
    let keptEnd = visibleCells.last.map { $0.row! + 1 } ?? visible.upperBound
    for (offset, row) in (visible.lowerBound..<keptFirst).enumerated() {
      visibleCells.insert(dequeue(for: row), at: offset)
    }
    for row in keptEnd..<visible.upperBound { visibleCells.append(dequeue(for: row)) }
  }

  /// `reloadRows(at:)`: configures the cell of `row` again if it is on screen; a row off
  /// screen costs nothing, its cell is configured when it comes on screen.
  public func reloadRow(at row: Int) {
    guard let cell = cell(forRow: row) else { return }
    configure?(cell, row)
  }

  /// The cell on screen for `row`, if any.
  public func cell(forRow row: Int) -> TableCell? {
    guard visibleRows.contains(row) else { return nil }
    return visibleCells[row - firstVisibleRow]
  }

  /// The visible cells as snapshot rows, for a screen's snapshot: each title starts with its
  /// row's index (`"12: Iyad Agha"`), so a stale or misplaced cell shows.
  public func snapshotRows() -> [ScreenSnapshot.Row] {
    visibleCells.map { cell in
      ScreenSnapshot.Row("\(cell.row ?? -1): \(cell.title.value)", detail: cell.detail.value)
    }
  }

  private func dequeue(for row: Int) -> TableCell {
    let cell: TableCell
    if let reused = reusePool.popLast() {
      cell = reused
    } else {
      cell = TableCell(id: cells.count, counters: counters)
      cells.append(cell)
    }
    cell.row = row
    configure?(cell, row)
    return cell
  }

  private func enqueue(_ cell: TableCell) {
    recycle?(cell)
    cell.row = nil
    reusePool.append(cell)
  }
}
