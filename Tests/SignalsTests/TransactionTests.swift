import Testing

@testable import Signals

@Suite struct TransactionTests {
  @Test func notificationsWaitForTheEndAndCarryTheFinalValue() {
    let count = MutableObservable(0)
    let recorder = Recorder<Int>()
    let subscription = count.observe(recorder.observer)
    transaction {
      count.value = 1
      count.value = 2
      count.value = 3
      #expect(recorder.values == [0])
    }
    #expect(recorder.values == [0, 3])
    withExtendedLifetime(subscription) {}
  }

  @Test func readingInsideATransactionSeesTheNewValue() {
    let count = MutableObservable(0)
    let doubled = count.map { $0 * 2 }
    let subscription = doubled.observe { _ in }
    transaction {
      count.value = 4
      #expect(count.value == 4)
    }
    #expect(doubled.value == 8)
    withExtendedLifetime(subscription) {}
  }

  @Test func observedAndUnobservedDerivationsAreBothFreshInsideATransaction() {
    let count = MutableObservable(1)
    let observed = count.map { $0 * 2 }
    let unobserved = count.map { $0 * 2 }
    let recorder = Recorder<Int>()
    let subscription = observed.observe(recorder.observer)
    transaction {
      count.value = 4
      #expect(unobserved.value == 8)
      #expect(observed.value == 8)
      #expect(recorder.values == [2])
    }
    #expect(recorder.values == [2, 8])
    withExtendedLifetime(subscription) {}
  }

  @Test func chainsAndCombinationsAreFreshInsideATransaction() {
    let first = MutableObservable("Ada")
    let last = MutableObservable("Byron")
    let full = first.combineLatest(last).map { "\($0) \($1)" }
    let shout = full.map { $0.uppercased() }.removeDuplicates()
    let recorder = Recorder<String>()
    let subscription = shout.observe(recorder.observer)
    transaction {
      first.value = "Grace"
      #expect(full.value == "Grace Byron")
      #expect(shout.value == "GRACE BYRON")
      last.value = "Hopper"
      #expect(shout.value == "GRACE HOPPER")
    }
    #expect(shout.value == "GRACE HOPPER")
    #expect(recorder.values == ["ADA BYRON", "GRACE HOPPER"])
    withExtendedLifetime(subscription) {}
  }

  @Test func readingFreshValuesInsideATransactionStillRecomputesOnceAtTheEnd() {
    let count = MutableObservable(1)
    var calls = 0
    let doubled = count.map { value -> Int in
      calls += 1
      return value * 2
    }
    let plusOne = doubled.map { $0 + 1 }
    let recorder = Recorder<Int>()
    let subscription = plusOne.observe(recorder.observer)
    calls = 0
    transaction {
      count.value = 2
      count.value = 3
    }
    #expect(calls == 1)
    #expect(recorder.values == [3, 7])
    #expect(plusOne.value == 7)
    #expect(calls == 1)
    withExtendedLifetime(subscription) {}
  }

  @Test func observersDuringTheFlushReadFreshDerivedValues() {
    let count = MutableObservable(1)
    let tenfold = count.map { $0 * 10 }
    var read: [Int] = []
    // Subscribed first, so notified before `tenfold` has recomputed.
    let reader = count.observe { _ in read.append(tenfold.value) }
    let subscription = tenfold.observe { _ in }
    read.removeAll()
    transaction { count.value = 2 }
    #expect(read == [20])
    withExtendedLifetime((reader, subscription)) {}
  }

  @Test func debouncedObservableHoldsItsSettledValueInsideATransaction() {
    let scheduler = TestScheduler()
    let query = MutableObservable("")
    let settled = query.debounce(for: .milliseconds(300), scheduler: scheduler)
    let subscription = settled.observe { _ in }
    transaction {
      query.value = "swift"
      #expect(settled.value == "")
    }
    scheduler.advance(by: .milliseconds(300))
    #expect(settled.value == "swift")
    withExtendedLifetime(subscription) {}
  }

  @Test func eachChangedObservableNotifiesOnce() {
    let a = MutableObservable(0)
    let b = MutableObservable(0)
    var log: [String] = []
    let subscriptions = [
      a.observe { log.append("a \($0)") },
      b.observe { log.append("b \($0)") },
    ]
    log.removeAll()
    transaction {
      a.value = 1
      b.value = 1
      a.value = 2
    }
    #expect(log == ["a 2", "b 1"])
    withExtendedLifetime(subscriptions) {}
  }

  @Test func derivedObservableRecomputesOnceAfterAllItsInputs() {
    let a = MutableObservable(1)
    let b = MutableObservable(10)
    var computations = 0
    let sum = a.combineLatest(b).map { first, second -> Int in
      computations += 1
      return first + second
    }
    let recorder = Recorder<Int>()
    let subscription = sum.observe(recorder.observer)
    computations = 0
    transaction {
      a.value = 2
      b.value = 20
    }
    #expect(computations == 1)
    #expect(recorder.values == [11, 22])
    withExtendedLifetime(subscription) {}
  }

  @Test func diamondHasNoGlitchInsideATransaction() {
    // a → left, a → right.map, (left, right) → both: right is deeper than left.
    let a = MutableObservable(1)
    let left = a.map { $0 * 10 }
    let right = a.map { $0 + 1 }.map { $0 * 100 }
    let recorder = Recorder<String>()
    let subscription = left.combineLatest(right).map { "\($0)/\($1)" }.observe(recorder.observer)
    transaction { a.value = 2 }
    #expect(recorder.values == ["10/200", "20/300"])
    withExtendedLifetime(subscription) {}
  }

  @Test func nestedTransactionsJoinTheOutermost() {
    let count = MutableObservable(0)
    let recorder = Recorder<Int>()
    let subscription = count.observe(recorder.observer)
    transaction {
      count.value = 1
      transaction { count.value = 2 }
      #expect(recorder.values == [0])
      count.value = 3
    }
    #expect(recorder.values == [0, 3])
    withExtendedLifetime(subscription) {}
  }

  @Test func valuesSetByObserversDuringTheFlushJoinIt() {
    let source = MutableObservable(0)
    let mirror = MutableObservable(0)
    var log: [String] = []
    let subscriptions = [
      source.observe { value in
        log.append("source \(value)")
        mirror.value = value * 10
      },
      mirror.observe { log.append("mirror \($0)") },
    ]
    log.removeAll()
    transaction { source.value = 1 }
    #expect(log == ["source 1", "mirror 10"])
    withExtendedLifetime(subscriptions) {}
  }

  @Test func throwingBodyKeepsAndNotifiesWhatItStored() {
    struct Failure: Error {}
    let count = MutableObservable(0)
    let recorder = Recorder<Int>()
    let subscription = count.observe(recorder.observer)
    #expect(throws: Failure.self) {
      try transaction {
        count.value = 1
        throw Failure()
      }
    }
    #expect(recorder.values == [0, 1])
    // The transaction is closed: the next set notifies at once.
    count.value = 2
    #expect(recorder.values == [0, 1, 2])
    withExtendedLifetime(subscription) {}
  }

  @Test func signalsDeliverAtOnceInsideATransaction() {
    let taps = Signal<Int>()
    let recorder = Recorder<Int>()
    let subscription = taps.observe(recorder.observer)
    transaction {
      taps.send(1)
      #expect(recorder.values == [1])
    }
    withExtendedLifetime(subscription) {}
  }

  @Test func transactionReturnsTheBodyResult() {
    let result = transaction { 42 }
    #expect(result == 42)
  }
}
