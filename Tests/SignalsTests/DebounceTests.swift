import Testing

@testable import Signals

@Suite struct DebounceTests {
  @Test func burstDeliversOnlyTheLastValueAtTheRightVirtualTime() {
    let scheduler = TestScheduler()
    let keystrokes = Signal<String>()
    var received: [String] = []
    let subscription = keystrokes.debounce(for: .milliseconds(300), scheduler: scheduler)
      .observe { received.append("\($0) at \(scheduler.now)") }
    keystrokes.send("s")
    scheduler.advance(by: .milliseconds(100))
    keystrokes.send("sw")
    scheduler.advance(by: .milliseconds(100))
    keystrokes.send("swi")
    scheduler.advance(by: .milliseconds(299))
    #expect(received.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(received == ["swi at 0.5 seconds"])
    scheduler.advance(by: .seconds(10))
    #expect(received.count == 1)
    withExtendedLifetime(subscription) {}
  }

  @Test func cancellingBeforeTheValueIsDueDeliversNothing() {
    let scheduler = TestScheduler()
    let keystrokes = Signal<String>()
    let recorder = Recorder<String>()
    let subscription = keystrokes.debounce(for: .milliseconds(300), scheduler: scheduler)
      .observe(recorder.observer)
    keystrokes.send("s")
    subscription.cancel()
    #expect(scheduler.pendingCount == 0)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values.isEmpty)
  }

  @Test func supersededTimerThatFiresAnywayEmitsNothing() {
    let scheduler = NonCancellingScheduler()
    let keystrokes = Signal<String>()
    let recorder = Recorder<String>()
    let subscription = keystrokes.debounce(for: .milliseconds(300), scheduler: scheduler)
      .observe(recorder.observer)
    keystrokes.send("old")
    keystrokes.send("new")
    // Both timers fire: the first was superseded and must stay silent.
    scheduler.fireAll()
    #expect(recorder.values == ["new"])
    withExtendedLifetime(subscription) {}
  }

  @Test func separateBurstsEachDeliverTheirLastValue() {
    let scheduler = TestScheduler()
    let keystrokes = Signal<Int>()
    let recorder = Recorder<Int>()
    let subscription = keystrokes.debounce(for: .milliseconds(300), scheduler: scheduler)
      .observe(recorder.observer)
    keystrokes.send(1)
    keystrokes.send(2)
    scheduler.advance(by: .milliseconds(300))
    keystrokes.send(3)
    scheduler.advance(by: .milliseconds(300))
    #expect(recorder.values == [2, 3])
    withExtendedLifetime(subscription) {}
  }

  @Test func observableDebounceStartsSettledAndFollowsAfterTheInterval() {
    let scheduler = TestScheduler()
    let query = MutableObservable("")
    let settled = query.debounce(for: .milliseconds(300), scheduler: scheduler)
    let recorder = Recorder<String>()
    let subscription = settled.observe(recorder.observer)
    query.value = "s"
    query.value = "sw"
    #expect(settled.value == "")
    scheduler.advance(by: .milliseconds(300))
    #expect(settled.value == "sw")
    #expect(recorder.values == ["", "sw"])
    withExtendedLifetime(subscription) {}
  }

  @Test func debounceIsReleasedWithItsSubscriptionEvenWithATimerPending() {
    let scheduler = TestScheduler()
    let keystrokes = Signal<Int>()
    weak var weakDebounced: Signal<Int>?
    var subscription: Subscription?
    do {
      let debounced = keystrokes.debounce(for: .seconds(1), scheduler: scheduler)
      weakDebounced = debounced
      subscription = debounced.observe { _ in }
    }
    keystrokes.send(1)
    #expect(scheduler.pendingCount == 1)
    subscription = nil
    #expect(weakDebounced == nil)
    #expect(scheduler.pendingCount == 0)
    _ = subscription
  }
}
