import Comparison
import Foundation
import Testing

@testable import BenchKit

@Suite struct BaselineComparisonTests {
  static let baseline = Fixtures.results

  @Test func theSameResultsHaveNoRegression() {
    let check = BaselineComparison(
      baseline: Self.baseline, current: Self.baseline, thresholdPercent: 10)
    #expect(check.regressions == [])
    #expect(check.improvements == [])
  }

  /// The code figures are compared too (they used to be ignored without a word): each
  /// difference is a note naming the shape and the figure, never a regression, and a side
  /// without them is said to have none.
  @Test func theCodeFiguresAreComparedInNotesNeverRegressions() {
    let code = CodeResults(
      sheet: CodeSheetTests.sheet, changes: [], layout: CodeSheetTests.layout)
    var baseline = Self.baseline
    baseline.code = code
    var current = baseline
    let same = BaselineComparison(baseline: baseline, current: current, thresholdPercent: 10)
    #expect(same.notes.contains("the code figures are the baseline's"))
    current.code?.sheet.totals[1].logic.lines += 2
    current.code?.sheet.totals[1].tests.tests += 1
    let changed = BaselineComparison(baseline: baseline, current: current, thresholdPercent: 10)
    let lines = CodeSheetTests.sheet.totals[1].logic.lines
    let tests = CodeSheetTests.sheet.totals[1].tests.tests
    #expect(
      changed.notes.contains(
        "code figures of mvvm: logic lines \(lines) then, \(lines + 2) now; tests \(tests) then, "
          + "\(tests + 1) now"), "\(changed.notes)")
    #expect(changed.regressions.isEmpty)
    current.code = nil
    #expect(
      BaselineComparison(baseline: baseline, current: current, thresholdPercent: 10).notes
        .contains("this run measured no code figures: the baseline's are not compared"))
    #expect(
      BaselineComparison(baseline: current, current: baseline, thresholdPercent: 10).notes
        .contains("the baseline has no code figures: this run's are not compared"))
  }

  /// Counts are exact: any change of one, or a scenario that lost parity, is a regression.
  @Test func aCountThatChangesOrLostParityIsARegression() {
    var current = Self.baseline
    current.scenarios[0].arms["mvvm"]?.actions.viewCalls += 1
    let check = BaselineComparison(
      baseline: Self.baseline, current: current, thresholdPercent: 10)
    #expect(check.regressions.count == 1)
    #expect(check.regressions.first?.contains("login.wrong-credentials · mvvm · action") == true)
    current = Self.baseline
    current.scenarios[0].parity = false
    #expect(
      BaselineComparison(baseline: Self.baseline, current: current, thresholdPercent: 10)
        .regressions == ["login.wrong-credentials broke parity"])
  }

  @Test func anArmIsARegressionOnlyWhenItsRatioGrowsBeyondBothIntervalsAndTheThreshold() {
    func ratio(_ value: Double, _ low: Double, _ high: Double) -> BenchResults {
      var current = Self.baseline
      current.scenarios[0].actions[1].arms["mvvm"]?.ratioToReference = RatioEstimate(
        value: value, low: low, high: high)
      return current
    }
    // The baseline's mvvm press: 1.2× MVP, interval 0.9–1.4.
    let overlapping = ratio(1.5, 1.3, 1.7)
    #expect(
      BaselineComparison(baseline: Self.baseline, current: overlapping, thresholdPercent: 10)
        .regressions == [])
    let withinThreshold = ratio(1.3, 1.42, 1.45)
    #expect(
      BaselineComparison(baseline: Self.baseline, current: withinThreshold, thresholdPercent: 10)
        .regressions == [])
    let regression = ratio(2.4, 2.2, 2.6)
    let check = BaselineComparison(
      baseline: Self.baseline, current: regression, thresholdPercent: 10)
    #expect(check.regressions.count == 1)
    #expect(check.regressions.first?.contains("login.wrong-credentials · press · mvvm") == true)
    #expect(check.regressions.first?.contains("100% slower") == true)
    let faster = BaselineComparison(
      baseline: regression, current: Self.baseline, thresholdPercent: 10)
    #expect(faster.regressions == [])
    #expect(faster.improvements.count == 1)
  }

  /// A change that stands out from the intervals by no more than the coarser clock tick of
  /// the two runs is a note that says so; without a tick it is a regression.
  @Test func aChangeOfOneClockTickIsWithinTheClocksResolutionNotARegression() throws {
    // MVP's press: 1 000 ns [950–1 050] then; mvvm: 1.2× [0.9–1.4] then.
    var current = Self.baseline
    try #require(current.scenarios[0].actions[1].arms["mvp"]?.latencyNs?.p50 == 1_000)
    current.scenarios[0].actions[1].arms["mvvm"]?.ratioToReference = RatioEstimate(
      value: 1.65, low: 1.6, high: 1.7)
    current.scenarios[0].actions[1].arms["mvp"]?.latencyNs = Fixtures.latency(1_300)
    let untimed = BaselineComparison(
      baseline: Self.baseline, current: current, thresholdPercent: 10)
    #expect(untimed.regressions.count == 2, "\(untimed.regressions)")
    // A tick of 200 ns moves a ratio over a 1 000 ns reference by 0.2, and a p50 by 200 ns.
    current.clockTickNs = 200
    let ticked = BaselineComparison(
      baseline: Self.baseline, current: current, thresholdPercent: 10)
    #expect(ticked.regressions == [])
    let notes = ticked.notes.filter { $0.contains("within the clock's resolution") }
    #expect(notes.count == 2, "\(ticked.notes)")
    #expect(notes.allSatisfy { $0.hasSuffix("(one 200 ns tick), not called") })
    // Two ticks' worth is a regression whatever the tick.
    current.scenarios[0].actions[1].arms["mvvm"]?.ratioToReference = RatioEstimate(
      value: 2.05, low: 2, high: 2.1)
    #expect(
      BaselineComparison(baseline: Self.baseline, current: current, thresholdPercent: 10)
        .regressions.count == 1)
  }

  /// A machine twice as slow doubles every synchronous time and moves no ratio: nothing
  /// regressed.
  @Test func aSlowerMachineIsANoteNotARegression() {
    var baseline = Self.baseline
    baseline.scenarios[0].actions[1].synchronous = true
    var current = baseline
    for action in current.scenarios[0].actions.indices {
      for arm in current.scenarios[0].actions[action].arms.keys {
        current.scenarios[0].actions[action].arms[arm]?.latencyNs?.scale(by: 2)
      }
    }
    let check = BaselineComparison(baseline: baseline, current: current, thresholdPercent: 10)
    #expect(check.regressions == [])
    #expect(check.improvements == [])
    #expect(check.notes.contains { $0.contains("2.00× the baseline's times") })
    // An awaited action waits for a thread to wake up: it is compared as it is.
    baseline.scenarios[0].actions[1].synchronous = false
    current.scenarios[0].actions[1].synchronous = false
    #expect(
      BaselineComparison(baseline: baseline, current: current, thresholdPercent: 10).regressions
        .count == 1)
  }

  /// The reference has no ratio: one of its actions slowing down, while the others keep their
  /// times, stands out from the machine's speed.
  @Test func aReferenceActionThatSlowsAloneIsARegression() {
    var baseline = Self.baseline
    let press = baseline.scenarios[0].actions[1]
    for kind in ["tap", "type", "swipe"] {
      var action = press
      action.kind = kind
      baseline.scenarios[0].actions.append(action)
    }
    var current = baseline
    current.scenarios[0].actions[1].arms["mvp"]?.latencyNs?.scale(by: 3)
    let check = BaselineComparison(baseline: baseline, current: current, thresholdPercent: 10)
    #expect(check.regressions.count == 1)
    #expect(check.regressions.first?.contains("login.wrong-credentials · press · mvp") == true)
  }

  @Test func aBaselineFileIsReadBackOrRejectedWithItsNameAndTheProblem() throws {
    let folder = try TemporaryFolder()
    let (good, old, garbage) = (folder.path("good"), folder.path("old"), folder.path("garbage"))
    try folder.write(Self.baseline.json, to: "good")
    #expect(try Self.load(good) == Self.baseline)
    try folder.write(#"{"schema": 1, "scenarios": []}"#, to: "old")
    #expect(throws: BaselineError.wrongSchema(old, 1)) { try Self.load(old) }
    try folder.write("not json", to: "garbage")
    #expect(throws: BaselineError.notResults(garbage)) { try Self.load(garbage) }
    let missing = folder.path("missing.json")
    #expect {
      try Self.load(missing)
    } throws: { error in
      (error as? BaselineError)?.description.hasPrefix("cannot read the baseline '\(missing)'")
        == true
    }
    #expect {
      try Self.load("/dev/zero")
    } throws: { error in
      (error as? BaselineError)?.description
        == "cannot read the baseline '/dev/zero': larger than 64 MiB"
    }
  }

  @Test func aBaselineWithAnImpossibleFigureIsRefusedNamingTheFigureAndItsValue() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("corrupt.json")
    func save(_ corrupt: (inout BenchResults) -> Void) throws {
      var results = Self.baseline
      corrupt(&results)
      try folder.write(results.json, to: "corrupt.json")
    }
    try save { $0.scenarios[0].actions[1].arms["mvvm"]?.ratioToReference?.value = 1e20 }
    #expect {
      try Self.load(path)
    } throws: { error in
      (error as? BaselineError)?.description
        == "the baseline '\(path)' holds an impossible figure at "
        + "scenarios[0].actions[1].arms.mvvm.ratioToReference.value: 1e+20 (it must lie "
        + "within low 0.9 and high 1.4)"
    }
    try save { $0.scenarios[0].actions[0].arms["mvp"]?.latencyNs?.p90 = -5 }
    #expect {
      try Self.load(path)
    } throws: { error in
      (error as? BaselineError)?.description.hasSuffix(
        "scenarios[0].actions[0].arms.mvp.latencyNs.p90: -5 (it must not be negative)") == true
    }
  }

  /// Reads the baseline at `path` for a run of the fixture's study against `reference`.
  static func load(
    _ path: String, study: String = "PresentationPatterns", reference: String = "mvp"
  )
    throws(BaselineError) -> BenchResults
  {
    try BaselineComparison.load(path, study: study, reference: reference)
  }

  /// A baseline of another study, or whose ratios divide by another arm, is refused before
  /// the run: nothing in it could be judged against this run's figures.
  @Test func aBaselineOfAnotherStudyOrReferenceIsRefused() throws {
    let folder = try TemporaryFolder()
    var results = Self.baseline
    results.study = "PresentationPatterns"
    try folder.write(results.json, to: "base.json")
    let path = folder.path("base.json")
    #expect(try Self.load(path).study == "PresentationPatterns")
    #expect(throws: BaselineError.otherStudy(path, baseline: "PresentationPatterns", study: "Cart"))
    {
      try Self.load(path, study: "Cart")
    }
    #expect(throws: BaselineError.otherReference(path, baseline: "mvp", reference: "mvvm")) {
      try Self.load(path, reference: "mvvm")
    }
    #expect(
      BaselineError.otherReference(path, baseline: "mvp", reference: "mvvm").description
        == "the baseline '\(path)' divides its ratios by the arm 'mvp', and this run by "
        + "'mvvm': ratios to two references cannot be compared")
  }

  /// Arms that only one run has are named in one note, and nothing of theirs is judged.
  @Test func armsInOneRunOnlyAreSaidOnceAndNotCompared() {
    var current = Self.baseline
    current.arms.removeAll { $0.id == "mvvm" }
    for index in current.scenarios.indices {
      current.scenarios[index].arms["mvvm"] = nil
    }
    current.arms.append(
      ArmInfo(id: "extra", name: "Extra", description: "", pattern: nil, core: nil))
    for index in current.scenarios.indices {
      current.scenarios[index].arms["extra"] = current.scenarios[index].arms["mvp"]
    }
    let check = BaselineComparison(baseline: Self.baseline, current: current, thresholdPercent: 10)
    #expect(check.regressions.isEmpty, "\(check.regressions)")
    #expect(
      check.notes.filter { $0.contains("arm") && $0.contains("only") } == [
        "the arms differ (extra only in this run; mvvm only in the baseline): those are not "
          + "compared"
      ], "\(check.notes)")
  }

  @Test func aComparisonNeverTrapsNorPrintsInfinityWhateverItIsGiven() {
    var extreme = Self.baseline
    extreme.scenarios[0].actions[1].arms["mvvm"]?.ratioToReference = RatioEstimate(
      value: 1e20, low: 1e20, high: 1e20)
    var zero = Self.baseline
    zero.scenarios[0].actions[1].arms["mvp"]?.latencyNs?.scale(by: 0)
    zero.scenarios[0].actions[1].arms["mvvm"]?.ratioToReference = RatioEstimate(
      value: 0, low: 0, high: 0)
    for (baseline, current) in [(Self.baseline, extreme), (zero, Self.baseline)] {
      let check = BaselineComparison(baseline: baseline, current: current, thresholdPercent: 10)
      let lines = check.regressions + check.improvements + check.notes
      #expect(!check.regressions.isEmpty)
      for line in lines {
        #expect(!line.contains("inf") && !line.contains("nan"), "\(line)")
      }
    }
  }
}

extension LatencyFigure {
  /// Multiplies every time by `factor`, as a slower machine would.
  fileprivate mutating func scale(by factor: Int) {
    p50 *= factor
    p90 *= factor
    p99 = p99.map { $0 * factor }
    max *= factor
    p50Low *= factor
    p50High *= factor
    roundP50s = roundP50s.map { $0 * factor }
  }
}
