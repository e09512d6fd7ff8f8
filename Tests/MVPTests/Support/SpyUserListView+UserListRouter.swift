import MVP
import PresentationTesting
import Services

/// The view that routes itself, as a view controller that pushes the next screen does: it
/// records each navigation among its view calls.
extension SpyUserListView: UserListRouter {
  func showProfile(of user: User) { calls.record(.showProfile(user)) }
}
