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

  /// Creates the widgets, all empty and hidden.
  public init() {
    filterTitle = Widget("", counters: counters)
    spinner = Widget(false, counters: counters)
    rows = Widget([], counters: counters)
    emptyView = Widget(false, counters: counters)
    error = Label(counters: counters)
  }

  /// The screen now.
  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(
      screen: Screen.dogList.rawValue,
      elements: [
        .label(name: "filter", text: filterTitle.value, isVisible: true),
        .spinner(name: "spinner", isVisible: spinner.value),
        .list(name: "dogs", rows: rows.value, isVisible: true),
        .label(name: "empty", text: "No dogs", isVisible: emptyView.value),
        error.element("error"),
      ])
  }
}
