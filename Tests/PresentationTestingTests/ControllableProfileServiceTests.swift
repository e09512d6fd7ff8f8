import PresentationTesting
import Services
import Testing

@Suite(.timeLimit(.minutes(1))) struct ControllableProfileServiceTests {
  let service = ControllableProfileService()

  @Test func refreshAfterAFailureIsASecondRequest() async throws {
    let first = Task { try await service.profile() }
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.timedOut)
    await #expect(throws: ServiceError.timedOut) { try await first.value }

    let second = Task { try await service.profile() }
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedProfile)
    #expect(try await second.value == UserProfile(name: "Alice"))
    #expect(service.requests.map(\.state) == [.failed, .resolved])
  }

  @Test func cancelledRequestIsMarkedCancelled() async throws {
    let request = Task { try await service.profile() }
    try await service.waitForRequests(count: 1)
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
    #expect(service.requests.map(\.state) == [.cancelled])
  }

  @Test func ignoresCancellationOnlyWhenAskedTo() {
    #expect(
      ControllableProfileService(ignoringCancellation: true).pendingRequests.ignoresCancellation)
    #expect(!ControllableProfileService().pendingRequests.ignoresCancellation)
  }
}
