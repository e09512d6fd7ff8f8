public import Comparison

/// The DogList screen's widgets.
@MainActor
public final class DogListWidgets: ScreenWidgets {
  /// Counts every write below.
  public let counters = ViewCounters()
  /// The selected breed filter's title.
  public let filterTitle: Widget<String>
  /// The activity indicator.
  public let spinner: Widget<Bool>
  /// The table's rows.
  public let rows: Widget<[ScreenSnapshot.Row]>
  /// Whether the "No dogs" view shows.
  public let emptyView: Widget<Bool>
  /// The error label.
  public let error: Label
  /// The table of reusable cells that shows the rows instead of ``rows``, on a screen made with
  /// cells; `nil` otherwise.
  public let table: Table?

  /// Creates the widgets, all empty and hidden; with `cells`, the rows show in a `Table`.
  public init(cells: Bool = false) {
    table = cells ? Table(counters: counters) : nil
    filterTitle = Widget("", counters: counters)
    spinner = Widget(false, counters: counters)
    rows = Widget([], counters: counters)
    emptyView = Widget(false, counters: counters)
    error = Label(counters: counters)
  }

  /// The screen now.
  public func snapshot() -> ScreenSnapshot {
    // A table shows its visible cells in "dogs", row index first, and its row count.
    let tableRows = table.map { table in
      [ScreenSnapshot.Element.label(name: "rows", text: "\(table.rowCount)", isVisible: true)]
    }
    return ScreenSnapshot(
      screen: Screen.dogList.rawValue,
      elements: (tableRows ?? []) + [
        .label(name: "filter", text: filterTitle.value, isVisible: true),
        .spinner(name: "spinner", isVisible: spinner.value),
        .list(name: "dogs", rows: table?.snapshotRows() ?? rows.value, isVisible: true),
        .label(name: "empty", text: "No dogs", isVisible: emptyView.value),
        error.element("error"),
      ])
  }
}
