import Testing

@testable import Services

@Suite(.timeLimit(.minutes(1))) struct ImmediateClockTests {
  @Test func sleepReturnsAtOnceAndMovesTimeByTheDuration() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(2))
    try await clock.sleep(for: .milliseconds(500))
    #expect(clock.now == ImmediateClock.Instant(offset: .milliseconds(2_500)))
  }

  @Test func sleepingUntilAnEarlierInstantLeavesTimeAlone() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(2))
    try await clock.sleep(until: ImmediateClock.Instant(offset: .seconds(1)))
    #expect(clock.now == ImmediateClock.Instant(offset: .seconds(2)))
  }

  @Test func sleepInACancelledTaskThrowsAndLeavesTimeAlone() async {
    let clock = ImmediateClock()
    let sleeper = Task {
      cancelCurrentTask()
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.now == ImmediateClock.Instant(offset: .zero))
  }
}
