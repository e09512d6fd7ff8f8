import Services
public import Signals

/// The view model of one row of the user list's table: the texts of the user that row shows.
///
/// ``UserListViewModel/cellViewModel(at:)`` hands out one per row. A cell binds its outputs when
/// it is reused for that row and cancels the bindings when it is recycled; when the row's user
/// changes, the outputs change and only the bound cell renders again:
///
/// ```swift
/// let cellViewModel = viewModel.cellViewModel(at: indexPath.row)
/// cell.bindings = [cellViewModel.name.observe { cell.title = $0 },
///                  cellViewModel.age.observe { cell.detail = $0 }]
/// // prepareForReuse(): cell.bindings = []
/// ```
@MainActor
public final class UserCellViewModel {
  /// The full name, such as "Iyad Agha"; drives the cell's title.
  public let name: Observable<String>

  /// The age with its unit, such as "36 years"; drives the cell's detail.
  public let age: Observable<String>

  /// The user the row shows; both outputs are derived from it.
  private let user: MutableObservable<User>

  /// Creates the view model of a row that shows `user`.
  init(user: User) {
    self.user = MutableObservable(user)
    name = self.user.map { "\($0.firstName) \($0.lastName)" }
    age = self.user.map { "\($0.age) years" }
  }

  /// Shows `user` from now on; the list view model calls it when the row's user changes.
  func show(_ user: User) {
    self.user.value = user
  }
}
