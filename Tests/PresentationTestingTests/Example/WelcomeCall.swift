/// A call the presenter made on its view.
enum WelcomeCall: Equatable, Sendable {
  case showSpinner
  case hideSpinner
  case showGreeting(String)
  case showError(String)
}
