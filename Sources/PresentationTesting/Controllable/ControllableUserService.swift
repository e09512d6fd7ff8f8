public import Services

/// A `UserService` whose requests stay pending until the test resolves or fails each one.
public final class ControllableUserService: UserService, ControllableService {
  /// The requests received; each ``users()`` call adds one.
  public let pendingRequests: PendingRequests<Void, [User]>

  /// Creates a service with no requests.
  ///
  /// - Parameter ignoringCancellation: Whether a cancelled caller keeps waiting for the test's
  ///   answer; see ``PendingRequests/init(ignoringCancellation:)``.
  public init(ignoringCancellation: Bool = false) {
    pendingRequests = PendingRequests(ignoringCancellation: ignoringCancellation)
  }

  /// Suspends until the test resolves or fails this request.
  public nonisolated(nonsending) func users() async throws -> [User] {
    try await pendingRequests.response()
  }
}
