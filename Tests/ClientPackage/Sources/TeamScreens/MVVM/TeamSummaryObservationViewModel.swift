public import Observation
public import Services

/// The team summary screen as an `@Observable` view model: the same logic, with what the
/// screen shows as observable properties that SwiftUI (or `withObservationTracking`) reads.
@Observable
@MainActor
public final class TeamSummaryObservationViewModel {
  /// Whether a load runs; drives the spinner.
  public private(set) var isLoading = false

  /// The label's text, such as "Team of 3: Iyad, Mila, Mark"; `nil` until the first load ends.
  public private(set) var summary: String?

  @ObservationIgnored private let service: any UserService
  @ObservationIgnored private var loadTask: Task<Void, Never>?

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
    isLoading = true
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
    isLoading = false
    summary = text
  }

  /// The label's text: "Team of 3: Iyad, Mila, Mark", or "Nobody in the team yet".
  private static func summary(of users: [User]) -> String {
    guard !users.isEmpty else { return "Nobody in the team yet" }
    return "Team of \(users.count): " + users.map(\.firstName).joined(separator: ", ")
  }
}
