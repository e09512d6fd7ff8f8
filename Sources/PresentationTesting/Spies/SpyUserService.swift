public import Services

/// A `UserService` that counts its calls and forwards each to the service it wraps.
///
/// ```swift
/// let spy = SpyUserService(wrapping: InMemoryUserService())
/// _ = try await spy.users()
/// #expect(spy.callCount == 1)
/// ```
public final class SpyUserService: UserService {
  /// The service that answers the calls.
  public let base: any UserService
  private let calls = CallRecorder<Void>()

  /// Creates a spy that forwards to `base`.
  public init(wrapping base: any UserService) {
    self.base = base
  }

  /// The number of ``users()`` calls made so far, counted when they start.
  public var callCount: Int { calls.count }

  /// Counts the call and returns what the wrapped service returns.
  public nonisolated(nonsending) func users() async throws -> [User] {
    calls.record()
    return try await base.users()
  }
}
