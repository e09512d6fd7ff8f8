import Testing

@testable import Signals

@Suite struct MapTests {
  @Test func signalMapTransformsEachValue() {
    let signal = Signal<Int>()
    let recorder = Recorder<String>()
    let subscription = signal.map { "#\($0)" }.observe(recorder.observer)
    signal.send(1)
    signal.send(2)
    #expect(recorder.values == ["#1", "#2"])
    withExtendedLifetime(subscription) {}
  }

  @Test func chainStaysAliveWithoutTheCallerKeepingIntermediates() {
    let signal = Signal<Int>()
    let recorder = Recorder<Int>()
    let subscription = signal.map { $0 * 10 }.filter { $0 > 10 }.observe(recorder.observer)
    signal.send(1)
    signal.send(2)
    signal.send(3)
    #expect(recorder.values == [20, 30])
    subscription.cancel()
    // Cancelling the end of the chain disconnects it from the source.
    #expect(signal.observerCount == 0)
  }

  @Test func derivedSignalConnectsOnlyWhileObserved() {
    let signal = Signal<Int>()
    let mapped = signal.map { $0 + 1 }
    #expect(signal.observerCount == 0)
    let first = mapped.observe { _ in }
    let second = mapped.observe { _ in }
    #expect(signal.observerCount == 1)
    first.cancel()
    #expect(signal.observerCount == 1)
    second.cancel()
    #expect(signal.observerCount == 0)
  }

  @Test func observableMapHasACurrentValueAndFollowsChanges() {
    let count = MutableObservable(1)
    let doubled = count.map { $0 * 2 }
    #expect(doubled.value == 2)
    count.value = 5
    #expect(doubled.value == 10)  // unobserved: computed on read
    let recorder = Recorder<Int>()
    let subscription = doubled.observe(recorder.observer)
    count.value = 6
    #expect(recorder.values == [10, 12])
    #expect(doubled.value == 12)
    withExtendedLifetime(subscription) {}
  }

  @Test func observedMapComputesOncePerChange() {
    let count = MutableObservable(1)
    var calls = 0
    let mapped = count.map { value -> Int in
      calls += 1
      return value
    }
    let subscription = mapped.observe { _ in }
    calls = 0
    count.value = 2
    _ = mapped.value
    _ = mapped.value
    #expect(calls == 1)
    withExtendedLifetime(subscription) {}
  }

  @Test func derivedChainIsReleasedWithItsSubscription() {
    let count = MutableObservable(0)
    weak var weakDerived: Observable<Int>?
    var subscription: Subscription?
    do {
      let derived = count.map { $0 + 1 }.removeDuplicates()
      weakDerived = derived
      subscription = derived.observe { _ in }
    }
    #expect(weakDerived != nil)
    #expect(count.observerCount == 1)
    subscription = nil
    #expect(weakDerived == nil)
    #expect(count.observerCount == 0)
    _ = subscription
  }
}

@Suite struct FilterTests {
  @Test func signalFilterPassesOnlyMatchingValues() {
    let signal = Signal<Int>()
    let recorder = Recorder<Int>()
    let subscription = signal.filter { $0.isMultiple(of: 2) }.observe(recorder.observer)
    for value in 1...6 { signal.send(value) }
    #expect(recorder.values == [2, 4, 6])
    withExtendedLifetime(subscription) {}
  }

  @Test func observableFilterStartsEachObserverWithTheCurrentValueIfItPasses() {
    let count = MutableObservable(2)
    let evens = count.filter { $0.isMultiple(of: 2) }
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    let firstSubscription = evens.observe(first.observer)
    count.value = 3
    count.value = 4
    let secondSubscription = evens.observe(second.observer)
    count.value = 5
    #expect(first.values == [2, 4])
    #expect(second.values == [4])
    withExtendedLifetime((firstSubscription, secondSubscription)) {}
  }

