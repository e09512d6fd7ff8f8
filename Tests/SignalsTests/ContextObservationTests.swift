import Testing

@testable import Signals

/// `observe(context:_:)`: the context lives inside the subscription, which is the binding's only
/// allocation; it delivers like `observe(_:)` and releases the context when cancelled.
@Suite struct ContextObservationTests {
  /// A view stand-in that a binding writes to.
  final class Label {
    var texts: [String] = []
  }

  @Test func signalCallsTheHandlerWithTheContextAndEveryValueSentAfter() {
    let signal = Signal<Int>()
    signal.send(0)
    let label = Label()
    let subscription = signal.observe(context: label) { label, value in
      label.texts.append("\(value)")
    }
    signal.send(1)
    signal.send(2)
    #expect(label.texts == ["1", "2"])
    withExtendedLifetime(subscription) {}
  }

  @Test func observableCallsAtOnceWithTheCurrentValueThenAfterEveryChange() {
    let name = MutableObservable("Ada")
    let label = Label()
    let subscription = name.observe(context: label) { label, name in label.texts.append(name) }
    name.value = "Grace"
    #expect(label.texts == ["Ada", "Grace"])
    withExtendedLifetime(subscription) {}
  }

  @Test func aValueContextIsPassedAsIs() {
    let count = MutableObservable(1)
    var rendered: [String] = []
    let subscription = count.observe(context: (prefix: "Count: ", scale: 10)) { context, value in
      rendered.append("\(context.prefix)\(value * context.scale)")
    }
    count.value = 2
    #expect(rendered == ["Count: 10", "Count: 20"])
    withExtendedLifetime(subscription) {}
  }

  @Test func theSubscriptionIsOneNodeHoldingTheContext() {
    let signal = Signal<Int>()
    let subscription = signal.observe(context: Label()) { _, _ in }
    #expect(subscription is ContextObserverNode<Label, Int>)
    #expect(signal.observers.head?.takeUnretainedValue() === subscription)
  }

  @Test(arguments: [false, true])
  func cancellingReleasesTheContextAndTheHandlerAtOnce(observable: Bool) {
    let signal = Signal<Int>()
    let count = MutableObservable(0)
    var label: Label? = Label()
    weak let weakLabel = label
    var token: Token? = Token()
    weak let weakToken = token
    let subscription: Subscription
    do {
      let handler: (inout Label, Int) -> Void = { [token] label, value in
        _ = token
        label.texts.append("\(value)")
      }
      subscription =
        observable
        ? count.observe(context: label!, handler) : signal.observe(context: label!, handler)
    }
    label = nil
    token = nil
    #expect(weakLabel != nil)
    #expect(weakToken != nil)
    subscription.cancel()
    #expect(weakLabel == nil)
    #expect(weakToken == nil)
    signal.send(1)
    count.value = 1
    #expect(signal.observerCount == 0)
    #expect(count.observerCount == 0)
    withExtendedLifetime(subscription) {}
  }

  @Test func droppingTheSubscriptionReleasesTheContext() {
    let signal = Signal<Int>()
    var label: Label? = Label()
    weak let weakLabel = label
    var subscription: Subscription? = signal.observe(context: label!) { label, value in
      label.texts.append("\(value)")
    }
    label = nil
    signal.send(1)
    #expect(weakLabel?.texts == ["1"])
    subscription = nil
    #expect(weakLabel == nil)
    #expect(signal.observerCount == 0)
    _ = subscription
  }

  @Test func contextAndPlainObserversAreCalledInSubscriptionOrder() {
    let signal = Signal<Int>()
    let label = Label()
    let subscriptions = [
      signal.observe { label.texts.append("plain \($0)") },
      signal.observe(context: label) { label, value in label.texts.append("context \(value)") },
      signal.observe(with: label) { label, value in label.texts.append("owned \(value)") },
      signal.observe { label.texts.append("plain again \($0)") },
    ]
    signal.send(1)
    #expect(label.texts == ["plain 1", "context 1", "owned 1", "plain again 1"])
    withExtendedLifetime(subscriptions) {}
  }

