import Services
public import Signals

/// The view model of one row of the dog list's table: the texts of the dog that row shows.
///
/// ``DogListViewModel/cellViewModel(at:)`` hands out one per row. A cell binds its outputs when
/// it is reused for that row and cancels the bindings when it is recycled; when a new filter
/// puts another dog on that row, the outputs change and the bound cell renders again:
///
/// ```swift
/// let cellViewModel = viewModel.cellViewModel(at: indexPath.row)
/// cell.bindings = [cellViewModel.name.observe { cell.title = $0 },
///                  cellViewModel.age.observe { cell.detail = $0 }]
/// // prepareForReuse(): cell.bindings = []
/// ```
@MainActor
public final class DogCellViewModel {
  /// The name followed by the breed, such as "Alfred Labrador"; drives the cell's title.
  public let name: Observable<String>

  /// The age in years as a bare number, such as "1"; drives the cell's detail.
  public let age: Observable<String>

  /// The dog the row shows; both outputs are derived from it.
  private let dog: MutableObservable<Dog>

  /// Creates the view model of a row that shows `dog`.
  init(dog: Dog) {
    self.dog = MutableObservable(dog)
    name = self.dog.map { "\($0.name) \($0.breed.rawValue)" }
    age = self.dog.map { "\($0.age)" }
  }

  /// Shows `dog` from now on; the list view model calls it when the row shows another dog.
  func show(_ dog: Dog) {
    self.dog.value = dog
  }
}
