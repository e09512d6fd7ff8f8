public import Comparison

// A second toy screen: a list of rows, for arms whose screens differ past the rows a drawing
// shows.

extension Screen {
  /// The toy list.
  public static let rows: Screen = "Rows"
}

extension Arm {
  /// Shows the seventh row of eight wrong: its screen differs after the sixth row, past what
  /// a drawing shows of a list by default.
  public static let differsAfterRowSix = Arm(
    id: "differs-after-row-six", name: "Differs after row six",
    summary: "Shows the seventh row wrong.", pattern: .mvvm, core: .signals)
}

/// The list's widgets: its rows.
@MainActor
public final class RowsWidgets: ScreenWidgets {
  /// Counts every write below.
  public let counters = ViewCounters()
  /// The rows.
  public let rows: Widget<[ScreenSnapshot.Row]>

  /// Creates the widgets, with no row.
  public init() {
    rows = Widget([], counters: counters)
  }

  /// The screen now.
  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(
      screen: Screen.rows.rawValue,
      elements: [.list(name: "rows", rows: rows.value, isVisible: true)])
  }
}

/// What the user does on the list.
@MainActor
public protocol RowsDriver: WidgetScreenDriver<RowsWidgets> {
  /// Shows `count` rows.
  func show(count: Int)
}

/// A driver that shows rows `row 1`, `row 2`…, or the seventh as `row seven`.
@MainActor
public final class ToyRowsDriver: RowsDriver {
  /// The list's widgets.
  public let widgets = RowsWidgets()
  private let wrongSeventh: Bool

  /// Creates a driver that shows the seventh row wrong when told to.
  public init(wrongSeventh: Bool = false) {
    self.wrongSeventh = wrongSeventh
  }

  /// Shows `count` rows.
  public func show(count: Int) {
    widgets.counters.countViewCall("display(rows:)")
    widgets.rows.write(
      (1...max(1, count)).map { index in
        ScreenSnapshot.Row(
          index == 7 && wrongSeventh ? "row seven" : "row \(index)", detail: "of \(count)")
      })
  }

  /// Closes the screen: nothing to release.
  public func close() {}

  /// The driver itself.
  public var lifetimeProbes: [AnyObject] { [self] }
}

/// The list's scenario and definition.
public enum RowsScreen {
  /// Eight rows.
  public static let showEight = ScreenScenario<Void, any RowsDriver>("rows.show-eight") {
    open, context in
    let driver = try open(())
    try await context.step("show eight") { driver.show(count: 8) }
  }

  /// The list in the good arm and the one that differs after row six.
  public static let definition = ScreenDefinition<Void, any RowsDriver>(
    .rows,
    drivers: [
      .good: { ToyRowsDriver() },
      .differsAfterRowSix: { ToyRowsDriver(wrongSeventh: true) },
    ],
    scenarios: [showEight])
}
