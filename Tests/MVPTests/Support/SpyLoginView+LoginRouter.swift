import MVP
import Services

/// The view that routes itself, as a view controller that pushes the next screen does: it
/// records each navigation in the same log as its view calls.
extension SpyLoginView: LoginRouter {
  func showLoggedIn(_ session: Session) { log.record(.showLoggedIn(session)) }
}
