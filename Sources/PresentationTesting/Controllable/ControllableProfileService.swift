public import Services

/// A `ProfileService` whose requests stay pending until the test resolves or fails each one.
public final class ControllableProfileService: ProfileService, ControllableService {
  /// The requests received; each ``profile()`` call adds one.
  public let pendingRequests: PendingRequests<Void, UserProfile>

  /// Creates a service with no requests.
  ///
  /// - Parameter ignoringCancellation: Whether a cancelled caller keeps waiting for the test's
  ///   answer; see ``PendingRequests/init(ignoringCancellation:)``.
  public init(ignoringCancellation: Bool = false) {
    pendingRequests = PendingRequests(ignoringCancellation: ignoringCancellation)
  }

  /// Suspends until the test resolves or fails this request.
  public nonisolated(nonsending) func profile() async throws -> UserProfile {
    try await pendingRequests.response()
  }
}
