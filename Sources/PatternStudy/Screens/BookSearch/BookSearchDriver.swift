public import Comparison

/// The user actions of the BookSearch screen; every arm implements them with a driver of its own.
@MainActor
public protocol BookSearchDriver: WidgetScreenDriver<BookSearchWidgets> {
  /// The screen appears.
  func appear()
  /// The user edits the search field so that it reads `text`: the field shows it, then the
  /// presentation logic hears of the edit.
  func type(_ text: String)
  /// The user taps the clear button.
  func clear()
}
