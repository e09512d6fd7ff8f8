import Comparison
import MVP
import Services

/// The MVP Login: a presenter pushing to a headless passive view.
@MainActor
final class MVPLoginDriver: LoginDriver {
  let widgets = LoginWidgets()
  private var presenter: LoginPresenter?
  private let view: HeadlessLoginView
  private let router: HeadlessLoginRouter

  init(service: any AuthenticationService) {
    view = HeadlessLoginView(widgets: widgets)
    router = HeadlessLoginRouter(widgets: widgets)
    let presenter = LoginPresenter(service: service)
    presenter.attachView(view, router: router)
    self.presenter = presenter
  }

  // The view owns the text fields: the edit lands in the field, then the presenter hears of it.
  func typeUsername(_ text: String) {
    widgets.username.write(text)
    presenter?.usernameDidChange(text)
  }

  func typePassword(_ text: String) {
    widgets.password.write(text)
    presenter?.passwordDidChange(text)
  }

  func pressLogin() { presenter?.loginButtonWasPressed() }

  func close() {
    presenter?.detachView()
    presenter = nil
  }

  var lifetimeProbes: [AnyObject] {
    [presenter as AnyObject?, view, router].compactMap { $0 }
  }
}

/// A passive view that copies what the presenter says into headless widgets.
@MainActor
final class HeadlessLoginView: LoginView {
  private let widgets: LoginWidgets

  init(widgets: LoginWidgets) {
    self.widgets = widgets
  }

  func clearFields() {
    widgets.counters.countViewCall("clearFields()")
    // NB: a programmatic write, not an edit: nothing is reported back to the presenter.
    widgets.username.write("")
    widgets.password.write("")
  }

  func displayError(_ message: String) {
    widgets.counters.countViewCall("displayError(_:)")
    widgets.error.show(message)
  }

  func hideError() {
    widgets.counters.countViewCall("hideError()")
    widgets.error.isHidden.write(true)
  }

  func startProgress() {
    widgets.counters.countViewCall("startProgress()")
    widgets.progress.write(true)
    widgets.loginButtonEnabled.write(false)
  }

  func finishProgress() {
    widgets.counters.countViewCall("finishProgress()")
    widgets.progress.write(false)
    widgets.loginButtonEnabled.write(true)
  }
}

/// A router that records where the screen went.
@MainActor
final class HeadlessLoginRouter: LoginRouter {
  private let widgets: LoginWidgets

  init(widgets: LoginWidgets) {
    self.widgets = widgets
  }

  func showLoggedIn(_ session: Session) {
    widgets.counters.countViewCall("showLoggedIn(_:)")
    widgets.navigation.write(loggedInDestination(session))
  }
}
