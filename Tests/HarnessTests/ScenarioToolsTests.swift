import Comparison
import CounterFixture
import Synchronization
import Testing

/// What a team's scenarios and drivers use beside the runner: scenarios that make their own
/// dependencies, the injected delay that checks a regression detector, and a snapshot's hidden
/// button (issue 49, items 1, 6 and 7).
@MainActor
struct ScenarioToolsTests {
  /// A counter of the dependencies a scenario makes, one per run.
  final class Made: Sendable {
    let runs = Mutex(0)
  }

  private static let definition = ScreenDefinition<Void, any CounterDriver>(
    .counter, drivers: [.good: { ToyCounterDriver() }, .offByOne: { ToyCounterDriver(step: 2) }],
    scenarios: [])

  @Test func aScenarioMakesItsDependenciesForEveryRunAndItsScriptReadsThem() async {
    let made = Made()
    let scenario = ScreenScenario<Void, any CounterDriver>(
      "counter.made", dependencies: made.runs.withLock { $0 += 1 }
    ) { driver, dependencies, context in
      #expect(dependencies == ())
      try await context.step("increment") { driver.increment() }
    }
    let comparison = await ScenarioRunner().compare(Self.definition.scenario(scenario))
    #expect(comparison.runs.map(\.snapshots.count) == [3, 3])  // open, increment, close
    #expect(made.runs.withLock { $0 } == 2)
  }

  @Test func aScenarioWhoseDependenciesAreNotTheScreensFailsBeforeTheScreenOpens() async {
    let scenario = ScreenScenario<Void, any CounterDriver>(
      "counter.wrong", dependencies: "a string"
    ) { _, _, _ in }
    let run = await ScenarioRunner().run(Self.definition.scenario(scenario), on: .good)
    #expect(run.snapshots.isEmpty)
    #expect(
      run.failure?.description.contains(
        "the scenario made a String as its dependencies, which is no ()") == true)
  }

  /// A clock whose every reading is one nanosecond later, and which an action moves on by
  /// 10 µs: the action's time is known exactly.
  final class VirtualClock: Sendable {
    let now = Mutex(Duration.zero)
    var stepClock: StepClock {
      StepClock { [self] in self.read() }
    }
    func read() -> Duration {
      now.withLock {
        $0 += .nanoseconds(1)
        return $0
      }
    }
    func advance(_ duration: Duration) { now.withLock { $0 += duration } }
  }

  @Test func anInjectedDelayIsAddedToWhatTheActionTook() async {
    let clock = VirtualClock()
    let scenario = ScreenScenario<Void, any CounterDriver>(
      "counter.slow", dependencies: ()
    ) { driver, _, context in
      try await context.step("increment") {
        clock.advance(.microseconds(10))
        driver.increment()
      }
    }
    var runner = ScenarioRunner()
    runner.clock = clock.stepClock
    runner.injectedDelays = [Arm.offByOne.id: .microseconds(3)]
    let comparison = await runner.compare(Self.definition.scenario(scenario))
    let latencies = comparison.runs.map { $0.samples.last?.latencyNanoseconds ?? 0 }
    // The action's 10 µs and a few readings; the delayed arm 3 µs more, not at least 3 µs.
    #expect(latencies[0] >= 10_000 && latencies[0] < 10_100)
    #expect(latencies[1] >= 13_000 && latencies[1] < 13_100)
  }

  @Test func aHiddenButtonDrawsAsHiddenAndIsEqualWhetherEnabledOrNot() {
    let hidden = ScreenSnapshot(
      screen: "Cart", elements: [.button(name: "Retry", isEnabled: true, isVisible: false)])
    let hiddenDisabled = ScreenSnapshot(
      screen: "Cart", elements: [.button(name: "Retry", isEnabled: false, isVisible: false)])
    let shown = ScreenSnapshot(screen: "Cart", elements: [.button(name: "Retry", isEnabled: true)])
    #expect(hidden.drawing().contains("| [Retry] hidden |"))
    #expect(hidden == hiddenDisabled)
    #expect(hidden != shown)
    #expect(hidden.isVisible("Retry") == false)
    #expect(shown.isVisible("Retry") == true)
    #expect(shown.isEnabled("Retry") == true)
  }
}
