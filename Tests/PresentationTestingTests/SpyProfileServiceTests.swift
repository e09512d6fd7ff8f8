import PresentationTesting
import Services
import Testing

@Suite(.timeLimit(.minutes(1))) struct SpyProfileServiceTests {
  @Test func countsCallsAndForwardsAnswersAndErrors() async throws {
    let spy = SpyProfileService(
      wrapping: InMemoryProfileService(failure: .everyNthCall(2, .connectionLost))
    )
    #expect(try await spy.profile() == SampleData.seedProfile)
    await #expect(throws: ServiceError.connectionLost) { try await spy.profile() }
    #expect(spy.callCount == 2)
  }
}
