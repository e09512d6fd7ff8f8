public import Services

/// A `DogService` that counts its calls and forwards each to the service it wraps.
public final class SpyDogService: DogService {
  /// The service that answers the calls.
  public let base: any DogService
  private let calls = CallRecorder<Void>()

  /// Creates a spy that forwards to `base`.
  public init(wrapping base: any DogService) {
    self.base = base
  }

  /// The number of ``dogs()`` calls made so far, counted when they start.
  public var callCount: Int { calls.count }

  /// Counts the call and returns what the wrapped service returns.
  public nonisolated(nonsending) func dogs() async throws -> [Dog] {
    calls.record()
    return try await base.dogs()
  }
}