  @Test func observableFilterSkipsACurrentValueThatFails() {
    let count = MutableObservable(1)
    let recorder = Recorder<Int>()
    let subscription = count.filter { $0 > 1 }.observe(recorder.observer)
    #expect(recorder.values.isEmpty)
    count.value = 2
    #expect(recorder.values == [2])
    withExtendedLifetime(subscription) {}
  }
}

@Suite struct CompactMapTests {
  @Test func signalCompactMapDropsNil() {
    let signal = Signal<String>()
    let recorder = Recorder<Int>()
    let subscription = signal.compactMap { Int($0) }.observe(recorder.observer)
    for text in ["1", "x", "3"] { signal.send(text) }
    #expect(recorder.values == [1, 3])
    withExtendedLifetime(subscription) {}
  }

  @Test func observableCompactMapReplaysTheCurrentResult() {
    let text = MutableObservable("7")
    let recorder = Recorder<Int>()
    let subscription = text.compactMap { Int($0) }.observe(recorder.observer)
    text.value = "x"
    text.value = "8"
    #expect(recorder.values == [7, 8])
    withExtendedLifetime(subscription) {}
  }
}

@Suite struct RemoveDuplicatesTests {
  @Test func signalRemovesConsecutiveDuplicates() {
    let signal = Signal<Int>()
    let recorder = Recorder<Int>()
    let subscription = signal.removeDuplicates().observe(recorder.observer)
    for value in [1, 1, 2, 2, 2, 1] { signal.send(value) }
    #expect(recorder.values == [1, 2, 1])
    withExtendedLifetime(subscription) {}
  }

  @Test func observableRemovesConsecutiveDuplicates() {
    let value = MutableObservable(1)
    let recorder = Recorder<Int>()
    let subscription = value.removeDuplicates().observe(recorder.observer)
    for next in [1, 2, 2, 2, 1] { value.value = next }
    #expect(recorder.values == [1, 2, 1])
    withExtendedLifetime(subscription) {}
  }

  @Test func endsOnTheSourceValueWhenTheFirstCallFlipsItAndBack() {
    let source = MutableObservable(false)
    let distinct = source.removeDuplicates()
    var seen: [Bool] = []
    let subscription = distinct.observe { value in
      seen.append(value)
      if seen.count == 1 {
        source.value = true
        source.value = false
      }
    }
    #expect(source.value == false)
    #expect(distinct.value == false)
    #expect(seen == [false, true, false])
    withExtendedLifetime(subscription) {}
  }

  @Test func endsOnTheSourceValueWhenAnObserverFlipsItDuringADelivery() {
    let source = MutableObservable(0)
    let distinct = source.removeDuplicates()
    var seen: [Int] = []
    let subscription = distinct.observe { value in
      seen.append(value)
      if value == 1, seen.count == 2 {
        source.value = 2
        source.value = 1
      }
    }
    source.value = 1
    #expect(distinct.value == 1)
    #expect(seen == [0, 1, 2, 1])
    withExtendedLifetime(subscription) {}
  }

  @Test func customPredicateDecidesWhatRepeats() {
    let signal = Signal<String>()
    let recorder = Recorder<String>()
    let subscription = signal.removeDuplicates { $0.lowercased() == $1.lowercased() }
      .observe(recorder.observer)
    for text in ["a", "A", "b"] { signal.send(text) }
    #expect(recorder.values == ["a", "b"])
    withExtendedLifetime(subscription) {}
  }
}

@Suite struct CombineLatestTests {
  @Test func signalsCombineOnceBothHaveSent() {
    let letters = Signal<String>()
    let numbers = Signal<Int>()
    let recorder = Recorder<String>()
    let subscription = letters.combineLatest(numbers).map { "\($0)\($1)" }
      .observe(recorder.observer)
    letters.send("a")
    numbers.send(1)
    letters.send("b")
    numbers.send(2)
    #expect(recorder.values == ["a1", "b1", "b2"])
    withExtendedLifetime(subscription) {}
  }

