public import Services

/// The user actions of the DogList screen, implemented once per pattern.
@MainActor
public protocol DogListDriver: ScreenDriver {
  /// The widgets the screen renders into.
  var widgets: DogListWidgets { get }
  /// The screen appears.
  func appear()
  /// The user picks a breed filter: one breed, or every dog when `breed` is `nil`.
  func chooseFilter(_ breed: Breed?)
  /// The user retries after an error.
  func retry()
}

extension DogListDriver {
  /// The screen as a person would see it now.
  public func snapshot() -> ScreenSnapshot {
    widgets.snapshot()
  }

  /// The counters of the headless view.
  public var counters: ViewCounters {
    widgets.counters
  }
}

/// Makes `arm`'s DogList driver over `service`: the screen's initial render.
@MainActor
public func makeDogListDriver(_ arm: Arm, service: any DogService) -> any DogListDriver {
  arm.drivers.dogList(service)
}
