/// A ``ProfileService`` that answers with a fixed profile after a simulated latency.
public final class InMemoryProfileService: ProfileService {
  /// The profile every successful call returns.
  public let storedProfile: UserProfile
  private let simulator: RequestSimulator

  /// Creates a service that answers with `profile`.
  ///
  /// - Parameters:
  ///   - profile: The profile to return; Alice by default.
  ///   - latency: How long each call waits on `clock` before answering, 100 years at most
  ///     (see <doc:VirtualTimeAndFailures>); zero never suspends.
  ///   - clock: The clock the latency is slept on; a ``TestClock`` makes time virtual.
  ///   - failure: Which calls fail instead of answering.
  public init(
    profile: UserProfile = SampleData.seedProfile,
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock(),
    failure: FailurePolicy = .never
  ) {
    self.storedProfile = profile
    self.simulator = RequestSimulator(latency: latency, clock: clock, failure: failure)
  }

  /// Returns the stored profile after the latency, unless the failure policy fails this call.
  public nonisolated(nonsending) func profile() async throws -> UserProfile {
    try await simulator.perform { storedProfile }
  }
}
