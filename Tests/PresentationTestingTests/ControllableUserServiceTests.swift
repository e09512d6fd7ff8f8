import PresentationTesting
import Services
import Testing

@Suite(.timeLimit(.minutes(1))) struct ControllableUserServiceTests {
  let service = ControllableUserService()

  @Test func holdsTheRequestInFlightUntilResolved() async throws {
    let request = Task { try await service.users() }
    try await service.waitForRequests(count: 1)
    #expect(service.requests.map(\.state) == [.pending])
    service.resolve(0, with: SampleData.seedUsers)
    #expect(try await request.value == SampleData.seedUsers)
  }

  @Test func olderRequestCanAnswerAfterANewerOne() async throws {
    let older = Task { try await service.users() }
    try await service.waitForRequests(count: 1)
    let newer = Task { try await service.users() }
    try await service.waitForRequests(count: 2)

    service.resolve(1, with: [])
    #expect(try await newer.value == [])
    #expect(service.requests.map(\.state) == [.pending, .resolved])
    service.resolve(0, with: SampleData.seedUsers)
    #expect(try await older.value == SampleData.seedUsers)
  }

  @Test func failureReachesTheCaller() async throws {
    let request = Task { try await service.users() }
    try await service.waitForRequests(count: 1)
    service.fail(service.requests[0], with: ServiceError.connectionLost)
    await #expect(throws: ServiceError.connectionLost) { try await request.value }
  }

  @Test func closingTheScreenMidRequestCancelsIt() async throws {
    let request = Task { try await service.users() }
    try await service.waitForRequests(count: 1)
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(!service.resolve(0, with: SampleData.seedUsers))
  }

  @Test func ignoresCancellationOnlyWhenAskedTo() {
    #expect(ControllableUserService(ignoringCancellation: true).pendingRequests.ignoresCancellation)
    #expect(!ControllableUserService().pendingRequests.ignoresCancellation)
  }
}
