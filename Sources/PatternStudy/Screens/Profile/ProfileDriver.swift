public import Comparison

/// The user actions of the Profile screen; every arm implements them with a driver of its own.
@MainActor
public protocol ProfileDriver: WidgetScreenDriver<ProfileWidgets> {
  /// The screen appears.
  func appear()
  /// The user taps the refresh button.
  func pressRefresh()
}
