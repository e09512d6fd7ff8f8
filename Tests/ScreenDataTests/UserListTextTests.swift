import ScreenData
import Services
import Testing

@Suite struct UserListTextTests {
  @Test func aFailedLoadNamesTheReason() {
    #expect(
      UserListText.loadFailure(ServiceError.timedOut)
        == "Could not load users: The request timed out.")
  }
}
