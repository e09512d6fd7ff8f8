public import Observation
import ScreenData
public import Services

/// The presentation logic of the login form on Apple's Observation: validates the fields,
/// checks the credentials with the service, shows all of it as observable stored properties and
/// says where to navigate as an event.
///
/// The view forwards each edit of a text field to an input method and shows ``username`` and
/// ``password``, which the view model clears after every attempt; it navigates from
/// ``onRoute``, which is called once per accepted attempt and never by a render:
///
/// ```swift
/// let viewModel = LoginObservationViewModel(service: InMemoryAuthenticationService())
/// viewModel.onRoute = { [weak navigator] route in navigator?.go(to: route) }
/// func render() {
///   withObservationTracking {
///     usernameField.text = viewModel.username
///     passwordField.text = viewModel.password
///     errorLabel.text = viewModel.errorMessage
///     progress.isVisible = viewModel.isLoggingIn
///     loginButton.isEnabled = viewModel.isLoginButtonEnabled
///   } onChange: {
///     Task { @MainActor in render() }  // fires once: render registers again
///   }
/// }
/// render()
/// viewModel.usernameDidChange("Admin")
/// viewModel.passwordDidChange("12345")
/// viewModel.loginButtonWasPressed()  // navigator.go(to: .loggedIn(session)) once accepted
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

  /// Called once for each accepted attempt, with where to go: `.loggedIn(session)` shows the
  /// logged-in screen. Logging in again as the same user navigates again.
  ///
  /// A navigation is an event, not state: it is not an observable property, so a render never
  /// navigates and an equal destination is never lost. Set it before the user can press; the
  /// view model keeps it, so a handler that captures an object owning the view model (a
  /// coordinator) captures it weakly:
  ///
  /// ```swift
  /// viewModel.onRoute = { [weak coordinator] route in coordinator?.go(to: route) }
  /// ```
  ///
  /// See "Navigation and ownership" in the ``MVVM`` overview.
  @ObservationIgnored public var onRoute: ((LoginRoute) -> Void)?

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
    onRoute?(.loggedIn(session))
  }

  private func finish(with error: any Error) {
    isLoggingIn = false
    errorMessage = LoginText.attemptFailure(error)
  }
}
