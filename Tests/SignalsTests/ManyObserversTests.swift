import Testing

@testable import Signals

/// 100 000 observers: every one gets each value once, in order, and cancelling them in any order
/// leaves the signal empty, with no node left behind. (Linear time is checked by pattern-bench, not here:
/// timed tests are flaky on shared machines; these tests check the algorithm's bookkeeping.)
@Suite struct ManyObserversTests {
  static let count = 100_000

  enum Order: String, CaseIterable {
    case subscription, reverse, random
  }

  @Test(arguments: Order.allCases)
  func everyObserverGetsTheValueOnceInOrderAndCancelsCleanly(order: Order) {
    let signal = Signal<Int>()
    var received: [Int] = []
    received.reserveCapacity(Self.count)
    var subscriptions: [Subscription] = []
    subscriptions.reserveCapacity(Self.count)
    for index in 0..<Self.count {
      subscriptions.append(signal.observe { _ in received.append(index) })
    }
    signal.send(1)
    #expect(received == Array(0..<Self.count))

    var generator = SplitMix(seed: 42)
    switch order {
    case .subscription: break
    case .reverse: subscriptions.reverse()
    case .random: subscriptions.shuffle(using: &generator)
    }
    // Cancel all but the last 10 in the chosen order; the survivors still get the next value.
    let survivors = Set(subscriptions.suffix(10).map(ObjectIdentifier.init))
    for subscription in subscriptions.dropLast(10) {
      subscription.cancel()
    }
    #expect(signal.observerCount == 10)
    #expect(signal.linkedNodeCount < 100)
    received.removeAll()
    signal.send(2)
    #expect(received.count == 10)
    #expect(received == received.sorted())
    for subscription in subscriptions.suffix(10) {
      subscription.cancel()
    }
    #expect(signal.observerCount == 0)
    #expect(survivors.count == 10)
  }
}

/// A small deterministic generator for shuffles in tests.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
