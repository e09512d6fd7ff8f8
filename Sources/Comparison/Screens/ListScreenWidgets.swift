/// The widgets both list screens have: a spinner, rows, an empty view and an error label.
@MainActor
protocol ListScreenWidgets: ScreenWidgets {
  var spinner: Widget<Bool> { get }
  var rows: Widget<[ScreenSnapshot.Row]> { get }
  var emptyView: Widget<Bool> { get }
  var error: Label { get }
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
  func displayRowsCall(_ rows: [ScreenSnapshot.Row]) {
    counters.countViewCall("display(rows:)")
    self.rows.write(rows)
    emptyView.write(false)
  }

  /// `displayEmpty()`: empties the rows and shows the empty view.
  func displayEmptyCall() {
    counters.countViewCall("displayEmpty()")
    rows.write([])
    emptyView.write(true)
  }

  /// `displayError(_:)`: empties the rows, hides the empty view and shows the message.
  func displayErrorCall(_ message: String) {
    counters.countViewCall("displayError(_:)")
    rows.write([])
    emptyView.write(false)
    error.show(message)
  }
}

extension UserListWidgets: ListScreenWidgets {}
extension DogListWidgets: ListScreenWidgets {}
