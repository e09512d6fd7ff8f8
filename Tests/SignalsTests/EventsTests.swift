import Testing

@testable import Signals

/// `Events` is the read-only face of a `Signal`: a view model exposes it and keeps the signal.
@Suite struct EventsTests {
  final class ViewModel {
    var route: Events<String> { routeSignal }
    private let routeSignal = Signal<String>()

    func rowWasSelected(_ name: String) {
      routeSignal.send("profile/\(name)")
    }
  }

  @Test func observersOfTheReadOnlyFaceGetWhatTheOwnerSends() {
    let viewModel = ViewModel()
    let recorder = Recorder<String>()
    let subscription = viewModel.route.observe(recorder.observer)
    viewModel.rowWasSelected("ada")
    viewModel.rowWasSelected("grace")
    #expect(recorder.values == ["profile/ada", "profile/grace"])
    withExtendedLifetime(subscription) {}
  }

  @Test func operatorsWorkOnTheReadOnlyFace() {
    let viewModel = ViewModel()
    let recorder = Recorder<Int>()
    let subscription = viewModel.route.map(\.count).filter { $0 > 12 }
      .observe(recorder.observer)
    viewModel.rowWasSelected("ada")
    viewModel.rowWasSelected("grace")
    #expect(recorder.values == [13])
    withExtendedLifetime(subscription) {}
  }

  @Test func sendingOnAnOperatorsResultReachesOnlyItsOwnObservers() {
    let viewModel = ViewModel()
    let direct = Recorder<String>()
    let mapped = Recorder<String>()
    let derived = viewModel.route.map { $0 }
    let subscriptions = [
      viewModel.route.observe(direct.observer), derived.observe(mapped.observer),
    ]
    derived.send("forged")
    #expect(direct.values.isEmpty)
    #expect(mapped.values == ["forged"])
    withExtendedLifetime(subscriptions) {}
  }

  @Test func combineLatestTakesAReadOnlyFace() {
    let viewModel = ViewModel()
    let counts = Signal<Int>()
    let recorder = Recorder<String>()
    let subscription = counts.combineLatest(viewModel.route).map { "\($0) \($1)" }
      .observe(recorder.observer)
    counts.send(1)
    viewModel.rowWasSelected("ada")
    #expect(recorder.values == ["1 profile/ada"])
    withExtendedLifetime(subscription) {}
  }

  @Test func theSignalIsReleasedWithTheLastSubscriptionToItsFace() {
    var viewModel: ViewModel? = ViewModel()
    weak var weakRoute: Events<String>?
    var subscription: Subscription?
    do {
      let route = viewModel!.route
      weakRoute = route
      subscription = route.observe { _ in }
    }
    viewModel = nil
    #expect(weakRoute != nil)
    subscription = nil
    #expect(weakRoute == nil)
    _ = subscription
  }
}
