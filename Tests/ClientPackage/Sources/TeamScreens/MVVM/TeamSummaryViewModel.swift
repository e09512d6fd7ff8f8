public import Services
public import Signals

/// The team summary screen as a view model: loads the users and publishes what the screen
/// shows as read-only observables the view binds.
@MainActor
public final class TeamSummaryViewModel {
  /// Whether a load runs; drives the spinner.
  public var isLoading: Observable<Bool> { _isLoading }

  /// The label's text, such as "Team of 3: Iyad, Mila, Mark"; `nil` until the first load ends.
  public var summary: Observable<String?> { _summary }

  private let service: any UserService
  // Private and mutable; the outputs above are their read-only faces, so no view can write them.
  private let _isLoading = MutableObservable(false)
  private let _summary = MutableObservable<String?>(nil)
  private var loadTask: Task<Void, Never>?

  /// Creates a view model that loads the team from `service`.
  public init(service: any UserService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  /// Call when the screen appears: loads the team.
  public func viewDidAppear() {
    loadTask?.cancel()
    _isLoading.value = true
    // Weak: releasing the view model closes the screen; a late answer finds nobody.
    loadTask = Task { [weak self, service] in
      do {
        let users = try await service.users()
        guard !Task.isCancelled else { return }
        self?.show(Self.summary(of: users))
      } catch {
        // Only this task's own cancellation is silent (the screen closed or a newer load
        // started); whatever the service throws, CancellationError included, is a failure.
        guard !Task.isCancelled else { return }
        let reason = (error as? ServiceError)?.reason ?? "Something went wrong."
        self?.show("Could not load the team: \(reason)")
      }
    }
  }

  private func show(_ text: String) {
    _isLoading.value = false
    _summary.value = text
  }

  /// The label's text: "Team of 3: Iyad, Mila, Mark", or "Nobody in the team yet".
  private static func summary(of users: [User]) -> String {
    guard !users.isEmpty else { return "Nobody in the team yet" }
    return "Team of \(users.count): " + users.map(\.firstName).joined(separator: ", ")
  }
}
