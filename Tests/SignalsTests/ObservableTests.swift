import Testing

@testable import Signals

@Suite struct ObservableTests {
  @Test func observeCallsAtOnceWithTheCurrentValueThenAfterEveryChange() {
    let name = MutableObservable("")
    let recorder = Recorder<String>()
    let subscription = name.observe(recorder.observer)
    #expect(recorder.values == [""])
    name.value = "Ada"
    name.value = "Grace"
    #expect(recorder.values == ["", "Ada", "Grace"])
    #expect(name.value == "Grace")
    withExtendedLifetime(subscription) {}
  }

  @Test func designExampleSpelling() {
    let name = MutableObservable("")
    let greeting: Observable<String> = name.map { "Hello, \($0)" }
    var printed: [String] = []
    let subscription = greeting.observe { printed.append($0) }
    name.value = "Ada"
    subscription.cancel()
    name.value = "Grace"
    #expect(printed == ["Hello, ", "Hello, Ada"])
  }

  @Test func observersAreNotifiedAfterTheValueIsStored() {
    let count = MutableObservable(0)
    var seen: [String] = []
    let subscription = count.observe { given in seen.append("given \(given) read \(count.value)") }
    count.value = 1
    #expect(seen == ["given 0 read 0", "given 1 read 1"])
    withExtendedLifetime(subscription) {}
  }

  @Test func equalValuesNotifyAgain() {
    let flag = MutableObservable(true)
    let recorder = Recorder<Bool>()
    let subscription = flag.observe(recorder.observer)
    flag.value = true
    #expect(recorder.values == [true, true])
    withExtendedLifetime(subscription) {}
  }

  @Test func modifyNotifiesOnceWithTheResult() {
    let list = MutableObservable([1])
    let recorder = Recorder<[Int]>()
    let subscription = list.observe(recorder.observer)
    list.modify {
      $0.append(2)
      $0.append(3)
    }
    #expect(recorder.values == [[1], [1, 2, 3]])
    withExtendedLifetime(subscription) {}
  }

  @Test func modifyDuringADeliveryStartsFromTheLatestQueuedValue() {
    let count = MutableObservable(0)
    let setter = count.observe { if $0 == 1 { count.value = 10 } }
    let modifier = count.observe { given in
      if given == 1 { count.modify { $0 += 1 } }
    }
    count.value = 1
    // The set queued by the first observer is not lost: the modify builds on it.
    #expect(count.value == 11)
    withExtendedLifetime((setter, modifier)) {}
  }

  @Test func modifiesQueuedDuringADeliveryAccumulate() {
    let count = MutableObservable(0)
    let recorder = Recorder<Int>()
    let incrementers = (0..<3).map { _ in
      count.observe { given in
        if given == 1 { count.modify { $0 += 1 } }
      }
    }
    let subscription = count.observe(recorder.observer)
    count.value = 1
    #expect(count.value == 4)
    #expect(recorder.values == [0, 1, 2, 3, 4])
    withExtendedLifetime((incrementers, subscription)) {}
  }

  @Test func valueSetDuringDeliveryIsStoredAndDeliveredAfterThePass() {
    let count = MutableObservable(0)
    var seen: [String] = []
    let first = count.observe { given in
      seen.append("first given \(given) read \(count.value)")
      if given == 1 { count.value = 2 }
    }
    let second = count.observe { given in seen.append("second given \(given) read \(count.value)") }
    seen.removeAll()
    count.value = 1
    // Each observer reads the value it was given; both see 1 then 2 and end on the latest.
    #expect(
      seen == [
        "first given 1 read 1", "second given 1 read 1",
        "first given 2 read 2", "second given 2 read 2",
      ])
    #expect(count.value == 2)
    withExtendedLifetime((first, second)) {}
  }

  @Test func valueSetDuringTheInitialCallIsQueuedBehindIt() {
    let count = MutableObservable(0)
    var seen: [Int] = []
    let subscription = count.observe { given in
      seen.append(given)
      if given == 0 { count.value = 1 }
    }
    #expect(seen == [0, 1])
    withExtendedLifetime(subscription) {}
  }

  @Test func observerAddedDuringThePassStartsWithTheCurrentValue() {
    let count = MutableObservable(0)
    var seen: [String] = []
    var added: Subscription?
    let first = count.observe { given in
      seen.append("first \(given)")
      if given == 1, added == nil {
        added = count.observe { seen.append("added \($0)") }
      }
    }
    count.value = 1
    count.value = 2
    #expect(seen == ["first 0", "first 1", "added 1", "first 2", "added 2"])
    withExtendedLifetime(first) {}
  }

  @Test func observerCancelledDuringThePassMissesTheValueInFlight() {
    let count = MutableObservable(0)
    var seen: [String] = []
    var second: Subscription?
    let first = count.observe { given in
      seen.append("first \(given)")
      if given == 1 { second?.cancel() }
    }
    second = count.observe { seen.append("second \($0)") }
    count.value = 1
    #expect(seen == ["first 0", "second 0", "first 1"])
    withExtendedLifetime(first) {}
  }

  @Test func outputsAreReadOnlyToTheCompiler() {
    // The view sees `Observable`; only the owner's `MutableObservable` is writable.
    let readOnly: AnyKeyPath = \Observable<Int>.value
    let writable: AnyKeyPath = \MutableObservable<Int>.value
    #expect(!(readOnly is WritableKeyPath<Observable<Int>, Int>))
    #expect(!(readOnly is ReferenceWritableKeyPath<Observable<Int>, Int>))
    #expect(writable is ReferenceWritableKeyPath<MutableObservable<Int>, Int>)
  }

  @Test func observableIsReleasedOnceItsSubscriptionsAre() {
    var count: MutableObservable<Int>? = MutableObservable(0)
    weak let weakCount = count
    var subscription = count?.observe { _ in }
    count = nil
    #expect(weakCount != nil)
    subscription = nil
    #expect(weakCount == nil)
    _ = subscription
  }

  @Test func cancellingReleasesTheObserverClosure() {
    let count = MutableObservable(0)
    var token: Token? = Token()
    weak let weakToken = token
    let subscription = count.observe { [token] _ in _ = token }
    token = nil
    subscription.cancel()
    #expect(weakToken == nil)
    withExtendedLifetime(subscription) {}
  }
}

/// Signals types are confined to one isolation domain by the compiler. This suite shows the
/// intended use: main-actor code owns the observables and binds to them, with no lock anywhere.
@MainActor
@Suite struct IsolationTests {
  @MainActor final class CounterViewModel {
    var count: Observable<Int> { countStorage }
    private let countStorage = MutableObservable(0)

    func incrementButtonWasPressed() {
      countStorage.value += 1
    }
  }

  @Test func mainActorViewModelDrivesABinding() async {
    let viewModel = CounterViewModel()
    var label = ""
    let binding = viewModel.count.map { "Count: \($0)" }.observe { label = $0 }
    viewModel.incrementButtonWasPressed()
    #expect(label == "Count: 1")
    // Hop off and back on the main actor: the observable never left it.
    await Task.yield()
    viewModel.incrementButtonWasPressed()
    #expect(label == "Count: 2")
    withExtendedLifetime(binding) {}
  }

  @Test func viewModelIsReleasedWhileTheViewStillHoldsABinding() {
    var viewModel: CounterViewModel? = CounterViewModel()
    weak let weakViewModel = viewModel
    let binding = viewModel?.count.observe { _ in }
    viewModel = nil
    #expect(weakViewModel == nil)
    withExtendedLifetime(binding) {}
  }
}
