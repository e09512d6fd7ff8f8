import Testing

@testable import Signals

/// Every reactive type is released once nothing holds it: no cycle between a source, its
/// derived streams and their subscriptions survives the last subscription.
@Suite struct LeakTests {
  enum SignalOperator: String, CaseIterable {
    case map, filter, compactMap, removeDuplicates, combineLatest, combineLatestList, debounce
    case dropFirst

    func apply(to source: Signal<Int>, scheduler: TestScheduler) -> AnyObject {
      switch self {
      case .map: source.map { $0 + 1 }
      case .filter: source.filter { $0 > 0 }
      case .compactMap: source.compactMap { $0 > 0 ? $0 : nil }
      case .removeDuplicates: source.removeDuplicates()
      case .combineLatest: source.combineLatest(source.map { $0 * 2 })
      case .combineLatestList: Signal.combineLatest([source, source.map { $0 * 2 }])
      case .debounce: source.debounce(for: .seconds(1), scheduler: scheduler)
      case .dropFirst: source.dropFirst(0)
      }
    }

    func observe(_ derived: AnyObject, recording count: @escaping () -> Void) -> Subscription {
      if let signal = derived as? Signal<Int> { return signal.observe { _ in count() } }
      if let pairs = derived as? Signal<(Int, Int)> { return pairs.observe { _ in count() } }
      if let lists = derived as? Signal<[Int]> { return lists.observe { _ in count() } }
      Issue.record("unexpected derived type \(type(of: derived))")
      return .onCancel {}
    }
  }

  enum ObservableOperator: String, CaseIterable {
    case map, filter, compactMap, removeDuplicates, combineLatest, combineLatestThree
    case combineLatestFour, combineLatestTransform, combineLatestThreeTransform
    case combineLatestFourTransform, combineLatestList, debounce, changes

    func apply(to source: MutableObservable<Int>, scheduler: TestScheduler) -> AnyObject {
      switch self {
      case .map: source.map { $0 + 1 }
      case .filter: source.filter { $0 >= 0 }
      case .compactMap: source.compactMap { $0 >= 0 ? $0 : nil }
      case .removeDuplicates: source.removeDuplicates()
      case .combineLatest: source.combineLatest(MutableObservable(0))
      case .combineLatestThree: source.combineLatest(MutableObservable(0), MutableObservable(0))
      case .combineLatestFour:
        source.combineLatest(MutableObservable(0), MutableObservable(0), MutableObservable(0))
      case .combineLatestTransform: source.combineLatest(MutableObservable(0)) { $0 + $1 }
      case .combineLatestThreeTransform:
        source.combineLatest(MutableObservable(0), MutableObservable(0)) { $0 + $1 + $2 }
      case .combineLatestFourTransform:
        source.combineLatest(MutableObservable(0), MutableObservable(0), MutableObservable(0)) {
          $0 + $1 + $2 + $3
        }
      case .combineLatestList: Observable.combineLatest([source, MutableObservable(0)])
      case .debounce: source.debounce(for: .seconds(1), scheduler: scheduler)
      case .changes: source.changes
      }
    }

    /// How many calls an observer gets for the current value and one change.
    var expectedDeliveries: Int {
      self == .changes ? 1 : 2
    }

    func observe(_ derived: AnyObject, recording count: @escaping () -> Void) -> Subscription {
      if let observable = derived as? Observable<Int> {
        return observable.observe { _ in count() }
      }
      if let pairs = derived as? Observable<(Int, Int)> { return pairs.observe { _ in count() } }
      if let threes = derived as? Observable<(Int, Int, Int)> {
        return threes.observe { _ in count() }
      }
      if let fours = derived as? Observable<(Int, Int, Int, Int)> {
        return fours.observe { _ in count() }
      }
      if let lists = derived as? Observable<[Int]> { return lists.observe { _ in count() } }
      if let signal = derived as? Signal<Int> { return signal.observe { _ in count() } }
      Issue.record("unexpected derived type \(type(of: derived))")
      return .onCancel {}
    }
  }

  @Test(arguments: SignalOperator.allCases)
  func derivedSignalIsReleasedWithItsLastSubscription(operator: SignalOperator) {
    let scheduler = TestScheduler()
    var source: Signal<Int>? = Signal()
    weak let weakSource = source
    weak var weakDerived: AnyObject?
    var deliveries = 0
    var subscription: Subscription?
    do {
      let derived = `operator`.apply(to: source!, scheduler: scheduler)
      weakDerived = derived
      subscription = `operator`.observe(derived) { deliveries += 1 }
    }
    source?.send(1)
    scheduler.run()
    #expect(deliveries == 1)
    #expect(weakDerived != nil)
    source = nil
    #expect(weakSource != nil)  // the chain keeps its source while observed
    subscription = nil
    #expect(weakDerived == nil)
    #expect(weakSource == nil)
    #expect(scheduler.pendingCount == 0)
    _ = subscription
  }

