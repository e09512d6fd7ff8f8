import ScreenData
public import Services
public import Signals

/// The presentation logic of the profile screen: loads the signed-in user's profile and
/// formats the name.
///
/// ```swift
/// let viewModel = ProfileViewModel(service: InMemoryProfileService())
/// var subscriptions = Set<Subscription>()
/// viewModel.isLoading.observe { spinner.isAnimating = $0 }.store(in: &subscriptions)
/// viewModel.isRefreshEnabled.observe { refreshButton.isEnabled = $0 }.store(in: &subscriptions)
/// viewModel.userName.observe { nameLabel.text = $0 }.store(in: &subscriptions)
/// viewModel.errorMessage.observe { errorLabel.text = $0 }.store(in: &subscriptions)
/// viewModel.viewDidAppear()  // then the name label shows "User: ALICE"
/// ```
///
/// Closing the screen cancels the load in flight; see "Closing cancels" in the ``MVVM`` overview.
@MainActor
public final class ProfileViewModel {
  /// Whether a load is running; drives the spinner (shown while `true`).
  public var isLoading: Observable<Bool> { _isLoading }

  /// Whether the refresh button can be tapped, which is whenever no load runs; drives the
  /// refresh button's enabled state.
  public let isRefreshEnabled: Observable<Bool>

  /// The formatted name, such as "User: ALICE", or `nil`; drives the name label (shown with
  /// this text, hidden while `nil`).
  public var userName: Observable<String?> { _userName }

  /// The error text, such as "Failed to load user: The request timed out.", or `nil`; drives
  /// the error label (shown with this text, hidden while `nil`).
  public var errorMessage: Observable<String?> { _errorMessage }

  private let service: any ProfileService
  private let _isLoading = MutableObservable(false)
  private let _userName = MutableObservable<String?>(nil)
  private let _errorMessage = MutableObservable<String?>(nil)
  private var loadTask: Task<Void, Never>?

  /// Creates the view model of a profile screen that loads from `service`.
  public init(service: any ProfileService) {
    self.service = service
    isRefreshEnabled = _isLoading.map { isLoading in !isLoading }
  }

  deinit {
    // Nonisolated; see "Isolation" in MVVM.docc.
    loadTask?.cancel()
  }

  /// Call when the screen appears: loads the profile.
  public func viewDidAppear() {
    load()
  }

  /// Call when the user taps refresh: loads the profile again and clears the old error.
  ///
  /// A tap while a load runs is ignored, as the button is disabled then.
  public func refreshButtonWasPressed() {
    guard !_isLoading.value else { return }
    load()
  }

  private func load() {
    loadTask?.cancel()
    _isLoading.value = true
    _userName.value = nil
    _errorMessage.value = nil
    loadTask = Task { [weak self, service] in
      do {
        let profile = try await service.profile()
        guard !Task.isCancelled else { return }
        self?.show(profile)
      } catch {
        guard !Task.isCancelled else { return }
        self?.showFailure(error)
      }
    }
  }

  private func show(_ profile: UserProfile) {
    _isLoading.value = false
    _userName.value = ProfileText.userName(of: profile)
  }

  private func showFailure(_ error: any Error) {
    _isLoading.value = false
    // The name was hidden when the load started.
    _errorMessage.value = ProfileText.loadFailure(error)
  }
}
