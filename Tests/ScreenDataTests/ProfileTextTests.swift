import ScreenData
import Services
import Testing

@Suite struct ProfileTextTests {
  @Test(arguments: [("Alice", "User: ALICE"), ("élodie", "User: ÉLODIE"), ("", "User: ")])
  func theNameIsShownUppercasedAfterUser(name: String, text: String) {
    #expect(ProfileText.userName(of: UserProfile(name: name)) == text)
  }

  @Test func aFailedLoadNamesTheReason() {
    #expect(
      ProfileText.loadFailure(ServiceError.connectionLost)
        == "Failed to load user: The network connection was lost.")
  }
}
