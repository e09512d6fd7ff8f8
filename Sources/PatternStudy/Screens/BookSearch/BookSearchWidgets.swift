public import Comparison

/// The BookSearch screen's widgets.
@MainActor
public final class BookSearchWidgets: ScreenWidgets {
  /// Counts every write below.
  public let counters = ViewCounters()
  /// The search field.
  public let query: Widget<String>
  /// The activity indicator.
  public let spinner: Widget<Bool>
  /// The result rows.
  public let rows: Widget<[ScreenSnapshot.Row]>
  /// The "No books match" message.
  public let noMatches: Label
  /// The error label.
  public let error: Label

  /// Creates the widgets, all empty and hidden.
  public init() {
    query = Widget("", counters: counters)
    spinner = Widget(false, counters: counters)
    rows = Widget([], counters: counters)
    noMatches = Label(counters: counters)
    error = Label(counters: counters)
  }

  /// The screen now.
  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(
      screen: Screen.bookSearch.rawValue,
      elements: [
        .textField(name: "search", text: query.value),
        .spinner(name: "spinner", isVisible: spinner.value),
        .list(name: "books", rows: rows.value, isVisible: true),
        noMatches.element("message"),
        error.element("error"),
      ])
  }
}
