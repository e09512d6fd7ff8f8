import Services
import Signals

/// The Welcome screen in MVVM: read-only outputs a view binds, and an input.
@MainActor
final class WelcomeViewModel {
  var isLoading: Observable<Bool> { _isLoading }
  var greeting: Observable<String?> { _greeting }
  var errorMessage: Observable<String?> { _errorMessage }

  private let _isLoading = MutableObservable(false)
  private let _greeting = MutableObservable<String?>(nil)
  private let _errorMessage = MutableObservable<String?>(nil)
  private let service: any ProfileService
  private var loading: Task<Void, Never>?

  init(service: any ProfileService) {
    self.service = service
  }

  deinit {
    // Closing the screen releases its view model, and that cancels the request in flight.
    loading?.cancel()
  }

  func viewDidAppear() {
    loading?.cancel()
    _isLoading.value = true
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
    _isLoading.value = false
    _greeting.value = "Welcome, \(profile.name)"
  }

  private func showError() {
    _isLoading.value = false
    _errorMessage.value = "Could not load your profile"
  }
}
