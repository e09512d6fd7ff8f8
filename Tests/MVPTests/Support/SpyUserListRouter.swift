import MVP
import PresentationTesting
import Services

/// A ``UserListRouter`` that records every navigation among the calls it shares with the view.
@MainActor
final class SpyUserListRouter: UserListRouter {
  let calls: CallRecorder<UserListCall>
  /// The presenter, owned the way a coordinator that keeps its screen owns it, for the tests of
  /// the ownership rule.
  var presenter: UserListPresenter?

  init(calls: CallRecorder<UserListCall>) {
    self.calls = calls
  }

  func showProfile(of user: User) { calls.record(.showProfile(user)) }
}
