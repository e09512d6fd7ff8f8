import ScreenData
public import Services
public import Signals

/// The presentation logic of the profile screen, publishing the whole screen as one
/// ``ProfileState``: loads the signed-in user's profile and formats the name.
///
/// ```swift
/// let viewModel = ProfileStateViewModel(service: InMemoryProfileService())
/// let subscription = viewModel.state.observe { state in
///   spinner.isAnimating = state.isLoading
///   refreshButton.isEnabled = state.isRefreshEnabled
///   nameLabel.text = state.userName
///   errorLabel.text = state.errorMessage
/// }
/// viewModel.viewDidAppear()  // then the state's userName is "User: ALICE"
/// ```
///
/// Closing the screen cancels the load in flight; see "One state per screen" and "Closing
/// cancels" in the ``MVVM`` overview.
@MainActor
public final class ProfileStateViewModel {
  /// The whole screen: spinner, refresh button, name and error; notified once per action or
  /// result that changes it.
  public var state: Observable<ProfileState> { _state }

  private let service: any ProfileService
  private let _state = MutableObservable(ProfileState())
  /// The state last set, which every change starts from; see "One state per screen" in MVVM.docc.
  private var current = ProfileState()
  private var loadTask: Task<Void, Never>?

  /// Creates the view model of a profile screen that loads from `service`.
  public init(service: any ProfileService) {
    self.service = service
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
    guard !current.isLoading else { return }
    load()
  }

  private func load() {
    loadTask?.cancel()
    change { state in
      state.isLoading = true
      state.userName = nil
      state.errorMessage = nil
    }
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
    change { state in
      state.isLoading = false
      state.userName = ProfileText.userName(of: profile)
    }
  }

  private func showFailure(_ error: any Error) {
    // The name was hidden when the load started.
    change { state in
      state.isLoading = false
      state.errorMessage = ProfileText.loadFailure(error)
    }
  }

  /// Publishes `body` applied to the current state, unless nothing changed (MVVM.docc).
  private func change(_ body: (inout ProfileState) -> Void) {
    var next = current
    body(&next)
    guard next != current else { return }
    current = next
    _state.value = next
  }
}
