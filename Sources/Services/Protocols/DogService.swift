/// A source of the dogs the DogList screen shows.
///
/// Its methods run on the caller's actor; see "Isolation" in the ``Services`` overview.
public protocol DogService: Sendable {
  /// Loads every dog; the screen filters by breed itself.
  ///
  /// - Throws: A ``ServiceError`` on failure, `CancellationError` if the calling task is cancelled.
  nonisolated(nonsending) func dogs() async throws -> [Dog]
}
