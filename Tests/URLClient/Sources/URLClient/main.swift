import Foundation
import MVP
import MVVM
import Services
import Signals

// Logs in on both patterns' Login screens, wrong then right, and loads the bundled book
// catalogue: proof that the products link, run and find their resources when this package is a
// dependency by URL. Prints what the screens showed; exits 1 if it is not what they must show.

/// A passive Login view and router that writes down what the presenter tells it.
@MainActor
final class LoggingLoginView: LoginView, LoginRouter {
  var shown: [String] = []
  func clearFields() {}
  func displayError(_ message: String) { shown.append(message) }
  func hideError() {}
  func startProgress() {}
  func finishProgress() {}
  func showLoggedIn(_ session: Session) { shown.append("logged in as \(session.username)") }
}

let service = InMemoryAuthenticationService()
let attempts = [
  Credentials(username: "Admin", password: "wrong"),
  SampleData.adminCredentials,
]

/// Lets the login task run until `shown` holds `count` entries; fails after 10 000 turns.
@MainActor
func settle(_ shown: () -> [String], count: Int) async {
  for _ in 0..<10_000 where shown().count < count { await Task.yield() }
}

let view = LoggingLoginView()
let presenter = LoginPresenter(service: service)
presenter.attachView(view, router: view)
for (index, credentials) in attempts.enumerated() {
  presenter.usernameDidChange(credentials.username)
  presenter.passwordDidChange(credentials.password)
  presenter.loginButtonWasPressed()
  await settle({ view.shown }, count: index + 1)
}

var shownByViewModel: [String] = []
let viewModel = LoginViewModel(service: service)
let bindings = [
  viewModel.errorMessage.observe { message in
    if let message { shownByViewModel.append(message) }
  },
  viewModel.route.observe { route in
    if case .loggedIn(let session) = route {
      shownByViewModel.append("logged in as \(session.username)")
    }
  },
]
for (index, credentials) in attempts.enumerated() {
  viewModel.usernameDidChange(credentials.username)
  viewModel.passwordDidChange(credentials.password)
  viewModel.loginButtonWasPressed()
  await settle({ shownByViewModel }, count: index + 1)
}
withExtendedLifetime(bindings) {}

let books = try JSONBookRepository.bundled().storedBooks

print("MVP:  " + view.shown.joined(separator: " | "))
print("MVVM: " + shownByViewModel.joined(separator: " | "))
print("Bundled catalogue: \(books.count) books")
let expected = ["The provided credentials are not correct", "logged in as Admin"]
guard view.shown == expected, shownByViewModel == expected, !books.isEmpty else {
  print("URLClient: the screens did not show \(expected)")
  exit(1)
}
