public import Services

/// Where the user list navigates; the view executes it.
public enum UserListRoute: Hashable, Sendable {
  /// Shows the profile of the user whose row was selected.
  case profile(User)
}
