import Comparison
import ComparisonTesting
import CounterFixture
import PresentationTesting
import Testing

/// An arm is untrusted: whatever it does, a run ends, and says which arm, which scenario and
/// which step, in a sentence a person can act on. Written from the public API alone.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UntrustedArmTests {
  let increment = CounterScreen.definition.scenario(CounterScreen.increment)
  let load = CounterScreen.definition.scenario(CounterScreen.load)

  @Test func aWellBehavedArmRunsToTheEndAtParityWithItself() async {
    let comparison = await expectParity(increment, arms: [.good, .good])
    #expect(comparison.runs.count == 2)
    #expect(
      comparison[.good]?.snapshots.map(\.label) == [
        "open", "increment", "increment again", "close",
      ])
    #expect(comparison[.good]?.callNames?.actions == ["display(count:)", "display(count:)"])
    #expect(comparison[.good]?.actionCounts == ViewCounts(viewCalls: 2, widgetWrites: 2))
  }

  @Test func anArmThatShowsAnotherScreenBreaksParityWithBothDrawingsAtTheFirstStep() async throws {
    let comparison = await ScenarioRunner().compare(increment, arms: [.good, .offByOne])
    let failure = try #require(comparison.parityFailures.first)
    #expect(comparison.parityFailures.count == 1)
    #expect(failure.step == 1)
    #expect(failure.reference.label == "increment")
    #expect(failure.reference.drawing.contains("count: \"1\""))
    #expect(failure.other.arm == "off-by-one")
    #expect(failure.other.drawing.contains("count: \"2\""))
    #expect(failure.description.contains("| count: \"2\"     | <- differs\n| status: hidden |\n"))
    #expect(
      failure.description.hasPrefix(
        "parity broken in counter.increment@0 at step 1 (good: increment, off-by-one: increment)"))
  }

  @Test func aFactoryThatThrowsEndsTheRunAtTheStepOpen() async throws {
    let run = await ScenarioRunner().run(increment, on: .throwingFactory)
    let failure = try #require(run.failure)
    #expect(failure.arm == "throwing-factory")
    #expect(failure.scenario == "counter.increment@0")
    #expect(failure.step == "open")
    #expect(failure.isDuringStep)
    #expect(
      failure.description
        == "throwing-factory stopped in counter.increment@0 at step \"open\": the counter's "
        + "factory failed")
    #expect(run.snapshots.isEmpty)
    #expect(run.leaks == [])
  }

  @Test func aScreenThatNeverSettlesFailsItsStepAfterTheWaitLimitInsteadOfHanging() async throws {
    var runner = ScenarioRunner()
    runner.waitLimit = .milliseconds(50)
    let run = await runner.run(load, on: .neverSettles)
    let failure = try #require(run.failure)
    #expect(failure.step == "load")
    #expect(failure.isDuringStep)
    #expect(failure.reason == ScenarioError.neverSettled(limit: .milliseconds(50)).description)
    #expect(
      failure.description
        == "never-settles stopped in counter.load@0 at step \"load\": the screen did not "
        + "settle within 0.05 seconds (the runner's wait limit)")
    // The screen is still closed and released.
    #expect(run.snapshots.map(\.label) == ["open", "close"])
    #expect(run.leaks == [])
  }

  /// A runner whose limit means "for ever" (`.seconds(Int64.max)`) says it, whole seconds past
  /// `Int64` included, without trapping.
  @Test func aFailureAfterAnEndlessWaitLimitSaysTheLimit() {
    #expect(
      ScenarioError.neverSettled(limit: .seconds(Int64.max)).description
        == "the screen did not settle within 9.223372036854776e+18 seconds (the runner's wait "
        + "limit)")
  }

  /// The screen changes in every main-actor job (each write checks the condition) but never
  /// shows what it loaded: the limit still ends the step, and closing stops the updates.
  @Test func aScreenThatKeepsUpdatingButNeverSettlesFailsItsStepAfterTheWaitLimit() async throws {
    var runner = ScenarioRunner()
    runner.waitLimit = .milliseconds(50)
    let run = await runner.run(load, on: .keepsUpdating)
    let failure = try #require(run.failure)
    #expect(failure.step == "load")
    #expect(failure.isDuringStep)
    #expect(
      failure.description
        == "keeps-updating stopped in counter.load@0 at step \"load\": the screen did not "
        + "settle within 0.05 seconds (the runner's wait limit)")
    #expect(run.snapshots.map(\.label) == ["open", "close"])
    #expect(run.snapshots.last?.snapshot.text("status")?.hasPrefix("loading ") == true)
    #expect(run.leaks == [])
  }

  /// A limit no clock can reach (`.seconds(Int64.max)`, "no limit") is watched like any other:
  /// the wait ends when its screen settles, while a shorter wait beside it expires.
  @Test func aWaitWithAnEndlessLimitEndsWhenItsScreenSettles() async {
    let counters = ViewCounters()
    let status = Widget("", counters: counters)
    let endless = Task { @MainActor in
      await counters.waitUntil({ status.value == "loaded" }, limit: .seconds(Int64.max))
    }
    // Expiring, a short wait leaves the endless one alone to plan the watchdog's next wake-up
    // around; a second short wait expires only once that was planned.
    for _ in 1...2 {
      #expect(await counters.waitUntil({ false }, limit: .milliseconds(10)) == false)
    }
    status.write("loaded")
    #expect(await endless.value)
  }

  @Test func aScreenThatSettlesInTimeIsNotFailedByTheWaitLimit() async {
    var runner = ScenarioRunner()
    runner.waitLimit = .seconds(30)
    let run = await runner.run(load, on: .good)
    #expect(run.failure == nil)
    #expect(run.samples.last?.awaited == true)
  }

  @Test func anArmThatLeavesItsModelAliveIsAFailureNamingTheObject() async {
    let comparison = await ScenarioRunner().compare(increment, arms: [.good, .leaky])
    #expect(comparison[.leaky]?.leaks == ["LeakyModel"])
    #expect(
      comparison.failures == [
        "leaky leaked in counter.increment@0: LeakyModel still alive after the screen closed "
          + "and its driver was released"
      ])
  }

  @Test func anArmWithNoDriverForTheScreenFailsBeforeOpening() async throws {
    let run = await ScenarioRunner().run(increment, on: .unwritten)
    let failure = try #require(run.failure)
    #expect(failure.step == nil)
    #expect(
      failure.description
        == "unwritten stopped in counter.increment@0 before the screen opened: arm "
        + "'unwritten' has no driver for the screen Counter")
  }

  @Test func aScriptThatStepsBeforeOpeningOrOpensTwiceFailsWithTheReason() async {
    let stepFirst = CounterScreen.definition.scenario(
      CounterScenario("counter.step-first") { _, context in
        try await context.step("increment") {}
      })
    let openTwice = CounterScreen.definition.scenario(
      CounterScenario("counter.open-twice") { open, _ in
        _ = try open(())
        _ = try open(())
      })
    let first = await ScenarioRunner().run(stepFirst, on: .good)
    let twice = await ScenarioRunner().run(openTwice, on: .good)
    #expect(first.failure?.reason == ScenarioError.stepBeforeOpen.description)
    #expect(first.failure?.step == "increment")
    #expect(twice.failure?.reason == ScenarioError.openedTwice.description)
    #expect(twice.leaks == [])
  }

  /// A script that returns without opening its screen recorded nothing to compare: it is a
  /// failure naming the arm and the scenario, never a run at parity with the others.
  @Test func aScriptThatNeverOpensItsScreenFailsNamingTheArmAndTheScenario() async {
    let neverOpens = CounterScreen.definition.scenario(
      CounterScenario("counter.never-opens") { _, _ in })
    let comparison = await ScenarioRunner().compare(neverOpens, arms: [.good, .offByOne])
    #expect(comparison.runs.allSatisfy { $0.snapshots.isEmpty && $0.leaks.isEmpty })
    #expect(
      comparison.failures == [
        "good stopped in counter.never-opens@0 before the screen opened: the script ended "
          + "without opening the screen",
        "off-by-one stopped in counter.never-opens@0 before the screen opened: the script "
          + "ended without opening the screen",
      ])
  }

  /// A comparison that ran on no arm (no arm given, or a screen with no driver) compared
  /// nothing: a failure, never parity.
  @Test func aComparisonThatRanOnNoArmFails() async {
    let noFactory: KeyValuePairs<Arm, @MainActor @Sendable () throws -> any CounterDriver> = [:]
    let unwritten = ScreenDefinition(
      .counter, drivers: noFactory, scenarios: [CounterScreen.increment])
    let noArmGiven = await ScenarioRunner().compare(increment, arms: [])
    let noDriver = await ScenarioRunner().compare(unwritten.scenario(CounterScreen.increment))
    #expect(noArmGiven.runs.isEmpty && noDriver.runs.isEmpty)
    #expect(
      noArmGiven.failures == ["no arm ran counter.increment@0: the comparison was given none"])
    #expect(
      noDriver.failures == ["no arm ran counter.increment@0: the screen Counter has no driver"])
  }

  /// A screen given two drivers for one arm: which one a run of that arm would use is no one's
  /// guess, so every run of it fails in the words of `Study.check`.
  static let twoDriversForGood = ScreenDefinition<Void, any CounterDriver>(
    .counter,
    drivers: [
      .good: { ToyCounterDriver() }, .offByOne: { ToyCounterDriver(step: 2) },
      .good: { ToyCounterDriver(step: 2) },
    ],
    scenarios: [CounterScreen.increment])

  @Test func anArmGivenTwoDriversFailsItsRunNamingTheScreenAndTheArm() async {
    let scenario = Self.twoDriversForGood.scenario(CounterScreen.increment)
    let comparison = await ScenarioRunner().compare(scenario)
    #expect(comparison.runs.map(\.arm) == [.good, .offByOne])
    #expect(
      comparison.failures == [
        "good stopped in counter.increment@0 before the screen opened: "
          + StudyError.duplicateDriver(screen: "Counter", arm: "good").description
      ])
    #expect(comparison[.offByOne]?.failure == nil)
  }

  @Test func makingTheDriverOfAnArmGivenTwoDriversThrowsNamingTheScreenAndTheArm() {
    #expect(throws: StudyError.duplicateDriver(screen: "Counter", arm: "good")) {
      try Self.twoDriversForGood.makeDriver(for: .good, ())
    }
  }

  @Test func expectParityRecordsAnIssueForAnArmGivenTwoDrivers() async {
    await withKnownIssue {
      await expectParity(Self.twoDriversForGood.scenario(CounterScreen.increment), arms: [.good])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "good stopped in counter.increment@0 before the screen opened: the screen Counter has "
          + "two drivers for the arm 'good'")
    }
  }

  /// A condition should only read the screen; one that writes a widget still ends its step
  /// once it holds, and the write is counted.
  @Test func aSettledConditionThatWritesAWidgetEndsItsStepOnceItHolds() async {
    let writes = CounterScreen.definition.scenario(
      CounterScenario("counter.condition-writes") { open, context in
        let driver = try open(())
        try await context.step(
          "load",
          settled: {
            driver.widgets.count.write("checked")
            return driver.widgets.status.value == "loaded"
          }
        ) { driver.load() }
      })
    let run = await ScenarioRunner().run(writes, on: .good)
    #expect(run.failure == nil)
    #expect(run.snapshot(after: "load")?.text("status") == "loaded")
    #expect(run.snapshot(after: "load")?.text("count") == "checked")
    #expect(run.samples.last?.awaited == true)
  }

  /// Two screens that differ only past the sixth row of a list draw alike; the message marks
  /// the line that stands for the rows not drawn and names each row that differs.
  @Test func aParityBreakPastTheSixthRowMarksTheLineAndNamesTheRow() async throws {
    let comparison = await ScenarioRunner().compare(
      RowsDriver.definition.scenarios(sizes: [])[0], arms: [.good, .offByOne])
    let failure = try #require(comparison.parityFailures.first)
    let drawing = """
      +-- Rows -------+
      | rows: 10 rows |
      |   | Row 1     |
      |   | Row 2     |
      |   | Row 3     |
      |   | Row 4     |
      |   | Row 5     |
      |   | Row 6     |
      |   | … 4 more  | <- differs
      +---------------+
      """
    #expect(
      failure.description == """
        parity broken in rows.open@0 at step 0 (good: open, off-by-one: open)
        good:
        \(drawing)
        off-by-one:
        \(drawing)
        rows that differ past the first 6 of a list:
          rows, row 8: good "Row 8", off-by-one "Row eight"
        """)
  }

  /// Every line that differs is marked in both drawings (a row count, a row drawn, the line
  /// that counts the rows not drawn); past the drawings, the first six rows that differ are
  /// named, a row one list lacks included, and the rest counted.
  @Test func aParityBreakMarksEveryLineThatDiffersAndCountsTheRowsItDoesNotName() async throws {
    let comparison = await ScenarioRunner().compare(
      RowsDriver.definition.scenarios(sizes: [])[0], arms: [.good, RowsDriver.longer])
    let failure = try #require(comparison.parityFailures.first)
    #expect(
      failure.description == """
        parity broken in rows.open@0 at step 0 (good: open, longer: open)
        good:
        +-- Rows -------+
        | rows: 10 rows | <- differs
        |   | Row 1     |
        |   | Row 2     | <- differs
        |   | Row 3     |
        |   | Row 4     |
        |   | Row 5     |
        |   | Row 6     |
        |   | … 4 more  | <- differs
        +---------------+
        longer:
        +-- Rows -------+
        | rows: 20 rows | <- differs
        |   | Row 1     |
        |   | Row two   | <- differs
        |   | Row 3     |
        |   | Row 4     |
        |   | Row 5     |
        |   | Row 6     |
        |   | … 14 more | <- differs
        +---------------+
        rows that differ past the first 6 of a list:
          rows, row 11: good (no row), longer "Row 11"
          rows, row 12: good (no row), longer "Row 12"
          rows, row 13: good (no row), longer "Row 13"
          rows, row 14: good (no row), longer "Row 14"
          rows, row 15: good (no row), longer "Row 15"
          rows, row 16: good (no row), longer "Row 16"
          rows: 4 more rows differ
        """)
    // The sides keep the drawings as drawn, unmarked.
    #expect(!failure.reference.drawing.contains("<- differs"))
  }

  @Test func aFactoryThatMakesNoScreenDriverIsNamed() async {
    let definition = ScreenDefinition<Void, AnyObject>(
      .counter, drivers: [.good: { LeakyModel() }],
      scenarios: [ScreenScenario("counter.not-a-driver") { open, _ in _ = try open(()) }])
    let run = await ScenarioRunner().run(definition.scenarios(sizes: [])[0], on: .good)
    #expect(
      run.failure?.reason
        == ScenarioError.notAScreenDriver(type: "LeakyModel").description)
  }

  @Test func expectParityRecordsOneIssuePerFailureWithTheDrawings() async {
    await withKnownIssue {
      await expectParity(increment, arms: [.good, .offByOne, .throwingFactory, .leaky])
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("parity broken") && text.contains("count: \"2\"")
        || text.contains("throwing-factory stopped") || text.contains("leaky leaked")
    }
  }
}

