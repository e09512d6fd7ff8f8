public import Observation
import ScreenData
public import Services

/// The presentation logic of the profile screen on Apple's Observation: loads the signed-in
/// user's profile and formats the name, as observable stored properties.
///
/// ```swift
/// let viewModel = ProfileObservationViewModel(service: InMemoryProfileService())
/// func render() {
///   withObservationTracking {
///     spinner.isAnimating = viewModel.isLoading
///     refreshButton.isEnabled = viewModel.isRefreshEnabled
///     nameLabel.text = viewModel.userName
///     errorLabel.text = viewModel.errorMessage
///   } onChange: {
///     Task { @MainActor in render() }  // fires once: render registers again
///   }
/// }
/// render()
/// viewModel.viewDidAppear()  // then the name label shows "User: ALICE"
/// ```
///
/// Closing the screen cancels the load in flight; see "Closing cancels" in the ``MVVM`` overview.
@Observable
@MainActor
public final class ProfileObservationViewModel {
  // No assignment below is guarded by `!=`; see "Apple's Observation" in MVVM.docc.

  /// Whether a load is running; drives the spinner (shown while `true`).
  public private(set) var isLoading = false

  /// Whether the refresh button can be tapped, which is whenever no load runs; drives the
  /// refresh button's enabled state.
  public var isRefreshEnabled: Bool { !isLoading }

  /// The formatted name, such as "User: ALICE", or `nil`; drives the name label (shown with
  /// this text, hidden while `nil`).
  public private(set) var userName: String?

  /// The error text, such as "Failed to load user: The request timed out.", or `nil`; drives
  /// the error label (shown with this text, hidden while `nil`).
  public private(set) var errorMessage: String?

  @ObservationIgnored private let service: any ProfileService
  @ObservationIgnored private var loadTask: Task<Void, Never>?

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
    guard !isLoading else { return }
    load()
  }

  private func load() {
    loadTask?.cancel()
    isLoading = true
    userName = nil
    errorMessage = nil
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
    isLoading = false
    userName = ProfileText.userName(of: profile)
  }

  private func showFailure(_ error: any Error) {
    isLoading = false
    // The name was hidden when the load started.
    errorMessage = ProfileText.loadFailure(error)
  }
}
