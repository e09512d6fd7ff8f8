import MVP
import PresentationTesting
import Services

/// The view that routes itself, as a view controller that pushes the next screen does: it
/// records each navigation among its view calls.
extension SpyLoginView: LoginRouter {
  func showLoggedIn(_ session: Session) { calls.record(.showLoggedIn(session)) }
}
