import Comparison
import Foundation
import PatternStudy
import PatternStudyBench
import Testing

@testable import BenchKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite(.threadOfItsOwn) struct HTMLReportTests {
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
    results.guide = Fixtures.packageRules
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

  /// A guide, as a study writes one.
  static let guide = StudyGuide(
    verdict: "Either arm will do (Arms at a glance); pick by the host (Pick an arm).",
    picks: [.init("A SwiftUI screen", arm: "mvvm", because: "bindings are what SwiftUI reads")])

  /// `results` with the guide.
  static var guidedResults: BenchResults {
    var results = results
    results.guide?.verdict = guide.verdict
    results.guide?.picks = guide.picks
    return results
  }

  /// The package's own code figures, read once.
  static let code = Result {
    try CodeResults.measure(
      root: try CodeResults.root(nil, callerFile: #filePath, layout: .presentationPatterns),
      layout: .presentationPatterns)
  }

  /// A requirement change whose MVP patch adds a logic file with a two-line comment and a
  /// test file, and whose MVVM patch adds a view model file.
  static var change: ChangeCost {
    var mvp = PatchCost(part: "mvp", arms: ["mvp"])
    mvp.patch = """
      diff --git a/Sources/MVP/Login/LoginNote.swift b/Sources/MVP/Login/LoginNote.swift
      new file mode 100644
      --- /dev/null
      +++ b/Sources/MVP/Login/LoginNote.swift
      @@ -0,0 +1,3 @@
      +/// A note on the login screen,
      +/// written over two lines.
      +let note = 1
      diff --git a/Tests/MVPTests/LoginNoteTests.swift b/Tests/MVPTests/LoginNoteTests.swift
      new file mode 100644
      --- /dev/null
      +++ b/Tests/MVPTests/LoginNoteTests.swift
      @@ -0,0 +1 @@
      +let noteTest = 1

      """
    var mvvm = PatchCost(part: "mvvm", arms: ["mvvm", "mvvm-dedup"])
    mvvm.patch = """
      diff --git a/Sources/MVVM/Login/LoginNoteModel.swift b/Sources/MVVM/Login/LoginNoteModel.swift
      new file mode 100644
      --- /dev/null
      +++ b/Sources/MVVM/Login/LoginNoteModel.swift
      @@ -0,0 +1 @@
      +let model = 1

      """
    return ChangeCost(
      id: "01-login-note", title: "Login: a note", requirement: "The login screen *notes* it.",
      tests: "Note", shared: PatchCost(part: "shared", arms: []), shapes: [mvp, mvvm])
  }

  #if canImport(FoundationXML) || os(macOS)
    private func document(_ results: BenchResults = Self.results) throws -> XMLDocument {
      try XMLDocument(xmlString: HTMLReport(results: results).render(), options: [])
    }

    private func elements(_ node: XMLNode, _ path: String) throws -> [XMLElement] {
      try node.nodes(forXPath: path).compactMap { $0 as? XMLElement }
    }

    /// The elements under `node` whose class list holds `name`.
    private func elements(_ node: XMLNode, withClass name: String) throws -> [XMLElement] {
      try elements(node, ".//*[contains(concat(' ', @class, ' '), ' \(name) ')]")
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

    private func chart(in document: XMLDocument, titled prefix: String) throws -> XMLElement {
      try #require(charts(document).first { try title($0).hasPrefix(prefix) })
    }

    private func legend(_ chart: XMLElement) throws -> [String] {
      try elements(chart, ".//*[@class='legend']").compactMap(\.stringValue)
    }

    private func texts(_ node: XMLNode, withClass name: String) throws -> [String] {
      try elements(node, withClass: name).map { $0.stringValue ?? "" }
    }

    /// The tooltips of a bar chart's categories, one per group of bars.
    private func tooltips(_ chart: XMLElement) throws -> [String] {
      try elements(chart, "./*[local-name()='g']/*[local-name()='title']").map {
        $0.stringValue ?? ""
      }
    }

    /// The plot area of a chart: left, top, right, bottom.
    private func plot(_ chart: XMLElement) throws -> (Double, Double, Double, Double) {
      let plot = try #require(elements(chart, "./*[@class='plot-area']").first)
      let (left, top) = (try number(plot, "x"), try number(plot, "y"))
      return (left, top, left + (try number(plot, "width")), top + (try number(plot, "height")))
    }

    /// The cells of the table row that starts with `cells`.
    private func row(_ document: XMLDocument, startingWith cells: [String]) throws -> [String] {
      let rows = try elements(document, "//*[local-name()='tr']").map { row in
        try elements(row, "./*[local-name()='td']").map { $0.stringValue ?? "" }
      }
      return try #require(rows.first { Array($0.prefix(cells.count)) == cells })
    }

    /// The ids of the page's elements, in document order.
    private func ids(_ document: XMLDocument) throws -> [String] {
      try elements(document, "//*[@id]").map { attribute($0, "id") }
    }

    // MARK: Answer first

    @Test func theVerdictComesFirstAndWhatTheRunRanOnLast() throws {
      let document = try document(Self.guidedResults)
      let body = try #require(elements(document, "//*[local-name()='body']").first)
      let first = try elements(body, "./*").prefix(2).map { $0.localName ?? "" }
      #expect(first == ["h1", "section"])
      let verdict = try #require(elements(document, "//*[@id='verdict']").first)
      #expect(
        try elements(verdict, "./*[local-name()='p']").first?.stringValue == Self.guide.verdict)
      let order = try ids(document)
      let expected = [
        "verdict", "pick", "glance", "contents", "budgets", "findings", "screens", "list-scaling",
        "micro", "about",
      ]
      let positions = try expected.map { id in try #require(order.firstIndex(of: id), "\(id)") }
      #expect(positions == positions.sorted())
      #expect(order.last == "arms")
      let text = document.rootElement()?.stringValue ?? ""
      let (verdictAt, toolchainAt) = (
        try #require(text.range(of: Self.guide.verdict)),
        try #require(text.range(of: "ToolchainSwift 6.3"))
      )
      #expect(verdictAt.lowerBound < toolchainAt.lowerBound)
    }

    @Test func theContentsLinkToEverySectionOfThePage() throws {
      let document = try document(Self.guidedResults)
      let nav = try #require(elements(document, "//*[@id='contents']").first)
      let links = try elements(nav, ".//*[local-name()='a']").map { attribute($0, "href") }
      let ids = Set(try ids(document))
      for link in links {
        #expect(link.hasPrefix("#") && ids.contains(String(link.dropFirst())), "\(link)")
      }
      let sections = try elements(document, "//*[local-name()='h2'][@id]").map {
        "#" + attribute($0, "id")
      }
      let verdict = ["#glance", "#pick"]
      #expect(Set(sections).subtracting(verdict).isSubset(of: Set(links)))
      #expect(links.contains("#screen-userlist") && links.contains("#screen-login"))
      #expect(links.contains("#aim"), "each finding is linked")
    }

    @Test func aPhoneLaysThePageOutAtItsOwnWidth() throws {
      let meta = try elements(document(), "//*[local-name()='meta'][@name='viewport']")
      #expect(meta.map { attribute($0, "content") } == ["width=device-width, initial-scale=1"])
    }

    @Test func aQuickRunSaysSoUnderTheTitle() throws {
      var results = Self.results
      results.quick = true
      let body = try #require(elements(document(results), "//*[local-name()='body']").first)
      let second = try #require(elements(body, "./*").dropFirst().first)
      #expect(attribute(second, "class") == "banner")
      #expect(
        second.stringValue
          == "A quick run: few samples, short lists; shape, not figures to quote.")
      #expect(try elements(document(), "//*[@class='banner']").isEmpty)
    }

    @Test func withoutAGuideThePageOpensOnParityAndTheGlance() throws {
      let document = try document()
      #expect(try elements(document, "//*[@class='verdict']").isEmpty)
      #expect(try elements(document, "//*[@id='pick']").isEmpty)
      let verdict = try #require(elements(document, "//*[@id='verdict']").first)
      #expect(
        try elements(verdict, ".//*[local-name()='strong']").first?.stringValue
          == "1 of 5 scenarios broke parity")
      #expect(try !elements(verdict, ".//*[@id='glance']").isEmpty)
    }

    // MARK: Tables

    @Test func longTablesAreFoldedUnderAOneLineSummary() throws {
      let document = try document(Self.whatIfResults)
      let all = try elements(document, "//*[local-name()='details']")
      let lines = try all.map { fold in
        try #require(elements(fold, "./*[local-name()='summary']").first?.stringValue)
      }
      #expect(lines.allSatisfy { !$0.contains("\n") && $0.count <= 120 })
      #expect(lines.first == "What differed", "the parity failures")
      // Two screens, their counts and latency each; the what-if model; the micro table.
      let folds = try all.filter { try !elements($0, ".//*[local-name()='table']").isEmpty }
      #expect(folds.count == 6)
      #expect(
        try folds.map { try elements($0, ".//*[local-name()='table']").count }
          == Array(
            repeating: 1, count: 6))
      let summaries = try folds.map { fold in
        try #require(elements(fold, "./*[local-name()='summary']").first?.stringValue)
      }
      #expect(
        summaries[0]
          == "UserList: counts of every scenario (view calls / widget writes / redundant writes)")
      #expect(summaries[1].hasPrefix("UserList: latency of 4 kinds of action"))
      // The verdict's and the findings' tables are never folded.
      #expect(try elements(document, "//*[local-name()='details']//*[@id='glance']").isEmpty)
      let open = try elements(
        document, "//*[local-name()='table'][not(ancestor::*[local-name()='details'])]")
      #expect(open.count >= 5)
    }

    @Test func figuresNeverWrapAndIntervalsStandApartInGrey() throws {
      let html = HTMLReport(results: Self.results).render()
      #expect(html.contains("td { white-space: nowrap; }"))
      #expect(html.contains(".i5 td:nth-child(5) { color: #777;"))
      #expect(html.contains(".n2 :is(td, th):nth-child(2) { white-space: nowrap; min-width: 0; }"))
      let document = try document()
      let glance = try #require(
        elements(document, "//*[@id='glance']/following-sibling::*[1]//*[local-name()='table']")
          .first)
      // The glance: its arm column is text, its interval (95 %) column grey.
      #expect(attribute(glance, "class").split(separator: " ").contains("i5"))
      #expect(attribute(glance, "class").split(separator: " ").contains("t1"))
      // The pick table's text columns are text; without code figures its lines-per-change
      // column is dropped, so `because` is the fifth. Short texts (the trait, the arm) never
      // wrap (n1, n2); a long reason gets room (w5) instead of wrapping word by word.
      let pickClass = { (results: BenchResults) in
        let document = try self.document(results)
        let table = try #require(
          elements(document, "//*[@id='pick']/following-sibling::*[1]//*[local-name()='table']")
            .first)
        // (The last class names the headings, for the phone's cards.)
        return self.attribute(table, "class").split(separator: " ").dropLast().joined(
          separator: " ")
      }
      #expect(try pickClass(Self.guidedResults) == "t1 n1 t2 n2 t5")
      var long = Self.guidedResults
      long.guide?.picks[0].because = String(
        repeating: "bindings are what SwiftUI reads; ", count: 3)
      #expect(try pickClass(long) == "t1 n1 t2 n2 t5 w5")
    }

    /// On a phone each row is a card whose cells follow their headings: every table with
    /// headings is named by them, and the style sheet writes each heading but the first before
    /// its cells, once per set of headings, escaped so that both parsers read it.
    @Test func onAPhoneEachRowIsACardWhoseCellsFollowTheirHeadings() throws {
      let html = HTMLReport(results: Self.results).render()
      let document = try XMLDocument(xmlString: html, options: [])
      #expect(html.contains("@media (max-width: 640px) {\n.scroll table, .scroll tbody"))
      let tables = try elements(document, "//*[local-name()='table']")
      var named: [String: [String]] = [:]
      for table in tables {
        let headings = try elements(table, ".//*[local-name()='th']").map { $0.stringValue ?? "" }
        guard !headings.isEmpty else { continue }
        let name = try #require(attribute(table, "class").split(separator: " ").last)
        #expect(name == Substring(HTMLReport.headingsClass(headings)))
        #expect(named[String(name), default: headings] == headings)
        named[String(name)] = headings
      }
      // Both screens' latency tables share their headings, and so their rules.
      #expect(named.count < tables.count - 1)
      let latency = try #require(named.first { $0.value.contains("samples") })
      for (index, heading) in latency.value.enumerated().dropFirst() where !heading.isEmpty {
        let rule =
          ".\(latency.key) td:nth-child(\(index + 1))::before { content: \"\(cssString(heading))\"; }"
        #expect(html.components(separatedBy: rule).count == 2, "\(rule)")
      }
      #expect(!html.contains(".\(latency.key) td:nth-child(1)::before"))
      // An arm's name holds `<&>` and quotes: escaped for CSS and XML alike.
      #expect(html.contains(#"content: "MVVM \3C \26 \3E  \22 bound\22 "; }"#))
      #expect(cssString(#"a\b"#) == #"a\5C b"#)
    }

    @Test func theVerdictLinksTheTablesItNames() throws {
      let document = try document(Self.guidedResults)
      let verdict = try #require(elements(document, "//*[@class='verdict']").first)
      let links = try elements(verdict, "./*[local-name()='a']").map {
        [attribute($0, "href"), $0.stringValue ?? ""]
      }
      #expect(links == [["#glance", "Arms at a glance"], ["#pick", "Pick an arm"]])
      #expect(verdict.stringValue == Self.guide.verdict)
      let report = HTMLReport(results: Self.results)
      #expect(
        report.linked(
          "a <b> & Budgets, Budgets over", [("Budgets", "budgets"), ("Budgets over", "x")])
          == ##"a &lt;b&gt; &amp; <a href="#budgets">Budgets</a>, <a href="#x">Budgets over</a>"##)
    }

    @Test func ticksCarryNoZeroAfterTheirDecimalPoint() {
      #expect(SVGChart.tickText("10.0 µs") == "10 µs")
      #expect(SVGChart.tickText("2.0×") == "2×")
      #expect(SVGChart.tickText("1.05 µs") == "1.05 µs")
      #expect(SVGChart.tickText("100 ns") == "100 ns")
      #expect(SVGChart.tickText("0.5×") == "0.5×")
      #expect(SVGChart.tickText("10.0") == "10")
    }

    /// The report draws the document's tables: each row of each screen's counts and latency
    /// is a row of the page, its cells as the document has them.
    @Test func theScreensTablesAreTheDocumentsTables() throws {
      let document = try document()
      let rows = try elements(document, "//*[local-name()='tr']").map { row in
        try elements(row, "./*[local-name()='td']").map { $0.stringValue ?? "" }
      }
      let tables = Document(results: Self.results).screens.flatMap {
        [$0.counts] + [$0.latency].compactMap { $0 }
      }
      #expect(tables.count == 4)
      for table in tables {
        for cells in table.rows {
          let plain = cells.map { $0.replacingOccurrences(of: "*", with: "") }
          let shown = rows.map { $0.map { $0.replacingOccurrences(of: "\u{A0}", with: " ") } }
          #expect(shown.contains(plain), "\(plain)")
        }
      }
      let same = try elements(document, "//*[local-name()='td']").map { $0.stringValue ?? "" }
      #expect(same.contains { $0.hasPrefix("≈ 1.02×") })
    }

    @Test func nullFiguresShowAsDashesNeverAsZero() throws {
      let document = try document()
      // The latency table: MVVM dedup was not timed at 100 000 rows; the counts table: it has
      // no counts for the untimed scenario.
      let screen = try #require(Document(results: Self.results).screens.first)
      let load = try #require(screen.latency?.rows.first { $0[0] == "userlist.load@100000" })
      #expect(load.dropFirst(6).first == "—", "\(load)")
      #expect(try row(document, startingWith: ["login.untimed"]).last == "—")
      // The ratio chart: a dash where the bar would be, no bar, and the tooltip says so.
      let ratios = try chart(in: document, titled: "UserList: p50")
      #expect(try texts(ratios, withClass: "missing") == ["—"])
      #expect(try elements(ratios, withClass: "bar").count == 7)
      #expect(try tooltips(ratios).last?.hasSuffix("MVVM dedup: not measured") == true)
      // The scaling chart: the line of MVVM dedup stops at 1 000 rows.
      let scaling = try chart(in: document, titled: "UserList: load, p50 per row")
      let points = try elements(scaling, ".//*[local-name()='circle']").compactMap(\.stringValue)
      #expect(
        points.filter { $0.hasPrefix("MVVM dedup") } == [
          "MVVM dedup at 10: 40.0 ns", "MVVM dedup at 1000: 40.0 ns",
        ])
      // What the run ran on: no commit, CPU or floor was recorded.
      let text = document.rootElement()?.stringValue ?? ""
      #expect(text.contains("Commitunknown"))
      #expect(text.contains("CPUunknown"))
      #expect(text.contains("Latency floor (p50 of an empty action)—"))
    }

    @Test func aboutThisRunShowsTheProvenanceAndTheArms() throws {
      let document = try document()
      let about = try #require(elements(document, "//*[@id='about']").first)
      let text = try elements(about, "following-sibling::*").compactMap(\.stringValue).joined()
      for fact in [
        "ToolchainSwift 6.3", "Configurationrelease", "Machinetest machine", "Cores2",
        "Date2026-11-23", "Timed rounds per scenario3",
        "Arm ordereach arm once per iteration, in a balanced order", "Quick runno",
      ] {
        #expect(text.contains(fact), "missing \(fact)")
      }
      for arm in Self.arms {
        #expect(text.contains(arm.name + arm.id + arm.description))
      }
      let summary = Document(results: Self.results)
      let glance = try #require(summary.glance)
      #expect(glance.rows[1].prefix(2) == ["MVVM <&> \"bound\"", "22 (1.83×)"])
      #expect(try row(document, startingWith: Array(glance.rows[1].prefix(2))) == glance.rows[1])
      let page = document.rootElement()?.stringValue ?? ""
      for table in summary.findings {
        #expect(page.contains(table.title), "missing \(table.title)")
      }
      #expect(page.contains("1 of 5 scenarios broke parity"))
    }

    static var whatIfResults: BenchResults {
      var results = Self.results
      let submit = results.scenarios.firstIndex { $0.name.hasPrefix("login.") }!
      for (arm, writes) in [("mvp", 2.0), ("mvvm", 3), ("mvvm-dedup", 2)] {
        results.scenarios[submit].actions[0].arms[arm]?.countsPerStep = CountsPerStep(
          viewCalls: 1, widgetWrites: writes, redundantWrites: 0)
      }
      return results
    }

    @Test func whatIfTableModelsEachSynchronousStepAndSaysItIsAModel() throws {
      let document = try document(Self.whatIfResults)
      let text = document.rootElement()?.stringValue ?? ""
      #expect(text.contains("What if a widget write cost 1 µs, 5 µs, 25 µs (a model)"))
      #expect(text.contains("A model, not a measurement."))
      // MVP's 2 writes a step: 800 ns + 2 × 1 µs. A time never wraps (no-break spaces); its
      // share of a frame may go under it on a page too narrow for the table.
      #expect(
        try row(document, startingWith: ["login.empty-fields <&> · submit"]) == [
          "login.empty-fields <&> · submit", "2 / 3 / 2", "1 µs", "2.8\u{A0}µs (0.034%)",
          "3.82\u{A0}µs (0.046%)", "2.4\u{A0}µs (0.029%)",
        ])
      let html = HTMLReport(results: Self.whatIfResults).render()
      #expect(html.contains(".s4 td:nth-child(4) { white-space: normal; min-width: 4.5em; }"))
      let table = try #require(
        elements(document, "//*[@id='what-if']/following-sibling::*//*[local-name()='table']")
          .first)
      let classes = attribute(table, "class").split(separator: " ")
      #expect(["s4", "s5", "s6"].allSatisfy { classes.contains($0) } && !classes.contains("s3"))
    }

    // MARK: Charts

    @Test func reportIsWellFormedXHTMLWithEveryChart() throws {
      let titles = try charts(document()).map(title)
      #expect(
        titles == [
          "UserList: view calls", "UserList: p50 ÷ MVP's, per action", "Login: view calls",
          "Login: p50 ÷ MVP's, per action", "UserList: load, p50 per row",
          "Signals against the floor and Apple's Observation",
        ])
    }

    /// A micro row's tip states its budget and verdict when it has one, and no empty budget
    /// when it has none.
    @Test func aMicroBarsTipNamesABudgetOnlyWhenTheRowHasOne() throws {
      let chart = try chart(
        in: document(), titled: "Signals against the floor and Apple's Observation")
      let tips = try elements(chart, ".//*[local-name()='title']").map(\.stringValue)
        .compactMap { $0 }.filter { $0.contains("per operation") }
      #expect(tips.count == 4)
      let budgeted = tips.filter { $0.contains("; budget: ") }
      #expect(budgeted.count == 2)
      #expect(budgeted.allSatisfy { $0.hasPrefix("Signal.send") || $0.hasPrefix("subscribe") })
      #expect(tips.allSatisfy { !$0.hasSuffix("budget: ") })
    }

    /// On a phone 360 px wide a chart shrinks to fit: its smallest text must still read at
    /// 11 px or more.
    @Test func noChartTextIsUnderElevenPixelsOnAPhone() throws {
      let html = HTMLReport(results: Self.scrollingResults).render()
      let sizes = html.matches(of: try Regex(#"svg[^{}]*\{[^}]*font-size: (\d+)px"#)).map {
        Double(String(html[$0.output[1].range!]))!
      }
      #expect(!sizes.isEmpty)
      let document = try document(Self.scrollingResults)
      for chart in try charts(document) {
        let (width, name) = (try number(chart, "width"), try title(chart))
        let smallest = try ([number(chart, "font-size")] + sizes).min()!
        #expect(smallest * min(1, 360 / width) >= 11, "\(name)")
        #expect(width <= SVGChart.width)
        // No element of a chart sets a size of its own.
        #expect(try elements(chart, ".//*[@font-size or @style]").isEmpty)
      }
    }

    /// Bars lie along the value axis, which runs along the bottom; nothing is turned.
    @Test func barChartsAreHorizontalAndNothingIsTurned() throws {
      let document = try document(Self.scrollingResults)
      #expect(try elements(document, "//*[@transform]").isEmpty)
      for chart in try charts(document) where try !elements(chart, withClass: "bar").isEmpty {
        let bars = try elements(chart, withClass: "bar")
        let heights = Set(try bars.map { try number($0, "height") })
        let name = try title(chart)
        #expect(heights.count == 1, "\(name): bars of one thickness")
        let (_, _, _, bottom) = try plot(chart)
        for tick in try elements(chart, withClass: "tick") {
          #expect(try number(tick, "y") > bottom, "ticks under the plot")
        }
        // Labels on the left end at the plot's left edge, or stand above their bars.
        for label in try elements(chart, withClass: "category") {
          #expect(attribute(label, "transform").isEmpty)
        }
      }
    }

    @Test func scrollingListsHaveAViewCallsPanelOfTheirOwn() throws {
      let document = try document(Self.scrollingResults)
      let others = try chart(in: document, titled: "UserList: view calls")
      let lists = try chart(in: document, titled: "UserList: view calls, scrolling lists")
      #expect(
        try texts(others, withClass: "category") == [
          "initial render", "load@10", "load@1k", "load@100k",
        ])
      #expect(
        try texts(lists, withClass: "category") == ["initial render", "cells@1k", "cells@100k"])
      // The loads' six calls fill most of their panel's width; beside 60 they would not.
      let (left, _, right, _) = try plot(others)
      let widest = try elements(others, withClass: "bar").map { try number($0, "width") }.max()!
      #expect(widest > (right - left) * 0.5)
      // Redundant writes are ticks across their bars, with the counts in the tooltip.
      #expect(try elements(others, withClass: "mark").count == 3)
      #expect(
        try tooltips(others)[1] == """
          load@10: view calls / widget writes / redundant writes
          MVP: 3 / 6 / 0
          MVVM <&> "bound": 6 / 12 / 2
          MVVM dedup: 4 / 8 / 0
          """)
    }

    @Test(arguments: [3, 7])
    func everyArmIsNamedInEveryLegend(armCount: Int) throws {
      let results = Self.results(armCount: armCount)
      let names = results.arms.map(\.name)
      let charts = try charts(document(results)).filter { try !title($0).hasPrefix("Signals") }
      #expect(charts.count == 5)
      for chart in charts {
        let title = try title(chart)
        let expected = title.contains("÷") ? Array(names.dropFirst()) : names
        #expect(try legend(chart) == expected, "\(title)")
      }
    }

    @Test func sevenArmsGetSevenColoursInArmOrder() throws {
      let results = Self.results(armCount: 7)
      let chart = try #require(charts(document(results)).first)
      let colours = try elements(chart, ".//*[@class='legend-item']/*[local-name()='rect']")
        .map { attribute($0, "class") }
      #expect(colours == (0..<7).map { "k\($0)" })
      let html = HTMLReport(results: results).render()
      for (index, colour) in HTMLReport.palette.enumerated() {
        #expect(html.contains(".k\(index) { background: \(colour); fill: \(colour); }"))
      }
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
      let (_, top, _, _) = try plot(chart)
      #expect(top > rows.max()! + 12)
    }

    @Test(arguments: [3, 7])
    func barsStayInsideTheirPlotArea(armCount: Int) throws {
      var checked = 0
      for chart in try charts(document(Self.results(armCount: armCount))) {
        let (left, top, right, bottom) = try plot(chart)
        for bar in try elements(chart, withClass: "bar") {
          let (x, y) = (try number(bar, "x"), try number(bar, "y"))
          let (width, height) = (try number(bar, "width"), try number(bar, "height"))
          #expect(x >= left - 0.05 && x + width <= right + 0.05, "\(bar.xmlString)")
          #expect(y >= top - 0.05 && y + height <= bottom + 0.05, "\(bar.xmlString)")
          checked += 1
        }
      }
      #expect(checked > 30)
    }

    @Test func ratioBarsStartAtTheReferenceLineWithTheirInterval() throws {
      let chart = try chart(in: document(), titled: "Login: p50")
      let line = try #require(elements(chart, ".//*[@class='reference']").first)
      let one = try number(line, "x1")
      #expect(try number(line, "x2") == one)
      let bars = try elements(chart, withClass: "bar")
      // MVVM 1.02× [0.95–1.1] reaches right of the line; MVVM dedup 0.5× left of it.
      #expect(bars.count == 2)
      #expect(abs(try number(bars[0], "x") - one) < 0.06)
      #expect(abs(try number(bars[1], "x") + number(bars[1], "width") - one) < 0.06)
      #expect(try number(bars[1], "width") > number(bars[0], "width"))
      #expect(try elements(chart, withClass: "error-bar").count == 2)
      #expect(
        try tooltips(chart) == [
          """
          ✗ empty-fields <&> · submit · sync
          MVP: p50 800 ns, 0.0096% of a frame
          MVVM <&> "bound": 1.02× [0.95–1.1], p50 816 ns, 0.0098% of a frame
          MVVM dedup: 0.5× [0.45–0.55], p50 400 ns, 0.0048% of a frame
          """
        ])
      #expect(try texts(chart, withClass: "reference-label") == ["1× = MVP"])
    }

    @Test func labelsAreShortAndMarkSynchronousAndAwaitedActions() throws {
      let chart = try chart(in: document(), titled: "UserList: p50")
      #expect(
        try texts(chart, withClass: "category") == [
          "initial render", "load@10", "load@1k", "load@100k",
        ])
      #expect(
        try texts(chart, withClass: "detail") == [
          "3 scenarios · sync", "appear · awaited", "appear · awaited", "appear · awaited",
        ])
    }

    @Test func countsChartsDrawTheInitialRenderApart() throws {
      let document = try document()
      let userList = try chart(in: document, titled: "UserList: view calls")
      #expect(
        try texts(userList, withClass: "category") == [
          "initial render", "load@10", "load@1k", "load@100k",
        ])
      // Login's scenarios rendered different counts first: each has its own.
      let login = try chart(in: document, titled: "Login: view calls")
      #expect(
        try texts(login, withClass: "category") == [
          "✗ empty-fields <&>", "untimed", "✗ empty-fields <&>", "untimed",
        ])
      #expect(try texts(login, withClass: "detail") == ["initial render", "initial render"])
    }

    @Test func eachFrameKindGetsABarChartOfEveryArmWithItsP99AndTheFrameLines() throws {
      let document = try document(Self.scrollingResults)
      let charts = try charts(document).filter { try title($0).hasPrefix("frame: ") }
      #expect(
        try charts.map(title) == [
          "frame: scroll: p50 per frame, p99 ticked", "frame: update: p50 per frame, p99 ticked",
        ])
      for chart in charts {
        #expect(try legend(chart) == Self.arms.map(\.name))
        #expect(try texts(chart, withClass: "category") == ["cells@1k", "cells@100k"])
      }
      // frame: scroll spans 100 ns (p50) to 24 µs (p99 at 100 000 rows): the budget (417 µs)
      // and the frame (8.33 ms) lie beyond the axis and are not drawn.
      let scroll = charts[0]
      #expect(try elements(scroll, ".//*[@class='guide']").isEmpty)
      #expect(try elements(scroll, withClass: "bar").count == 5, "MVVM dedup: not at 100 000")
      #expect(try elements(scroll, withClass: "mark").count == 5)
      #expect(
        try tooltips(scroll)[0] == """
          cells@1k
          MVP: p50 100 ns (0.0012% of a frame), p99 300 ns
          MVVM <&> "bound": p50 200 ns (0.0024% of a frame), p99 600 ns
          MVVM dedup: p50 300 ns (0.0036% of a frame), p99 900 ns
          """)
      #expect(try texts(scroll, withClass: "missing") == ["—"])
      // frame: update spans 40 µs to 14.4 ms: both lines fall within the axis, the frame
      // (8.33 ms) right of the budget (417 µs).
      let update = charts[1]
      #expect(
        try texts(update, withClass: "guide-label") == [
          "1 frame (120 Hz)", "budget: 5% of a frame",
        ])
      let (left, _, right, _) = try plot(update)
      let guides = try elements(update, ".//*[@class='guide']")
      #expect(guides.count == 2)
      for guide in guides {
        let x = try number(guide, "x1")
        #expect(x >= left && x <= right)
      }
      #expect(try number(guides[0], "x1") > number(guides[1], "x1"))
      // The screen's ratio chart leaves the frames to this section.
      let ratios = try chart(in: document, titled: "UserList: p50")
      #expect(try !texts(ratios, withClass: "category").contains("cells@1k"))
      #expect(try texts(scroll, withClass: "detail").isEmpty)
      // Lists of two screens with the same scenario names: each says its screen.
      var twoScreens = Self.scrollingResults
      twoScreens.scenarios += twoScreens.scenarios.filter { $0.name == "userlist.cells" }.map {
        var scenario = $0
        (scenario.screen, scenario.name) = (.dogList, "doglist.cells")
        return scenario
      }
      let both = try chart(in: self.document(twoScreens), titled: "frame: scroll")
      #expect(
        try texts(both, withClass: "category") == [
          "cells@1k", "cells@100k", "cells@1k", "cells@100k",
        ])
      #expect(
        try texts(both, withClass: "detail") == ["UserList", "UserList", "DogList", "DogList"])
      #expect(try tooltips(both)[2].hasPrefix("cells@1k · DogList\n"))
    }

    @Test func withoutFrameStepsThereIsNoFrameSection() throws {
      let html = HTMLReport(results: Self.results).render()
      #expect(!html.contains("Cost per frame"))
      #expect(try charts(document()).allSatisfy { try !title($0).hasPrefix("frame: ") })
      #expect(HTMLReport(results: Self.scrollingResults).render().contains("Cost per frame"))
    }

    // MARK: Code

    /// The code of every two shapes side by side per screen, picked with radio buttons and no
    /// script; each file once, in the columns of every shape that has it; the comments folded.
    @Test func theCodeOfTwoShapesShowsSideBySideWithNoScript() throws {
      var results = Self.results
      let code = try Self.code.get()
      results.code = code
      let html = HTMLReport(results: results).render()
      #expect(!html.contains("<script"))
      let document = try XMLDocument(xmlString: html, options: [])
      // One block of tabs per screen (the requirement changes have theirs after them).
      let tabs = try elements(
        document, "//*[@class='tabs'][*[local-name()='input'][starts-with(@name, 'code')]]")
      #expect(tabs.count == code.sheet.screens.count)
      let screen = code.sheet.screens[0]
      let shapes = screen.shapes.count
      let inputs = try elements(tabs[0], "./*[local-name()='input'][@type='radio']")
      #expect(inputs.count == 2 * shapes)
      #expect(Set(inputs.map { attribute($0, "name") }).count == 2)
      #expect(try elements(tabs[0], "./*[local-name()='input'][@checked]").count == 2)
      let labels = try elements(tabs[0], ".//*[local-name()='label']").map { attribute($0, "for") }
      #expect(Set(inputs.map { attribute($0, "id") }).isSubset(of: Set(labels)))
      // One header per shape, then each file once, in the columns of the shapes that have it.
      let columns = try elements(tabs[0], "./*[@class='cols']/*")
      #expect(columns.prefix(shapes).allSatisfy { attribute($0, "class").hasSuffix(" hd") })
      let paths = screen.shapes.flatMap { $0.logicFiles + $0.viewFiles }
      #expect(columns.count == shapes + Set(paths).count)
      let shared = try #require(
        columns.dropFirst(shapes).first { attribute($0, "class").split(separator: " ").count > 1 })
      let owners = attribute(shared, "class").split(separator: " ").compactMap {
        Int($0.dropFirst())
      }
      let file = try #require(elements(shared, "./*[@class='file']").first?.stringValue)
      for owner in owners {
        let files = screen.shapes[owner].logicFiles + screen.shapes[owner].viewFiles
        #expect(files.contains { $0.hasSuffix("/" + file.prefix { $0 != " " }) })
      }
      // Picking a column shows its blocks; picking both columns of a shared block spans it.
      #expect(html.contains("input.l0:checked ~ .cols > .s0 { display: block; grid-column: 1;"))
      #expect(
        html.contains(
          "input.l\(owners[0]):checked ~ input.r\(owners[1]):checked ~ .cols > "
            + ".s\(owners[0]).s\(owners[1]) { grid-column: 1 / -1; order: 3; }"))
      // Comments fold to their first line; the sources hold the rest.
      let code0 = try elements(tabs[0], ".//*[local-name()='pre']").map { $0.stringValue ?? "" }
      #expect(code0.contains { $0.contains("final class UserListPresenter") })
      let comments = try elements(tabs[0], ".//*[local-name()='pre']/*[local-name()='i']")
      #expect(comments.contains { $0.stringValue?.hasSuffix(" ⋯") == true })
      #expect(try elements(tabs[0], ".//*[local-name()='b']").isEmpty)
      #expect(try elements(tabs[0], ".//*[@class='sc']").isEmpty, "nothing more to show")
    }

    /// The claims table: the claim and its measure are text, each shape's figure a figure, and
    /// the verdict and the others' figures text again, so a long sentence of other studies'
    /// figures wraps instead of running off a phone's card or a laptop's page.
    @Test func theClaimsTableWrapsItsWordsAndAlignsItsFigures() throws {
      var results = Self.results
      let code = try Self.code.get()
      results.code = code
      let document = try document(results)
      let table = try #require(
        elements(document, "//*[@id='claims']/following-sibling::*[1]//*[local-name()='table']")
          .first)
      let classes = Set(attribute(table, "class").split(separator: " ").map(String.init))
      let shapes = code.layout.shapes.count
      let verdict = shapes + 3
      #expect(classes.isSuperset(of: ["t1", "t2", "t\(verdict)", "t\(verdict + 1)"]))
      #expect(classes.isDisjoint(with: (3..<verdict).map { "t\($0)" }))
      let headings = try elements(table, ".//*[local-name()='th']").map { $0.stringValue ?? "" }
      #expect(headings.count == verdict + 1)
      #expect(headings.last == "others counted")
    }

    @Test func thePatchesOfAChangeShowSideBySideWithTheirCommentsFolded() throws {
      var results = Self.results
      var code = try Self.code.get()
      code.changes = [Self.change]
      results.code = code
      let html = HTMLReport(results: results).render()
      let document = try XMLDocument(xmlString: html, options: [])
      let tabs = try #require(elements(document, "//*[@class='tabs']").last)
      #expect(
        try elements(tabs, ".//*[local-name()='label']").compactMap(\.stringValue) == [
          "MVP", "MVVM <&> \"bound\" + MVVM dedup", "MVP", "MVVM <&> \"bound\" + MVVM dedup",
          "Show comments whole",
        ])
      // The logic's files, not the tests'.
      let files = try texts(tabs, withClass: "file")
      #expect(files == ["LoginNote.swift", "LoginNoteModel.swift"])
      // The comment's first line shows, the second when the box is ticked.
      let comment = try #require(
        elements(tabs, ".//*[local-name()='ins']/*[local-name()='i']").first)
      #expect(
        comment.stringValue == "+/// A note on the login screen,\n+/// written over two lines.")
      #expect(
        try elements(comment, "./*[local-name()='b']").first?.stringValue
          == "\n+/// written over two lines.")
      #expect(try !elements(tabs, "./*[local-name()='input'][@type='checkbox']").isEmpty)
      #expect(html.contains(".sc:checked ~ .cols pre b { display: inline; }"))
      // The requirement's Markdown becomes HTML, and the table's too.
      #expect(html.contains("The login screen <em>notes</em> it."))
      #expect(html.contains("<em>shared</em>"))
    }
  #endif

  @Test func reportRefersToNothingOutside() throws {
    let html = HTMLReport(results: Self.results(armCount: 7)).render()
    let addresses = try Regex(#"https?://[^"'\s<>)]*"#)
    let found = Set(html.matches(of: addresses).map { String(html[$0.range]) })
    #expect(found == ["http://www.w3.org/1999/xhtml", "http://www.w3.org/2000/svg"])
    for forbidden in ["<script", "<link", "@import", "url(", "src=", "<img", "<iframe"] {
      #expect(!html.contains(forbidden), "found \(forbidden)")
    }
    // Links go to the page's own sections only.
    let links = html.matches(of: try Regex(#"href="([^"]*)""#)).map { String(html[$0.range]) }
    #expect(!links.isEmpty)
    #expect(links.allSatisfy { $0.hasPrefix("href=\"#") })
  }

  /// Nothing of Markdown shows through, and no document the repository lacks is cited.
  @Test func noMarkdownAndNoMissingDocument() throws {
    var results = Self.guidedResults
    results.code = try Self.code.get()
    results.code?.changes = [Self.change]
    let html = HTMLReport(results: results).render()
    #expect(!html.contains("DESIGN.md"))
    #expect(!html.contains("**"))
    let emphasis = try Regex(#">[^<]*\*[A-Za-z][^*<]*\*"#)
    #expect(html.firstMatch(of: emphasis) == nil)
  }

  /// A team's own study: other screens and arms, no guide, no micro benchmarks, no code.
  @Test func aStudyOfItsOwnScreensGetsTheSamePage() throws {
    var results = Self.results
    let screen = Screen(rawValue: "Settings Pane")
    results.arms = [
      ArmInfo(id: "old", name: "Old", description: "the app's code"),
      ArmInfo(id: "new", name: "New", description: "a rewrite"),
    ]
    results.reference = "old"
    results.micro = []
    results.initialRenders = []
    results.scenarios = [
      ScenarioResult(
        screen: screen, name: "toggle", size: 0, parity: true, iterations: 5,
        arms: [
          "old": Self.counts(initial: 2, actions: 1), "new": Self.counts(initial: 3, actions: 1),
        ],
        actions: [
          ActionResult(
            kind: "tap", phase: .action, synchronous: true, stepsPerRun: 1,
            arms: [
              "old": Self.figures(p50: 500),
              "new": Self.figures(p50: 700, ratio: RatioEstimate(value: 1.4, low: 1.3, high: 1.5)),
            ])
        ])
    ]
    let html = HTMLReport(results: results).render()
    #expect(html.contains("<h3 id=\"screen-settingspane\">Settings Pane</h3>"))
    #expect(html.contains("<a href=\"#screen-settingspane\">Settings Pane</a>"))
    #expect(!html.contains("Signals micro"))
    #expect(!html.contains("class=\"tabs\""))
    #if canImport(FoundationXML) || os(macOS)
      let document = try XMLDocument(xmlString: html, options: [])
      let titles = try document.nodes(forXPath: "//*[@class='title']").map { $0.stringValue ?? "" }
      #expect(titles == ["Settings Pane: view calls", "Settings Pane: p50 ÷ Old's, per action"])
    #endif
  }

  @Test func noScalingChartWithASingleSize() {
    var results = Self.results
    results.scenarios.removeAll { $0.name == "userlist.load" && $0.size != 1_000 }
    let html = HTMLReport(results: results).render()
    #expect(!html.contains("p50 per row"))
    #expect(html.contains("UserList: p50 ÷"))
  }

  @Test func logarithmicAxisEndsAtStepsAndTicksEachDecadeOverAWideRange() {
    let axis = ValueAxis(values: [35, 1_200, 90_000], logarithmic: true)
    #expect(axis.lower == 20)
    #expect(axis.upper == 100_000)
    #expect(axis.ticks == [20, 100, 1_000, 10_000, 100_000])
    #expect(axis.fraction(1e9) == 1)  // clamped, never outside the axis
    #expect(axis.fraction(1) == 0)
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

  @Test func sizesAreShort() {
    #expect(
      [10, 1_000, 1_500, 100_000, 2_000_000].map { sizeText(Double($0)) } == [
        "10", "1k", "1.5k", "100k", "2M",
      ])
  }

  /// A change's patch is shown file by file with its hunks' lines; the metadata, a deleted
  /// file's `/dev/null` and the patch's last line feed are no lines of it.
  @Test func aPatchIsShownFileByFileWithItsHunksLines() {
    let patch = """
      diff --git a/Sources/A.swift b/Sources/A.swift
      index 1..2 100644
      --- a/Sources/A.swift
      +++ b/Sources/A.swift
      @@ -3,3 +3,3 @@ struct A {
       let a = 1
      -let b = 2
      +let b = 3

      diff --git a/Sources/B.swift b/Sources/B.swift
      deleted file mode 100644
      --- a/Sources/B.swift
      +++ /dev/null
      @@ -1 +0,0 @@
      -struct B {}

      """
    let files = UnifiedDiff.showing(patch)
    #expect(files.map(\.path) == ["Sources/A.swift", "Sources/B.swift"])
    #expect(files[0].lines.map(\.marker) == ["@", " ", "-", "+", " "])
    #expect(files[0].lines[0].text == "⋯ line 3")
    #expect(files[1].lines.map(\.marker) == ["@", "-"])
    #expect(files[1].lines[1].text == "struct B {}")
  }
}
