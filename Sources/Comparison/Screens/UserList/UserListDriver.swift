import Services

/// The user actions of the UserList screen; every arm implements them with a driver of its own.
@MainActor
public protocol UserListDriver: WidgetScreenDriver<UserListWidgets> {
  /// The screen appears.
  func appear()
  /// The user pulls to refresh (or retries after an error).
  func refresh()
  /// The user taps row `index`.
  func selectRow(at index: Int)
}

/// What every arm shows when the screen navigates to a user's profile.
func profileDestination(_ user: User) -> String {
  "Profile of \(user.firstName) \(user.lastName)"
}
