/// A screen driver that exposes the widgets its screen renders into; its snapshot and counters
/// are theirs.
///
/// Each screen's driver protocol refines it with that screen's widgets
/// (`LoginDriver: WidgetScreenDriver<LoginWidgets>`), so a scenario reads the widgets directly.
@MainActor
public protocol WidgetScreenDriver<Widgets>: ScreenDriver {
  /// The type of the screen's widgets.
  associatedtype Widgets: ScreenWidgets

  /// The widgets the screen renders into.
  var widgets: Widgets { get }
}

extension WidgetScreenDriver {
  /// The screen as a person would see it now.
  public func snapshot() -> ScreenSnapshot {
    widgets.snapshot()
  }

  /// The counters of the headless view.
  public var counters: ViewCounters {
    widgets.counters
  }
}
