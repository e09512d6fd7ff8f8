import ScreenData
public import Services
public import Signals

/// The presentation logic of the login form: validates the fields, checks the credentials
/// with the service and tells the view where to navigate.
///
/// The text fields are bound both ways: the view forwards each edit to an input method and
/// shows the `username` and `password` outputs, which the view model clears after every
/// attempt.
///
/// ```swift
/// let viewModel = LoginViewModel(service: InMemoryAuthenticationService())
/// var subscriptions = Set<Subscription>()
/// viewModel.username.observe { usernameField.text = $0 }.store(in: &subscriptions)
/// viewModel.password.observe { passwordField.text = $0 }.store(in: &subscriptions)
/// viewModel.errorMessage.observe { errorLabel.text = $0 }.store(in: &subscriptions)
/// viewModel.isLoggingIn.observe { progress.isVisible = $0; loginButton.isEnabled = !$0 }
///   .store(in: &subscriptions)
/// viewModel.route.observe { route in navigator.go(to: route) }.store(in: &subscriptions)
/// viewModel.usernameDidChange("Admin")
/// viewModel.passwordDidChange("12345")
/// viewModel.loginButtonWasPressed()  // emits .loggedIn(session) once the service accepts
/// ```
///
/// Closing the screen cancels the attempt in flight; see "Closing cancels" and "Navigation and
/// ownership" in the ``MVVM`` overview.
@MainActor
public final class LoginViewModel {
  /// The user name as typed, "" after every attempt; drives the user name field's text.
  public var username: Observable<String> { _username }

  /// The password as typed, "" after every attempt; drives the password field's text.
  public var password: Observable<String> { _password }

  /// The error text, such as "The provided credentials are not correct", or `nil`; drives the
  /// error label (shown with this text, hidden while `nil`).
  public var errorMessage: Observable<String?> { _errorMessage }

  /// Whether an attempt is running; drives both the progress indicator (shown while `true`)
  /// and the login button (disabled while `true`).
  public var isLoggingIn: Observable<Bool> { _isLoggingIn }

  /// Emits where to navigate; the view executes it (`.loggedIn(session)` shows the logged-in
  /// screen).
  public var route: Events<LoginRoute> { _route }
  private let _route = Signal<LoginRoute>()

  private let service: any AuthenticationService
  private let _username = MutableObservable("")
  private let _password = MutableObservable("")
  private let _errorMessage = MutableObservable<String?>(nil)
  private let _isLoggingIn = MutableObservable(false)
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
    _username.value = text
  }

  /// Call when the user edits the password field.
  public func passwordDidChange(_ text: String) {
    _password.value = text
  }

  /// Call when the user taps the login button: checks the fields, then the credentials.
  ///
  /// Both fields are cleared after every attempt. A press while an attempt runs is ignored.
  public func loginButtonWasPressed() {
    guard !_isLoggingIn.value else { return }
    let credentials = Credentials(username: _username.value, password: _password.value)
    guard !credentials.username.isEmpty, !credentials.password.isEmpty else {
      _errorMessage.value = LoginText.missingCredentials
      clearFields()
      return
    }
    // The credentials are captured above, so the fields can be cleared at once.
    clearFields()
    _errorMessage.value = nil
    _isLoggingIn.value = true
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
    _username.value = ""
    _password.value = ""
  }

  private func finish(with session: Session) {
    _isLoggingIn.value = false
    // The error was hidden when the attempt started and nothing shows one meanwhile.
    _route.send(.loggedIn(session))
  }

  private func finish(with error: any Error) {
    _isLoggingIn.value = false
    _errorMessage.value = LoginText.attemptFailure(error)
  }
}
