import Services

/// A call the Login presenter made on its view or its router.
enum LoginCall: Equatable, Sendable {
  case clearFields
  case displayError(String)
  case hideError
  case startProgress
  case finishProgress
  case showLoggedIn(Session)
}