  @Test func observablesCombineCurrentValues() {
    let first = MutableObservable("Ada")
    let last = MutableObservable("Byron")
    let full = first.combineLatest(last).map { "\($0) \($1)" }
    #expect(full.value == "Ada Byron")
    let recorder = Recorder<String>()
    let subscription = full.observe(recorder.observer)
    last.value = "Lovelace"
    #expect(recorder.values == ["Ada Byron", "Ada Lovelace"])
    withExtendedLifetime(subscription) {}
  }

  @Test func outsideATransactionEachChangeNotifiesAndShowsAGlitch() {
    let first = MutableObservable("Ada")
    let last = MutableObservable("Byron")
    let recorder = Recorder<String>()
    let subscription = first.combineLatest(last).map { "\($0) \($1)" }
      .observe(recorder.observer)
    first.value = "Grace"
    last.value = "Hopper"
    // "Grace Byron" never existed as a state of the app: the documented glitch.
    #expect(recorder.values == ["Ada Byron", "Grace Byron", "Grace Hopper"])
    withExtendedLifetime(subscription) {}
  }

  @Test func insideATransactionBothChangesNotifyOnce() {
    let first = MutableObservable("Ada")
    let last = MutableObservable("Byron")
    let recorder = Recorder<String>()
    let subscription = first.combineLatest(last).map { "\($0) \($1)" }
      .observe(recorder.observer)
    transaction {
      first.value = "Grace"
      last.value = "Hopper"
    }
    #expect(recorder.values == ["Ada Byron", "Grace Hopper"])
    withExtendedLifetime(subscription) {}
  }

  @Test func threeObservablesCombine() {
    let a = MutableObservable(1)
    let b = MutableObservable("b")
    let c = MutableObservable(true)
    let combined = a.combineLatest(b, c).map { "\($0)\($1)\($2)" }
    #expect(combined.value == "1btrue")
    c.value = false
    #expect(combined.value == "1bfalse")
  }

  @Test func fourObservablesCombine() {
    let a = MutableObservable(1)
    let b = MutableObservable("b")
    let c = MutableObservable(true)
    let d = MutableObservable(2.5)
    let recorder = Recorder<String>()
    let subscription = a.combineLatest(b, c, d).map { "\($0)\($1)\($2)\($3)" }
      .observe(recorder.observer)
    d.value = 3.5
    a.value = 2
    #expect(recorder.values == ["1btrue2.5", "1btrue3.5", "2btrue3.5"])
    withExtendedLifetime(subscription) {}
  }

  @Test func fourObservablesChangedInATransactionNotifyOnce() {
    let a = MutableObservable(1)
    let b = MutableObservable(2)
    let c = MutableObservable(3)
    let d = MutableObservable(4)
    let recorder = Recorder<Int>()
    let subscription = a.combineLatest(b, c, d).map { $0 + $1 + $2 + $3 }
      .observe(recorder.observer)
    transaction {
      a.value = 10
      d.value = 40
    }
    #expect(recorder.values == [10, 55])
    withExtendedLifetime(subscription) {}
  }

  /// How many inputs a combination with a transform takes.
  enum Arity: Int, CaseIterable, CustomTestStringConvertible {
    case two = 2
    case three, four

    var testDescription: String { "\(rawValue) inputs" }

