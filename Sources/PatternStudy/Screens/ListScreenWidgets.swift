import Comparison

/// The widgets both list screens have: a spinner, rows, an empty view and an error label.
@MainActor
protocol ListScreenWidgets: ScreenWidgets {
  var spinner: Widget<Bool> { get }
  var rows: Widget<[ScreenSnapshot.Row]> { get }
  var emptyView: Widget<Bool> { get }
  var error: Label { get }
  /// The table of reusable cells that replaces ``rows`` on a screen made with cells.
  var table: Table? { get }
}

/// The passive list view's calls, written once for the MVP views of both list screens: each is
/// one view call and the widget writes its protocol documents.
extension ListScreenWidgets {
  /// `startLoading()`: shows the spinner and hides the error.
  func startLoadingCall() {
    counters.countViewCall("startLoading()")
    spinner.write(true)
    error.isHidden.write(true)
  }

  /// `finishLoading()`: hides the spinner.
  func finishLoadingCall() {
    counters.countViewCall("finishLoading()")
    spinner.write(false)
  }

  /// `display(rows:)`: shows the rows and hides the empty view.
  /// With a table, the table reloads `count` rows and the rows are never converted.
  func displayRowsCall(_ rows: @autoclosure () -> [ScreenSnapshot.Row], count: Int) {
    counters.countViewCall("display(rows:)")
    showRows(rows(), count: count)
    emptyView.write(false)
  }

  /// `displayEmpty()`: empties the rows and shows the empty view.
  func displayEmptyCall() {
    counters.countViewCall("displayEmpty()")
    showRows([], count: 0)
    emptyView.write(true)
  }

  /// `displayError(_:)`: empties the rows, hides the empty view and shows the message.
  func displayErrorCall(_ message: String) {
    counters.countViewCall("displayError(_:)")
    showRows([], count: 0)
    emptyView.write(false)
    error.show(message)
  }
}

extension ListScreenWidgets {
  /// Shows rows in the table, if the screen has one, or in ``rows``.
  func showRows(_ rows: @autoclosure () -> [ScreenSnapshot.Row], count: Int) {
    if let table {
      table.reloadData(rowCount: count)
    } else {
      self.rows.write(rows())
    }
  }
}

extension UserListWidgets: ListScreenWidgets {}
extension DogListWidgets: ListScreenWidgets {}
