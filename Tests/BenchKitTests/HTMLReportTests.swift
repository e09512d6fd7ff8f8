import Comparison
import Foundation
import PatternStudy
import PatternStudyBench
import Testing

@testable import BenchKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct HTMLReportTests {
  static let arms = [
    ArmInfo(id: "mvp", name: "MVP", description: "presenters push to passive views"),
    ArmInfo(id: "mvvm", name: "MVVM <&> \"bound\"", description: "bindings to signals"),
    ArmInfo(id: "mvvm-dedup", name: "MVVM dedup", description: "drops equal values"),
  ]

  /// Three arms over two screens: a list loaded at three sizes, where the last arm was not
  /// timed at the largest; a login scenario that broke parity; one scenario with nothing timed
  /// and one arm missing its counts.
  static var results: BenchResults {
    var scenarios: [ScenarioResult] = []
    for size in [10, 1_000, 100_000] {
      let timed = { (arm: String) in arm != "mvvm-dedup" || size < 100_000 }
      scenarios.append(
        ScenarioResult(
          screen: .userList, name: "userlist.load", size: size, parity: true, iterations: 20,
          warmup: 2,
          arms: [
            "mvp": counts(initial: 2, actions: 3),
            "mvvm": counts(initial: 4, actions: 6, redundant: 2),
            "mvvm-dedup": counts(initial: 4, actions: 4),
          ],
          actions: [
            ActionResult(
              kind: "initial render", phase: .initialRender, synchronous: true, stepsPerRun: 1,
              arms: [
                "mvp": figures(p50: 1_000),
                "mvvm": figures(p50: 1_500, ratio: RatioEstimate(value: 1.5, low: 1.4, high: 1.6)),
                "mvvm-dedup": figures(
                  p50: 1_200, ratio: RatioEstimate(value: 1.2, low: 1.1, high: 1.3)),
              ]),
            ActionResult(
              kind: "appear", phase: .action, synchronous: false, stepsPerRun: 1,
              arms: [
                "mvp": figures(p50: 50 * size),
                "mvvm": figures(
                  p50: 100 * size, ratio: RatioEstimate(value: 2, low: 1.8, high: 2.2)),
                "mvvm-dedup": timed("mvvm-dedup")
                  ? figures(p50: 40 * size, ratio: RatioEstimate(value: 0.8, low: 0.7, high: 0.9))
                  : ActionFigures(latencyNs: nil, allocations: nil, samples: 0),
              ]),
          ]))
    }
    scenarios.append(
      ScenarioResult(
        screen: .login, name: "login.empty-fields <&>", size: 0, parity: false,
        parityFailures: ["mvvm: <label> & \"error\" differ"], iterations: 20, warmup: 2,
        arms: [
          "mvp": counts(initial: 1, actions: 2),
          "mvvm": counts(initial: 1, actions: 3),
          "mvvm-dedup": counts(initial: 1, actions: 2),
        ],
        actions: [
          ActionResult(
            kind: "submit", phase: .action, synchronous: true, stepsPerRun: 2,
            arms: [
              "mvp": figures(p50: 800),
              "mvvm": figures(p50: 816, ratio: RatioEstimate(value: 1.02, low: 0.95, high: 1.1)),
              "mvvm-dedup": figures(
                p50: 400, ratio: RatioEstimate(value: 0.5, low: 0.45, high: 0.55)),
            ])
        ]))
    scenarios.append(
      ScenarioResult(
        screen: .login, name: "login.untimed", size: 0, parity: true,
        arms: ["mvp": counts(initial: 1, actions: 1), "mvvm": counts(initial: 1, actions: 1)]))
    var results = BenchResults(
      toolchain: "Swift 6.3", configuration: "release", quick: false, date: "2026-11-23",
      machine: "test machine", cpu: nil, cores: 2, commit: nil, repeats: 3, reference: "mvp",
      arms: arms, latencyFloorNs: nil, scenarios: scenarios,
      micro: [
        MicroResult(id: .closureCall, name: "closure call", nsPerOp: 2, ratioToClosure: 1),
        MicroResult(
          id: .signalSend, name: "Signal.send, 1 observer", nsPerOp: 6, ratioToClosure: 3,
          floorBudget: 8),
        MicroResult(
          id: .subscribeCancel, name: "subscribe + cancel", nsPerOp: 160, ratioToClosure: 80,
          nanosecondBudget: 150),
        MicroResult(
          id: .observation, name: "Observation: set + re-register", nsPerOp: 3_000,
          ratioToClosure: 1_500),
      ])
    // The initial render is one figure per screen, pooled over its scenarios.
    results.initialRenders = [
      ScreenInitialRender(screen: .userList, scenarios: 3, figure: scenarios[0].actions[0])
    ]
    return results
  }

  static func counts(initial: Int, actions: Int, redundant: Int = 0) -> ArmCounts {
    ArmCounts(
      initialRender: ViewCounts(viewCalls: initial, widgetWrites: initial * 2),
      actions: ViewCounts(
        viewCalls: actions, widgetWrites: actions * 2, redundantWrites: redundant))
  }

  static func figures(p50: Int, ratio: RatioEstimate? = nil) -> ActionFigures {
    ActionFigures(
      latencyNs: LatencyFigure(
        p50: p50, p90: p50 * 2, p99: nil, max: p50 * 3, p50Low: p50 * 9 / 10,
        p50High: p50 * 11 / 10, roundP50s: [p50, p50, p50]),
      allocations: 5, samples: 60, ratioToReference: ratio)
  }

  /// `results` with `count` arms, the second with a very long name.
  static func results(armCount count: Int) -> BenchResults {
    var results = results
    let extra = (3..<count).map { index in
      ArmInfo(id: "arm-\(index)", name: "Arm \(index)", description: "variant \(index)")
    }
    results.arms[1].name =
      "MVVM with a name long enough to fill most of a legend row by itself "
      + "and then some more words"
    results.arms += extra
    for scenarioIndex in results.scenarios.indices {
      for arm in extra {
        results.scenarios[scenarioIndex].arms[arm.id] = counts(initial: 5, actions: 7)
        for actionIndex in results.scenarios[scenarioIndex].actions.indices {
          results.scenarios[scenarioIndex].actions[actionIndex].arms[arm.id] = figures(
            p50: 900, ratio: RatioEstimate(value: 1.1, low: 1.05, high: 1.15))
        }
      }
    }
    return results
  }

  #if canImport(FoundationXML) || os(macOS)
    private func document(_ results: BenchResults = Self.results) throws -> XMLDocument {
      try XMLDocument(xmlString: HTMLReport(results: results).render(), options: [])
    }

    private func elements(_ node: XMLNode, _ path: String) throws -> [XMLElement] {
      try node.nodes(forXPath: path).compactMap { $0 as? XMLElement }
    }

    private func number(_ element: XMLElement, _ name: String) throws -> Double {
      try #require(Double(attribute(element, name)))
    }

    /// The attribute `name` of `element`, "" when it has none. (`attribute(forName:)` does not
    /// find the attributes of SVG elements in swift-corelibs-foundation.)
    private func attribute(_ element: XMLElement, _ name: String) -> String {
      element.attributes?.first { $0.localName == name }?.stringValue ?? ""
    }

    private func charts(_ document: XMLDocument) throws -> [XMLElement] {
      try elements(document, "//*[local-name()='svg']")
    }

    private func title(_ chart: XMLElement) throws -> String {
      try elements(chart, "./*[@class='title']").first?.stringValue ?? ""
    }

    private func legend(_ chart: XMLElement) throws -> [String] {
      try elements(chart, ".//*[@class='legend']").compactMap(\.stringValue)
    }

    /// The cells of the table row that starts with `cells`.
    private func row(_ document: XMLDocument, startingWith cells: [String]) throws -> [String] {
      let rows = try elements(document, "//*[local-name()='tr']").map { row in
        try elements(row, "./*[local-name()='td']").map { $0.stringValue ?? "" }
      }
      return try #require(rows.first { Array($0.prefix(cells.count)) == cells })
    }

    @Test func reportIsWellFormedXHTMLWithEveryChart() throws {
      let titles = try charts(document()).map(title)
      #expect(
        titles == [
          "UserList: view calls, initial render and each scenario's actions",
          "UserList: redundant writes, initial render and each scenario's actions",
          "UserList: p50 latency ÷ MVP's, per kind of action",
          "Login: view calls, initial render and each scenario's actions",
          "Login: redundant writes, initial render and each scenario's actions",
          "Login: p50 latency ÷ MVP's, per kind of action",
          "UserList: userlist.load, p50 per row",
          "Signals against the floor and Apple's Observation",
        ])
    }

    @Test(arguments: [3, 7])
    func everyArmIsNamedInEveryLegend(armCount: Int) throws {
      let results = Self.results(armCount: armCount)
      let names = results.arms.map(\.name)
      let charts = try charts(document(results)).filter { try !title($0).hasPrefix("Signals") }
      #expect(charts.count == 7)
      for chart in charts {
        let title = try title(chart)
        let expected = title.contains("÷") ? Array(names.dropFirst()) : names
        #expect(try legend(chart) == expected, "\(title)")
      }
    }

    /// The code of every shape in adjacent columns per screen, the claims and the guide, all
    /// well-formed however the sources are written (they hold `<`, `&` and quotes).
    @Test func theCodeOfEveryShapeShowsSideBySide() throws {
      var results = Self.results
      results.code = try CodeResults.measure(
        root: try CodeResults.root(nil, callerFile: #filePath, layout: .presentationPatterns),
        layout: .presentationPatterns)
      let document = try document(results)
      let grids = try elements(document, "//*[@class='code-grid']")
      let screens = try #require(results.code?.sheet.screens.count)
      #expect(grids.count == screens + (results.code?.changes.count ?? 0))
      let columns = try elements(grids[0], "./*[local-name()='div']")
      #expect(columns.count == CodeLayout.presentationPatterns.shapes.count)
      let code = try elements(columns[0], ".//*[local-name()='pre']").map { $0.stringValue ?? "" }
      #expect(code.contains { $0.contains("public final class UserListPresenter") })
      let headings = try elements(document, "//*[local-name()='h2']").map { $0.stringValue ?? "" }
      #expect(headings.contains("Code and change costs"))
    }

    @Test func sevenArmsGetSevenColoursInArmOrder() throws {
      let results = Self.results(armCount: 7)
      let chart = try #require(charts(document(results)).first)
      let colours = try elements(chart, ".//*[@class='legend-item']/*[local-name()='rect']")
        .map { attribute($0, "fill") }
      #expect(colours == Array(HTMLReport.palette.prefix(7)))
    }

    @Test func aLongNameWrapsTheLegendAndStaysInsideTheChart() throws {
      let results = Self.results(armCount: 7)
      let chart = try #require(charts(document(results)).first)
      let width = try number(chart, "width")
      let entries = try elements(chart, ".//*[@class='legend-item']/*[local-name()='rect']")
      let rows = Set(try entries.map { try number($0, "y") })
      #expect(rows.count >= 2)
      for entry in entries { #expect(try number(entry, "x") < width) }
      // The plot starts below the last legend row.
      let plot = try #require(elements(chart, "./*[@class='plot-area']").first)
      #expect(try number(plot, "y") > rows.max()! + 14)
    }

    @Test(arguments: [3, 7])
    func barsStayInsideTheirPlotArea(armCount: Int) throws {
      var checked = 0
      for chart in try charts(document(Self.results(armCount: armCount))) {
        let plot = try #require(elements(chart, "./*[@class='plot-area']").first)
        let (left, top) = (try number(plot, "x"), try number(plot, "y"))
        let (right, bottom) = (
          left + (try number(plot, "width")), top + (try number(plot, "height"))
        )
        for bar in try elements(chart, ".//*[@class='bar']") {
          let (x, y) = (try number(bar, "x"), try number(bar, "y"))
          let (width, height) = (try number(bar, "width"), try number(bar, "height"))
          #expect(x >= left - 0.01 && x + width <= right + 0.01, "\(bar.xmlString)")
          #expect(y >= top - 0.01 && y + height <= bottom + 0.01, "\(bar.xmlString)")
          checked += 1
        }
      }
      #expect(checked > 40)
    }

    @Test func ratioBarsStartAtTheReferenceLineWithTheirInterval() throws {
      let chart = try #require(charts(document()).first { try title($0).hasPrefix("Login: p50") })
      let line = try #require(elements(chart, ".//*[@class='reference']").first)
      let one = try number(line, "y1")
      let bars = try elements(chart, ".//*[@class='bar']")
      // MVVM 1.02× [0.95–1.1] rises from the line; MVVM dedup 0.5× falls from it.
      #expect(bars.count == 2)
      #expect(abs(try number(bars[0], "y") + number(bars[0], "height") - one) < 0.02)
      #expect(abs(try number(bars[1], "y") - one) < 0.01)
      #expect(try number(bars[1], "height") > number(bars[0], "height"))
      #expect(try elements(chart, ".//*[@class='error-bar']").count == 2)
      #expect(
        bars[0].stringValue
          == "✗ login.empty-fields <&> · submit · sync, MVVM <&> \"bound\": 1.02× [0.95×–1.1×]")
      #expect(
        try elements(chart, ".//*[@class='reference-label']").first?.stringValue == "1× = MVP")
    }

    @Test func labelsMarkSynchronousAndAwaitedActions() throws {
      let chart = try #require(
        charts(document()).first { try title($0).hasPrefix("UserList: p50") })
      let labels = try elements(chart, ".//*[@class='category']").compactMap(\.stringValue)
      #expect(labels.count == 4, "one pooled initial render, then each scenario's action")
      #expect(labels.first == "UserList (3 scenarios) · initial render · sync")
      #expect(!labels.contains("userlist.load@10 · initial render · sync"))
      #expect(labels.contains("userlist.load@100000 · appear · awaited"))
    }

    @Test func countsChartsDrawTheInitialRenderApart() throws {
      let chart = try #require(charts(document()).first)
      let labels = try elements(chart, ".//*[@class='category']").compactMap(\.stringValue)
      #expect(
        labels == [
          "initial render", "userlist.load@10", "userlist.load@1000", "userlist.load@100000",
        ])
      let bars = try elements(chart, ".//*[@class='bar']").compactMap(\.stringValue)
      #expect(bars.contains("initial render, MVVM dedup: 4"))
      #expect(bars.contains("userlist.load@1000, MVVM <&> \"bound\": 6"))
    }

    @Test func textIsEscaped() throws {
      let html = HTMLReport(results: Self.results).render()
      #expect(html.contains("MVVM &lt;&amp;&gt; &quot;bound&quot;"))
      #expect(!html.contains("MVVM <&>"))
      #expect(!html.contains("<label>"))
      let text = try document().rootElement()?.stringValue ?? ""
      #expect(text.contains("login.empty-fields <&>"))
      #expect(text.contains("mvvm: <label> & \"error\" differ"))
    }

    @Test func nullFiguresShowAsDashesNeverAsZero() throws {
      let document = try document()
      // The latency table: MVVM dedup was not timed at 100 000 rows.
      let cells = try row(document, startingWith: ["userlist.load@100000", "appear"])
      #expect(
        cells[3...] == [
          "60", "5.0 ms [4.5ms–5.5ms] (rounds ±0%)", "2.0× [1.8–2.2]", "—", "60 / 120 / — %",
          "5 / 5 / —",
        ])
      // The counts table: MVVM dedup has no counts for the untimed scenario.
      #expect(
        try row(document, startingWith: ["login.untimed"])
          == ["login.untimed", "✓", "initial render", "1 / 2 / 0", "1 / 2 / 0", "—"])
      // The ratio chart: a dash where the bar would be, and no bar.
      let chart = try #require(charts(document).first { try title($0).hasPrefix("UserList: p50") })
      let missing = try elements(chart, ".//*[@class='missing']")
      #expect(
        missing.map { $0.stringValue } == [
          "—userlist.load@100000 · appear · awaited, MVVM dedup: not measured"
        ])
      let bars = try elements(chart, ".//*[@class='bar']").compactMap(\.stringValue)
      #expect(bars.count == 7)
      #expect(
        !bars.contains { $0.hasPrefix("userlist.load@100000 · appear · awaited, MVVM dedup") })
      // The scaling chart: the line of MVVM dedup stops at 1 000 rows.
      let scaling = try #require(charts(document).first { try title($0).contains("per row") })
      let points = try elements(scaling, ".//*[local-name()='circle']").compactMap(\.stringValue)
      #expect(
        points.filter { $0.hasPrefix("MVVM dedup") } == [
          "MVVM dedup at 10: 40", "MVVM dedup at 1000: 40",
        ])
      // The header: no commit, CPU or floor was recorded.
      let text = document.rootElement()?.stringValue ?? ""
      #expect(text.contains("Commitunknown"))
      #expect(text.contains("CPUunknown"))
      #expect(text.contains("Latency floor (p50 of an empty action)—"))
    }

    @Test func headerShowsProvenanceArmsAndSummary() throws {
      let text = try document().rootElement()?.stringValue ?? ""
      for fact in [
        "ToolchainSwift 6.3", "Configurationrelease", "Machinetest machine", "Cores2",
        "Date2026-11-23", "Timed rounds per scenario3", "Quick runno",
      ] {
        #expect(text.contains(fact), "missing \(fact)")
      }
      for arm in Self.arms {
        #expect(text.contains(arm.name + arm.id + arm.description))
      }
      let summary = BenchSummary(results: Self.results)
      let glance = try #require(summary.glance)
      let verdict = glance.rows[1]
      #expect(verdict.prefix(2) == ["MVVM <&> \"bound\"", "22 (1.83×)"])
      #expect(try row(document(), startingWith: Array(verdict.prefix(2))) == verdict)
      for table in summary.findingTables {
        #expect(text.contains(table.title), "missing \(table.title)")
      }
      #expect(text.contains("1 of 5 scenarios broke parity"))
    }

    @Test func latencyTableGivesIntervalsAndMarksNoDifference() throws {
      let cells = try row(document(), startingWith: ["✗ login.empty-fields <&>", "submit"])
      #expect(
        cells == [
          "✗ login.empty-fields <&>", "submit", "sync", "60", "800 ns [720ns–880ns] (rounds ±0%)",
          "≈ 1.02× [0.95–1.1]", "0.5× [0.45–0.55]", "0.0096 / 0.0098 / 0.0048 %", "5 / 5 / 5",
        ])
    }

    /// `results` with two scrolling scenarios at 1 000 and 100 000 rows: `frame: scroll` and
    /// `frame: update` steps, the last arm not timed at the largest size.
    static var scrollingResults: BenchResults {
      var results = Self.results
      for (size, scale) in [(1_000, 1), (100_000, 40)] {
        let frame = { (kind: String, p50: Int) in
          ActionResult(
            kind: kind, phase: .action, synchronous: true, stepsPerRun: 60,
            arms: Dictionary(
              uniqueKeysWithValues: Self.arms.enumerated().map { index, arm in
                let own = p50 * scale * (index + 1)
                let timed = arm.id != "mvvm-dedup" || size < 100_000
                return (
                  arm.id,
                  timed
                    ? ActionFigures(
                      latencyNs: LatencyFigure(
                        p50: own, p90: own * 2, p99: own * 3, max: own * 4, p50Low: own,
                        p50High: own, roundP50s: [own]),
                      allocations: 0, samples: 600, ratioToReference: nil)
                    : ActionFigures(latencyNs: nil, allocations: nil, samples: 0)
                )
              }))
        }
        results.scenarios.append(
          ScenarioResult(
            screen: .userList, name: "userlist.cells", size: size, parity: true, iterations: 10,
            arms: Dictionary(
              uniqueKeysWithValues: Self.arms.map { ($0.id, counts(initial: 12, actions: 60)) }),
            actions: [frame("frame: scroll", 100), frame("frame: update", 40_000)]))
      }
      return results
    }

    @Test func eachFrameKindGetsABarChartOfEveryArmWithItsP99AndTheFrameLines() throws {
      let charts = try charts(document(Self.scrollingResults)).filter {
        try title($0).hasPrefix("frame: ")
      }
      #expect(
        try charts.map(title) == [
          "frame: scroll: p50 per frame by arm, p99 marked",
          "frame: update: p50 per frame by arm, p99 marked",
        ])
      for chart in charts {
        #expect(try legend(chart) == Self.arms.map(\.name))
        let labels = try elements(chart, ".//*[@class='category']").compactMap(\.stringValue)
        #expect(labels == ["userlist.cells@1000", "userlist.cells@100000"])
      }
      // frame: scroll spans 100 ns (p50) to 24 µs (p99 at 100 000 rows): the budget (417 µs)
      // and the frame (8.33 ms) lie beyond the axis and are not drawn.
      let scroll = charts[0]
      #expect(try elements(scroll, ".//*[@class='guide']").isEmpty)
      let bars = try elements(scroll, ".//*[@class='bar']").compactMap(\.stringValue)
      #expect(bars.count == 5, "MVVM dedup was not timed at 100 000 rows")
      #expect(bars.contains("userlist.cells@1000, MVVM <&> \"bound\": 200 ns (0.0024% of a frame)"))
      let marks = try elements(scroll, ".//*[@class='mark']").compactMap(\.stringValue)
      #expect(marks.contains("userlist.cells@1000, MVP: p99 300 ns (0.0036% of a frame)"))
      #expect(
        try elements(scroll, ".//*[@class='missing']").map(\.stringValue) == [
          "—userlist.cells@100000, MVVM dedup: not measured"
        ])
      // frame: update spans 40 µs to 14.4 ms: both lines fall within the axis.
      let update = charts[1]
      #expect(
        try elements(update, ".//*[@class='guide-label']").compactMap(\.stringValue) == [
          "1 frame (120 Hz)", "budget: 5% of a frame",
        ])
      let plot = try #require(elements(update, "./*[@class='plot-area']").first)
      let (top, bottom) = (try number(plot, "y"), try number(plot, "y") + number(plot, "height"))
      let guides = try elements(update, ".//*[@class='guide']")
      #expect(guides.count == 2)
      for guide in guides {
        let y = try number(guide, "y1")
        #expect(y >= top && y <= bottom)
      }
      // The frame (8.33 ms) is above the budget (417 µs).
      #expect(try number(guides[0], "y1") < number(guides[1], "y1"))
    }

    @Test func withoutFrameStepsThereIsNoFrameSection() throws {
      let html = HTMLReport(results: Self.results).render()
      #expect(!html.contains("Cost per frame"))
      #expect(try charts(document()).allSatisfy { try !title($0).hasPrefix("frame: ") })
      #expect(HTMLReport(results: Self.scrollingResults).render().contains("Cost per frame"))
    }

    @Test func whatIfTableModelsEachSynchronousStepAndSaysItIsAModel() throws {
      var results = Self.results
      let submit = try #require(results.scenarios.firstIndex { $0.name.hasPrefix("login.") })
      for (arm, writes) in [("mvp", 2.0), ("mvvm", 3), ("mvvm-dedup", 2)] {
        results.scenarios[submit].actions[0].arms[arm]?.countsPerStep = CountsPerStep(
          viewCalls: 1, widgetWrites: writes, redundantWrites: 0)
      }
      let document = try document(results)
      let text = document.rootElement()?.stringValue ?? ""
      #expect(text.contains("What if a widget write cost 1 µs, 5 µs, 25 µs (a model)"))
      #expect(text.contains("A model, not a measurement."))
      // MVP's 2 writes a step: 800 ns + 2 × 1 µs.
      #expect(
        try row(document, startingWith: ["login.empty-fields <&> · submit"]) == [
          "login.empty-fields <&> · submit", "2 / 3 / 2", "1 µs", "2.8 µs (0.034%)",
          "3.82 µs (0.046%)", "2.4 µs (0.029%)",
        ])
    }
  #endif

  @Test func reportRefersToNothingOutside() throws {
    let html = HTMLReport(results: Self.results(armCount: 7)).render()
    let addresses = try Regex(#"https?://[^"'\s<>)]*"#)
    let found = Set(html.matches(of: addresses).map { String(html[$0.range]) })
    #expect(found == ["http://www.w3.org/1999/xhtml", "http://www.w3.org/2000/svg"])
    for forbidden in ["<script", "<link", "@import", "url(", "src=", "href="] {
      #expect(!html.contains(forbidden), "found \(forbidden)")
    }
  }

  @Test func noScalingChartWithASingleSize() {
    var results = Self.results
    results.scenarios.removeAll { $0.name == "userlist.load" && $0.size != 1_000 }
    let html = HTMLReport(results: results).render()
    #expect(!html.contains("p50 per row"))
    #expect(html.contains("UserList: p50 latency"))
  }

  @Test func logarithmicAxisCoversWholeDecadesOverAWideRange() {
    let axis = ValueAxis(values: [35, 1_200, 90_000], logarithmic: true)
    #expect(axis.lower == 10)
    #expect(axis.upper == 100_000)
    #expect(axis.ticks == [10, 100, 1_000, 10_000, 100_000])
    #expect(axis.fraction(1_000) == 0.5)
    #expect(axis.fraction(1e9) == 1)  // clamped, never outside the axis
  }

  @Test func logarithmicAxisStepsByOneTwoFiveOverANarrowRange() {
    let axis = ValueAxis(values: [0.8, 1, 1.5], logarithmic: true)
    #expect(axis.lower == 0.5)
    #expect(axis.upper == 2)
    #expect(axis.ticks == [0.5, 1, 2])
    #expect(abs(axis.fraction(1) - 0.5) < 1e-9)
  }

  @Test func anAxisOfZerosStillHasAHeight() {
    let axis = ValueAxis(values: [0, 0], logarithmic: false)
    #expect(axis.upper == 1)
    #expect(axis.ticks == [0, 0.2, 0.4, 0.6, 0.8, 1])
  }
}
