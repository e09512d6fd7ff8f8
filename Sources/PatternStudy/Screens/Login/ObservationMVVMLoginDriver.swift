import Comparison
import MVVM
import Services

/// The MVVM @Observable Login: a headless view that renders a view model's properties inside
/// `withObservationTracking`, once per action.
@MainActor
final class ObservationMVVMLoginDriver: LoginDriver {
  let widgets: LoginWidgets
  private let renderer: ObservationRenderer<LoginObservationViewModel>

  init(service: any AuthenticationService) {
    let widgets = LoginWidgets()
    self.widgets = widgets
    // NB: the field writes below are programmatic; such a write is not an edit and is never
    // reported back to the view model (no feedback loop).
    renderer = ObservationRenderer(
      LoginObservationViewModel(service: service), counters: widgets.counters
    ) { viewModel in
      widgets.username.update(viewModel.username)
      widgets.password.update(viewModel.password)
      widgets.error.update(viewModel.errorMessage)
      widgets.progress.update(viewModel.isLoggingIn)
      widgets.loginButtonEnabled.update(viewModel.isLoginButtonEnabled)
    }
    // A route is an event: it reaches the view once, as in every arm, and no render repeats it.
    renderer.bindRoute(\.onRoute) { route in
      switch route {
      case .loggedIn(let session): widgets.navigation.write(loggedInDestination(session))
      }
    }
  }

  // The user's edit lands in the field, then the view model hears of it; the render that
  // follows finds the field already showing the text and writes nothing.
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
