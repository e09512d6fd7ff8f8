import Testing

@testable import Signals

/// The list of observers: each subscription is one node of it, linked in subscription order,
/// that leaves in O(1) and tolerates any cancel or subscribe from a handler.
@Suite struct ObserverListTests {
  @Test func theSubscriptionIsTheObserversNode() {
    let signal = Signal<Int>()
    let first = signal.observe { _ in }
    let second = signal.observe { _ in }
    #expect(first is ValueObserverNode<Int>)
    #expect(signal.observers.head?.takeUnretainedValue() === first)
    #expect(signal.observers.tail?.takeUnretainedValue() === second)
    #expect(signal.linkedNodeCount == 2)
  }

  @Test func cancellingTheNodeStopsDeliveriesAndReleasesTheClosureAtOnce() {
    let signal = Signal<Int>()
    var token: Token? = Token()
    weak let weakToken = token
    var received: [Int] = []
    let subscription = signal.observe { [token] value in
      _ = token
      received.append(value)
    }
    token = nil
    signal.send(1)
    #expect(weakToken != nil)
    subscription.cancel()
    #expect(weakToken == nil)
    signal.send(2)
    #expect(received == [1])
    #expect(signal.linkedNodeCount == 0)
    withExtendedLifetime(subscription) {}
  }

  @Test func cancellingInTheMiddleKeepsTheOrderOfTheRest() {
    let signal = Signal<Int>()
    var received: [Int] = []
    let subscriptions = (0..<6).map { index in signal.observe { _ in received.append(index) } }
    subscriptions[2].cancel()
    signal.send(0)
    #expect(received == [0, 1, 3, 4, 5])
    subscriptions[0].cancel()
    subscriptions[5].cancel()
    let added = signal.observe { _ in received.append(6) }
    received.removeAll()
    signal.send(0)
    #expect(received == [1, 3, 4, 6])
    #expect(signal.observerCount == 4)
    #expect(signal.linkedNodeCount == 4)
    withExtendedLifetime((subscriptions, added)) {}
  }

  @Test func cancellingFromAHandlerReachesEarlierAndLaterObservers() {
    let signal = Signal<Int>()
    var received: [String] = []
    var subscriptions: [Subscription] = []
    for name in ["a", "b", "c", "d"] {
      subscriptions.append(
        signal.observe { value in
          received.append("\(name)\(value)")
          // `c` cancels `a` (already called in this pass) and `d` (not yet called).
          if name == "c", value == 1 {
            subscriptions[0].cancel()
            subscriptions[3].cancel()
          }
        })
    }
    signal.send(1)
    signal.send(2)
    #expect(received == ["a1", "b1", "c1", "b2", "c2"])
    #expect(signal.observerCount == 2)
    subscriptions.removeAll()  // the closures capture the array that keeps them
  }

  @Test func aHandlerThatCancelsEveryObserverEndsThePass() {
    let signal = Signal<Int>()
    var received: [Int] = []
    var subscriptions: [Subscription] = []
    subscriptions.append(
      signal.observe { value in
        received.append(value)
        for subscription in subscriptions { subscription.cancel() }
      })
    for _ in 0..<3 {
      subscriptions.append(signal.observe { received.append($0 * 10) })
    }
    signal.send(1)
    signal.send(2)
    #expect(received == [1])
    #expect(signal.observerCount == 0)
    #expect(signal.linkedNodeCount == 0)
  }

  @Test func cancellingThePassesLastObserverAndSubscribingAnotherDeliversToNeither() {
    let signal = Signal<Int>()
    var received: [String] = []
    var last: Subscription?
    var added: Subscription?
    let first = signal.observe { value in
      received.append("first \(value)")
      if value == 1 {
        last?.cancel()
        added = signal.observe { received.append("added \($0)") }
      }
    }
    last = signal.observe { received.append("last \($0)") }
    signal.send(1)
    signal.send(2)
    // The pass for 1 ends at `first`: `last` left it and `added` joined after it.
    #expect(received == ["first 1", "first 2", "added 2"])
    withExtendedLifetime((first, added)) {}
  }

