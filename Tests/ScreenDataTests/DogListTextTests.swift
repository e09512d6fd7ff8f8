import ScreenData
import Services
import Testing

@Suite struct DogListTextTests {
  @Test func aFailedLoadNamesTheReason() {
    #expect(
      DogListText.loadFailure(ServiceError.connectionLost)
        == "Could not load dogs: The network connection was lost.")
  }
}
