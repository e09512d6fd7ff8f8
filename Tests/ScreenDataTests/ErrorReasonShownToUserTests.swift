import Foundation
import ScreenData
import Services
import Testing

@Suite struct ErrorReasonShownToUserTests {
  /// An error from outside the services, which explains itself the Foundation way.
  struct DiskFull: LocalizedError {
    var errorDescription: String? { "The disk is full." }
  }

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

  @Test func anotherErrorGivesTheSystemsDescription() {
    let error: any Error = DiskFull()

    #expect(error.reasonShownToUser == "The disk is full.")
    #expect(error.reasonShownToUser == error.localizedDescription)
  }
}
