import Comparison
import MVP
import Observation
import Services

/// The MVP @Observable Login: the unchanged presenter pushes into an `@Observable` screen model,
/// which a headless view renders inside `withObservationTracking`, once per action.
@MainActor
final class ObservationMVPLoginDriver: LoginDriver {
  let widgets: LoginWidgets
  private var presenter: LoginPresenter?
  private let renderer: ObservationRenderer<LoginObservationScreenModel>

  init(service: any AuthenticationService) {
    let widgets = LoginWidgets()
    self.widgets = widgets
    let model = LoginObservationScreenModel()
    let presenter = LoginPresenter(service: service)
    // The model routes too: the presenter holds it weakly in both roles, the renderer owns it.
    presenter.attachView(model, router: model)
    self.presenter = presenter
    // NB: the field writes below are programmatic; such a write is not an edit and is never
    // reported back to the presenter (no feedback loop).
    renderer = ObservationRenderer(model, counters: widgets.counters) { model in
      widgets.username.update(model.username)
      widgets.password.update(model.password)
      widgets.error.update(model.errorMessage)
      widgets.progress.update(model.isProgressVisible)
      widgets.loginButtonEnabled.update(model.isLoginButtonEnabled)
    }
    // A route stays an event, delivered exactly as the MVVM @Observable arm delivers its view
    // model's: one `route` call after a render of what changed before it. A router writing the
    // navigation at once would navigate before the pending render of `finishProgress()` and
    // count under another name, so the two Observation arms would differ by more than the
    // pattern.
    renderer.bindRoute(\.onShowLoggedIn) { session in
      widgets.navigation.write(loggedInDestination(session))
    }
  }

  // The user's edit lands in the field and in the model the field is bound to, then the
  // presenter hears of it; the render that follows finds the field already showing the text.
  func typeUsername(_ text: String) {
    widgets.username.write(text)
    renderer.send { model in
      model.username = text
      presenter?.usernameDidChange(text)
    }
  }

  func typePassword(_ text: String) {
    widgets.password.write(text)
    renderer.send { model in
      model.password = text
      presenter?.passwordDidChange(text)
    }
  }

  func pressLogin() { renderer.send { _ in presenter?.loginButtonWasPressed() } }

  func close() {
    presenter?.detachView()
    presenter = nil
    renderer.close()
  }

  var lifetimeProbes: [AnyObject] {
    [presenter as AnyObject?].compactMap { $0 } + renderer.lifetimeProbes
  }
}

/// A passive Login view on Apple's Observation: each call of the presenter sets stored
/// properties, which the view renders; it decides nothing.
@Observable
@MainActor
final class LoginObservationScreenModel: LoginView, LoginRouter {
  /// What the user name field holds: the user's edits, or "" once the presenter clears it.
  var username = ""
  /// What the password field holds: the user's edits, or "" once the presenter clears it.
  var password = ""
  /// The error label's text, `nil` while it is hidden.
  private(set) var errorMessage: String?
  /// Whether the progress indicator shows.
  private(set) var isProgressVisible = false
  /// Whether the login button can be tapped.
  private(set) var isLoginButtonEnabled = true
  /// Called for each `showLoggedIn(_:)`: navigation is an event, not a property a render reads.
  @ObservationIgnored var onShowLoggedIn: ((Session) -> Void)?

  func clearFields() {
    username = ""
    password = ""
  }

  func displayError(_ message: String) { errorMessage = message }
  func hideError() { errorMessage = nil }

  func startProgress() {
    isProgressVisible = true
    isLoginButtonEnabled = false
  }

  func finishProgress() {
    isProgressVisible = false
    isLoginButtonEnabled = true
  }

  func showLoggedIn(_ session: Session) { onShowLoggedIn?(session) }
}
