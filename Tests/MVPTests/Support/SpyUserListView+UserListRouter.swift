import MVP
import Services

/// The view that routes itself, as a view controller that pushes the next screen does: it
/// records each navigation in the same log as its view calls.
extension SpyUserListView: UserListRouter {
  func showProfile(of user: User) { log.record(.showProfile(user)) }
}
