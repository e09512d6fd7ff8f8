public import Comparison
public import Services

/// The user actions of the UserList screen; every arm implements them with a driver of its own.
@MainActor
public protocol UserListDriver: WidgetScreenDriver<UserListWidgets> {
  /// The screen appears.
  func appear()
  /// The user pulls to refresh (or retries after an error).
  func refresh()
  /// The user taps row `index`.
  func selectRow(at index: Int)
  /// The user scrolls the table so that `row` is the first row on screen; nothing happens on a
  /// screen without cells.
  func scroll(toRow row: Int)
  /// The server says `user` changed.
  func userDidChange(_ user: User)
}

/// What every arm shows when the screen navigates to a user's profile.
func profileDestination(_ user: User) -> String {
  "Profile of \(user.firstName) \(user.lastName)"
}
