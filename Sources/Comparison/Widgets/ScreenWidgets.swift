/// The widgets of one screen (`UserListWidgets` and its siblings): every arm's headless view
/// of that screen renders into the same kind of widgets, so all of them produce the same kind of
/// snapshot.
@MainActor
public protocol ScreenWidgets: AnyObject {
  /// Counts every write to the widgets.
  var counters: ViewCounters { get }

  /// The screen now.
  func snapshot() -> ScreenSnapshot
}
