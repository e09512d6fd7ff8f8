/// A source of the users the UserList screen shows.
///
/// Its methods are `nonisolated(nonsending)`: they run on the caller's actor, so a main-actor
/// presenter or view model pays no actor hop when an in-memory service answers at once. A
/// conformance may still write a plain `func …() async throws`.
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
  /// - Throws: A ``ServiceError`` when the request fails, `CancellationError` when the calling
  ///   task is cancelled.
  nonisolated(nonsending) func users() async throws -> [User]
}
