public import Observation
import ScreenData
public import Services

/// The presentation logic of the login form on Apple's Observation: validates the fields,
/// checks the credentials with the service and says where to navigate, all as observable
/// stored properties.
///
/// The view forwards each edit of a text field to an input method and shows ``username`` and
/// ``password``, which the view model clears after every attempt; it acts on ``route`` when it
/// changes:
///
/// ```swift
/// let viewModel = LoginObservationViewModel(service: InMemoryAuthenticationService())
/// func render() {
///   withObservationTracking {
///     usernameField.text = viewModel.username
///     passwordField.text = viewModel.password
///     errorLabel.text = viewModel.errorMessage
///     progress.isVisible = viewModel.isLoggingIn
///     loginButton.isEnabled = viewModel.isLoginButtonEnabled
///     if let route = viewModel.route { navigator.go(to: route) }
///   } onChange: {
///     Task { @MainActor in render() }  // fires once: render registers again
///   }
/// }
/// render()
/// viewModel.usernameDidChange("Admin")
/// viewModel.passwordDidChange("12345")
/// viewModel.loginButtonWasPressed()  // route becomes .loggedIn(session) once accepted
/// ```
///
/// Closing the screen cancels the attempt in flight; see "Closing cancels" and "Navigation and
/// ownership" in the ``MVVM`` overview.
@Observable
@MainActor
public final class LoginObservationViewModel {
  // No assignment below is guarded by `!=`; see "Apple's Observation" in MVVM.docc.

  /// The user name as typed, "" after every attempt; drives the user name field's text.
  public private(set) var username = ""

  /// The password as typed, "" after every attempt; drives the password field's text.
  public private(set) var password = ""

  /// The error text, such as "The provided credentials are not correct", or `nil`; drives the
  /// error label (shown with this text, hidden while `nil`).
  public private(set) var errorMessage: String?

  /// Whether an attempt is running; drives the progress indicator (shown while `true`).
  public private(set) var isLoggingIn = false

  /// Whether the login button can be tapped, which is whenever no attempt runs; drives the
  /// login button's enabled state.
  public var isLoginButtonEnabled: Bool { !isLoggingIn }

  /// Where the screen navigated, `nil` until the credentials are accepted; the view executes
  /// it when it changes (`.loggedIn(session)` shows the logged-in screen).
  public private(set) var route: LoginRoute?

  @ObservationIgnored private let service: any AuthenticationService
  @ObservationIgnored private var loginTask: Task<Void, Never>?

  /// Creates the view model of a login form that checks credentials with `service`.
  public init(service: any AuthenticationService) {
    self.service = service
  }

  deinit {
    // Nonisolated; see "Isolation" in MVVM.docc.
    loginTask?.cancel()
  }

  /// Call when the user edits the user name field.
  public func usernameDidChange(_ text: String) {
    username = text
  }

  /// Call when the user edits the password field.
  public func passwordDidChange(_ text: String) {
    password = text
  }

  /// Call when the user taps the login button: checks the fields, then the credentials.
  ///
  /// Both fields are cleared after every attempt. A press while an attempt runs is ignored.
  public func loginButtonWasPressed() {
    guard !isLoggingIn else { return }
    let credentials = Credentials(username: username, password: password)
    guard !credentials.username.isEmpty, !credentials.password.isEmpty else {
      errorMessage = LoginText.missingCredentials
      clearFields()
      return
    }
    // The credentials are captured above, so the fields can be cleared at once.
    clearFields()
    errorMessage = nil
    isLoggingIn = true
    loginTask = Task { [weak self, service] in
      do {
        let session = try await service.logIn(with: credentials)
        guard !Task.isCancelled else { return }
        self?.finish(with: session)
      } catch {
        guard !Task.isCancelled else { return }
        self?.finish(with: error)
      }
    }
  }

  private func clearFields() {
    username = ""
    password = ""
  }

  private func finish(with session: Session) {
    isLoggingIn = false
    // The error was hidden when the attempt started and nothing shows one meanwhile.
    route = .loggedIn(session)
  }

  private func finish(with error: any Error) {
    isLoggingIn = false
    errorMessage = LoginText.attemptFailure(error)
  }
}
