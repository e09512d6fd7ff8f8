public import Services
public import Signals

/// The team summary screen as a view model with a single output: the whole screen as one
/// ``TeamSummaryState``, published once per action or result that changes it.
@MainActor
public final class TeamSummaryStateViewModel {
  /// The whole screen; the view renders what changed.
  public var state: Observable<TeamSummaryState> { _state }

  private let service: any UserService
  private let _state = MutableObservable(TeamSummaryState())
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
    change { $0.isLoading = true }
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
    change { state in
      state.isLoading = false
      state.summary = text
    }
  }

  /// Applies `body` to the state and publishes the result once, or not at all when it changes
  /// nothing.
  ///
  /// NB: `modifyUnlessEqual`, not `_state.value = next` built on `_state.value`: it starts from
  /// the state last set, even while observers are being notified of an earlier one (which
  /// `_state.value` still holds).
  private func change(_ body: (inout TeamSummaryState) -> Void) {
    _state.modifyUnlessEqual(body)
  }

  /// The label's text: "Team of 3: Iyad, Mila, Mark", or "Nobody in the team yet".
  private static func summary(of users: [User]) -> String {
    guard !users.isEmpty else { return "Nobody in the team yet" }
    return "Team of \(users.count): " + users.map(\.firstName).joined(separator: ", ")
  }
}
