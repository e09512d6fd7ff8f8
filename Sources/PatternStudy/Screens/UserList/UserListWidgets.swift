public import Comparison

/// The UserList screen's widgets.
@MainActor
public final class UserListWidgets: ScreenWidgets {
  /// Counts every write below.
  public let counters = ViewCounters()
  /// The activity indicator, visible while loading.
  public let spinner: Widget<Bool>
  /// The table's rows.
  public let rows: Widget<[ScreenSnapshot.Row]>
  /// Whether the "No users" view shows.
  public let emptyView: Widget<Bool>
  /// The error label.
  public let error: Label
  /// Where the screen navigated, as the router or route signal said.
  public let navigation: Widget<String?>
  /// The table of reusable cells that shows the rows instead of ``rows``, on a screen made with
  /// cells; `nil` otherwise.
  public let table: Table?

  /// Creates the widgets, all empty and hidden; with `cells`, the rows show in a `Table`.
  public init(cells: Bool = false) {
    table = cells ? Table(counters: counters) : nil
    spinner = Widget(false, counters: counters)
    rows = Widget([], counters: counters)
    emptyView = Widget(false, counters: counters)
    error = Label(counters: counters)
    navigation = Widget(nil, counters: counters)
  }

  /// The screen now.
  public func snapshot() -> ScreenSnapshot {
    // A table shows its visible cells in "users", row index first, and its row count.
    let tableRows = table.map { table in
      [ScreenSnapshot.Element.label(name: "rows", text: "\(table.rowCount)", isVisible: true)]
    }
    return ScreenSnapshot(
      screen: Screen.userList.rawValue,
      elements: (tableRows ?? []) + [
        .spinner(name: "spinner", isVisible: spinner.value),
        .list(name: "users", rows: table?.snapshotRows() ?? rows.value, isVisible: true),
        .label(name: "empty", text: "No users", isVisible: emptyView.value),
        error.element("error"),
        .label(name: "navigated", text: navigation.value ?? "", isVisible: navigation.value != nil),
      ])
  }
}
