public import Services

/// A `ProfileService` that counts its calls and forwards each to the service it wraps.
public final class SpyProfileService: ProfileService {
  /// The service that answers the calls.
  public let base: any ProfileService
  private let calls = CallRecorder<Void>()

  /// Creates a spy that forwards to `base`.
  public init(wrapping base: any ProfileService) {
    self.base = base
  }

  /// The number of ``profile()`` calls made so far, counted when they start.
  public var callCount: Int { calls.count }

  /// Counts the call and returns what the wrapped service returns.
  public nonisolated(nonsending) func profile() async throws -> UserProfile {
    calls.record()
    return try await base.profile()
  }
}
