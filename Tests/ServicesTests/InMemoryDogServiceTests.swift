import PresentationTesting
import Testing

@testable import Services

@Suite(.timeLimit(.minutes(1))) struct InMemoryDogServiceTests {
  @Test func answersWithTheSeedDogsByDefault() async throws {
    let dogs = try await InMemoryDogService().dogs()
    #expect(dogs == SampleData.seedDogs)
  }

  @Test func answersWithTheGivenDogsAfterTheLatency() async throws {
    let clock = TestClock()
    let dogs = SampleData.dogs(count: 5, seed: 1)
    let service = InMemoryDogService(dogs: dogs, latency: .milliseconds(500), clock: clock)
    let request = Task { try await service.dogs() }
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(499))
    #expect(clock.sleepers() == 1)
    clock.advance(by: .milliseconds(1))
    #expect(try await request.value == dogs)
  }

  @Test func cancellingDuringTheLatencyThrowsCancellation() async throws {
    let clock = TestClock()
    let service = InMemoryDogService(latency: .seconds(2), clock: clock)
    let request = Task { try await service.dogs() }
    try await clock.waitForSleepers(count: 1)
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
  }

  @Test func failurePolicyFailsWithItsError() async {
    let service = InMemoryDogService(failure: .always(.timedOut))
    let error = await #expect(throws: ServiceError.self) { try await service.dogs() }
    #expect(error?.reason == "The request timed out.")
  }
}
