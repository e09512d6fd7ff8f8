import Synchronization

/// A ``SettingsService`` that keeps the settings in memory and answers at once, or fails every
/// load or every save with the error it was given.
///
/// ```swift
/// let service = InMemorySettingsService(saveFailure: .offline)
/// let settings = try await service.load()   // the stored settings
/// try await service.save(settings)          // throws SettingsServiceError.offline
/// ```
public final class InMemorySettingsService: SettingsService {
  /// The settings a fresh service holds: notifications on, "Ada Lovelace".
  public static let sample = Settings(notificationsEnabled: true, displayName: "Ada Lovelace")

  private let stored: Mutex<Settings>
  private let loadFailure: SettingsServiceError?
  private let saveFailure: SettingsServiceError?

  /// Creates a service holding `settings`.
  ///
  /// - Parameters:
  ///   - settings: What every load returns until a save replaces it.
  ///   - loadFailure: The error every load fails with; `nil` when loads succeed.
  ///   - saveFailure: The error every save fails with; `nil` when saves succeed.
  public init(
    settings: Settings = sample, loadFailure: SettingsServiceError? = nil,
    saveFailure: SettingsServiceError? = nil
  ) {
    stored = Mutex(settings)
    self.loadFailure = loadFailure
    self.saveFailure = saveFailure
  }

  /// The settings stored now.
  public var settings: Settings {
    stored.withLock { $0 }
  }

  /// Returns the stored settings, unless loads fail.
  public nonisolated(nonsending) func load() async throws -> Settings {
    try Task.checkCancellation()
    if let loadFailure { throw loadFailure }
    return settings
  }

  /// Replaces the stored settings with `settings`, unless saves fail.
  public nonisolated(nonsending) func save(_ settings: Settings) async throws {
    try Task.checkCancellation()
    if let saveFailure { throw saveFailure }
    stored.withLock { $0 = settings }
  }
}
