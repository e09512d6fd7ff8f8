import Testing

@testable import Signals

@Suite struct SignalTests {
  @Test func deliversToObserversInSubscriptionOrder() {
    let signal = Signal<Int>()
    var received: [String] = []
    let first = signal.observe { received.append("first \($0)") }
    let second = signal.observe { received.append("second \($0)") }
    signal.send(1)
    signal.send(2)
    #expect(received == ["first 1", "second 1", "first 2", "second 2"])
    withExtendedLifetime((first, second)) {}
  }

  @Test func deliversEqualValuesAgain() {
    let signal = Signal<Int>()
    let recorder = Recorder<Int>()
    let subscription = signal.observe(recorder.observer)
    signal.send(7)
    signal.send(7)
    #expect(recorder.values == [7, 7])
    withExtendedLifetime(subscription) {}
  }

  @Test func voidSignalSendsWithoutAValue() {
    let taps = Signal<Void>()
    var count = 0
    let subscription = taps.observe { count += 1 }
    taps.send()
    taps.send(())
    #expect(count == 2)
    withExtendedLifetime(subscription) {}
  }

  @Test func valueSentDuringDeliveryIsQueuedUntilThePassEnds() {
    let signal = Signal<Int>()
    var received: [String] = []
    let first = signal.observe { value in
      received.append("first \(value)")
      if value == 1 { signal.send(2) }
    }
    let second = signal.observe { received.append("second \($0)") }
    signal.send(1)
    // Every observer sees 1 before 2: the second observer is not handed 2 in the middle of 1.
    #expect(received == ["first 1", "second 1", "first 2", "second 2"])
    withExtendedLifetime((first, second)) {}
  }

  @Test func queuedValuesAreDeliveredFirstInFirstOut() {
    let signal = Signal<Int>()
    var received: [Int] = []
    let sender = signal.observe { value in
      if value == 0 {
        signal.send(1)
        signal.send(2)
        signal.send(3)
      }
    }
    let recorder = signal.observe { received.append($0) }
    signal.send(0)
    #expect(received == [0, 1, 2, 3])
    withExtendedLifetime((sender, recorder)) {}
  }

  @Test func handlerThatSendsAgainDoesNotRecurse() {
    let signal = Signal<Int>()
    var depth = 0
    var deepest = 0
    var received: [Int] = []
    let subscription = signal.observe { value in
      depth += 1
      deepest = max(deepest, depth)
      received.append(value)
      if value < 10_000 { signal.send(value + 1) }
      depth -= 1
    }
    signal.send(0)
    #expect(received == Array(0...10_000))
    #expect(deepest == 1)
    withExtendedLifetime(subscription) {}
  }

  @Test func observerThatCancelsItselfGetsNothingMore() {
    let signal = Signal<Int>()
    var received: [Int] = []
    var subscription: Subscription?
    subscription = signal.observe { value in
      received.append(value)
      subscription?.cancel()
    }
    signal.send(1)
    signal.send(2)
    #expect(received == [1])
  }

  @Test func observerCancelledDuringThePassMissesTheValueInFlight() {
    let signal = Signal<Int>()
    var received: [String] = []
    var later: Subscription?
    let first = signal.observe { value in
      received.append("first \(value)")
      later?.cancel()
    }
    later = signal.observe { received.append("later \($0)") }
    signal.send(1)
    signal.send(2)
    #expect(received == ["first 1", "first 2"])
    withExtendedLifetime(first) {}
  }

  @Test func observerCancelledWhileAValueIsQueuedMissesThatValueToo() {
    let signal = Signal<Int>()
    var received: [String] = []
    var second: Subscription?
    let first = signal.observe { value in
      received.append("first \(value)")
      if value == 1 {
        signal.send(2)
        second?.cancel()
      }
    }
    second = signal.observe { received.append("second \($0)") }
    signal.send(1)
    #expect(received == ["first 1", "first 2"])
    withExtendedLifetime(first) {}
  }

  @Test func observerAddedDuringThePassDoesNotGetTheValueInFlight() {
    let signal = Signal<Int>()
    var received: [String] = []
    var added: [Subscription] = []
    let first = signal.observe { value in
      received.append("first \(value)")
      if value == 1 {
        // A handler that subscribes to its own source.
        added.append(signal.observe { received.append("added \($0)") })
      }
    }
    signal.send(1)
    signal.send(2)
    #expect(received == ["first 1", "first 2", "added 2"])
    withExtendedLifetime(first) {}
  }

  @Test func cancelIsIdempotent() {
    let signal = Signal<Int>()
    let recorder = Recorder<Int>()
    let subscription = signal.observe(recorder.observer)
    let other = signal.observe { _ in }
    subscription.cancel()
    subscription.cancel()
    signal.send(1)
    #expect(recorder.values.isEmpty)
    #expect(signal.observerCount == 1)
    withExtendedLifetime(other) {}
  }

  @Test func droppingTheLastReferenceCancels() {
    let signal = Signal<Int>()
    let recorder = Recorder<Int>()
    var subscription: Subscription? = signal.observe(recorder.observer)
    signal.send(1)
    subscription = nil
    signal.send(2)
    #expect(recorder.values == [1])
    #expect(signal.observerCount == 0)
    _ = subscription
  }

  @Test func cancellingReleasesTheObserverClosure() {
    let signal = Signal<Int>()
    var token: Token? = Token()
    weak let weakToken = token
    let subscription = signal.observe { [token] _ in _ = token }
    token = nil
    #expect(weakToken != nil)
    subscription.cancel()
    #expect(weakToken == nil)
    withExtendedLifetime(subscription) {}
  }

  @Test func subscriptionsLiveInASetOrAnArray() {
    let signal = Signal<Int>()
    var count = 0
    var set = Set<Subscription>()
    var array: [Subscription] = []
    signal.observe { _ in count += 1 }.store(in: &set)
    signal.observe { _ in count += 10 }.store(in: &array)
    signal.send(0)
    #expect(count == 11)
    set.removeAll()
    array.removeAll()
    signal.send(0)
    #expect(count == 11)
  }

  @Test func subscriptionsAreEqualOnlyToThemselves() {
    let signal = Signal<Int>()
    let first = signal.observe { _ in }
    let second = signal.observe { _ in }
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, second, first]).count == 2)
  }

  @Test func signalIsReleasedOnceItsSubscriptionsAre() {
    var signal: Signal<Int>? = Signal()
    weak let weakSignal = signal
    var subscription: Subscription? = signal?.observe { _ in }
    signal = nil
    // A subscription keeps its source alive, like a Combine subscription...
    #expect(weakSignal != nil)
    subscription = nil
    // ...but the source never keeps the subscription alive: no cycle is left.
    #expect(weakSignal == nil)
    _ = subscription
  }

  @Test func subscriptionOutlivesCancellationWithoutKeepingTheSignal() {
    var signal: Signal<Int>? = Signal()
    weak let weakSignal = signal
    let subscription = signal?.observe { _ in }
    subscription?.cancel()
    signal = nil
    #expect(weakSignal == nil)
    withExtendedLifetime(subscription) {}
  }

  @Test func cancelledObserversLeaveTheList() {
    let signal = Signal<Int>()
    var subscriptions = (0..<100).map { _ in signal.observe { _ in } }
    subscriptions.removeLast(90)
    #expect(signal.observerCount == 10)
    #expect(signal.linkedNodeCount < 100)
    var received: [Int] = []
    let last = signal.observe { received.append($0) }
    signal.send(5)
    #expect(received == [5])
    withExtendedLifetime((subscriptions, last)) {}
  }
}
