import PresentationTesting
import Services
import Testing

@Suite(.timeLimit(.minutes(1))) struct SpyUserServiceTests {
  @Test func countsCallsAndForwardsTheAnswers() async throws {
    let spy = SpyUserService(wrapping: InMemoryUserService())
    #expect(spy.callCount == 0)
    #expect(try await spy.users() == SampleData.seedUsers)
    _ = try await spy.users()
    #expect(spy.callCount == 2)
  }

  @Test func countsFailedCallsAndForwardsTheError() async {
    let spy = SpyUserService(wrapping: InMemoryUserService(failure: .always(.timedOut)))
    await #expect(throws: ServiceError.timedOut) { try await spy.users() }
    #expect(spy.callCount == 1)
  }

  @Test func countsACallWhenItStartsEvenIfItIsStillPending() async throws {
    let controllable = ControllableUserService()
    let spy = SpyUserService(wrapping: controllable)
    let request = Task { try await spy.users() }
    try await controllable.waitForRequests(count: 1)
    #expect(spy.callCount == 1)
    request.cancel()
  }
}
