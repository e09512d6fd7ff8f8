public import Comparison

/// The Profile screen's widgets.
@MainActor
public final class ProfileWidgets: ScreenWidgets {
  /// Counts every write below.
  public let counters = ViewCounters()
  /// The activity indicator.
  public let spinner: Widget<Bool>
  /// Whether the refresh button can be pressed.
  public let refreshEnabled: Widget<Bool>
  /// The user's name.
  public let name: Label
  /// The error label.
  public let error: Label

  /// Creates the widgets, all empty and hidden.
  public init() {
    spinner = Widget(false, counters: counters)
    refreshEnabled = Widget(true, counters: counters)
    name = Label(counters: counters)
    error = Label(counters: counters)
  }

  /// The screen now.
  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(
      screen: Screen.profile.rawValue,
      elements: [
        .spinner(name: "spinner", isVisible: spinner.value),
        .button(name: "Refresh", isEnabled: refreshEnabled.value),
        name.element("name"),
        error.element("error"),
      ])
  }
}
