public import ScreenData

/// The passive UserList screen that a ``UserListPresenter`` drives.
///
/// The screen has four widgets: a spinner, a list of rows, an empty view and an error label. A
/// fresh screen shows no spinner, no rows, no empty view and no error. Each call sets exactly the
/// widgets its documentation names and leaves the others as they are, so a conforming view copies
/// values into widgets and decides nothing.
@MainActor
public protocol UserListView: AnyObject {
  /// Shows the spinner and hides the error label; the rows and the empty view stay as they are.
  func startLoading()

  /// Hides the spinner.
  func finishLoading()

  /// Shows `rows` in the list, in order, and hides the empty view.
  func display(rows: [UserViewData])

  /// Empties the list and shows the empty view.
  func displayEmpty()

  /// Empties the list, hides the empty view and shows `message` in the error label.
  func displayError(_ message: String)

  /// The row at `index` shows a changed user: a table view configures that row's cell again
  /// (``UserListPresenter/configure(_:at:)``) if it is on screen, and does nothing otherwise.
  func reloadRow(at index: Int)
}
