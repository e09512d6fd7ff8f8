import ScreenData
public import Services

/// The presentation logic of the Login screen: checks the typed credentials with an
/// authentication service, tells a passive ``LoginView`` what to show and a ``LoginRouter`` where
/// to go.
///
/// The view owns the text fields and forwards every edit:
///
/// ```swift
/// let presenter = LoginPresenter(service: InMemoryAuthenticationService())
/// presenter.attachView(loginViewController, router: coordinator)
/// presenter.usernameDidChange("Admin")
/// presenter.passwordDidChange("12345")
/// presenter.loginButtonWasPressed()  // clearFields(), hideError(), startProgress()
/// // … then finishProgress() and coordinator.showLoggedIn(Session(username: "Admin"))
/// ```
///
/// What the view receives for each event:
/// - ``usernameDidChange(_:)`` and ``passwordDidChange(_:)``: nothing.
/// - ``loginButtonWasPressed()`` with the username or the password empty:
///   `displayError("Please provide your username and password")` then `clearFields()`; no request.
/// - ``loginButtonWasPressed()`` otherwise: `clearFields()`, `hideError()`, `startProgress()` at
///   once; when the service answers `finishProgress()`, then the router's `showLoggedIn(_:)` on
///   success, `displayError("The provided credentials are not correct")` for wrong credentials,
///   or `displayError("Could not log in: <reason>")` for another failure. No `hideError()` on
///   success: the error was hidden when the attempt began and nothing can show it meanwhile.
/// - ``loginButtonWasPressed()`` while an attempt runs: nothing.
/// - ``attachView(_:router:)`` and ``detachView()``: nothing.
///
/// The view is held weakly and the router strongly, both until ``detachView()``; see
/// "Navigation and ownership" in the ``MVP`` overview.
@MainActor
public final class LoginPresenter {
  private let service: any AuthenticationService
  // Weak: the view usually owns this presenter, so a strong reference back would be a cycle.
  private weak var view: (any LoginView)?
  // Strong until `detachView()`, or weak in `routingView` when the view routes itself; see
  // "Navigation and ownership" in MVP.docc.
  private var router: (any LoginRouter)?
  private weak var routingView: (any LoginRouter)?
  /// What the username field holds, as the view reported it.
  private var username = ""
  /// What the password field holds, as the view reported it.
  private var password = ""
  /// The attempt in flight; `nil` when none runs.
  private var loginTask: Task<Void, Never>?

  /// Creates a presenter that checks credentials with `service`; it shows and navigates nothing
  /// until ``attachView(_:router:)``.
  public init(service: any AuthenticationService) {
    self.service = service
  }

  deinit {
    // Nonisolated; see "Isolation" in MVP.docc.
    loginTask?.cancel()
  }

  /// Starts sending screen updates to `view` and navigation to `router`, until ``detachView()``.
  ///
  /// The view is held weakly: it owns this presenter. The router is held strongly, so a router
  /// made for this screen alone works when passed inline:
  ///
  /// ```swift
  /// presenter.attachView(self, router: LoginNavigator(navigationController))
  /// ```
  ///
  /// A view that routes itself (`attachView(self, router: self)`) is held weakly in both roles;
  /// a router that owns the screen is owned back until ``detachView()``. See "Navigation and
  /// ownership" in the ``MVP`` overview.
  ///
  /// - Parameters:
  ///   - view: Shows what this presenter says; held weakly.
  ///   - router: Carries out navigation; held strongly until ``detachView()``, or weakly when it
  ///     is `view` itself.
  public func attachView(_ view: any LoginView, router: any LoginRouter) {
    self.view = view
    if router === view {
      self.router = nil
      routingView = router
    } else {
      self.router = router
      routingView = nil
    }
  }

  /// Cancels the attempt in flight, stops sending updates and releases the router: nothing
  /// reaches the view or the router afterwards.
  public func detachView() {
    loginTask?.cancel()
    loginTask = nil
    view = nil
    router = nil
    routingView = nil
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
    guard loginTask == nil else { return }
    let credentials = Credentials(username: username, password: password)
    // The view empties its fields without reporting edits, so forget them here.
    username = ""
    password = ""
    guard !credentials.username.isEmpty, !credentials.password.isEmpty else {
      view?.displayError(LoginText.missingCredentials)
      view?.clearFields()
      return
    }
    if let view {
      view.clearFields()
      view.hideError()
      view.startProgress()
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

  private func finish(with session: Session) {
    loginTask = nil
    view?.finishProgress()
    // The error was hidden when the attempt started and nothing shows one meanwhile.
    (router ?? routingView)?.showLoggedIn(session)
  }

  private func finish(with error: any Error) {
    loginTask = nil
    view?.finishProgress()
    view?.displayError(LoginText.attemptFailure(error))
  }
}