    /// The sum of the first `rawValue` inputs, combined with a transform, or as a tuple mapped.
    func sum(of inputs: [MutableObservable<Int>], fused: Bool) -> Observable<Int> {
      let (a, b, c, d) = (inputs[0], inputs[1], inputs[2], inputs[3])
      switch (self, fused) {
      case (.two, true): return a.combineLatest(b) { $0 + $1 }
      case (.two, false): return a.combineLatest(b).map { $0 + $1 }
      case (.three, true): return a.combineLatest(b, c) { $0 + $1 + $2 }
      case (.three, false): return a.combineLatest(b, c).map { $0 + $1 + $2 }
      case (.four, true): return a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }
      case (.four, false): return a.combineLatest(b, c, d).map { $0 + $1 + $2 + $3 }
      }
    }
  }

  /// What an observer of the sum gets through a run of changes: one by one, then in a
  /// transaction, then a change to an input the arity leaves out.
  func deliveries(_ arity: Arity, fused: Bool) -> [Int] {
    let inputs = (1...4).map { MutableObservable($0 * 10) }
    let sum = arity.sum(of: inputs, fused: fused)
    let recorder = Recorder<Int>()
    let subscription = sum.observe(recorder.observer)
    inputs[0].value = 11
    inputs[1].value = 22
    transaction {
      inputs[0].value = 100
      inputs[arity.rawValue - 1].value = 200
    }
    inputs[3].value = 44
    subscription.cancel()
    return recorder.values + [sum.value]
  }

  @Test(arguments: Arity.allCases)
  func aTransformCombinesAsTheTupleMappedDoes(_ arity: Arity) {
    let fused = deliveries(arity, fused: true)
    #expect(fused == deliveries(arity, fused: false))
    // The initial value, two single changes and one transaction; a fourth input counts only
    // in four.
    #expect(fused.count == (arity == .four ? 6 : 5))
  }

  @Test(arguments: Arity.allCases)
  func aTransformIsOneObservableNotTwo(_ arity: Arity) {
    let inputs = (1...4).map { MutableObservable($0) }
    #expect(arity.sum(of: inputs, fused: true).rank == 1)
    #expect(arity.sum(of: inputs, fused: false).rank == 2)
  }

  @Test func aListOfObservablesCombinesTheirCurrentValuesInOrder() {
    let inputs = (0..<3).map { MutableObservable($0) }
    let combined = Observable.combineLatest(inputs)
    #expect(combined.value == [0, 1, 2])
    let recorder = Recorder<[Int]>()
    let subscription = combined.observe(recorder.observer)
    inputs[2].value = 20
    inputs[0].value = 10
    #expect(recorder.values == [[0, 1, 2], [0, 1, 20], [10, 1, 20]])
    #expect(combined.value == [10, 1, 20])
    withExtendedLifetime(subscription) {}
  }

  @Test func aListOfObservablesDeliversToItsObserversInSubscriptionOrder() {
    let inputs = [MutableObservable("a"), MutableObservable("b")]
    let combined = Observable.combineLatest(inputs).map { $0.joined() }
    var calls: [String] = []
    let subscriptions = [
      combined.observe { calls.append("first \($0)") },
      combined.observe { calls.append("second \($0)") },
    ]
    inputs[1].value = "c"
    #expect(calls == ["first ab", "second ab", "first ac", "second ac"])
    withExtendedLifetime(subscriptions) {}
  }

  @Test func aListOfObservablesChangedInATransactionNotifiesOnceWithoutAGlitch() {
    let inputs = (0..<4).map { MutableObservable($0) }
    let recorder = Recorder<Int>()
    let subscription = Observable.combineLatest(inputs).map { $0.reduce(0, +) }
      .observe(recorder.observer)
    var insideTransaction: [Int] = []
    transaction {
      for input in inputs { input.value += 10 }
      insideTransaction = Observable.combineLatest(inputs).value
    }
    #expect(insideTransaction == [10, 11, 12, 13])
    // Without the transaction, each of the four sets would notify a partial sum.
    #expect(recorder.values == [6, 46])
    withExtendedLifetime(subscription) {}
  }

  @Test func aListOfObservablesIsOneLevelBelowItsDeepestInputHoweverLong() {
    let inputs = (0..<(ChainDepth.limit * 5)).map { MutableObservable($0) }
    let deeper = inputs[0].map { $0 }.map { $0 }
    let combined = Observable.combineLatest(inputs + [deeper])
    #expect(combined.rank == 3)
    #expect(combined.value.count == ChainDepth.limit * 5 + 1)
  }

  @Test func anEmptyListOfObservablesIsAnEmptyConstant() {
    let combined = Observable<Int>.combineLatest([])
    let recorder = Recorder<[Int]>()
    let subscription = combined.observe(recorder.observer)
    #expect(recorder.values == [[]])
    withExtendedLifetime(subscription) {}
  }

  @Test func cancellingAListOfObservablesDisconnectsEveryInput() {
    let inputs = (0..<3).map { MutableObservable($0) }
    let recorder = Recorder<[Int]>()
    let subscription = Observable.combineLatest(inputs).observe(recorder.observer)
    #expect(inputs.map(\.observerCount) == [1, 1, 1])
    subscription.cancel()
    #expect(inputs.map(\.observerCount) == [0, 0, 0])
    inputs[1].value = 10
    #expect(recorder.values == [[0, 1, 2]])
  }

  @Test func aListOfSignalsSendsOnceEachHasSentThenOnEverySend() {
    let inputs = (0..<3).map { _ in Signal<Int>() }
    let recorder = Recorder<[Int]>()
    let subscription = Signal.combineLatest(inputs).observe(recorder.observer)
    inputs[0].send(1)
    inputs[2].send(3)
    inputs[0].send(10)
    inputs[1].send(2)
    inputs[2].send(30)
    #expect(recorder.values == [[10, 2, 3], [10, 2, 30]])
    withExtendedLifetime(subscription) {}
  }

  @Test func aListOfSignalsTakesReadOnlyFacesAndOptionalValues() {
    let signal = Signal<Int?>()
    let events: Events<Int?> = signal.map { $0 }
    let recorder = Recorder<[Int?]>()
    let subscription = Signal.combineLatest([signal, events]).observe(recorder.observer)
    signal.send(nil)
    signal.send(1)
    #expect(recorder.values == [[nil, nil], [1, nil], [1, 1]])
    withExtendedLifetime(subscription) {}
  }

  @Test func aListOfSignalsWaitsForEveryInputAgainAfterReconnecting() {
    let inputs = [Signal<Int>(), Signal<Int>()]
    let combined = Signal.combineLatest(inputs)
    let recorder = Recorder<[Int]>()
    var subscription = combined.observe(recorder.observer)
    inputs[0].send(1)
    inputs[1].send(2)
    subscription.cancel()
    #expect(inputs.map(\.observerCount) == [0, 0])
    inputs[0].send(3)
    subscription = combined.observe(recorder.observer)
    inputs[0].send(4)
    inputs[1].send(5)
    #expect(recorder.values == [[1, 2], [4, 5]])
    withExtendedLifetime(subscription) {}
  }

  @Test func anEmptyListOfSignalsNeverSends() {
    let combined = Signal<Int>.combineLatest([])
    let recorder = Recorder<[Int]>()
    let subscription = combined.observe(recorder.observer)
    #expect(recorder.values.isEmpty)
    #expect(combined.chainDepth == 1)
    withExtendedLifetime(subscription) {}
  }
}

