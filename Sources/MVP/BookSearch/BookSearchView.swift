public import ScreenData

/// The passive BookSearch screen that a ``BookSearchPresenter`` drives.
///
/// The screen has five widgets: a query text field, a spinner, a list of rows, a no-matches
/// message label and an error label. The text field belongs to the view: what the user types
/// stays there and is forwarded to the presenter, which only ever empties it. A fresh screen
/// shows an empty query, no spinner, no rows, no message and no error. Each call sets exactly the
/// widgets its documentation names and leaves the others as they are, so a conforming view copies
/// values into widgets and decides nothing.
@MainActor
public protocol BookSearchView: AnyObject {
  /// Shows the spinner and hides the no-matches message and the error label; the rows stay.
  func startLoading()

  /// Hides the spinner.
  func finishLoading()

  /// Shows `rows` in the list, in order.
  func display(rows: [BookViewData])

  /// Empties the list and shows `message` in the no-matches message label.
  func displayNoMatches(_ message: String)

  /// Empties the list and shows `message` in the error label.
  func displayError(_ message: String)

  /// Hides the no-matches message and the error label.
  func hideMessages()

  /// Empties the query text field.
  func clearQuery()
}
