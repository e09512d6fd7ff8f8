/// The user actions of the Profile screen, implemented once per pattern.
@MainActor
public protocol ProfileDriver: WidgetScreenDriver<ProfileWidgets> {
  /// The screen appears.
  func appear()
  /// The user taps the refresh button.
  func pressRefresh()
}
