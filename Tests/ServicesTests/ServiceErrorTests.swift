import Foundation
import Testing

@testable import Services

@Suite struct ServiceErrorTests {
  @Test func reasonsAreSentencesAScreenCanShowVerbatim() {
    #expect(ServiceError.connectionLost.reason == "The network connection was lost.")
    #expect(ServiceError.timedOut.reason == "The request timed out.")
    #expect(ServiceError.server(statusCode: 503).reason == "The server responded with status 503.")
  }

  @Test func invalidCredentialsReasonIsTheLoginScreenText() {
    #expect(ServiceError.invalidCredentials.reason == "The provided credentials are not correct")
  }

  @Test(arguments: [
    ServiceError.connectionLost, .timedOut, .server(statusCode: 500), .invalidCredentials,
  ])
  func localizedDescriptionIsTheReason(error: ServiceError) {
    let asError: any Error = error
    #expect(asError.localizedDescription == error.reason)
  }

  @Test func serverErrorsWithDifferentStatusCodesDiffer() {
    #expect(ServiceError.server(statusCode: 500) != .server(statusCode: 503))
    #expect(ServiceError.server(statusCode: 503) == .server(statusCode: 503))
  }
}
