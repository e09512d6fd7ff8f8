public import Observation
import Services

/// The `@Observable` model of one row of the user list's table, which a cell tracks on its own.
///
/// ``UserListObservationViewModel/cellModel(at:)`` hands out one per row. A cell reads its
/// properties inside `withObservationTracking` when it is reused for that row, and renders again
/// when the row's user changes, while every other cell and the screen stay as they are:
///
/// ```swift
/// let model = viewModel.cellModel(at: indexPath.row)
/// withObservationTracking { cell.title = model.name; cell.detail = model.age }
///   onChange: { cell.setNeedsLayout() }  // re-render at the next layout pass
/// ```
@Observable
@MainActor
public final class UserCellModel {
  /// The full name, such as "Iyad Agha"; drives the cell's title.
  public private(set) var name: String

  /// The age with its unit, such as "36 years"; drives the cell's detail.
  public private(set) var age: String

  /// Creates the model of a row that shows `user`.
  init(user: User) {
    name = "\(user.firstName) \(user.lastName)"
    age = "\(user.age) years"
  }

  /// Shows `user` from now on; the list view model calls it when the row's user changes. An
  /// unchanged text does not notify (see "Apple's Observation" in MVVM.docc).
  func show(_ user: User) {
    name = "\(user.firstName) \(user.lastName)"
    age = "\(user.age) years"
  }
}
