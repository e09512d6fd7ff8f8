public import Services

/// A `DogService` whose requests stay pending until the test resolves or fails each one.
public final class ControllableDogService: DogService, ControllableService {
  /// The requests received; each ``dogs()`` call adds one.
  public let pendingRequests: PendingRequests<Void, [Dog]>

  /// Creates a service with no requests.
  ///
  /// - Parameter ignoringCancellation: Whether a cancelled caller keeps waiting for the test's
  ///   answer; see ``PendingRequests/init(ignoringCancellation:)``.
  public init(ignoringCancellation: Bool = false) {
    pendingRequests = PendingRequests(ignoringCancellation: ignoringCancellation)
  }

  /// Suspends until the test resolves or fails this request.
  public nonisolated(nonsending) func dogs() async throws -> [Dog] {
    try await pendingRequests.response()
  }
}
