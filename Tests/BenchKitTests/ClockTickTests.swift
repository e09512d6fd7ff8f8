import Comparison
import Foundation
import PatternStudy
import PatternStudyBench
import Synchronization
import Testing

@testable import BenchKit

/// A clock that ticks every microsecond and is read once per tick: each reading is one
/// microsecond after the one before, in virtual time, so a run reads the same times on every
/// machine. A step that reads it twice takes one tick; an injected delay of 1 ns reads it once
/// more (one tick more), a delay of 1 001 ns twice more.
final class CoarseClock: Sendable {
  private let readings = Mutex(0)

  /// The clock, for a runner.
  var stepClock: StepClock {
    StepClock { [self] in
      .microseconds(
        readings.withLock { count in
          count += 1
          return count
        })
    }
  }
}

/// The rule of ``ClockTick``, with a clock coarse enough to quantise every step: a difference
/// of one tick is within the clock's resolution, two ticks are a difference.
@MainActor
@Suite struct ClockTickTests {
  @Test func theTickIsTheSmallestStepBetweenTwoReadings() {
    #expect(ClockTick.measure(CoarseClock().stepClock) == 1_000)
    #expect(ClockTick.measure(StepClock { .zero }) == nil, "a clock that never moves")
  }

  @Test func aRatioSavedBeforeTheRuleIsNotWithinTheClocksResolution() throws {
    let saved = #"{"value": 1.3, "low": 1.2, "high": 1.4, "noMeasurableDifference": false}"#
    let ratio = try JSONDecoder().decode(RatioEstimate.self, from: Data(saved.utf8))
    #expect(!ratio.withinClockResolution && ratio.isDifference)
  }

  @Test func aRatioOneTickFromOneIsWithinTheClocksResolutionAndTwoTicksAreADifference()
    async throws
  {
    var options = try BenchOptions.parse([
      "--filter", "login.empty-fields", "--iterations", "6", "--repeat", "2",
      "--suite", "scenarios",
    ])
    options.quick = false
    // An injected delay reads the clock once and then until it has passed: two readings more
    // for 1 ns. So MVP and mvvm-state take three ticks, mvvm one tick more, mvvm-dedup two.
    options.injectedDelays = [
      "mvp": .nanoseconds(1), "mvvm": .nanoseconds(1_001), "mvvm-dedup": .nanoseconds(2_001),
      "mvvm-state": .nanoseconds(1),
    ]
    var runner = BenchRunner(study: .presentationPatterns, options: options)
    runner.clock = CoarseClock().stepClock
    var results = await runner.run()
    #expect(results.clockTickNs == 1_000)
    let scenario = try #require(results.scenarios.first)
    #expect(!scenario.userActions.isEmpty)
    for action in scenario.userActions {
      #expect(action.arms["mvp"]?.latencyNs?.p50 == 3_000, "four readings: three ticks")
      let oneTick = try #require(action.arms["mvvm"]?.ratioToReference)
      #expect([oneTick.value, oneTick.low, oneTick.high].allSatisfy { abs($0 - 4.0 / 3) < 1e-6 })
      #expect(oneTick.withinClockResolution && !oneTick.isDifference, "\(action.kind)")
      let twoTicks = try #require(action.arms["mvvm-dedup"]?.ratioToReference)
      #expect(abs(twoTicks.value - 5.0 / 3) < 1e-6)
      #expect(!twoTicks.withinClockResolution && twoTicks.isDifference, "\(action.kind)")
      let same = try #require(action.arms["mvvm-state"]?.ratioToReference)
      #expect(same.noMeasurableDifference && !same.withinClockResolution)
    }
    let document = Document(results: results)
    #expect(TableText.terminal(document).contains("~ 1.33× [1.33–1.33]"))
    #expect(TableText.terminal(document).contains("clock tick 1000 ns"))
    #expect(TableText.markdown(document).contains("~ 1.33× [1.33–1.33]"))
    results.guide = .presentationPatterns
    let aim = try #require(Document(results: results).aim)
    #expect(aim.caption.contains("one clock tick (1000 ns) or less"))
    let beyond = aim.rows.map { $0[4] }.joined(separator: "; ")
    #expect(beyond.contains("login.empty-fields · fill in a field 1.67×"), "\(beyond)")
    #expect(!beyond.contains(" 1.33×"), "one tick is never called beyond the aim")
  }
}
