import Comparison
import Foundation
import PatternStudy
import Testing

@testable import BenchKit

/// Every timed figure is also a share of a 120 Hz frame, and the what-if table turns widget
/// writes into time.
@Suite struct FrameContextTests {
  /// The fixture's one scenario with its press synchronous, and the Login initial render
  /// pooled, as a run makes it.
  static var synchronousResults: BenchResults {
    var results = Fixtures.results
    results.scenarios[0].actions[1].synchronous = true
    // As the counting run counts them, step by step.
    for (arm, writes) in [("mvp", 0.0), ("mvvm", 6), ("mvvm-state", 0)] {
      results.scenarios[0].actions[0].arms[arm]?.countsPerStep = CountsPerStep(
        viewCalls: writes, widgetWrites: writes, redundantWrites: 0)
    }
    for (arm, writes) in [("mvp", 8.0), ("mvvm", 9), ("mvvm-state", 6)] {
      results.scenarios[0].actions[1].arms[arm]?.countsPerStep = CountsPerStep(
        viewCalls: 1, widgetWrites: writes, redundantWrites: 0)
    }
    results.initialRenders = [
      ScreenInitialRender(screen: .login, scenarios: 1, figure: results.scenarios[0].actions[0])
    ]
    return results
  }

  @Test func aShareOfAFrameDividesByOne120HzFrame() {
    #expect(BenchResults.frameNanoseconds == 8_333_333)
    #expect(BenchResults.frameShare(8_333_333) == 1)
    #expect(frameShareText(111) == "0.0013%")
    #expect(frameShareText(3_500) == "0.042%")
    #expect(frameShareText(141_667) == "1.7%")
    #expect(frameShareText(14_500_000) == "174%")
    #expect(frameShareText(0) == "0%")
    #expect(percentText(5) == "5%", "no trailing .0")
  }

  @Test func jsonGivesTheP50AndP99AsSharesOfAFrameAndNullWithoutAP99() throws {
    var results = Fixtures.results
    results.scenarios[0].actions[1].arms["mvp"]?.latencyNs?.p99 = nil
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(results.json.utf8))
        as? [String: Any])
    let scenario = try #require((object["scenarios"] as? [[String: Any]])?.first)
    let press = try #require(
      (scenario["actions"] as? [[String: Any]])?[1]["arms"] as? [String: [String: Any]])
    let mvvm = try #require(press["mvvm"]?["latencyNs"] as? [String: Any])
    // Within a rounding of the JSON text.
    #expect(abs(try #require(mvvm["p50FrameShare"] as? Double) - 1_200 / 8_333_333.0) < 1e-15)
    #expect(abs(try #require(mvvm["p99FrameShare"] as? Double) - 2_400 / 8_333_333.0) < 1e-15)
    let mvp = try #require(press["mvp"]?["latencyNs"] as? [String: Any])
    #expect(mvp["p99FrameShare"] is NSNull, "no p99, no share of it")
    #expect(mvp["p99"] is NSNull)
    // The shares are derived: decoding ignores them and the results come back whole.
    let decoded = try JSONDecoder().decode(
      BenchResults.self, from: Data(results.json.utf8))
    #expect(decoded == results)
  }

  @Test func csvTextAndMarkdownGiveTheShareOfAFrame() throws {
    let document = Document(results: Fixtures.results)
    let lines = CSV(results: document.results).render().split(separator: "\n")
    let header = lines[0].split(separator: ",").map(String.init)
    let share = try #require(header.firstIndex(of: "p50_frame_share"))
    #expect(header[share + 1] == "p99_frame_share")
    let mvvmPress = try #require(
      lines.first {
        $0.hasPrefix("latency,") && $0.contains(",press,") && $0.contains(",mvvm,")
      })
    let fields = mvvmPress.split(separator: ",", omittingEmptySubsequences: false)
    #expect(fields[share...].prefix(2) == ["\(1_200 / 8_333_333.0)", "\(2_400 / 8_333_333.0)"])
    // The terminal: every arm's, as the page's table gives them.
    #expect(TableText.terminal(document).contains("0.012/0.014/— %"))
    // Markdown: every arm's, in arm order, a dash where the arm was not timed.
    let markdown = TableText.markdown(document)
    #expect(markdown.contains("| p50, share of a frame | allocations |"))
    #expect(markdown.contains(" | 0.012 / 0.014 / — % | 4 / 4 / — |"))
  }

  @Test func whatIfAddsTheWritesOfEachSynchronousStepAtThreeCosts() {
    let document = Document(results: Self.synchronousResults)
    #expect(
      document.whatIf?.headings == [
        "step", "writes per step", "per write", "MVP", "MVVM", "MVVM state",
      ])
    #expect(
      (document.whatIf?.rows ?? []) == [
        // The initial render: its own writes.
        [
          "Login · initial render", "0 / 6 / 0", "1 µs", "200 ns (0.0024%)", "8.0 µs (0.096%)",
          "600 ns (0.0072%)",
        ],
        ["", "", "5 µs", "200 ns (0.0024%)", "32.0 µs (0.38%)", "600 ns (0.0072%)"],
        ["", "", "25 µs", "200 ns (0.0024%)", "152 µs (1.8%)", "600 ns (0.0072%)"],
        // One timed step per run: the actions' writes are its writes; not timed, a dash.
        [
          "login.wrong-credentials · press", "8 / 9 / 6", "1 µs", "9.0 µs (0.11%)",
          "10.2 µs (0.12%)", "—",
        ],
        ["", "", "5 µs", "41.0 µs (0.49%)", "46.2 µs (0.55%)", "—"],
        ["", "", "25 µs", "201 µs (2.4%)", "226 µs (2.7%)", "—"],
      ])
    let markdown = TableText.markdown(document)
    #expect(markdown.contains("## What if a widget write cost 1 µs, 5 µs, 25 µs (a model)"))
    #expect(markdown.contains("A model, not a measurement."))
    #expect(markdown.contains("| login.wrong-credentials · press | 8 / 9 / 6 | 1 µs |"))
    let page = ResultsFile.document(for: Self.synchronousResults)
    #expect(page.contains("## What if a widget write cost 1 µs, 5 µs, 25 µs (a model)"))
  }

  /// Writes per step are each step's own, as the counting run counted them; a step whose
  /// counts are unknown (results older than the counts) models nothing.
  @Test func whatIfTakesTheWritesOfEachStepAndADashWhereTheyAreUnknown() {
    var results = Self.synchronousResults
    results.scenarios[0].actions[1].arms["mvvm"]?.countsPerStep = nil
    let rows = (Document(results: results).whatIf?.rows ?? [])
    #expect(rows[3].prefix(2) == ["login.wrong-credentials · press", "8 / — / 6"])
    #expect(rows[3][4] == "—")
  }

  @Test func awaitedStepsAreLeftOutOfTheWhatIfTable() {
    let document = Document(results: Fixtures.results)
    #expect(document.whatIf == nil, "the press is awaited, no initial render pooled")
    #expect(!TableText.markdown(document).contains("What if"))
    #expect(!HTMLReport(results: Fixtures.results).render().contains("What if"))
  }
}
