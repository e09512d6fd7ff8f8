public import Comparison
public import Services

/// The user actions of the DogList screen; every arm implements them with a driver of its own.
@MainActor
public protocol DogListDriver: WidgetScreenDriver<DogListWidgets> {
  /// The screen appears.
  func appear()
  /// The user picks a breed filter: one breed, or every dog when `breed` is `nil`.
  func chooseFilter(_ breed: Breed?)
  /// The user retries after an error.
  func retry()
  /// The user scrolls the table so that `row` is the first row on screen; nothing happens on a
  /// screen without cells.
  func scroll(toRow row: Int)
}
