import PresentationTesting
import Testing

@testable import Services

@Suite(.timeLimit(.minutes(1))) struct InMemoryProfileServiceTests {
  @Test func answersWithAliceByDefault() async throws {
    let profile = try await InMemoryProfileService().profile()
    #expect(profile == UserProfile(name: "Alice"))
  }

  @Test func answersAfterTheLatency() async throws {
    let clock = TestClock()
    let service = InMemoryProfileService(
      profile: UserProfile(name: "Bob"),
      latency: .seconds(1),
      clock: clock
    )
    let request = Task { try await service.profile() }
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(1))
    #expect(try await request.value == UserProfile(name: "Bob"))
  }

  @Test func cancellingDuringTheLatencyThrowsCancellation() async throws {
    let clock = TestClock()
    let service = InMemoryProfileService(latency: .seconds(1), clock: clock)
    let request = Task { try await service.profile() }
    try await clock.waitForSleepers(count: 1)
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
  }

  @Test func everyNthCallPolicyFailsOnlyThoseCalls() async throws {
    let service = InMemoryProfileService(failure: .everyNthCall(2, .connectionLost))
    #expect(try await service.profile() == SampleData.seedProfile)
    let error = await #expect(throws: ServiceError.self) { try await service.profile() }
    #expect(error == .connectionLost)
    #expect(try await service.profile() == SampleData.seedProfile)
  }
}
