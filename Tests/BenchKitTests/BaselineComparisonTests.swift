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

  @Test func aCountThatChangesIsARegressionHoweverSmall() {
    var current = Self.baseline
    current.scenarios[0].arms["mvvm"]?.actions.viewCalls += 1
    let check = BaselineComparison(
      baseline: Self.baseline, current: current, thresholdPercent: 10)
    #expect(check.regressions.count == 1)
    #expect(check.regressions.first?.contains("login.wrong-credentials · mvvm · action") == true)
  }

  @Test func aSlowerP50IsARegressionOnlyBeyondBothIntervalsAndTheThreshold() {
    func slowed(to p50: Int, low: Int, high: Int) -> BenchResults {
      var current = Self.baseline
      current.scenarios[0].actions[1].arms["mvvm"]?.latencyNs?.p50 = p50
      current.scenarios[0].actions[1].arms["mvvm"]?.latencyNs?.p50Low = low
      current.scenarios[0].actions[1].arms["mvvm"]?.latencyNs?.p50High = high
      return current
    }
    // The baseline's mvvm press: p50 1 200 ns, interval 1 140–1 260.
    let overlapping = slowed(to: 1_500, low: 1_250, high: 1_700)
    #expect(
      BaselineComparison(baseline: Self.baseline, current: overlapping, thresholdPercent: 10)
        .regressions == [])
    let withinThreshold = slowed(to: 1_300, low: 1_270, high: 1_330)
    #expect(
      BaselineComparison(baseline: Self.baseline, current: withinThreshold, thresholdPercent: 10)
        .regressions == [])
    let regression = slowed(to: 2_400, low: 2_300, high: 2_500)
    let check = BaselineComparison(
      baseline: Self.baseline, current: regression, thresholdPercent: 10)
    #expect(check.regressions.count == 1)
    #expect(check.regressions.first?.contains("100% slower") == true)
    let faster = BaselineComparison(
      baseline: regression, current: Self.baseline, thresholdPercent: 10)
    #expect(faster.regressions == [])
    #expect(faster.improvements.count == 1)
  }

  @Test func lostParityIsARegression() {
    var current = Self.baseline
    current.scenarios[0].parity = false
    #expect(
      BaselineComparison(baseline: Self.baseline, current: current, thresholdPercent: 10)
        .regressions == ["login.wrong-credentials broke parity"])
  }

  @Test func aBaselineFileIsReadBackOrRejectedWithItsNameAndTheProblem() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("baseline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = directory.appendingPathComponent("good.json").path
    try BenchFormatter(results: Self.baseline).json().write(
      toFile: good, atomically: true, encoding: .utf8)
    #expect(try BaselineComparison.load(good) == Self.baseline)

    let old = directory.appendingPathComponent("old.json").path
    try #"{"schema": 1, "scenarios": []}"#.write(toFile: old, atomically: true, encoding: .utf8)
    #expect(throws: BaselineError.wrongSchema(old, 1)) { try BaselineComparison.load(old) }

    let garbage = directory.appendingPathComponent("garbage.json").path
    try "not json".write(toFile: garbage, atomically: true, encoding: .utf8)
    #expect(throws: BaselineError.notResults(garbage)) { try BaselineComparison.load(garbage) }

    let missing = directory.appendingPathComponent("missing.json").path
    #expect {
      try BaselineComparison.load(missing)
    } throws: { error in
      (error as? BaselineError)?.description.hasPrefix("cannot read the baseline '\(missing)'")
        == true
    }
  }
}

@Suite struct ResultsBlockTests {
  static let document = """
    # Title

    <!-- results -->
    old text
    <!-- counts -->
    | a | 1 / 2 / 3 |
    <!-- /counts -->
    <!-- /results -->

    ## After
    """

  @Test func replacingKeepsEverythingOutsideTheBlock() throws {
    let updated = try ResultsBlock.replacing(in: Self.document, with: "new text")
    #expect(updated.hasPrefix("# Title\n\n<!-- results -->\nnew text\n<!-- /results -->"))
    #expect(updated.hasSuffix("<!-- /results -->\n\n## After"))
  }

  @Test func theCountsSectionIsFoundAndComparedLineByLine() throws {
    let counts = try ResultsBlock.countsSection(of: Self.document)
    #expect(counts == "<!-- counts -->\n| a | 1 / 2 / 3 |\n<!-- /counts -->")
    #expect(ResultsBlock.differences(committed: counts, fresh: counts) == [])
    let fresh = "<!-- counts -->\n| a | 1 / 2 / 4 |\n<!-- /counts -->"
    #expect(
      ResultsBlock.differences(committed: counts, fresh: fresh) == [
        "- | a | 1 / 2 / 3 |", "+ | a | 1 / 2 / 4 |",
      ])
  }

  @Test func aDocumentWithoutMarkersIsRejected() {
    #expect(throws: ResultsBlockError.noBlock) {
      try ResultsBlock.replacing(in: "# Nothing here", with: "x")
    }
    #expect(throws: ResultsBlockError.noCounts) {
      try ResultsBlock.countsSection(of: "<!-- results -->\nx\n<!-- /results -->")
    }
  }
}
