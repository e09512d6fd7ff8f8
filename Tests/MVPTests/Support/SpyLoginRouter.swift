import MVP
import PresentationTesting
import Services

/// A ``LoginRouter`` that records every navigation among the calls it shares with the view.
@MainActor
final class SpyLoginRouter: LoginRouter {
  let calls: CallRecorder<LoginCall>
  /// The presenter, owned the way a coordinator that keeps its screen owns it, for the tests of
  /// the ownership rule.
  var presenter: LoginPresenter?

  init(calls: CallRecorder<LoginCall>) {
    self.calls = calls
  }

  func showLoggedIn(_ session: Session) { calls.record(.showLoggedIn(session)) }
}
