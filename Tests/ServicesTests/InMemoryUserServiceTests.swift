import PresentationTesting
import Testing

@testable import Services

@Suite(.timeLimit(.minutes(1))) struct InMemoryUserServiceTests {
  @Test func answersWithTheSeedUsersByDefault() async throws {
    let users = try await InMemoryUserService().users()
    #expect(users == SampleData.seedUsers)
  }

  @Test func zeroLatencyAnswersWithoutSleepingOnTheClock() async throws {
    let clock = TestClock()
    let service = InMemoryUserService(users: [], clock: clock)
    // Nobody advances the clock: a sleep, even of zero, would hang here.
    let users = try await service.users()
    #expect(users.isEmpty)
    #expect(clock.now == TestClock.Instant(offset: .zero))
  }

  @Test func requestIsStillPendingJustBeforeItsLatencyAndAnswersWhenItEnds() async throws {
    let clock = TestClock()
    let service = InMemoryUserService(latency: .seconds(2), clock: clock)
    let request = Task { try await service.users() }
    try await clock.waitForSleepers(count: 1)

    clock.advance(by: .milliseconds(1_900))
    #expect(clock.sleepers() == 1)

    clock.advance(by: .milliseconds(100))
    #expect(clock.sleepers() == 0)
    #expect(try await request.value == SampleData.seedUsers)
  }

  @Test func immediateClockAnswersAtOnceAndMovesItsTimeByTheLatency() async throws {
    let clock = ImmediateClock()
    let service = InMemoryUserService(latency: .seconds(2), clock: clock)
    #expect(try await service.users() == SampleData.seedUsers)
    #expect(clock.now == ImmediateClock.Instant(offset: .seconds(2)))
  }

  @Test func cancellingDuringTheLatencyThrowsCancellationAtOnce() async throws {
    let clock = TestClock()
    let service = InMemoryUserService(latency: .seconds(2), clock: clock)
    let request = Task { try await service.users() }
    try await clock.waitForSleepers(count: 1)

    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
    #expect(clock.sleepers() == 0)
  }

  @Test func cancelledRequestNeverAnswersLateEvenWhenTheClockIgnoresCancellation() async throws {
    let clock = TestClock()
    let service = InMemoryUserService(
      latency: .seconds(2),
      clock: UncancellableClock(base: clock)
    )
    let request = Task { try await service.users() }
    try await clock.waitForSleepers(count: 1)

    request.cancel()
    #expect(clock.sleepers() == 1)  // the clock did not notice
    clock.advance(by: .seconds(2))
    await #expect(throws: CancellationError.self) { try await request.value }
  }

  /// `.seconds(Int64.max)` is more than the system's clocks can sleep (their deadline in
  /// seconds overflows): the call waits "forever", until it is cancelled, instead of trapping.
  @Test func anEndlessLatencyOnTheSystemClockWaitsUntilCancelledInsteadOfTrapping() async {
    let (started, sleeping) = AsyncStream.makeStream(of: Void.self)
    let service = InMemoryUserService(
      latency: .seconds(Int64.max), clock: SleepReportingClock(started: sleeping))
    let request = Task { try await service.users() }
    var sleeps = started.makeAsyncIterator()
    await sleeps.next()
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
  }

  /// A latency is slept as 100 years (of 365 days) at most, on every clock.
  @Test func anEndlessLatencyOnVirtualClocksIsSleptAsAHundredYears() async throws {
    let hundredYears = Duration.seconds(100 * 365 * 86_400)
    let immediate = ImmediateClock()
    let service = InMemoryUserService(latency: .seconds(Int64.max), clock: immediate)
    #expect(try await service.users() == SampleData.seedUsers)
    #expect(immediate.now == ImmediateClock.Instant(offset: hundredYears))

    let clock = TestClock()
    let waiting = InMemoryUserService(latency: .seconds(Int64.max), clock: clock)
    let request = Task { try await waiting.users() }
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: hundredYears - .nanoseconds(1))
    #expect(clock.sleepers() == 1)
    clock.advance(by: .nanoseconds(1))
    #expect(try await request.value == SampleData.seedUsers)
  }

  @Test func requestFromAnAlreadyCancelledTaskThrowsWithoutSleeping() async {
    let clock = TestClock()
    let service = InMemoryUserService(latency: .seconds(2), clock: clock)
    let request = Task {
      cancelCurrentTask()
      return try await service.users()
    }
    await #expect(throws: CancellationError.self) { try await request.value }
    #expect(clock.sleepers() == 0)
  }

  @Test func cancelledZeroLatencyRequestThrowsCancellation() async {
    let service = InMemoryUserService()
    let request = Task {
      cancelCurrentTask()
      return try await service.users()
    }
    await #expect(throws: CancellationError.self) { try await request.value }
  }

  @Test func alwaysFailingServiceThrowsItsErrorAfterTheLatency() async throws {
    let clock = TestClock()
    let service = InMemoryUserService(
      latency: .seconds(1),
      clock: clock,
      failure: .always(.connectionLost)
    )
    let request = Task { try await service.users() }
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(1))
    let error = await #expect(throws: ServiceError.self) { try await request.value }
    #expect(error == .connectionLost)
    #expect(error?.reason == "The network connection was lost.")
  }

  @Test func everyNthCallPolicyFailsTheNthAndTwoNthCalls() async {
    let service = InMemoryUserService(failure: .everyNthCall(2, .server(statusCode: 503)))
    var outcomes: [String] = []
    for _ in 1...5 {
      do {
        _ = try await service.users()
        outcomes.append("ok")
      } catch let error as ServiceError {
        outcomes.append(error.reason)
      } catch {
        outcomes.append("unexpected \(error)")
      }
    }
    let failure = "The server responded with status 503."
    #expect(outcomes == ["ok", failure, "ok", failure, "ok"])
  }
}
