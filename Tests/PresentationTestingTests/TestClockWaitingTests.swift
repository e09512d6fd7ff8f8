import Services
import Testing

@testable import PresentationTesting

@Suite(.timeLimit(.minutes(1))) struct TestClockWaitingTests {
  @Test func aWaitForSleepersThatTimesOutSaysHowManySleep() async {
    let clock = TestClock()
    let error = await #expect(throws: WaitTimeout.self) {
      try await clock.waitForSleepers(count: 1, timeout: .milliseconds(20))
    }
    #expect(error?.expectation == "1 sleeper")
    #expect(error?.observed?.hasPrefix("0 sleeping at ") == true)
    #expect(error?.fileID == #fileID)
  }

  @Test func aWaitForSleepersReturnsOnceEnoughTasksSleep() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    try await clock.waitForSleepers(count: 1, timeout: .seconds(Int64.max))
    #expect(clock.sleepers() == 1)
    sleeper.cancel()
  }

  /// Every wait of the module takes its deadline here; the system's sleep traps beyond about
  /// 292 years of nanoseconds, so `.seconds(Int64.max)` must come back as a reachable instant.
  @Test(arguments: [Duration.seconds(Int64.max), .seconds(Int64.max / 2), .nanoseconds(Int64.max)])
  func aDeadlineIsClampedToAboutOneHundredYears(timeout: Duration) {
    let now = ContinuousClock.now
    let deadline = ContinuousClock.Instant.deadline(after: timeout)
    #expect(deadline >= now.advanced(by: ContinuousClock.Instant.longestTimeout))
    #expect(deadline < now.advanced(by: .seconds(101 * 365 * 24 * 3_600)))
  }
}
