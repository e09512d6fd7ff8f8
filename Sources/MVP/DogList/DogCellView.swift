/// The passive cell of one row of the DogList table, which a ``DogListPresenter`` configures.
///
/// A table view asks the presenter to configure each cell it shows, when the cell comes on
/// screen:
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "Dog") as! DogCell  // DogCellView
/// presenter.configure(cell, at: indexPath.row)  // cell.display(name:age:)
/// ```
///
/// Like the screen's view, the cell copies what it is told into its labels and decides nothing.
@MainActor
public protocol DogCellView: AnyObject {
  /// Shows `name` as the cell's title and `age` as its detail, such as "Alfred Labrador" and
  /// "1".
  func display(name: String, age: String)
}
