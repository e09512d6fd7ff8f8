import Comparison
import PatternStudy
import Testing

@testable import BenchKit

/// The runner on real scenarios, with few iterations: what it labels, counts and compares.
/// No assertion here depends on how fast the machine is, only on what each step awaited and
/// on a deliberate slowdown a thousand times larger than the actions it slows.
@MainActor
@Suite struct BenchRunnerTests {
  func runner(filter: String, iterations: Int = 6, repeats: Int = 2) throws -> BenchRunner {
    var options = try BenchOptions.parse([
      "--filter", filter, "--iterations", "\(iterations)", "--repeat", "\(repeats)",
      "--suite", "scenarios", "--sizes", "10",
    ])
    options.quick = false
    return BenchRunner(study: .presentationPatterns, options: options)
  }

  /// Records every report, in order.
  final class RecordingProgress: BenchProgress {
    var events: [String] = []

    func begin(suite: String, total: Int) { events.append("begin \(suite) \(total)") }
    func advance(to index: Int, name: String) { events.append("advance \(index) \(name)") }
    func update(done: Int, of total: Int) { events.append("\(done)/\(total)") }
    func end(suite: String, seconds: Double) { events.append("end \(suite)") }
  }

  @Test func everyRunOfARoundIsReportedWhileItRuns() async throws {
    let progress = RecordingProgress()
    var runner = try runner(filter: "login.empty-fields", iterations: 10, repeats: 2)
    runner.progress = progress
    _ = await runner.run()
    // 5 timed runs a round after 1 warm-up run: 6 reports in each of the 2 rounds.
    let round = (1...6).map { "\($0)/6" }
    #expect(
      progress.events == [
        "begin scenarios 3", "advance 0 login.empty-fields@0: counting",
        "advance 1 login.empty-fields@0: round 1 of 2",
      ] + round + ["advance 2 login.empty-fields@0: round 2 of 2"] + round + ["end scenarios"])
  }

  @Test func aWorkersRoundReportsEachScenarioAndRun() async throws {
    let progress = RecordingProgress()
    var runner = try runner(filter: "login.empty-fields", iterations: 4, repeats: 2)
    runner.progress = progress
    _ = await runner.runRound(1)
    #expect(
      progress.events == [
        "begin round 2 of 2 1", "advance 0 login.empty-fields@0", "1/3", "2/3", "3/3",
        "end round 2 of 2",
      ])
  }

  @Test func synchronousLabelsComeFromWhatTheStepsAwaited() async throws {
    let results = try await runner(filter: "press-while-checking").run()
    let scenario = try #require(results.scenarios.first)
    #expect(scenario.actions.map(\.kind) == ["initial render", "press while checking"])
    #expect(scenario.actions.allSatisfy { $0.synchronous }, "an ignored press awaits nothing")
    let arrivals = try #require(
      try await runner(filter: "doglist.filter-while-loading").run().scenarios.first)
    #expect(arrivals.actions.last?.kind == "dogs arrive")
    #expect(arrivals.actions.last?.synchronous == false)
  }

  @Test func everyArmIsTimedAsOftenWithTheInitialRenderApart() async throws {
    let results = try await runner(filter: "login.empty-fields", iterations: 6, repeats: 3).run()
    let scenario = try #require(results.scenarios.first)
    #expect(scenario.iterations == 6)
    #expect(scenario.rounds == 3)
    #expect(scenario.warmup == 3, "1 warm-up run before each of 3 rounds of 2")
    #expect(results.arms.map(\.id) == Study.presentationPatterns.arms.map(\.id))
    let kinds = scenario.actions.map(\.kind)
    #expect(kinds == ["initial render", "press with a field empty", "fill in a field"])
    for action in scenario.actions {
      for arm in Study.presentationPatterns.arms {
        let figures = try #require(action.arms[arm.id])
        #expect(figures.samples == 6 * action.stepsPerRun, "\(arm.id) \(action.kind)")
        #expect(figures.latencyNs?.roundP50s.count == 3)
        #expect((figures.ratioToReference == nil) == (arm == .mvp))
      }
    }
    #expect(scenario.actions[1].stepsPerRun == 3)
    #expect(scenario.actions[2].stepsPerRun == 2)
  }

  @Test func theInitialRenderIsOneFigurePerScreenPooledOverItsScenarios() async throws {
    let results = try await runner(filter: "profile", iterations: 4, repeats: 2).run()
    #expect(results.initialRenders.map(\.screen) == [.profile])
    let pooled = try #require(results.initialRenders.first)
    #expect(pooled.scenarios == results.scenarios.count)
    let perScenario = results.scenarios.compactMap { $0.actions.first?.arms["mvvm"]?.samples }
    #expect(pooled.figure.arms["mvvm"]?.samples == perScenario.reduce(0, +))
    #expect(pooled.figure.kind == ScenarioContext.initialRenderKind)
    #expect(pooled.figure.arms["mvvm"]?.ratioToReference != nil)
  }

  @Test func aScenarioWithFewerIterationsThanRoundsRunsOneIterationARound() async throws {
    let results = try await runner(filter: "login.empty-fields", iterations: 2, repeats: 5).run()
    let scenario = try #require(results.scenarios.first)
    #expect(scenario.rounds == 2)
    #expect(scenario.iterations == 2)
    #expect(scenario.actions.first?.arms["mvp"]?.latencyNs?.roundP50s.count == 2)
  }

  @Test func aCountingRunTimesNothingAndSaysSoWithNulls() async throws {
    var runner = try runner(filter: "profile.load")
    runner.options.countsOnly = true
    let results = await runner.run()
    #expect(results.latencyFloorNs == nil)
    let scenario = try #require(results.scenarios.first)
    #expect(scenario.iterations == 0)
    for action in scenario.actions {
      for figures in action.arms.values {
        #expect(figures.latencyNs == nil)
        #expect(figures.samples == 0)
      }
    }
    #expect(scenario.arms["mvp"]?.actionCalls["displayUserName(_:)"] == 1)
  }

  @Test func aDeliberateSlowdownIsARegressionAndTheSameBuildIsNot() async throws {
    let baseline = try await runner(filter: "login.empty-fields", iterations: 20).run()
    #expect(
      BaselineComparison(baseline: baseline, current: baseline, thresholdPercent: 10)
        .regressions == [])
    var slowed = try runner(filter: "login.empty-fields", iterations: 20)
    // A millisecond on actions that take microseconds: far beyond any noise.
    slowed.options.injectedDelays = ["mvvm": .milliseconds(1)]
    let check = BaselineComparison(
      baseline: baseline, current: await slowed.run(), thresholdPercent: 10)
    // Both kinds of action of the slowed arm. (Other arms' figures are two debug runs apart,
    // where noise can exceed a threshold; this test asserts only what the slowdown causes.)
    for kind in ["press with a field empty", "fill in a field"] {
      #expect(
        check.regressions.contains { $0.contains(" · \(kind) · mvvm: ") && $0.contains("slower") },
        "\(kind): \(check.regressions)")
    }
  }
}

