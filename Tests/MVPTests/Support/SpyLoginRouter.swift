import MVP
import Services

/// A ``LoginRouter`` that records every navigation in the log it shares with the view.
@MainActor
final class SpyLoginRouter: LoginRouter {
  let log: CallLog<LoginCall>
  /// The presenter, owned the way a coordinator that keeps its screen owns it, for the tests of
  /// the ownership rule.
  var presenter: LoginPresenter?

  init(log: CallLog<LoginCall>) {
    self.log = log
  }

  func showLoggedIn(_ session: Session) { log.record(.showLoggedIn(session)) }
}
