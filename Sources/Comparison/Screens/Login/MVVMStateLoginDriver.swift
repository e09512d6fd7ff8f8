import MVVM
import Services
import Signals

/// The MVVM state Login: a headless view that observes the view model's one state and renders
/// what changed.
@MainActor
final class MVVMStateLoginDriver: LoginDriver {
  let widgets = LoginWidgets()
  private var viewModel: LoginStateViewModel?
  private let view: HeadlessLoginStateView
  private var bindings: [Subscription] = []

  init(service: any AuthenticationService) {
    let viewModel = LoginStateViewModel(service: service)
    self.viewModel = viewModel
    let view = HeadlessLoginStateView(widgets: widgets)
    self.view = view
    // Each notification of the state is one view call, `render`; the route is an event.
    let bind = Binder(counters: widgets.counters, deduplicated: false)
    let widgets = widgets
    bindings = [
      viewModel.state.observe { state in view.render(state) },
      bind(viewModel.route, "route") { route in
        switch route {
        case .loggedIn(let session): widgets.navigation.write(loggedInDestination(session))
        }
      },
    ]
  }

  // The user's edit lands in the field, then the view model hears of it; the state's echo of
  // the text finds the field already showing it (a render, but no write).
  func typeUsername(_ text: String) {
    widgets.username.write(text)
    viewModel?.usernameDidChange(text)
  }

  func typePassword(_ text: String) {
    widgets.password.write(text)
    viewModel?.passwordDidChange(text)
  }

  func pressLogin() { viewModel?.loginButtonWasPressed() }

  func close() {
    bindings = []
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] {
    [viewModel as AnyObject?, view].compactMap { $0 }
  }
}

/// A view that renders a whole ``LoginState`` into headless widgets, writing only what differs
/// from what they show.
@MainActor
final class HeadlessLoginStateView {
  private let widgets: LoginWidgets

  init(widgets: LoginWidgets) {
    self.widgets = widgets
  }

  func render(_ state: LoginState) {
    widgets.counters.countViewCall("render")
    // NB: programmatic writes, not edits: nothing is reported back to the view model.
    widgets.username.update(state.username)
    widgets.password.update(state.password)
    widgets.error.update(state.errorMessage)
    widgets.progress.update(state.isLoggingIn)
    widgets.loginButtonEnabled.update(!state.isLoggingIn)
  }
}