  @Test func observerAddedDuringThePassGetsTheValuesQueuedBehindIt() {
    let signal = Signal<Int>()
    var received: [String] = []
    var added: Subscription?
    let first = signal.observe { value in
      received.append("first \(value)")
      if value == 1 {
        signal.send(2)
        added = signal.observe { received.append("added \($0)") }
      }
    }
    signal.send(1)
    #expect(received == ["first 1", "first 2", "added 2"])
    withExtendedLifetime((first, added)) {}
  }

  @Test func aClosureCancelledDuringThePassIsReleasedWhenThePassEnds() {
    let signal = Signal<Int>()
    var token: Token? = Token()
    weak let weakToken = token
    var aliveDuringThePass: [Bool] = []
    var later: Subscription?
    let first = signal.observe { _ in
      later?.cancel()
      aliveDuringThePass.append(weakToken != nil)
    }
    let observer = signal.observe { _ in aliveDuringThePass.append(weakToken != nil) }
    later = signal.observe { [token] _ in _ = token }
    token = nil
    signal.send(1)
    #expect(aliveDuringThePass == [true, true])
    #expect(weakToken == nil)
    withExtendedLifetime((first, observer, later)) {}
  }

  @Test func aHandlerMayReleaseItsOwnSubscriptionWhileItRuns() {
    let signal = Signal<Int>()
    var token: Token? = Token()
    weak let weakToken = token
    var received: [String] = []
    var subscription: Subscription?
    subscription = signal.observe { [token] value in
      subscription = nil  // frees the node whose closure is running
      // What the closure captured is still there until the pass ends.
      received.append("own \(value) \(token != nil)")
    }
    let other = signal.observe { received.append("other \($0) \(weakToken != nil)") }
    token = nil
    signal.send(1)
    signal.send(2)
    #expect(received == ["own 1 true", "other 1 true", "other 2 false"])
    #expect(subscription == nil)
    #expect(weakToken == nil)
    #expect(signal.observerCount == 1)
    withExtendedLifetime(other) {}
  }

  @Test func aHandlerMayReleaseALaterSubscriptionWhichMissesTheValueInFlight() {
    let signal = Signal<Int>()
    var received: [String] = []
    var later: Subscription?
    let first = signal.observe { value in
      received.append("first \(value)")
      later = nil
    }
    later = signal.observe { received.append("later \($0)") }
    signal.send(1)
    #expect(received == ["first 1"])
    #expect(later == nil)
    #expect(signal.observerCount == 1)
    withExtendedLifetime(first) {}
  }

  @Test func cancellingFromAnotherSourcesDeliveryKeepsTheRunningClosureUntilItsPassEnds() {
    let outer = Signal<Int>()
    let inner = Signal<Int>()
    var token: Token? = Token()
    weak let weakToken = token
    var seen: [String] = []
    var outerSubscription: Subscription?
    outerSubscription = outer.observe { [token] value in
      inner.send(value)  // whose observer cancels this one, then releases it
      seen.append("outer \(value) still has its capture: \(token != nil)")
    }
    let innerSubscription = inner.observe { _ in
      outerSubscription?.cancel()
      outerSubscription = nil
    }
    token = nil
    outer.send(1)
    outer.send(2)
    #expect(seen == ["outer 1 still has its capture: true"])
    #expect(weakToken == nil)
    #expect(outer.observerCount == 0)
    withExtendedLifetime(innerSubscription) {}
  }

  @Test func aCancelledSubscriptionReleasesItsSourceButStaysUsable() {
    var signal: Signal<Int>? = Signal()
    weak let weakSignal = signal
    let subscription = signal!.observe { _ in }
    signal = nil
    #expect(weakSignal != nil)
    subscription.cancel()
    #expect(weakSignal == nil)
    subscription.cancel()
    #expect(Set([subscription]).contains(subscription))
  }
}
