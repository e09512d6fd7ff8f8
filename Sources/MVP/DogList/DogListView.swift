public import ScreenData

/// The passive DogList screen that a ``DogListPresenter`` drives.
///
/// The screen has five widgets: a label with the selected filter's title, a spinner, a list of
/// rows, an empty view and an error label. A fresh screen shows an empty filter label, no spinner,
/// no rows, no empty view and no error; the presenter fills the filter label when the view is
/// attached. Each call sets exactly the widgets its documentation names and leaves the others as
/// they are, so a conforming view copies values into widgets and decides nothing.
@MainActor
public protocol DogListView: AnyObject {
  /// Shows `title` in the selected-filter label.
  func display(selectedFilter title: String)

  /// Shows the spinner and hides the error label; the rows and the empty view stay as they are.
  func startLoading()

  /// Hides the spinner.
  func finishLoading()

  /// Shows `rows` in the list, in order, and hides the empty view.
  func display(rows: [DogViewData])

  /// Empties the list and shows the empty view.
  func displayEmpty()

  /// Empties the list, hides the empty view and shows `message` in the error label.
  func displayError(_ message: String)
}
