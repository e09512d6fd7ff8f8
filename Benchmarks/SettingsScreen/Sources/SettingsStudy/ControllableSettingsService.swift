public import PresentationTesting
public import SettingsScreen

/// A ``SettingsService`` whose loads and saves stay pending until the scenario (or test)
/// answers or fails each one.
///
/// Loads and saves answer with different types, so each has its own list of requests, each
/// counted from 0:
///
/// ```swift
/// let service = ControllableSettingsService()
/// // … the screen appears …
/// try await service.loads.waitForRequests(count: 1)
/// service.loads.resolve(0, with: InMemorySettingsService.sample)
/// // … the user edits and taps Save …
/// try await service.saves.waitForRequests(count: 1)
/// #expect(service.saves.requests[0].argument.notificationsEnabled == false)
/// service.saves.fail(0, with: SettingsServiceError.offline)
/// ```
public final class ControllableSettingsService: SettingsService {
  /// The loads received; each ``load()`` call adds one.
  public let loads: PendingRequests<Void, Settings>
  /// The saves received; each ``save(_:)`` call adds one with the settings it was given.
  public let saves: PendingRequests<Settings, Void>

  /// Creates a service with no requests.
  ///
  /// - Parameter ignoringCancellation: Whether a cancelled caller keeps waiting for the
  ///   answer, as one whose answer is already on its way does: then a closed screen's request
  ///   can still be answered, and the answer really reaches the closed screen's task; see
  ///   `PendingRequests.init(ignoringCancellation:)`.
  public init(ignoringCancellation: Bool = false) {
    loads = PendingRequests(ignoringCancellation: ignoringCancellation)
    saves = PendingRequests(ignoringCancellation: ignoringCancellation)
  }

  /// Suspends until the test resolves or fails this load.
  public nonisolated(nonsending) func load() async throws -> Settings {
    try await loads.response()
  }

  /// Records `settings` and suspends until the test resolves or fails this save.
  public nonisolated(nonsending) func save(_ settings: Settings) async throws {
    try await saves.response(to: settings)
  }
}
