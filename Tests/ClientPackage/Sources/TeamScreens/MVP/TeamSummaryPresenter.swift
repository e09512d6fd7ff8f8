public import Services

/// The team summary screen as a presenter: loads the users, formats one line about them and
/// pushes it to a passive ``TeamSummaryView``.
@MainActor
public final class TeamSummaryPresenter {
  private let service: any UserService
  // Weak: the view owns its presenter, so a strong reference back would be a cycle.
  private weak var view: (any TeamSummaryView)?
  private var loadTask: Task<Void, Never>?

  /// Creates a presenter that loads the team from `service`.
  public init(service: any UserService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  /// Starts sending screen updates to `view`, which is held weakly.
  public func attachView(_ view: any TeamSummaryView) {
    self.view = view
  }

  /// Cancels the load in flight and stops sending updates.
  public func detachView() {
    loadTask?.cancel()
    view = nil
  }

  /// Loads the team when the screen appears.
  public func viewDidAppear() {
    loadTask?.cancel()
    view?.displayLoading(true)
    // Weak: closing the screen frees the presenter at once; a late answer finds nobody.
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
    view?.displayLoading(false)
    view?.displaySummary(text)
  }

  /// The label's text: "Team of 3: Iyad, Mila, Mark", or "Nobody in the team yet".
  private static func summary(of users: [User]) -> String {
    guard !users.isEmpty else { return "Nobody in the team yet" }
    return "Team of \(users.count): " + users.map(\.firstName).joined(separator: ", ")
  }
}
