import Services

/// Loads the profile when the screen appears and greets the user by name.
@MainActor
final class WelcomePresenter {
  private let service: any ProfileService
  // Weak: the view owns its presenter, so a strong reference back would be a cycle.
  private weak var view: (any WelcomeView)?
  private var loading: Task<Void, Never>?

  init(service: any ProfileService) {
    self.service = service
  }

  deinit {
    // Closing the screen releases its presenter, and that cancels the request in flight.
    loading?.cancel()
  }

  func attachView(_ view: any WelcomeView) {
    self.view = view
  }

  func viewDidAppear() {
    loading?.cancel()
    view?.showSpinner()
    // Weak: a screen closed mid-request is freed at once, not when the request ends.
    loading = Task { [weak self, service] in
      do {
        let profile = try await service.profile()
        // NB: a newer load can cancel this task after the answer came and before this line
        // ran; the answer is stale then.
        guard !Task.isCancelled else { return }
        self?.show(profile)
      } catch {
        // Only the screen's own cancellation is silent; any error the service throws is shown.
        guard !Task.isCancelled else { return }
        self?.showError()
      }
    }
  }

  private func show(_ profile: UserProfile) {
    view?.hideSpinner()
    view?.showGreeting("Welcome, \(profile.name)")
  }

  private func showError() {
    view?.hideSpinner()
    view?.showError("Could not load your profile")
  }
}
