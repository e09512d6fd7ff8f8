public import Services

/// The navigation the UserList screen asks for; the app carries it out.
@MainActor
public protocol UserListRouter: AnyObject {
  /// Shows the profile screen of `user`.
  func showProfile(of user: User)
}
