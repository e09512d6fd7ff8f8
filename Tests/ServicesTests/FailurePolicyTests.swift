import Testing

@testable import Services

@Suite struct FailurePolicyTests {
  @Test func neverFailsAnyCall() {
    let errors = (1...10).map { FailurePolicy.never.error(forCall: $0) }
    #expect(errors.allSatisfy { $0 == nil })
  }

  @Test func alwaysFailsEveryCallWithItsError() {
    let errors = (1...10).map { FailurePolicy.always(.timedOut).error(forCall: $0) }
    #expect(errors.allSatisfy { $0 == .timedOut })
  }

  @Test func everyNthCallFailsCallsNAnd2NOnly() {
    let policy = FailurePolicy.everyNthCall(3, .connectionLost)
    let failing = (1...9).filter { policy.error(forCall: $0) != nil }
    #expect(failing == [3, 6, 9])
    #expect(policy.error(forCall: 6) == .connectionLost)
  }

  @Test func everyFirstCallFailsEveryCall() {
    let policy = FailurePolicy.everyNthCall(1, .server(statusCode: 500))
    #expect(
      (1...4).map { policy.error(forCall: $0) }
        == Array(repeating: .server(statusCode: 500), count: 4))
  }
}