@Suite struct DropFirstTests {
  @Test func skipsTheFirstValuesThenDeliversEveryOne() {
    let signal = Signal<Int>()
    let recorder = Recorder<Int>()
    let subscription = signal.dropFirst(2).observe(recorder.observer)
    for value in 1...5 { signal.send(value) }
    #expect(recorder.values == [3, 4, 5])
    withExtendedLifetime(subscription) {}
  }

  @Test func skipsOneByDefaultAndNoneForZero() {
    let signal = Signal<Int>()
    let one = Recorder<Int>()
    let none = Recorder<Int>()
    let subscriptions = [
      signal.dropFirst().observe(one.observer), signal.dropFirst(0).observe(none.observer),
    ]
    signal.send(1)
    signal.send(2)
    #expect(one.values == [2])
    #expect(none.values == [1, 2])
    withExtendedLifetime(subscriptions) {}
  }

  @Test func observersShareOneCountThatRestartsAfterTheLastLeaves() {
    let signal = Signal<Int>()
    let skipping = signal.dropFirst()
    let first = Recorder<Int>()
    let late = Recorder<Int>()
    var subscriptions = [skipping.observe(first.observer)]
    signal.send(1)
    subscriptions.append(skipping.observe(late.observer))
    signal.send(2)
    #expect(first.values == [2])
    #expect(late.values == [2])
    subscriptions.removeAll()
    let again = Recorder<Int>()
    subscriptions.append(skipping.observe(again.observer))
    signal.send(3)
    signal.send(4)
    #expect(again.values == [4])
  }

