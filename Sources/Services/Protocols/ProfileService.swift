/// A source of the profile the Profile screen shows.
///
/// Its methods run on the caller's actor; see "Isolation" in the ``Services`` overview.
public protocol ProfileService: Sendable {
  /// Loads the signed-in user's profile.
  ///
  /// - Throws: A ``ServiceError`` on failure, `CancellationError` if the calling task is cancelled.
  nonisolated(nonsending) func profile() async throws -> UserProfile
}
