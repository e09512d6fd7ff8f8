import ScreenData
public import Services

/// The presentation logic of the Profile screen: loads the signed-in user's profile, formats the
/// name and tells a passive ``ProfileView`` what to show.
///
/// ```swift
/// let presenter = ProfilePresenter(service: InMemoryProfileService())
/// presenter.attachView(profileViewController)
/// presenter.viewDidAppear()  // displayLoading(true); later displayLoading(false),
///                            // displayUserName("User: ALICE")
/// ```
///
/// What the view receives for each event:
/// - ``viewDidAppear()``, and ``refreshButtonWasPressed()`` when no load runs:
///   `displayLoading(true)` at once; when the profile arrives `displayLoading(false)` then
///   `displayUserName("User: <NAME>")`; on failure `displayLoading(false)` then
///   `displayError("Failed to load user: <reason>")`.
/// - ``refreshButtonWasPressed()`` while a load runs: nothing.
/// - ``attachView(_:)`` and ``detachView()``: nothing.
///
/// Appearing again while a load runs cancels it and starts a new one, whose answer alone is shown.
@MainActor
public final class ProfilePresenter {
  private let service: any ProfileService
  // Weak: the view usually owns this presenter, so a strong reference back would be a cycle.
  private weak var view: (any ProfileView)?
  /// The load in flight; `nil` when none runs.
  private var loadTask: Task<Void, Never>?

  /// Creates a presenter that loads from `service`.
  public init(service: any ProfileService) {
    self.service = service
  }

  deinit {
    // Nonisolated; see "Isolation" in MVP.docc.
    loadTask?.cancel()
  }

  /// Starts sending screen updates to `view`, which is held weakly.
  public func attachView(_ view: any ProfileView) {
    self.view = view
  }

  /// Cancels the load in flight and stops sending updates: nothing reaches the view afterwards.
  public func detachView() {
    loadTask?.cancel()
    loadTask = nil
    view = nil
  }

  /// Call when the screen appears: loads the profile.
  public func viewDidAppear() {
    load()
  }

  /// Call when the user taps refresh: loads the profile again and clears the old error.
  ///
  /// A tap while a load runs is ignored, as the button is disabled then.
  public func refreshButtonWasPressed() {
    guard loadTask == nil else { return }
    load()
  }

  private func load() {
    loadTask?.cancel()
    view?.displayLoading(true)
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
    loadTask = nil
    guard let view else { return }
    view.displayLoading(false)
    view.displayUserName(ProfileText.userName(of: profile))
  }

  private func showFailure(_ error: any Error) {
    loadTask = nil
    guard let view else { return }
    view.displayLoading(false)
    // The name was hidden when the load started.
    view.displayError(ProfileText.loadFailure(error))
  }
}
