import PresentationTesting
import Signals
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct EmissionRecorderTests {
  enum Update: Equatable {
    case count(Int)
    case event(String)
  }

  /// An object a binding's closure holds, to see when the closure is released.
  final class Token {}

  @Test func recordsTheCurrentValueAtBindThenEveryChange() {
    let source = MutableObservable(1)
    let recorder = EmissionRecorder(source)
    #expect(recorder.values == [1])
    source.value = 2
    source.value = 2
    source.value = 3
    #expect(recorder.values == [1, 2, 2, 3])
    #expect(recorder.count == 4)
  }

  @Test func recordsOnlyWhatASignalSendsAfterBinding() {
    let signal = Signal<String>()
    signal.send("before")
    let recorder = EmissionRecorder(signal)
    #expect(recorder.values.isEmpty)
    signal.send("a")
    signal.send("b")
    #expect(recorder.values == ["a", "b"])
  }

  @Test func recordsTheReadOnlyEventsFaceOfASignalLikeARoute() {
    let sender = Signal<String>()
    let route: Events<String> = sender
    let recorder = EmissionRecorder(route)
    let mapped = EmissionRecorder<Int>()
    mapped.bind(route, as: \.count)
    sender.send("home")
    #expect(recorder.values == ["home"])
    #expect(mapped.values == [4])
  }

  @Test func recordsSeveralSourcesInTheOrderTheyEmit() {
    let count = MutableObservable(0)
    let events = Signal<String>()
    let recorder = EmissionRecorder<Update>()
    recorder.bind(count, as: Update.count)
    recorder.bind(events, as: Update.event)
    events.send("tap")
    count.value = 1
    #expect(recorder.values == [.count(0), .event("tap"), .count(1)])
  }

  @Test func derivedObservableIsRecordedLikeAnyOther() {
    let name = MutableObservable("")
    let recorder = EmissionRecorder(name.map { "Hello, \($0)" })
    name.value = "Ada"
    #expect(recorder.values == ["Hello, ", "Hello, Ada"])
  }

  @Test func nextReturnsEachValueOnceInOrderWhetherEmittedBeforeOrAfter() async throws {
    let signal = Signal<Int>()
    let recorder = EmissionRecorder(signal)
    signal.send(1)
    signal.send(2)
    #expect(try await recorder.next() == 1)
    #expect(try await recorder.next() == 2)
    // This task runs only once the test gives up the main actor, inside the next wait.
    Task { signal.send(3) }
    #expect(try await recorder.next() == 3)
    #expect(recorder.values == [1, 2, 3])
  }

  @Test func waitForCountReturnsEveryValueOnceEnoughAreRecorded() async throws {
    let source = MutableObservable(0)
    let recorder = EmissionRecorder(source)
    Task {
      source.value = 1
      await Task.yield()
      source.value = 2
    }
    #expect(try await recorder.waitForCount(3) == [0, 1, 2])
    #expect(try await recorder.waitForCount(1) == [0, 1, 2])
  }

  @Test func waitThatTimesOutSaysWhatWasRecorded() async {
    let recorder = EmissionRecorder(MutableObservable(true))
    let error = await #expect(throws: WaitTimeout.self) {
      try await recorder.waitForCount(3, timeout: .milliseconds(20))
    }
    #expect(error?.expectation == "3 values")
    #expect(error?.observed == "1 value: [true]")
    #expect(error?.fileID == #fileID)
  }

  @Test func nextCallsWaitingAtTheSameTimeEachReturnADifferentValue() async throws {
    let signal = Signal<Int>()
    let recorder = EmissionRecorder(signal)
    let first = Task { try await recorder.next() }
    let second = Task { try await recorder.next() }
    await Task.yield()  // both run up to their wait
    signal.send(1)
    signal.send(2)
    let values = [try await first.value, try await second.value]
    #expect(values.sorted() == [1, 2])
    #expect(recorder.take() == [])
  }

  /// What concurrent reads returned, in the order they returned.
  final class Reads {
    var values: [[Int]] = []
  }

  @Test func takeAtLeastCallsWaitingAtTheSameTimeEachReturnValuesOfTheirOwn() async throws {
    let signal = Signal<Int>()
    let recorder = EmissionRecorder(signal)
    let reads = Reads()
    let readers = (0..<2).map { _ in
      Task { reads.values.append(try await recorder.take(atLeast: 1)) }
    }
    await Task.yield()  // both run up to their wait
    signal.send(1)
    try await until { reads.values.count == 1 }
    signal.send(2)
    for reader in readers { try await reader.value }
    #expect(reads.values == [[1], [2]])
  }

  @Test func aTimeoutBeyondTheClocksRangeWaitsWithoutTrapping() async throws {
    let signal = Signal<Int>()
    let recorder = EmissionRecorder(signal)
    let waiter = Task { try await recorder.next(timeout: .seconds(Int64.max)) }
    await Task.yield()  // waiting, so asleep until the deadline
    signal.send(1)
    #expect(try await waiter.value == 1)
  }

  @Test func nextThatTimesOutNamesTheValueItWaitedFor() async throws {
    let signal = Signal<Int>()
    let recorder = EmissionRecorder(signal)
    signal.send(1)
    _ = try await recorder.next()
    let error = await #expect(throws: WaitTimeout.self) {
      try await recorder.next(timeout: .milliseconds(20))
    }
    #expect(error?.expectation == "value 2")
    #expect(error?.observed == "1 value: [1]")
    // A value that arrives later is still the next one.
    signal.send(2)
    #expect(try await recorder.next() == 2)
  }

  @Test func cancellingTheWaitingTaskEndsItWithCancellationError() async {
    let recorder = EmissionRecorder(Signal<Int>())
    let wait = Task { try await recorder.waitForCount(1) }
    wait.cancel()
    await #expect(throws: CancellationError.self) { try await wait.value }
  }

  @Test func takeReturnsTheValuesSinceTheLastReadAndKeepsThemAll() async throws {
    let source = MutableObservable(0)
    let recorder = EmissionRecorder(source)
    #expect(recorder.take() == [0])
    #expect(recorder.take() == [])
    source.value = 1
    source.value = 2
    #expect(recorder.take() == [1, 2])
    #expect(recorder.values == [0, 1, 2])
  }

  @Test func takeAndNextShareOnePosition() async throws {
    let signal = Signal<Int>()
    let recorder = EmissionRecorder(signal)
    signal.send(1)
    signal.send(2)
    #expect(try await recorder.next() == 1)
    #expect(recorder.take() == [2])
    signal.send(3)
    #expect(try await recorder.next() == 3)
  }

  @Test func takeAtLeastWaitsForNewValuesAndReturnsEveryUnreadOne() async throws {
    let source = MutableObservable(0)
    let recorder = EmissionRecorder(source)
    _ = recorder.take()
    // These run only once the test gives up the main actor, inside the wait; the second value
    // comes in the same turn as the first, so it is returned with it.
    Task {
      source.value = 1
      source.value = 2
    }
    #expect(try await recorder.take(atLeast: 1) == [1, 2])
    source.value = 3
    #expect(try await recorder.take(atLeast: 1) == [3])
  }

  @Test func takeAtLeastThatTimesOutSaysWhatItWaitedForAndReadsNothing() async throws {
    let recorder = EmissionRecorder(MutableObservable(true))
    let error = await #expect(throws: WaitTimeout.self) {
      try await recorder.take(atLeast: 2, timeout: .milliseconds(20))
    }
    #expect(error?.expectation == "2 new values")
    #expect(error?.observed == "1 value: [true]")
    #expect(recorder.take() == [true])
  }

  @Test func waitForValueReturnsAtOnceAMatchRecordedBefore() async throws {
    let source = MutableObservable(0)
    let recorder = EmissionRecorder(source)
    source.value = 1
    source.value = 2
    #expect(try await recorder.waitForValue(1) == 1)
    #expect(try await recorder.waitForValue { $0 > 0 } == 1)
    // The waits leave the values that `next()` returns alone.
    #expect(try await recorder.next() == 0)
  }

  @Test func waitForValueReturnsAMatchEmittedWhileItWaits() async throws {
    let signal = Signal<Int>()
    let recorder = EmissionRecorder(signal)
    signal.send(1)
    let checked = CallRecorder<Int>()
    let wait = Task {
      try await recorder.waitForValue { value in
        checked.record(value)
        return value > 2
      }
    }
    // The wait has looked at 1 and given up the main actor: what follows is emitted later.
    try await checked.waitForCalls(count: 1)
    signal.send(2)
    signal.send(3)
    signal.send(4)
    #expect(try await wait.value == 3)
    #expect(checked.arguments == [1, 2, 3])
  }

  @Test func waitForValueFromAnIndexIgnoresEarlierValues() async throws {
    let source = MutableObservable(false)
    let recorder = EmissionRecorder(source)
    source.value = true
    source.value = false
    let start = recorder.count
    // This task runs only once the test gives up the main actor, inside the wait.
    Task { source.value = true }
    #expect(try await recorder.waitForValue(true, from: start) == true)
    #expect(recorder.values == [false, true, false, true])
  }

  @Test func waitForValueThatTimesOutSaysWhatItWaitedForAndWhatWasRecorded() async {
    let recorder = EmissionRecorder(MutableObservable<String?>(nil))
    let equal = await #expect(throws: WaitTimeout.self) {
      try await recorder.waitForValue("Welcome", timeout: .milliseconds(20))
    }
    #expect(equal?.expectation == #"a value equal to Optional("Welcome")"#)
    #expect(equal?.observed == "1 value: [nil]")
    #expect(equal?.timeout == .milliseconds(20))
    #expect(equal?.fileID == #fileID)
    let matching = await #expect(throws: WaitTimeout.self) {
      try await recorder.waitForValue(timeout: .milliseconds(20)) { $0 != nil }
    }
    #expect(matching?.expectation == "a matching value")
    #expect(matching?.observed == "1 value: [nil]")
  }

  @Test func cancellingAWaitForValueEndsItWithCancellationError() async throws {
    let signal = Signal<Int>()
    let recorder = EmissionRecorder(signal)
    signal.send(1)
    let checked = CallRecorder<Int>()
    let wait = Task {
      try await recorder.waitForValue { value in
        checked.record(value)
        return value == 2
      }
    }
    try await checked.waitForCalls(count: 1)

    wait.cancel()

    await #expect(throws: CancellationError.self) { try await wait.value }
    #expect(checked.arguments == [1])
  }

  @Test func unbindStopsRecordingAndKeepsTheValues() {
    let source = MutableObservable(0)
    let recorder = EmissionRecorder(source)
    recorder.unbind()
    source.value = 1
    #expect(recorder.values == [0])
  }

  @Test func recorderIsReleasedWithItsBindingsWhileItsSourcesLiveOn() async throws {
    let signal = Signal<Int>()
    let observable = MutableObservable(0)
    weak var weakRecorder: EmissionRecorder<Int>?
    weak var weakToken: Token?
    do {
      let token = Token()
      let recorder = EmissionRecorder(signal)
      recorder.bind(observable) { [token] value in withExtendedLifetime(token) { value } }
      signal.send(1)
      #expect(try await recorder.waitForCount(2) == [0, 1])
      #expect(try await recorder.next() == 0)
      _ = try? await recorder.waitForCount(3, timeout: .milliseconds(1))
      weakRecorder = recorder
      weakToken = token
    }
    #expect(weakRecorder == nil)
    // The binding's closure is gone too: the sources no longer hold it.
    #expect(weakToken == nil)
    signal.send(2)
    observable.value = 3
  }

  @Test func recorderDoesNotKeepItsSourcesAliveOnceReleased() {
    weak var weakSource: MutableObservable<Int>?
    do {
      let source = MutableObservable(0)
      let recorder = EmissionRecorder(source)
      source.value = 1
      #expect(recorder.values == [0, 1])
      weakSource = source
    }
    #expect(weakSource == nil)
  }
}
