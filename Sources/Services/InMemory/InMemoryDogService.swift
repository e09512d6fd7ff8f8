/// A ``DogService`` that answers from an array after a simulated latency.
public final class InMemoryDogService: DogService {
  /// The dogs every successful call returns.
  public let storedDogs: [Dog]
  private let simulator: RequestSimulator

  /// Creates a service that answers with `dogs`.
  ///
  /// - Parameters:
  ///   - dogs: The dogs to return; the seed's Alfred, Vinny and Lucky by default.
  ///   - latency: How long each call waits on `clock` before answering, 100 years at most
  ///     (see <doc:VirtualTimeAndFailures>); zero never suspends.
  ///   - clock: The clock the latency is slept on; a ``TestClock`` makes time virtual.
  ///   - failure: Which calls fail instead of answering.
  public init(
    dogs: [Dog] = SampleData.seedDogs,
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock(),
    failure: FailurePolicy = .never
  ) {
    self.storedDogs = dogs
    self.simulator = RequestSimulator(latency: latency, clock: clock, failure: failure)
  }

  /// Returns the stored dogs after the latency, unless the failure policy fails this call.
  public nonisolated(nonsending) func dogs() async throws -> [Dog] {
    try await simulator.perform { storedDogs }
  }
}
