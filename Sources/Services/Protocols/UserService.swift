/// A source of the users the UserList screen shows.
///
/// Its methods run on the caller's actor; see "Isolation" in the ``Services`` overview.
///
/// Presenters and view models hold an `any UserService`; tests give them a
/// `ControllableUserService` (from PresentationTesting) or an ``InMemoryUserService`` on a
/// ``TestClock``:
///
/// ```swift
/// let service: any UserService = InMemoryUserService(users: SampleData.seedUsers)
/// let users = try await service.users()  // Iyad Agha, Mila Haward, Mark Astun
/// ```
public protocol UserService: Sendable {
  /// Loads every user.
  ///
  /// - Throws: A ``ServiceError`` on failure, `CancellationError` if the calling task is cancelled.
  nonisolated(nonsending) func users() async throws -> [User]
}
