import Testing

@testable import Signals

/// `observe(with:_:)` hands the owner to the handler without ever retaining it.
@Suite struct OwnerTests {
  /// A view controller stand-in: it keeps its subscriptions and records what it was shown.
  final class Screen {
    var shown: [String] = []
    var subscriptions = Set<Subscription>()
  }

  @Test func signalDeliversWithTheOwnerWhileItLives() {
    let route = Signal<String>()
    let screen = Screen()
    route.observe(with: screen) { screen, value in screen.shown.append(value) }
      .store(in: &screen.subscriptions)
    route.send("profile")
    #expect(screen.shown == ["profile"])
  }

  @Test func observableCallsAtOnceThenWithEveryChange() {
    let title = MutableObservable("Users")
    let screen = Screen()
    title.observe(with: screen) { screen, value in screen.shown.append(value) }
      .store(in: &screen.subscriptions)
    title.value = "Dogs"
    #expect(screen.shown == ["Users", "Dogs"])
  }

  @Test(arguments: [false, true])
  func anOwnerThatKeepsItsSubscriptionIsReleased(observable: Bool) {
    let route = Signal<String>()
    let title = MutableObservable("")
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    if observable {
      title.observe(with: screen!) { screen, value in screen.shown.append(value) }
        .store(in: &screen!.subscriptions)
    } else {
      route.observe(with: screen!) { screen, value in screen.shown.append(value) }
        .store(in: &screen!.subscriptions)
    }
    screen = nil
    #expect(weakScreen == nil)
    #expect(route.observerCount == 0)
    #expect(title.observerCount == 0)
  }

  @Test func aPlainObserverCapturingItsOwnerKeepsItAlive() {
    // The cycle `observe(with:_:)` avoids: the owner keeps the subscription, which keeps the
    // closure, which keeps the owner.
    let route = Signal<String>()
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    route.observe { [screen] value in screen?.shown.append(value) }
      .store(in: &screen!.subscriptions)
    screen = nil
    #expect(weakScreen != nil)
    weakScreen?.subscriptions.removeAll()
    #expect(weakScreen == nil)
  }

  @Test func stopsDeliveringOnceTheOwnerIsGoneAndReleasesTheHandler() {
    let route = Signal<String>()
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    var token: Token? = Token()
    weak let weakToken = token
    var calls = 0
    let subscription = route.observe(with: screen!) { [token] screen, value in
      _ = token
      calls += 1
      screen.shown.append(value)
    }
    token = nil
    route.send("first")
    screen = nil
    #expect(weakScreen == nil)
    #expect(weakToken != nil)
    route.send("second")
    #expect(calls == 1)
    #expect(weakToken == nil)
    withExtendedLifetime(subscription) {}
  }

  @Test(arguments: [false, true])
  func theFirstValueAfterTheOwnerIsGoneCancelsTheSubscription(observable: Bool) {
    let route = Signal<String>()
    let title = MutableObservable("")
    var screen: Screen? = Screen()
    let subscription =
      observable
      ? title.observe(with: screen!) { screen, value in screen.shown.append(value) }
      : route.observe(with: screen!) { screen, value in screen.shown.append(value) }
    screen = nil
    #expect(route.observerCount + title.observerCount == 1)
    route.send("late")
    title.value = "late"
    #expect(route.observerCount == 0)
    #expect(title.observerCount == 0)
    withExtendedLifetime(subscription) {}
  }
}
