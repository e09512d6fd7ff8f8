import Comparison
import MVVM
import Services

/// The MVVM state Login: a headless view that observes the view model's one state and renders
/// what changed.
@MainActor
final class MVVMStateLoginDriver: LoginDriver {
  let widgets: LoginWidgets
  private let renderer: StateRenderer<LoginStateViewModel, LoginState>

  init(service: any AuthenticationService) {
    let widgets = LoginWidgets()
    self.widgets = widgets
    let viewModel = LoginStateViewModel(service: service)
    renderer = StateRenderer(
      viewModel, state: viewModel.state, counters: widgets.counters
    ) { state in
      // NB: programmatic writes, not edits: nothing is reported back to the view model.
      widgets.username.update(state.username)
      widgets.password.update(state.password)
      widgets.error.update(state.errorMessage)
      widgets.progress.update(state.isLoggingIn)
      widgets.loginButtonEnabled.update(!state.isLoggingIn)
    }
    renderer.bindRoute(viewModel.route) { route in
      switch route {
      case .loggedIn(let session): widgets.navigation.write(loggedInDestination(session))
      }
    }
  }

  // The user's edit lands in the field, then the view model hears of it; the state's echo of
  // the text finds the field already showing it (a render, but no write).
  func typeUsername(_ text: String) {
    widgets.username.write(text)
    renderer.send { $0.usernameDidChange(text) }
  }

  func typePassword(_ text: String) {
    widgets.password.write(text)
    renderer.send { $0.passwordDidChange(text) }
  }

  func pressLogin() { renderer.send { $0.loginButtonWasPressed() } }

  func close() { renderer.close() }

  var lifetimeProbes: [AnyObject] { renderer.lifetimeProbes }
}
