import PresentationTesting
import Services
import Testing

@Suite(.timeLimit(.minutes(1))) struct SpyDogServiceTests {
  @Test func countsCallsAndForwardsTheAnswers() async throws {
    let spy = SpyDogService(wrapping: InMemoryDogService())
    #expect(try await spy.dogs() == SampleData.seedDogs)
    _ = try await spy.dogs()
    _ = try await spy.dogs()
    #expect(spy.callCount == 3)
  }
}