  @Test(arguments: ObservableOperator.allCases)
  func derivedObservableIsReleasedWithItsLastSubscription(operator: ObservableOperator) {
    let scheduler = TestScheduler()
    var source: MutableObservable<Int>? = MutableObservable(0)
    weak let weakSource = source
    weak var weakDerived: AnyObject?
    var deliveries = 0
    var subscription: Subscription?
    do {
      let derived = `operator`.apply(to: source!, scheduler: scheduler)
      weakDerived = derived
      subscription = `operator`.observe(derived) { deliveries += 1 }
    }
    source?.value = 1
    scheduler.run()
    #expect(deliveries == `operator`.expectedDeliveries)  // the current value, then the change
    source = nil
    subscription = nil
    #expect(weakDerived == nil)
    #expect(weakSource == nil)
    #expect(scheduler.pendingCount == 0)
    _ = subscription
  }

  @Test(arguments: ObservableOperator.allCases)
  func cancellingTheLastObserverOfADerivedObservableReleasesItAndItsSource(
    operator: ObservableOperator
  ) {
    let scheduler = TestScheduler()
    var source: MutableObservable<Int>? = MutableObservable(0)
    weak let weakSource = source
    weak var weakDerived: AnyObject?
    var deliveries = 0
    let subscription: Subscription
    do {
      let derived = `operator`.apply(to: source!, scheduler: scheduler)
      weakDerived = derived
      subscription = `operator`.observe(derived) { deliveries += 1 }
    }
    source = nil
    #expect(weakDerived != nil)  // observed: the subscription keeps the chain
    // Cancelled but still held: the derived observable disconnects from its source, and
    // nothing keeps either any more (no cycle left between them).
    subscription.cancel()
    #expect(weakDerived == nil)
    #expect(weakSource == nil)
    #expect(scheduler.pendingCount == 0)
    withExtendedLifetime(subscription) {}
  }

  /// The three ways to observe: a closure, a context kept inline, an owner held weakly.
  enum ObservationKind: String, CaseIterable {
    case closure, context, owner

    func observe(_ signal: Signal<Int>, with object: Token, count: @escaping () -> Void)
      -> Subscription
    {
      switch self {
      case .closure:
        signal.observe { [object] _ in
          _ = object
          count()
        }
      case .context: signal.observe(context: (object, count)) { context, _ in context.1() }
      case .owner: signal.observe(with: object) { _, _ in count() }
      }
    }

    func observe(_ observable: Observable<Int>, with object: Token, count: @escaping () -> Void)
      -> Subscription
    {
      switch self {
      case .closure:
        observable.observe { [object] _ in
          _ = object
          count()
        }
      case .context: observable.observe(context: (object, count)) { context, _ in context.1() }
      case .owner: observable.observe(with: object) { _, _ in count() }
      }
    }
  }

  @Test(arguments: ObservationKind.allCases)
  func everyKindOfSubscriptionReleasesItsChainAndWhatItHolds(kind: ObservationKind) {
    var signal: Signal<Int>? = Signal()
    var observable: MutableObservable<Int>? = MutableObservable(0)
    weak let weakSignal = signal
    weak let weakObservable = observable
    var object: Token? = Token()
    weak let weakObject = object
    var deliveries = 0
    var subscriptions = [
      kind.observe(signal!.map { $0 + 1 }, with: object!) { deliveries += 1 },
      kind.observe(observable!.map { $0 + 1 }, with: object!) { deliveries += 1 },
    ]
    signal?.send(1)
    observable?.value = 1
    #expect(deliveries == 3)  // the signal's value; the observable's current value and change
    withExtendedLifetime(object) {}  // the owner kind holds it weakly
    signal = nil
    observable = nil
    #expect(weakSignal != nil)
    #expect(weakObservable != nil)
    if kind != .owner {
      object = nil
      #expect(weakObject != nil)  // the closure or the context holds it
    }
    withExtendedLifetime(subscriptions) {}
    subscriptions.removeAll()
    object = nil
    #expect(weakSignal == nil)
    #expect(weakObservable == nil)
    #expect(weakObject == nil)
  }

  @Test func unobservedDerivedObservableHoldsNoSubscription() {
    let source = MutableObservable(1)
    weak var weakDerived: Observable<Int>?
    do {
      let derived = source.map { $0 * 3 }
      weakDerived = derived
      #expect(derived.value == 3)
      #expect(source.observerCount == 0)
    }
    #expect(weakDerived == nil)
  }

  @Test func constantObservableIsReleasedWithItsLastSubscription() {
    weak var weakConstant: Observable<Int>?
    var subscription: Subscription?
    do {
      let constant = Observable.constant(7)
      weakConstant = constant
      subscription = constant.map { $0 + 1 }.observe { _ in }
    }
    #expect(weakConstant != nil)
    subscription = nil
    #expect(weakConstant == nil)
    _ = subscription
  }

  @Test func closureSubscriptionRunsOnceWhenReleased() {
    var runs = 0
    var subscription: Subscription? = .onCancel { runs += 1 }
    subscription?.cancel()
    subscription?.cancel()
    subscription = nil
    #expect(runs == 1)
    var released: Subscription? = .onCancel { runs += 1 }
    released = nil
    #expect(runs == 2)
    _ = (subscription, released)
  }

  @MainActor
  @Test func mainActorSchedulerIsReleasedAndItsPendingActionCancelled() async {
    var scheduler: MainActorScheduler? = MainActorScheduler()
    weak let weakScheduler = scheduler
    var ran = false
    var pending = scheduler?.schedule(after: .seconds(3_600)) { ran = true }
    scheduler = nil
    #expect(weakScheduler == nil)
    pending = nil
    await Task.yield()
    #expect(!ran)
    _ = pending
  }
}