  @Test func aNegativeCountIsRejected() async {
    await #expect(processExitsWith: .failure) {
      _ = Signal<Int>().dropFirst(-1)
    }
  }
}

@Suite struct ChangesTests {
  @Test func deliversChangesButNotTheCurrentValue() {
    let name = MutableObservable("")
    let recorder = Recorder<String>()
    let subscription = name.changes.observe(recorder.observer)
    #expect(recorder.values.isEmpty)
    name.value = "Ada"
    name.value = "Ada"
    #expect(recorder.values == ["Ada", "Ada"])
    withExtendedLifetime(subscription) {}
  }

  @Test func aLateObserverGetsOnlyTheChangesAfterItSubscribed() {
    let count = MutableObservable(0)
    let changes = count.changes
    let first = Recorder<Int>()
    let late = Recorder<Int>()
    var subscriptions = [changes.observe(first.observer)]
    count.value = 1
    subscriptions.append(changes.observe(late.observer))
    count.value = 2
    #expect(first.values == [1, 2])
    #expect(late.values == [2])
    withExtendedLifetime(subscriptions) {}
  }

  @Test func autosaveThroughADebounceNeverSavesTheStartingValue() {
    let scheduler = TestScheduler()
    let draft = MutableObservable("")
    var saved: [String] = []
    let naive = draft.debounce(for: .seconds(1), scheduler: scheduler).observe { _ in }
    let autosave = draft.changes.debounce(for: .seconds(1), scheduler: scheduler)
      .observe { saved.append($0) }
    scheduler.advance(by: .seconds(5))
    #expect(saved.isEmpty)
    draft.value = "D"
    draft.value = "Dear"
    scheduler.advance(by: .seconds(1))
    #expect(saved == ["Dear"])
    withExtendedLifetime((naive, autosave)) {}
  }

  @Test func aTransactionDeliversOneChangeWithTheFinalValue() {
    let count = MutableObservable(0)
    let recorder = Recorder<Int>()
    let subscription = count.changes.observe(recorder.observer)
    transaction {
      count.value = 1
      count.value = 2
    }
    #expect(recorder.values == [2])
    withExtendedLifetime(subscription) {}
  }

  @Test func removeDuplicatesBeforeItSkipsEqualValues() {
    let name = MutableObservable("Ada")
    let recorder = Recorder<String>()
    let subscription = name.removeDuplicates().changes.observe(recorder.observer)
    for next in ["Ada", "Grace", "Grace"] { name.value = next }
    #expect(recorder.values == ["Grace"])
    withExtendedLifetime(subscription) {}
  }
}

@Suite struct ConstantTests {
  @Test func holdsItsValueAndCallsEachObserverOnceAtOnce() {
    let title: Observable<String> = .constant("Users")
    let recorder = Recorder<String>()
    let subscription = title.observe(recorder.observer)
    #expect(title.value == "Users")
    #expect(recorder.values == ["Users"])
    #expect(!(title is MutableObservable<String>))
    withExtendedLifetime(subscription) {}
  }

  @Test func derivesLikeAnyObservable() {
    let width = Observable.constant(3)
    let height = MutableObservable(2)
    let area = width.combineLatest(height).map { $0 * $1 }
    let recorder = Recorder<Int>()
    let subscription = area.observe(recorder.observer)
    height.value = 5
    #expect(recorder.values == [6, 15])
    withExtendedLifetime(subscription) {}
  }
}
