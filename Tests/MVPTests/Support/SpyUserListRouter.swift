import MVP
import Services

/// A ``UserListRouter`` that records every navigation in the log it shares with the view.
@MainActor
final class SpyUserListRouter: UserListRouter {
  let log: CallLog<UserListCall>
  /// The presenter, owned the way a coordinator that keeps its screen owns it, for the tests of
  /// the ownership rule.
  var presenter: UserListPresenter?

  init(log: CallLog<UserListCall>) {
    self.log = log
  }

  func showProfile(of user: User) { log.record(.showProfile(user)) }
}
