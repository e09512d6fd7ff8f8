// The screen of the article "Testing your own screen", in MVP: this file and the others in
// this folder are the article's code, compiled and run so that the article stays true.

/// The passive Welcome screen a ``WelcomePresenter`` drives.
@MainActor
protocol WelcomeView: AnyObject {
  func showSpinner()
  func hideSpinner()
  func showGreeting(_ text: String)
  func showError(_ text: String)
}
