public import Observation

/// The render loop of a headless ``Table`` over `@Observable` models, the way a UIKit table on
/// Observation keeps each cell up to date: the row count is tracked on its own, and so is each
/// visible cell's model, so a change of one row's model re-renders that cell and nothing else.
///
/// It follows ``ObservationRenderer``'s rules: every render is one view call (`table render`
/// for the row count, `cell render` for a cell) made inside `withObservationTracking`, whose
/// `onChange` only marks what it tracked dirty; inputs go through ``send(_:)`` and flush once
/// at their end; a change outside an input schedules one flush as a main-actor job.
///
/// No tracking is nested in another: Observation merges a nested tracking's reads into the
/// enclosing one, which would make the table (or the screen) re-render for a cell's change.
/// So the table reloads after its row count's tracking has returned, and the screen's renderer
/// never reads the rows.
@MainActor
public final class ObservationTableRenderer<CellModel: AnyObject & Observable> {
  @usableFromInline
  let table: Table
  @usableFromInline
  let counters: ViewCounters
  @usableFromInline
  let rowCount: @MainActor () -> Int
  @usableFromInline
  let cellModel: @MainActor (TableCell, Int) -> CellModel
  @usableFromInline
  let reloadsOnEveryChange: Bool
  @usableFromInline
  let render: @MainActor (CellModel, TableCell) -> Void
  /// The model each reusable cell tracks, by ``TableCell/id``; `nil` while it is recycled.
  @usableFromInline
  var models: [CellModel?] = []
  /// Bumped at each (re)tracking of a cell: an `onChange` of an older tracking is stale.
  @usableFromInline
  var generations: [Int] = []
  @usableFromInline
  var dirtyCells: [TableCell] = []
  @usableFromInline
  var isTableDirty = false
  @usableFromInline
  var isHandlingInput = false
  @usableFromInline
  var hasPendingFlush = false
  @usableFromInline
  var isClosed = false

  /// Takes over `table`'s data source and renders the row count `rowCount` reads for the first
  /// time; each cell then renders the model `cellModel(cell, row)` gives with `render`.
  ///
  /// - Parameters:
  ///   - table: The table whose data source it becomes, until ``close()``.
  ///   - counters: The counters its renders count into.
  ///   - rowCount: Reads the number of rows, inside the table's own tracking.
  ///   - reloadsOnEveryChange: Whether any change of what `rowCount` read reloads the table (a
  ///     passive view told `display(rows:)`), not only a change of the count (a view model
  ///     whose cell models follow their rows).
  ///   - cellModel: The model a cell shows for a row, which the cell's render tracks.
  ///   - render: Writes a model into a cell's labels (through `update(_:)`).
  @inlinable
  public init(
    table: Table, counters: ViewCounters, rowCount: @escaping @MainActor () -> Int,
    reloadsOnEveryChange: Bool = false,
    cellModel: @escaping @MainActor (TableCell, Int) -> CellModel,
    render: @escaping @MainActor (CellModel, TableCell) -> Void
  ) {
    self.table = table
    self.counters = counters
    self.rowCount = rowCount
    self.reloadsOnEveryChange = reloadsOnEveryChange
    self.cellModel = cellModel
    self.render = render
    // Unowned: the driver owns both the table and this renderer, and clears the data source
    // on close.
    table.configure = { [unowned self] cell, row in
      // The cell's old tracking ends first: making its model may change it (a presenter
      // configuring the cell's model), which must not mark the cell dirty again.
      stopTracking(cell)
      show(cellModel(cell, row), in: cell)
    }
    table.recycle = { [unowned self] cell in stopTracking(cell) }
    renderTable(isFirst: true)
  }

  /// Runs an input, then renders once what it changed.
  @inlinable
  public func send(_ input: () -> Void) {
    isHandlingInput = true
    input()
    isHandlingInput = false
    flush()
  }

  /// Stops rendering: later changes do nothing, and the table forgets its data source.
  public func close() {
    isClosed = true
    models = []
    table.configure = nil
    table.recycle = nil
  }

  @inlinable
  func flush() {
    guard !isClosed else { return }
    if isTableDirty { renderTable() }
    while let cell = dirtyCells.popLast() {
      if let model = models[cell.id] { renderAndTrack(model, in: cell) }
    }
  }

  @inlinable
  func renderTable(isFirst: Bool = false) {
    isTableDirty = false
    counters.countViewCall("table render")
    let count = withObservationTracking {
      rowCount()
    } onChange: { [weak self] in
      // NB: as in ObservationRenderer, the models are main-actor classes: this runs there.
      MainActor.assumeIsolated { self?.tableWillChange() }
    }
    // Outside the tracking: the cells track their own models.
    if count != table.rowCount || (reloadsOnEveryChange && !isFirst) {
      table.reloadData(rowCount: count)
    }
  }

  @inlinable
  func show(_ model: CellModel, in cell: TableCell) {
    models[cell.id] = model
    renderAndTrack(model, in: cell)
  }

  @inlinable
  func stopTracking(_ cell: TableCell) {
    while models.count <= cell.id {
      models.append(nil)
      generations.append(0)
    }
    models[cell.id] = nil
    generations[cell.id] += 1
  }

  @inlinable
  func renderAndTrack(_ model: CellModel, in cell: TableCell) {
    generations[cell.id] += 1
    let generation = generations[cell.id]
    counters.countViewCall("cell render")
    withObservationTracking {
      render(model, cell)
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.cellWillChange(cell, generation: generation) }
    }
  }

  @inlinable
  func tableWillChange() {
    isTableDirty = true
    scheduleFlush()
  }

  @inlinable
  func cellWillChange(_ cell: TableCell, generation: Int) {
    guard !isClosed, generations[cell.id] == generation else { return }
    dirtyCells.append(cell)
    scheduleFlush()
  }

  @inlinable
  func scheduleFlush() {
    guard !isClosed, !isHandlingInput, !hasPendingFlush else { return }
    hasPendingFlush = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      hasPendingFlush = false
      flush()
    }
  }
}
