public import Comparison

extension Screen {
  /// The team's Settings screen: a notifications toggle, a display name and Save.
  public static let settings: Screen = "Settings"
}
