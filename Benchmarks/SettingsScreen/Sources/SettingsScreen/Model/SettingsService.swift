/// Where the user's settings are kept: a server, a file, or memory in tests.
///
/// Its methods run on the caller's actor (`nonisolated(nonsending)`), as PresentationPatterns'
/// services do: a main-actor screen awaits them without handing its values to another thread.
public protocol SettingsService: Sendable {
  /// Loads the settings.
  ///
  /// - Throws: A ``SettingsServiceError`` on failure, `CancellationError` if the calling task is
  ///   cancelled.
  nonisolated(nonsending) func load() async throws -> Settings

  /// Stores `settings`, replacing the ones stored.
  ///
  /// - Throws: A ``SettingsServiceError`` on failure, `CancellationError` if the calling task is
  ///   cancelled.
  nonisolated(nonsending) func save(_ settings: Settings) async throws
}
