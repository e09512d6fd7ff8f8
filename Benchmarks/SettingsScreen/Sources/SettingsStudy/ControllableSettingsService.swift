public import PresentationTesting
public import SettingsScreen

/// A ``SettingsService`` whose loads and saves wait until the scenario or test answers each one,
/// counted from 0 in ``loads`` and ``saves``.
public final class ControllableSettingsService: SettingsService {
  /// The loads received.
  public let loads: PendingRequests<Void, Settings>
  /// The saves received, each with the settings it was given.
  public let saves: PendingRequests<Settings, Void>

  /// A service with no requests; with `ignoringCancellation`, a closed screen's request can
  /// still be answered (see `PendingRequests.init(ignoringCancellation:)`).
  public init(ignoringCancellation: Bool = false) {
    loads = PendingRequests(ignoringCancellation: ignoringCancellation)
    saves = PendingRequests(ignoringCancellation: ignoringCancellation)
  }

  /// Waits until the load is answered.
  public nonisolated(nonsending) func load() async throws -> Settings {
    try await loads.response()
  }

  /// Records `settings` and waits until the save is answered.
  public nonisolated(nonsending) func save(_ settings: Settings) async throws {
    try await saves.response(to: settings)
  }
}
