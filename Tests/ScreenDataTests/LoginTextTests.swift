import ScreenData
import Services
import Testing

@Suite struct LoginTextTests {
  @Test func emptyFieldsAskForBoth() {
    #expect(LoginText.missingCredentials == "Please provide your username and password")
  }

  @Test func refusedCredentialsAreNotCorrectWithNoPrefix() {
    #expect(
      LoginText.attemptFailure(ServiceError.invalidCredentials)
        == "The provided credentials are not correct")
    #expect(LoginText.wrongCredentials == "The provided credentials are not correct")
  }

  @Test func anotherFailureNamesTheReason() {
    #expect(
      LoginText.attemptFailure(ServiceError.timedOut)
        == "Could not log in: The request timed out.")
  }
}
