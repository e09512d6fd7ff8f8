import PresentationTesting
import Testing

@testable import Services

@Suite(.timeLimit(.minutes(1))) struct TestClockTests {
  @Test func timeStartsAtZeroAndMovesOnlyWhenAdvanced() {
    let clock = TestClock()
    #expect(clock.now == TestClock.Instant(offset: .zero))
    clock.advance(by: .seconds(3))
    clock.advance(to: clock.now.advanced(by: .milliseconds(250)))
    #expect(clock.now == TestClock.Instant(offset: .milliseconds(3_250)))
  }

  @Test func timeNeverGoesBackwards() {
    let clock = TestClock()
    clock.advance(by: .seconds(5))
    clock.advance(to: TestClock.Instant(offset: .seconds(1)))
    clock.advance(by: .seconds(-2))
    #expect(clock.now == TestClock.Instant(offset: .seconds(5)))
  }

  @Test func sleepingUntilAPassedDeadlineReturnsAtOnce() async throws {
    let clock = TestClock()
    clock.advance(by: .seconds(1))
    try await clock.sleep(until: TestClock.Instant(offset: .milliseconds(500)))
    try await clock.sleep(for: .zero)
    #expect(clock.sleepers() == 0)
  }

  @Test func sleeperWakesOnlyWhenTimeReachesItsDeadline() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(2)) }
    try await clock.waitForSleepers(count: 1)

    clock.advance(by: .milliseconds(1_999))
    #expect(clock.sleepers() == 1)
    clock.advance(by: .milliseconds(1))
    #expect(clock.sleepers() == 0)
    try await sleeper.value
  }

  @Test func sleepersWakeInDeadlineOrderThenInTheOrderTheyStarted() async throws {
    let clock = TestClock()
    let executor = SerialTaskExecutor()
    let log = Log<String>()
    var sleepers: [Task<Void, any Error>] = []
    for (name, seconds) in [("c", 3), ("a1", 1), ("b", 2), ("a2", 1), ("a3", 1)] {
      sleepers.append(
        Task(executorPreference: executor) {
          try await clock.sleep(for: .seconds(seconds))
          log.append(name)
        })
      // One at a time, so the start order is the order above.
      try await clock.waitForSleepers(count: sleepers.count)
    }

    clock.advance(by: .seconds(10))
    for sleeper in sleepers {
      try await sleeper.value
    }
    #expect(log.elements == ["a1", "a2", "a3", "b", "c"])
  }

  @Test func advancingPartWayWakesOnlyTheDueSleepers() async throws {
    let clock = TestClock()
    let early = Task { try await clock.sleep(for: .seconds(1)) }
    let late = Task { try await clock.sleep(for: .seconds(3)) }
    try await clock.waitForSleepers(count: 2)

    clock.advance(by: .seconds(2))
    try await early.value
    #expect(clock.sleepers() == 1)
    clock.advance(by: .seconds(1))
    try await late.value
    #expect(clock.sleepers() == 0)
  }

  @Test func cancellingASleeperThrowsAtOnceAndRemovesIt() async throws {
    let clock = TestClock()
    let cancelled = Task { try await clock.sleep(for: .seconds(1)) }
    let other = Task { try await clock.sleep(for: .seconds(1)) }
    try await clock.waitForSleepers(count: 2)

    cancelled.cancel()
    await #expect(throws: CancellationError.self) { try await cancelled.value }
    #expect(clock.sleepers() == 1)
    clock.advance(by: .seconds(1))
    await #expect(throws: Never.self) { try await other.value }
  }

  @Test func sleepingInACancelledTaskThrowsWithoutRegistering() async {
    let clock = TestClock()
    let sleeper = Task {
      cancelCurrentTask()
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleepers() == 0)
  }

  @Test func sleepingUntilAPassedDeadlineInACancelledTaskThrows() async {
    let clock = TestClock()
    let sleeper = Task {
      cancelCurrentTask()
      try await clock.sleep(for: .zero)
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }

  @Test func waitingForSleepersReturnsOnceEnoughTasksSleep() async throws {
    let clock = TestClock()
    try await clock.waitForSleepers(count: 0)
    let sleepers = (1...3).map { seconds in
      Task { try await clock.sleep(for: .seconds(seconds)) }
    }
    try await clock.waitForSleepers(count: 3)
    #expect(clock.sleepers() == 3)
    try await clock.waitForSleepers(count: 2)  // already more than enough
    for sleeper in sleepers {
      sleeper.cancel()
    }
  }

  @Test func cancellingAWaitForSleepersEndsItWithCancellationError() async {
    let clock = TestClock()
    let waiter = Task { try await clock.waitForSleepers(count: 1) }
    waiter.cancel()
    // Nothing ever sleeps, so only the cancellation can end the wait.
    await #expect(throws: CancellationError.self) { try await waiter.value }
  }
}