/// The order the arms run in, iteration after iteration: an arm finds warm what the arm before
/// it ran, so each must run after each other arm equally often.
@Suite struct ArmOrderTests {
  /// The orders of iterations `turns`, for `count` arms.
  func orders(_ count: Int, _ turns: Range<Int>) -> [[Int]] {
    turns.map { BenchRunner.order(ofArms: count, turn: $0) }
  }

  @Test(arguments: 0...8)
  func everyIterationRunsEveryArmOnce(count: Int) {
    for order in orders(count, 0..<(4 * count)) {
      #expect(order.sorted() == Array(0..<count), "\(order)")
    }
  }

  /// Within every cycle (count iterations, twice as many for an odd count), each arm runs right
  /// after each other arm equally often: once, or twice for an odd count.
  @Test(arguments: 2...8)
  func withinACycleEachArmRunsRightAfterEachOtherEquallyOften(count: Int) {
    let rows = count % 2 == 0 ? count : 2 * count
    for cycle in 0..<3 {
      var pairs: [[Int]: Int] = [:]
      for order in orders(count, (cycle * rows)..<((cycle + 1) * rows)) {
        for (before, after) in zip(order, order.dropFirst()) {
          pairs[[before, after], default: 0] += 1
        }
      }
      #expect(pairs.count == count * (count - 1), "cycle \(cycle): \(pairs)")
      #expect(Set(pairs.values) == [rows / count], "cycle \(cycle): \(pairs)")
    }
  }

  /// A rotation put one arm (MVVM dedup) after the same neighbour (MVVM) in all but one
  /// iteration of six; the arm that ends an iteration varies too, cycle to cycle.
  @Test func noArmRunsMostlyAfterTheSameNeighbour() {
    var before: [Int: Int] = [:]
    let all = orders(6, 0..<600).joined()
    for (previous, arm) in zip(all, all.dropFirst()) where arm == 2 {
      before[previous, default: 0] += 1
    }
    // 600 runs of arm 2, 599 with one before it: about 100 after each arm, itself included.
    #expect(before.values.allSatisfy { $0 < 150 }, "\(before)")
    #expect(before.count == 6, "\(before)")
  }

  @Test func theSameTurnGivesTheSameOrder() {
    #expect(orders(6, 0..<60) == orders(6, 0..<60))
  }
}
