/// The passive cell of one row of the UserList table, which a ``UserListPresenter`` configures.
///
/// A table view asks the presenter to configure each cell it shows, when the cell comes on
/// screen and when the presenter says that cell's row changed (``UserListView/reloadRow(at:)``):
///
/// ```swift
/// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///   let cell = tableView.dequeueReusableCell(withIdentifier: "User") as! UserCell  // UserCellView
///   presenter.configure(cell, at: indexPath.row)  // cell.display(name:age:)
///   return cell
/// }
/// ```
///
/// Like the screen's view, the cell copies what it is told into its labels and decides nothing.
@MainActor
public protocol UserCellView: AnyObject {
  /// Shows `name` as the cell's title and `age` as its detail, such as "Iyad Agha" and
  /// "36 years".
  func display(name: String, age: String)
}
