import Comparison
import MVVM
import Services
import Signals

/// The MVVM Login: a headless view bound to a view model's outputs.
@MainActor
final class MVVMLoginDriver: LoginDriver {
  let widgets = LoginWidgets()
  private var viewModel: LoginViewModel?
  private let binder: Binder

  init(service: any AuthenticationService, deduplicated: Bool) {
    let viewModel = LoginViewModel(service: service)
    self.viewModel = viewModel
    // Each observer invocation is one view call: the binding is the view's entry point.
    let binder = Binder(counters: widgets.counters, deduplicates: deduplicated)
    self.binder = binder
    // NB: the field bindings write the text fields programmatically; such a write is not an edit
    // and is never reported back to the view model (no feedback loop).
    let widgets = widgets
    binder.bind(viewModel.username, "username") { username in
      widgets.username.write(username)
    }
    binder.bind(viewModel.password, "password") { password in
      widgets.password.write(password)
    }
    binder.bind(viewModel.errorMessage, "errorMessage") { message in
      widgets.error.display(message)
    }
    binder.bind(viewModel.isLoggingIn, "isLoggingIn") { isLoggingIn in
      widgets.progress.write(isLoggingIn)
      widgets.loginButtonEnabled.write(!isLoggingIn)
    }
    binder.bind(viewModel.route, "route") { route in
      switch route {
      case .loggedIn(let session): widgets.navigation.write(loggedInDestination(session))
      }
    }
  }

  // The user's edit lands in the field, then the view model hears of it (and its output writes
  // the field again: the price of a two-way binding).
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
    binder.unbindAll()
    viewModel = nil
  }

  var lifetimeProbes: [AnyObject] {
    [viewModel].compactMap { $0 }
  }
}
