import PresentationTesting
import Services
import Testing

@Suite(.timeLimit(.minutes(1))) struct SpyAuthenticationServiceTests {
  @Test func recordsTheCredentialsOfEveryLogIn() async throws {
    let spy = SpyAuthenticationService(wrapping: InMemoryAuthenticationService())
    let wrong = Credentials(username: "Admin", password: "54321")
    await #expect(throws: ServiceError.invalidCredentials) { try await spy.logIn(with: wrong) }
    #expect(try await spy.logIn(with: SampleData.adminCredentials) == Session(username: "Admin"))
    #expect(spy.callCount == 2)
    #expect(spy.recordedCredentials == [wrong, SampleData.adminCredentials])
  }
}
