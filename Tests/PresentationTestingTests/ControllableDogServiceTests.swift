import PresentationTesting
import Services
import Testing

@Suite(.timeLimit(.minutes(1))) struct ControllableDogServiceTests {
  let service = ControllableDogService()

  @Test func holdsTheRequestInFlightUntilResolved() async throws {
    let request = Task { try await service.dogs() }
    try await service.waitForRequests(count: 1)
    #expect(service.requests.map(\.state) == [.pending])
    service.resolve(0, with: SampleData.seedDogs)
    #expect(try await request.value == SampleData.seedDogs)
  }

  @Test func cancelledRequestIgnoresALateAnswer() async throws {
    let request = Task { try await service.dogs() }
    try await service.waitForRequests(count: 1)
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
    #expect(!service.resolve(0, with: SampleData.seedDogs))
  }

  @Test func aServiceThatIgnoresCancellationStillAnswersACancelledCaller() async throws {
    let service = ControllableDogService(ignoringCancellation: true)
    let request = Task { try await service.dogs() }
    try await service.waitForRequests(count: 1)
    request.cancel()

    #expect(service.requests.map(\.callerWasCancelled) == [true])
    #expect(service.resolve(0, with: SampleData.seedDogs))
    #expect(try await request.value == SampleData.seedDogs)
  }
}
