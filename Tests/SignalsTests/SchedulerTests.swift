import Testing

@testable import Signals

@Suite struct TestSchedulerTests {
  @Test func runsNothingUntilAdvancedThenRunsWhatFallsDue() {
    let scheduler = TestScheduler()
    var log: [String] = []
    let subscriptions = [
      scheduler.schedule(after: .seconds(2)) { log.append("two at \(scheduler.now)") },
      scheduler.schedule(after: .seconds(1)) { log.append("one at \(scheduler.now)") },
    ]
    #expect(log.isEmpty)
    scheduler.advance(by: .milliseconds(1_500))
    #expect(log == ["one at 1.0 seconds"])
    #expect(scheduler.now == .milliseconds(1_500))
    scheduler.advance(to: .seconds(3))
    #expect(log == ["one at 1.0 seconds", "two at 2.0 seconds"])
    withExtendedLifetime(subscriptions) {}
  }

  @Test func actionsDueAtTheSameTimeRunInSchedulingOrder() {
    let scheduler = TestScheduler()
    var log: [Int] = []
    let subscriptions = (0..<5).map { index in
      scheduler.schedule(after: .seconds(1)) { log.append(index) }
    }
    scheduler.advance(by: .seconds(1))
    #expect(log == [0, 1, 2, 3, 4])
    withExtendedLifetime(subscriptions) {}
  }

  @Test func workScheduledDuringAnAdvanceRunsInItIfDue() {
    let scheduler = TestScheduler()
    var log: [String] = []
    var inner: Subscription?
    let outer = scheduler.schedule(after: .seconds(1)) {
      log.append("outer")
      inner = scheduler.schedule(after: .seconds(1)) { log.append("inner at \(scheduler.now)") }
    }
    scheduler.advance(by: .seconds(2))
    #expect(log == ["outer", "inner at 2.0 seconds"])
    withExtendedLifetime((outer, inner)) {}
  }

  @Test func cancelledOrReleasedActionsNeverRun() {
    let scheduler = TestScheduler()
    var ran = false
    let cancelled = scheduler.schedule(after: .seconds(1)) { ran = true }
    cancelled.cancel()
    _ = scheduler.schedule(after: .seconds(1)) { ran = true }  // released at once
    #expect(scheduler.pendingCount == 0)
    scheduler.advance(by: .seconds(5))
    #expect(!ran)
  }

  @Test func runDrainsEverythingIncludingFollowUps() {
    let scheduler = TestScheduler()
    var count = 0
    var follow: Subscription?
    let first = scheduler.schedule(after: .seconds(1)) {
      count += 1
      follow = scheduler.schedule(after: .seconds(5)) { count += 1 }
    }
    #expect(scheduler.run() == 2)
    #expect(count == 2)
    #expect(scheduler.now == .seconds(6))
    withExtendedLifetime((first, follow)) {}
  }

  @Test func runStopsAfterItsLimitWhenAnActionReschedulesItselfWithoutDelay() {
    let scheduler = TestScheduler()
    var runs = 0
    var pending: Subscription?
    func scheduleAgain() {
      pending = scheduler.schedule(after: .zero) {
        runs += 1
        scheduleAgain()
      }
    }
    scheduleAgain()
    #expect(scheduler.run(limit: 100) == 100)
    #expect(runs == 100)
    #expect(scheduler.pendingCount == 1)
    #expect(scheduler.now == .zero)
    // Breaks the cycle the rescheduling closure makes (scheduler, action, closure, `pending`,
    // subscription), which LeakSanitizer reports otherwise.
    pending?.cancel()
    pending = nil
  }

  @Test func runRejectsANegativeLimit() async {
    await #expect(processExitsWith: .failure) {
      TestScheduler().run(limit: -1)
    }
  }

  @Test func advanceCalledByAnActionNeverMovesTimeBackwards() {
    let scheduler = TestScheduler()
    var log: [String] = []
    let subscriptions = [
      scheduler.schedule(after: .seconds(1)) {
        log.append("first at \(scheduler.now)")
        scheduler.advance(by: .seconds(10))
        log.append("first done at \(scheduler.now)")
      },
      scheduler.schedule(after: .seconds(5)) { log.append("second at \(scheduler.now)") },
    ]
    scheduler.advance(to: .seconds(2))
    // The nested advance runs what falls due up to its target before the action continues.
    #expect(log == ["first at 1.0 seconds", "second at 5.0 seconds", "first done at 11.0 seconds"])
    #expect(scheduler.now == .seconds(11))
    scheduler.advance(by: .seconds(1))
    #expect(scheduler.now == .seconds(12))
    withExtendedLifetime(subscriptions) {}
  }

  @Test func negativeDelayRunsAtTheNextAdvance() {
    let scheduler = TestScheduler()
    var ran = false
    let subscription = scheduler.schedule(after: .seconds(-1)) { ran = true }
    scheduler.advance()
    #expect(ran)
    withExtendedLifetime(subscription) {}
  }

  @Test func schedulerIsReleasedWithItsLastSubscription() {
    var scheduler: TestScheduler? = TestScheduler()
    weak let weakScheduler = scheduler
    var subscription = scheduler?.schedule(after: .seconds(1)) {}
    scheduler = nil
    #expect(weakScheduler != nil)
    subscription = nil
    #expect(weakScheduler == nil)
    _ = subscription
  }
}

@MainActor
@Suite struct MainActorSchedulerTests {
  @Test func runsTheActionOnTheMainActor() async {
    let scheduler = MainActorScheduler()
    var subscription: Subscription?
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      subscription = scheduler.schedule(after: .zero) {
        MainActor.assertIsolated()
        continuation.resume()
      }
    }
    withExtendedLifetime(subscription) {}
  }

  @Test func cancelledActionDoesNotRun() async {
    let scheduler = MainActorScheduler()
    var log: [String] = []
    let cancelled = scheduler.schedule(after: .zero) { log.append("cancelled") }
    cancelled.cancel()
    var later: Subscription?
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      later = scheduler.schedule(after: .zero) {
        log.append("later")
        continuation.resume()
      }
    }
    // Main-actor jobs run in order, so the cancelled one has had its chance before "later".
    #expect(log == ["later"])
    withExtendedLifetime(later) {}
  }

  @Test func debounceOnTheMainActorDeliversTheLastValue() async {
    let scheduler = MainActorScheduler()
    let keystrokes = Signal<String>()
    var received: [String] = []
    var subscription: Subscription?
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      subscription = keystrokes.debounce(for: .milliseconds(1), scheduler: scheduler).observe {
        received.append($0)
        continuation.resume()
      }
      keystrokes.send("a")
      keystrokes.send("ab")
    }
    #expect(received == ["ab"])
    withExtendedLifetime(subscription) {}
  }
}
