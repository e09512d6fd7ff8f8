import Services

/// Loads the profile when the screen appears and greets the user by name.
@MainActor
final class WelcomePresenter {
  private let service: any ProfileService
  private weak var view: (any WelcomeView)?
  private var loading: Task<Void, Never>?

  init(service: any ProfileService) {
    self.service = service
  }

  func attachView(_ view: any WelcomeView) {
    self.view = view
  }

  func viewDidAppear() {
    view?.showSpinner()
    loading = Task {
      do {
        let profile = try await service.profile()
        view?.hideSpinner()
        view?.showGreeting("Welcome, \(profile.name)")
      } catch is CancellationError {
        // The screen was closed: show nothing.
      } catch {
        view?.hideSpinner()
        view?.showError("Could not load your profile")
      }
    }
  }
}
