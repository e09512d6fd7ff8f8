public import Services

/// The user actions of the Profile screen, implemented once per pattern.
@MainActor
public protocol ProfileDriver: WidgetScreenDriver<ProfileWidgets> {
  /// The screen appears.
  func appear()
  /// The user taps the refresh button.
  func pressRefresh()
}

/// Makes `arm`'s Profile driver over `service`: the screen's initial render.
@MainActor
public func makeProfileDriver(_ arm: Arm, service: any ProfileService) -> any ProfileDriver {
  arm.drivers.profile(service)
}
