import PresentationTesting
import Testing

@testable import Services

@Suite(.timeLimit(.minutes(1))) struct InMemoryAuthenticationServiceTests {
  @Test func acceptsAdminAnd12345ByDefault() async throws {
    let session = try await InMemoryAuthenticationService()
      .logIn(with: Credentials(username: "Admin", password: "12345"))
    #expect(session == Session(username: "Admin"))
  }

  @Test(arguments: [
    Credentials(username: "Admin", password: "1234"),
    Credentials(username: "admin", password: "12345"),
    Credentials(username: "", password: ""),
    Credentials(username: "Admin ", password: "12345"),
  ])
  func rejectsAnyOtherCredentialsAsInvalid(credentials: Credentials) async {
    let service = InMemoryAuthenticationService()
    let error = await #expect(throws: ServiceError.self) {
      try await service.logIn(with: credentials)
    }
    #expect(error == .invalidCredentials)
  }

  @Test func acceptsTheCredentialsItIsGiven() async throws {
    let credentials = Credentials(username: "ada", password: "engine")
    let service = InMemoryAuthenticationService(accepting: credentials)
    #expect(try await service.logIn(with: credentials) == Session(username: "ada"))
    await #expect(throws: ServiceError.invalidCredentials) {
      try await service.logIn(with: SampleData.adminCredentials)
    }
  }

  @Test func failurePolicyAppliesEvenToTheRightCredentials() async {
    let service = InMemoryAuthenticationService(failure: .always(.connectionLost))
    await #expect(throws: ServiceError.connectionLost) {
      try await service.logIn(with: SampleData.adminCredentials)
    }
  }

  @Test func cancellingDuringTheCheckThrowsCancellation() async throws {
    let clock = TestClock()
    let service = InMemoryAuthenticationService(latency: .seconds(1), clock: clock)
    let request = Task { try await service.logIn(with: SampleData.adminCredentials) }
    try await clock.waitForSleepers(count: 1)
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
  }
}
