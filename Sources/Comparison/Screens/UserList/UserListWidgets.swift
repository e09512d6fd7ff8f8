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

  /// Creates the widgets, all empty and hidden.
  public init() {
    spinner = Widget(false, counters: counters)
    rows = Widget([], counters: counters)
    emptyView = Widget(false, counters: counters)
    error = Label(counters: counters)
    navigation = Widget(nil, counters: counters)
  }

  /// The screen now.
  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(
      screen: Screen.userList.rawValue,
      elements: [
        .spinner(name: "spinner", isVisible: spinner.value),
        .list(name: "users", rows: rows.value, isVisible: true),
        .label(name: "empty", text: "No users", isVisible: emptyView.value),
        error.element("error"),
        .label(name: "navigated", text: navigation.value ?? "", isVisible: navigation.value != nil),
      ])
  }
}
