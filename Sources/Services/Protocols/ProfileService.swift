/// A source of the profile the Profile screen shows.
///
/// Its methods are `nonisolated(nonsending)`: they run on the caller's actor, so a main-actor
/// presenter or view model pays no actor hop when an in-memory service answers at once. A
/// conformance may still write a plain `func …() async throws`.
public protocol ProfileService: Sendable {
  /// Loads the signed-in user's profile.
  ///
  /// - Throws: A ``ServiceError`` when the request fails, `CancellationError` when the calling
  ///   task is cancelled.
  nonisolated(nonsending) func profile() async throws -> UserProfile
}
