public import Services

/// The user actions of the Profile screen, implemented once per pattern.
@MainActor
public protocol ProfileDriver: ScreenDriver {
  /// The widgets the screen renders into.
  var widgets: ProfileWidgets { get }
  /// The screen appears.
  func appear()
  /// The user taps the refresh button.
  func pressRefresh()
}

extension ProfileDriver {
  /// The screen as a person would see it now.
  public func snapshot() -> ScreenSnapshot {
    widgets.snapshot()
  }

  /// The counters of the headless view.
  public var counters: ViewCounters {
    widgets.counters
  }
}

/// Makes `arm`'s Profile driver over `service`: the screen's initial render.
@MainActor
public func makeProfileDriver(_ arm: Arm, service: any ProfileService) -> any ProfileDriver {
  arm.drivers.profile(service)
}
