import Foundation
import ScreenData
import Services
import Testing

@Suite struct ErrorReasonShownToUserTests {
  /// An error from outside the services, which explains itself the Foundation way.
  struct DiskFull: LocalizedError {
    var errorDescription: String? { "The disk is full." }
  }

  /// An error that claims to explain itself but says nothing.
  struct Speechless: LocalizedError {
    let errorDescription: String?
  }

  /// An error that says nothing about itself: on Darwin its `localizedDescription` is
  /// "The operation couldn’t be completed. (ScreenDataTests.ErrorReasonShownToUserTests.Plain
  /// error 1.)".
  struct Plain: Error {}

  @Test(arguments: [
    ServiceError.connectionLost, .timedOut, .server(statusCode: 503), .invalidCredentials,
  ])
  func aServiceErrorGivesItsReason(error: ServiceError) {
    #expect(error.reasonShownToUser == error.reason)
  }

  @Test func theReasonIsTheServicesSentenceVerbatim() {
    #expect(ServiceError.timedOut.reasonShownToUser == "The request timed out.")
    #expect(
      ServiceError.server(statusCode: 503).reasonShownToUser
        == "The server responded with status 503.")
  }

  @Test func aLocalizedErrorGivesItsDescription() {
    let error: any Error = DiskFull()

    #expect(error.reasonShownToUser == "The disk is full.")
  }

  @Test(arguments: [nil, "", " ", "\n\t"])
  func aLocalizedErrorWithoutReadableTextGivesTheUnexplainedReason(description: String?) {
    let error: any Error = Speechless(errorDescription: description)

    #expect(error.reasonShownToUser == "Something went wrong.")
  }

  @Test func aPlainErrorGivesTheUnexplainedReasonNotItsTypeName() {
    let error: any Error = Plain()

    #expect(error.reasonShownToUser == "Something went wrong.")
  }

  @Test func aCancellationErrorGivesTheUnexplainedReason() {
    let error: any Error = CancellationError()

    #expect(error.reasonShownToUser == "Something went wrong.")
  }

  @Test func aFoundationErrorGivesTheDescriptionInItsUserInfo() {
    let error: any Error = NSError(
      domain: "Disk", code: 28, userInfo: [NSLocalizedDescriptionKey: "The disk is full."])

    #expect(error.reasonShownToUser == "The disk is full.")
  }

  @Test func aURLErrorGivesTheDescriptionInItsUserInfo() {
    let error: any Error = URLError(
      .notConnectedToInternet,
      userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."])

    #expect(error.reasonShownToUser == "The Internet connection appears to be offline.")
  }

  @Test func aFoundationErrorWithoutADescriptionGivesTheUnexplainedReason() {
    let error: any Error = NSError(domain: "Disk", code: 28)

    #expect(error.reasonShownToUser == "Something went wrong.")
  }

  @Test func theUnexplainedReasonIsOneSentence() {
    #expect(FailureReason.unexplained == "Something went wrong.")
  }

  @Test(arguments: [
    UserListText.loadFailure(Plain()), DogListText.loadFailure(Plain()),
    BookSearchText.loadFailure(Plain()), BookSearchText.searchFailure(Plain()),
    LoginText.attemptFailure(Plain()), ProfileText.loadFailure(Plain()),
  ])
  func noFailureTextEndsWithADanglingColon(text: String) {
    #expect(text.hasSuffix(": Something went wrong."))
  }
}
