import PresentationTesting
import Testing

@Suite(.timeLimit(.minutes(1))) struct CallRecorderTests {
  @Test func recordsArgumentsInOrder() {
    let recorder = CallRecorder<String>()
    recorder.record("a")
    recorder.record("b")
    #expect(recorder.arguments == ["a", "b"])
    #expect(recorder.count == 2)
  }

  @Test func recordsCallsFromManyTasksWithoutLosingAny() async {
    let recorder = CallRecorder<Void>()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<1_000 {
        group.addTask { recorder.record() }
      }
    }
    #expect(recorder.count == 1_000)
  }

  @Test func waitForCallsReturnsAtOnceWhenEnoughAreRecorded() async throws {
    let recorder = CallRecorder<String>()
    recorder.record("a")
    recorder.record("b")
    #expect(try await recorder.waitForCalls(count: 2) == ["a", "b"])
  }

  @Test func waitForCallsResumesWhenACallElsewhereReachesTheCount() async throws {
    let recorder = CallRecorder<String>()
    Task.detached {
      recorder.record("a")
      recorder.record("b")
    }
    let calls = try await recorder.waitForCalls(count: 2)
    #expect(calls.prefix(2) == ["a", "b"])
  }

  @Test func waitForCallsThatTimesOutSaysWhatWasRecorded() async {
    let recorder = CallRecorder<String>()
    recorder.record("a")
    let error = await #expect(throws: WaitTimeout.self) {
      try await recorder.waitForCalls(count: 2, timeout: .milliseconds(20))
    }
    #expect(error?.expectation == "2 calls")
    #expect(error?.observed == #"1 call: ["a"]"#)
  }

  @Test func waitForCallFindsAMatchRecordedBefore() async throws {
    let recorder = CallRecorder<String>()
    recorder.record("spinner")
    recorder.record("rows")
    #expect(try await recorder.waitForCall { $0.hasPrefix("r") } == "rows")
  }

  @Test func waitForCallWaitsPastCallsThatDoNotMatch() async throws {
    let recorder = CallRecorder<Int>()
    Task.detached {
      for number in 1...5 {
        recorder.record(number)
      }
    }
    #expect(try await recorder.waitForCall { $0 > 3 } == 4)
  }

  @Test func waitForCallFromAnIndexIgnoresEarlierCalls() async throws {
    let recorder = CallRecorder<String>()
    recorder.record("hide")
    let start = recorder.count
    Task.detached {
      recorder.record("show")
      recorder.record("hide")
    }
    #expect(try await recorder.waitForCall(from: start) { $0 == "hide" } == "hide")
    #expect(recorder.arguments == ["hide", "show", "hide"])
  }

  @Test func waitForCallThatTimesOutSaysWhatWasRecorded() async {
    let recorder = CallRecorder<String>()
    recorder.record("a")
    let error = await #expect(throws: WaitTimeout.self) {
      try await recorder.waitForCall(timeout: .milliseconds(20)) { $0 == "b" }
    }
    #expect(error?.expectation == "a matching call")
    #expect(error?.observed == #"1 call: ["a"]"#)
  }

  @Test func cancellingAWaitEndsItWithCancellationError() async {
    let recorder = CallRecorder<Void>()
    let wait = Task { try await recorder.waitForCalls(count: 1) }
    wait.cancel()
    await #expect(throws: CancellationError.self) { try await wait.value }
  }
}
