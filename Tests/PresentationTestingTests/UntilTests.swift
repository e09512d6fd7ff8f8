import PresentationTesting
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct UntilTests {
  @MainActor
  final class Flag {
    var isSet = false
  }

  @Test func returnsAtOnceWhenTheConditionHolds() async throws {
    var checks = 0
    try await until {
      checks += 1
      return true
    }
    #expect(checks == 1)
  }

  /// NB: the limit is the suite's, not the default 5 s. The other task needs 20 turns of the
  /// main actor, which the whole test run shares: other suites' main-actor work, queued between
  /// those turns, made the default run out now and then (after 2 to 11 checks) with nothing
  /// wrong here.
  @Test func waitsForWorkTheMainActorDoesOnLaterTurns() async throws {
    let flag = Flag()
    Task {
      for _ in 0..<20 {
        await Task.yield()
      }
      flag.isSet = true
    }
    #expect(!flag.isSet)
    try await until(timeout: .seconds(50)) { flag.isSet }
    #expect(flag.isSet)
  }

  @Test func waitsForWorkDoneOffTheMainActor() async throws {
    let flag = Flag()
    Task.detached {
      var total = 0
      for number in 0..<100_000 {
        total &+= number
      }
      await MainActor.run { [total] in flag.isSet = total > 0 }
    }
    try await until("the detached work", timeout: .seconds(50)) { flag.isSet }
    #expect(flag.isSet)
  }

  @Test func throwsWaitTimeoutNamingTheExpectationAndThePlace() async throws {
    let error = await #expect(throws: WaitTimeout.self) {
      try await until("the spinner to hide", timeout: .milliseconds(20), line: 7) { false }
    }
    #expect(error?.expectation == "the spinner to hide")
    #expect(error?.timeout == .milliseconds(20))
    #expect(error?.fileID == #fileID)
    #expect(error?.line == 7)
    #expect(error?.observed?.hasPrefix("false at each of ") == true)
    #expect(
      error?.description.hasPrefix(
        "Timed out after 0.02 seconds at PresentationTestingTests/UntilTests.swift:7 waiting for "
          + "the spinner to hide; so far: false at each of ") == true)
  }

  @Test func rethrowsWhatTheConditionThrows() async {
    struct Broken: Error {}
    await #expect(throws: Broken.self) {
      try await until { throw Broken() }
    }
  }

  @Test func cancellingTheWaitingTaskEndsItWithCancellationError() async {
    let wait = Task { try await until { false } }
    wait.cancel()
    await #expect(throws: CancellationError.self) { try await wait.value }
  }
}
