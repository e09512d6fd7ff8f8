public import Services

/// The user actions of the DogList screen, implemented once per pattern.
@MainActor
public protocol DogListDriver: WidgetScreenDriver<DogListWidgets> {
  /// The screen appears.
  func appear()
  /// The user picks a breed filter: one breed, or every dog when `breed` is `nil`.
  func chooseFilter(_ breed: Breed?)
  /// The user retries after an error.
  func retry()
}

/// Makes `arm`'s DogList driver over `service`: the screen's initial render.
@MainActor
public func makeDogListDriver(_ arm: Arm, service: any DogService) -> any DogListDriver {
  arm.drivers.dogList(service)
}
