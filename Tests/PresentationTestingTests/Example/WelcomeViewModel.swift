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

  func viewDidAppear() {
    _isLoading.value = true
    loading = Task {
      do {
        let profile = try await service.profile()
        _isLoading.value = false
        _greeting.value = "Welcome, \(profile.name)"
      } catch is CancellationError {
        // The screen was closed: show nothing.
      } catch {
        _isLoading.value = false
        _errorMessage.value = "Could not load your profile"
      }
    }
  }
}
