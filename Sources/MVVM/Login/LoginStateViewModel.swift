import ScreenData
public import Services
public import Signals

/// The presentation logic of the login form, publishing the whole form as one ``LoginState``:
/// validates the fields, checks the credentials with the service and tells the view where to
/// navigate.
///
/// The text fields are bound both ways: the view forwards each edit to an input method and
/// shows the state's `username` and `password`, which the view model clears after every
/// attempt.
///
/// ```swift
/// let viewModel = LoginStateViewModel(service: InMemoryAuthenticationService())
/// var subscriptions = Set<Subscription>()
/// viewModel.state.observe { state in
///   if usernameField.text != state.username { usernameField.text = state.username }
///   if passwordField.text != state.password { passwordField.text = state.password }
///   errorLabel.text = state.errorMessage
///   progress.isVisible = state.isLoggingIn
///   loginButton.isEnabled = !state.isLoggingIn
/// }.store(in: &subscriptions)
/// viewModel.route.observe { route in navigator.go(to: route) }.store(in: &subscriptions)
/// viewModel.usernameDidChange("Admin")
/// viewModel.passwordDidChange("12345")
/// viewModel.loginButtonWasPressed()  // emits .loggedIn(session) once the service accepts
/// ```
///
/// Closing the screen cancels the attempt in flight; see "One state per screen", "Closing
/// cancels" and "Navigation and ownership" in the ``MVVM`` overview.
@MainActor
public final class LoginStateViewModel {
  /// The whole form: both fields, the error and the progress; notified once per action or
  /// result that changes it.
  ///
  /// A view that writes the texts into the fields must not report the writes as edits; see
  /// "Fields bound both ways" in the ``MVVM`` overview.
  public var state: Observable<LoginState> { _state }

  /// Emits where to navigate; the view executes it (`.loggedIn(session)` shows the logged-in
  /// screen).
  public var route: Events<LoginRoute> { _route }
  private let _route = Signal<LoginRoute>()

  private let service: any AuthenticationService
  private let _state = MutableObservable(LoginState())
  /// The state last set, which every change starts from; see "One state per screen" in MVVM.docc.
  private var current = LoginState()
  private var loginTask: Task<Void, Never>?

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
    change { state in state.username = text }
  }

  /// Call when the user edits the password field.
  public func passwordDidChange(_ text: String) {
    change { state in state.password = text }
  }

  /// Call when the user taps the login button: checks the fields, then the credentials.
  ///
  /// Both fields are cleared after every attempt. A press while an attempt runs is ignored.
  public func loginButtonWasPressed() {
    guard !current.isLoggingIn else { return }
    let credentials = Credentials(username: current.username, password: current.password)
    guard !credentials.username.isEmpty, !credentials.password.isEmpty else {
      change { state in
        state.errorMessage = LoginText.missingCredentials
        clearFields(in: &state)
      }
      return
    }
    // The credentials are captured above, so the fields can be cleared at once.
    change { state in
      clearFields(in: &state)
      state.errorMessage = nil
      state.isLoggingIn = true
    }
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

  private func clearFields(in state: inout LoginState) {
    state.username = ""
    state.password = ""
  }

  private func finish(with session: Session) {
    change { state in state.isLoggingIn = false }
    // The error was hidden when the attempt started and nothing shows one meanwhile.
    _route.send(.loggedIn(session))
  }

  private func finish(with error: any Error) {
    change { state in
      state.isLoggingIn = false
      state.errorMessage = LoginText.attemptFailure(error)
    }
  }

  /// Publishes `body` applied to the current state, unless nothing changed (MVVM.docc).
  private func change(_ body: (inout LoginState) -> Void) {
    var next = current
    body(&next)
    guard next != current else { return }
    current = next
    _state.value = next
  }
}
