import PresentationTesting
import Services
import Testing

@Suite(.timeLimit(.minutes(1))) struct ControllableAuthenticationServiceTests {
  let service = ControllableAuthenticationService()

  @Test func recordsTheCredentialsOfEachRequest() async throws {
    let wrong = Credentials(username: "Admin", password: "nope")
    let first = Task { try await service.logIn(with: wrong) }
    try await service.waitForRequests(count: 1)
    let second = Task { try await service.logIn(with: SampleData.adminCredentials) }
    try await service.waitForRequests(count: 2)

    #expect(service.requests.map(\.argument) == [wrong, SampleData.adminCredentials])
    service.fail(0, with: ServiceError.invalidCredentials)
    service.resolve(1, with: Session(username: "Admin"))
    await #expect(throws: ServiceError.invalidCredentials) { try await first.value }
    #expect(try await second.value == Session(username: "Admin"))
  }

  @Test func cancelledLogInIgnoresALateAnswer() async throws {
    let request = Task { try await service.logIn(with: SampleData.adminCredentials) }
    try await service.waitForRequests(count: 1)
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
    #expect(!service.resolve(0, with: Session(username: "Admin")))
  }

  @Test func ignoresCancellationOnlyWhenAskedTo() {
    #expect(
      ControllableAuthenticationService(ignoringCancellation: true).pendingRequests
        .ignoresCancellation)
    #expect(!ControllableAuthenticationService().pendingRequests.ignoresCancellation)
  }
}
