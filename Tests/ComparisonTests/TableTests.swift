import Testing

@testable import Comparison
@testable import PatternStudy

/// The headless table: a viewport of rows over a pool of reusable cells.
@MainActor
@Suite struct TableTests {
  let counters = ViewCounters()
  let table: Table
  var configured: [Int] = []

  init() {
    table = Table(viewportRows: 3, counters: counters)
  }

  /// Makes the table write each configured row's index into its cell, and log what happens.
  func logged() -> () -> [String] {
    var log: [String] = []
    table.configure = { cell, row in
      log.append("configure \(row) in \(cell.id)")
      cell.title.write("\(row)")
    }
    table.recycle = { cell in log.append("recycle \(cell.row!) from \(cell.id)") }
    return {
      defer { log = [] }
      return log
    }
  }

  @Test func reloadingConfiguresTheRowsOnScreenOnly() {
    let log = logged()
    table.reloadData(rowCount: 10)
    #expect(log() == ["configure 0 in 0", "configure 1 in 1", "configure 2 in 2"])
    #expect(table.snapshotRows().map(\.title) == ["0: 0", "1: 1", "2: 2"])
  }

  @Test func scrollingRecyclesTheRowsThatLeaveBeforeReusingTheirCells() {
    let log = logged()
    table.reloadData(rowCount: 10)
    _ = log()

    table.scroll(toRow: 2)

    #expect(
      log() == ["recycle 0 from 0", "recycle 1 from 1", "configure 3 in 1", "configure 4 in 0"])
    #expect(table.visibleCells.map(\.row) == [2, 3, 4])
    #expect(table.cells.count == 3)
  }

  @Test func scrollingUpFillsTheRowsAboveInOrder() {
    let log = logged()
    table.reloadData(rowCount: 10)
    table.scroll(toRow: 5)
    _ = log()

    table.scroll(toRow: 4)

    #expect(log() == ["recycle 7 from 0", "configure 4 in 0"])
    #expect(table.visibleCells.map(\.row) == [4, 5, 6])
  }

  @Test func scrollingIsClampedToTheRowsThereAre() {
    table.reloadData(rowCount: 10)
    table.scroll(toRow: 100)
    #expect(table.visibleRows == 7..<10)
    table.scroll(toRow: -4)
    #expect(table.visibleRows == 0..<3)
  }

  @Test func aShorterReloadKeepsTheOffsetThatStillFits() {
    table.reloadData(rowCount: 10)
    table.scroll(toRow: 6)
    table.reloadData(rowCount: 5)
    #expect(table.visibleRows == 2..<5)
    table.reloadData(rowCount: 0)
    #expect(table.visibleCells.isEmpty)
  }

  /// Like the limit of a drawing: a negative count is none, never a trap.
  @Test func aNegativeRowCountIsNoRows() {
    table.reloadData(rowCount: 10)
    table.scroll(toRow: 4)
    table.reloadData(rowCount: -3)
    #expect(table.rowCount == 0)
    #expect(table.visibleRows == 0..<0)
    #expect(table.visibleCells.isEmpty)
  }

  @Test func aNegativeViewportShowsNoRow() {
    let table = Table(viewportRows: -2, counters: counters)
    table.reloadData(rowCount: 10)
    table.scroll(toRow: 3)
    #expect(table.viewportRows == 0)
    #expect(table.visibleRows == 3..<3)
    #expect(table.visibleCells.isEmpty)
    #expect(table.cell(forRow: 3) == nil)
  }

  @Test func reloadingARowConfiguresItsCellOnlyWhenOnScreen() {
    let log = logged()
    table.reloadData(rowCount: 10)
    _ = log()

    table.reloadRow(at: 1)
    table.reloadRow(at: 8)

    #expect(log() == ["configure 1 in 1"])
  }

  @Test func cellLabelsCountTheirWritesInTheScreensCounters() {
    _ = logged()
    table.reloadData(rowCount: 10)
    table.scroll(toRow: 1)
    #expect(counters.counts == ViewCounts(viewCalls: 0, widgetWrites: 4, redundantWrites: 0))
  }
}
