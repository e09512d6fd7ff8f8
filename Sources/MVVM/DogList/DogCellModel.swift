public import Observation
import Services

/// The `@Observable` model of one row of the dog list's table, which a cell tracks on its own.
///
/// ``DogListObservationViewModel/cellModel(at:)`` hands out one per row. A cell reads its
/// properties inside `withObservationTracking` when it is reused for that row, and renders again
/// when a new filter puts another dog on that row:
///
/// ```swift
/// let model = viewModel.cellModel(at: indexPath.row)
/// withObservationTracking { cell.title = model.name; cell.detail = model.age }
///   onChange: { cell.setNeedsLayout() }  // re-render at the next layout pass
/// ```
@Observable
@MainActor
public final class DogCellModel {
  /// The name followed by the breed, such as "Alfred Labrador"; drives the cell's title.
  public private(set) var name: String

  /// The age in years as a bare number, such as "1"; drives the cell's detail.
  public private(set) var age: String

  /// Creates the model of a row that shows `dog`.
  init(dog: Dog) {
    name = "\(dog.name) \(dog.breed.rawValue)"
    age = "\(dog.age)"
  }

  /// Shows `dog` from now on; the list view model calls it when the row shows another dog. An
  /// unchanged text does not notify (see "Apple's Observation" in MVVM.docc).
  func show(_ dog: Dog) {
    name = "\(dog.name) \(dog.breed.rawValue)"
    age = "\(dog.age)"
  }
}