  @Test func aContextObserverCancelledDuringThePassMissesTheValueInFlight() {
    let count = MutableObservable(0)
    let label = Label()
    var later: Subscription?
    let first = count.observe { if $0 == 1 { later?.cancel() } }
    later = count.observe(context: label) { label, value in label.texts.append("\(value)") }
    count.value = 1
    count.value = 2
    #expect(label.texts == ["0"])
    withExtendedLifetime(first) {}
  }

  @Test func aContextHandlerMayReleaseItsOwnSubscriptionAndStillUseTheContext() {
    /// A context that keeps the subscription it is the context of.
    final class Screen {
      var subscription: Subscription?
      var shown: [Int] = []
    }
    let signal = Signal<Int>()
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    screen!.subscription = signal.observe(context: screen!) { screen, value in
      screen.subscription = nil  // releases the node that holds `screen`…
      screen.shown.append(value)  // …which is still there until the handler returns
    }
    let recorder = Recorder<[Int]>()
    let observer = signal.observe { _ in recorder.record(weakScreen?.shown ?? []) }
    screen = nil
    #expect(weakScreen != nil)  // the screen and its subscription keep each other
    signal.send(1)
    #expect(weakScreen == nil)
    #expect(recorder.values == [[]])
    #expect(signal.observerCount == 1)
    withExtendedLifetime(observer) {}
  }

  @Test func aContextThatKeepsItsSubscriptionIsFreedByCancel() {
    final class Screen {
      var subscriptions = Set<Subscription>()
    }
    let title = MutableObservable("")
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    title.observe(context: screen!) { _, _ in }.store(in: &screen!.subscriptions)
    let subscription = screen!.subscriptions.first
    screen = nil
    #expect(weakScreen != nil)
    subscription?.cancel()
    #expect(weakScreen == nil)
  }

  @Test func aDerivedChainObservedWithAContextLivesAsLongAsTheSubscription() {
    var source: MutableObservable<Int>? = MutableObservable(1)
    weak let weakSource = source
    let label = Label()
    var subscription: Subscription? = source!.map { $0 * 2 }.observe(context: label) {
      label, value in label.texts.append("\(value)")
    }
    source?.value = 2
    source = nil
    #expect(weakSource != nil)
    #expect(label.texts == ["2", "4"])
    subscription = nil
    #expect(weakSource == nil)
    _ = subscription
  }

  @Test func aFilteredObservableGivesAContextObserverItsCurrentValueFirst() {
    let count = MutableObservable(2)
    let evens = count.filter { $0.isMultiple(of: 2) }
    let label = Label()
    let subscriptions = [
      evens.observe(context: label) { label, value in label.texts.append("context \(value)") },
      evens.observe(with: label) { label, value in label.texts.append("owned \(value)") },
    ]
    count.value = 3
    count.value = 4
    #expect(label.texts == ["context 2", "owned 2", "context 4", "owned 4"])
    withExtendedLifetime(subscriptions) {}
  }
}

/// A handler may change its context, which the subscription keeps for the next value: the
/// state of a de-duplicating binding lives in the node, in no allocation of its own.
@Suite struct MutableContextTests {
  @Test func aChangeTheHandlerMakesToItsContextIsThereForTheNextValue() {
    let values = MutableObservable(1)
    var rendered: [Int] = []
    let subscription = values.observe(context: Int?.none) { last, value in
      guard last != value else { return }
      last = value
      rendered.append(value)
    }
    values.value = 1
    values.value = 2
    values.value = 2
    values.value = 1
    #expect(rendered == [1, 2, 1])
    withExtendedLifetime(subscription) {}
  }

  @Test func eachSubscriptionKeepsAContextOfItsOwn() {
    let signal = Signal<Int>()
    var totals: [Int] = []
    let first = signal.observe(context: 0) { total, value in
      total += value
      totals.append(total)
    }
    let second = signal.observe(context: 100) { total, value in
      total += value
      totals.append(total)
    }
    signal.send(1)
    signal.send(2)
    #expect(totals == [1, 101, 3, 103])
    withExtendedLifetime((first, second)) {}
  }
}