/// What each step did, as a team reads it in a test.
@MainActor
@Suite struct StepCallNamesTests {
  @Test func eachStepListsTheViewCallsItMade() async {
    let run = await ScenarioRunner().run(
      CounterScreen.definition.scenario(CounterScreen.increment), on: .good)
    #expect(run.snapshots.map(\.callNames) == [[], ["display(count:)"], ["display(count:)"], []])
    #expect(run.snapshots[1].snapshot.text("count") == "1")
  }

  @Test func aTimedRunLogsNoNames() async {
    let run = await ScenarioRunner().run(
      CounterScreen.definition.scenario(CounterScreen.increment), on: .good,
      logsCallNames: false)
    #expect(run.snapshots.allSatisfy { $0.callNames == nil })
  }
}

/// A screen of one list, whose arms differ where a drawing does not show: past the sixth row.
@MainActor
final class RowsDriver: ScreenDriver {
  let counters = ViewCounters()
  private let rows: [ScreenSnapshot.Row]

  init(_ titles: [String]) {
    rows = titles.map { ScreenSnapshot.Row($0) }
  }

  func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(screen: "Rows", elements: [.list(name: "rows", rows: rows, isVisible: true)])
  }

  func close() {}

  var lifetimeProbes: [AnyObject] { [self] }

  static let longer = Arm(
    id: "longer", name: "Longer", summary: "Twenty rows, the second another.", pattern: .mvvm,
    core: .signals)

  /// Ten rows; the off-by-one arm's eighth differs, the longer arm's second and its ten more.
  static let definition = ScreenDefinition<Void, RowsDriver>(
    "Rows",
    drivers: [
      .good: { RowsDriver((1...10).map { "Row \($0)" }) },
      .offByOne: { RowsDriver((1...10).map { $0 == 8 ? "Row eight" : "Row \($0)" }) },
      longer: { RowsDriver((1...20).map { $0 == 2 ? "Row two" : "Row \($0)" }) },
    ],
    scenarios: [ScreenScenario("rows.open") { open, _ in _ = try open(()) }])
}
