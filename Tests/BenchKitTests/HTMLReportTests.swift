import Comparison
import Foundation
import PatternStudy
import PatternStudyBench
import Testing

@testable import BenchKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The report's structure: its sections, its charts, its code view, its escaping and its style
/// sheet. What its tables and sentences say is the document's, tested on the ``Document``.
@Suite(.threadOfItsOwn) struct HTMLReportTests {
  static let arms = [
    ArmInfo(id: "mvp", name: "MVP", description: "presenters push to passive views"),
    ArmInfo(id: "mvvm", name: "MVVM <&> \"bound\"", description: "bindings to signals"),
    ArmInfo(id: "mvvm-dedup", name: "MVVM dedup", description: "drops equal values"),
  ]

  /// Three arms over two screens: a list loaded at three sizes, where the last arm was not
  /// timed at the largest; a login scenario that broke parity, whose steps' writes are known
  /// (the what-if model); one scenario with nothing timed and one arm missing its counts.
  static var results: BenchResults {
    let loads = [10, 1_000, 100_000].map { size in
      ScenarioResult(
        screen: .userList, name: "userlist.load", size: size, parity: true, iterations: 20,
        warmup: 2,
        arms: [
          "mvp": counts(2, 3), "mvvm": counts(4, 6, redundant: 2), "mvvm-dedup": counts(4, 4),
        ],
        actions: [
          ActionResult(
            kind: "initial render", phase: .initialRender, synchronous: true, stepsPerRun: 1,
            arms: [
              "mvp": figures(1_000), "mvvm": figures(1_500, ratio: (1.5, 1.4, 1.6)),
              "mvvm-dedup": figures(1_200, ratio: (1.2, 1.1, 1.3)),
            ]),
          ActionResult(
            kind: "appear", phase: .action, synchronous: false, stepsPerRun: 1,
            arms: [
              "mvp": figures(50 * size), "mvvm": figures(100 * size, ratio: (2, 1.8, 2.2)),
              "mvvm-dedup": size < 100_000 ? figures(40 * size, ratio: (0.8, 0.7, 0.9)) : notTimed,
            ]),
        ])
    }
    let login = ScenarioResult(
      screen: .login, name: "login.empty-fields <&>", size: 0, parity: false,
      parityFailures: ["mvvm: <label> & \"error\" differ"], iterations: 20, warmup: 2,
      arms: ["mvp": counts(1, 2), "mvvm": counts(1, 3), "mvvm-dedup": counts(1, 2)],
      actions: [
        ActionResult(
          kind: "submit", phase: .action, synchronous: true, stepsPerRun: 2,
          arms: [
            "mvp": figures(800, writes: 2),
            "mvvm": figures(816, ratio: (1.02, 0.95, 1.1), writes: 3),
            "mvvm-dedup": figures(400, ratio: (0.5, 0.45, 0.55), writes: 2),
          ])
      ])
    let idle = ScenarioResult(
      screen: .login, name: "login.untimed", size: 0, parity: true,
      arms: ["mvp": counts(1, 1), "mvvm": counts(1, 1)])
    var results = BenchResults(
      toolchain: "Swift 6.3", configuration: "release", quick: false, date: "2026-11-23",
      machine: "test machine", cpu: nil, cores: 2, commit: nil, repeats: 3, reference: "mvp",
      arms: arms, latencyFloorNs: nil, scenarios: loads + [login, idle],
      micro: [
        MicroResult(id: .closureCall, name: "closure call", nsPerOp: 2, ratioToClosure: 1),
        MicroResult(
          id: .signalSend, name: "Signal.send, 1 observer", nsPerOp: 6, ratioToClosure: 3,
          floorBudget: 8),
        MicroResult(
          id: .subscribeCancel, name: "subscribe + cancel", nsPerOp: 160, ratioToClosure: 80,
          nanosecondBudget: 150),
      ])
    // The initial render is one figure per screen, pooled over its scenarios.
    results.initialRenders = [
      ScreenInitialRender(screen: .userList, scenarios: 3, figure: loads[0].actions[0])
    ]
    results.guide = Fixtures.packageRules
    return results
  }

  static let notTimed = ActionFigures(latencyNs: nil, allocations: nil, samples: 0)

  static func counts(_ initial: Int, _ actions: Int, redundant: Int = 0) -> ArmCounts {
    ArmCounts(
      initialRender: ViewCounts(viewCalls: initial, widgetWrites: initial * 2),
      actions: ViewCounts(
        viewCalls: actions, widgetWrites: actions * 2, redundantWrites: redundant))
  }

  /// An arm's figures for an action: its p50 (and p99), its ratio to the reference (value, low
  /// and high) and its widget writes per step, if given.
  static func figures(
    _ p50: Int, p99: Int? = nil, ratio: (Double, Double, Double)? = nil, writes: Double? = nil
  ) -> ActionFigures {
    var figures = ActionFigures(
      latencyNs: LatencyFigure(
        p50: p50, p90: p50 * 2, p99: p99, max: p50 * 3, p50Low: p50 * 9 / 10,
        p50High: p50 * 11 / 10, roundP50s: [p50, p50, p50]),
      allocations: 5, samples: 60,
      ratioToReference: ratio.map { RatioEstimate(value: $0.0, low: $0.1, high: $0.2) })
    figures.countsPerStep = writes.map {
      CountsPerStep(viewCalls: 1, widgetWrites: $0, redundantWrites: 0)
    }
    return figures
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
            uniqueKeysWithValues: zip(arms, 1...).map { arm, rank in
              let own = p50 * scale * rank
              let timed = arm.id != "mvvm-dedup" || size < 100_000
              return (arm.id, timed ? figures(own, p99: own * 3) : notTimed)
            }))
      }
      results.scenarios.append(
        ScenarioResult(
          screen: .userList, name: "userlist.cells", size: size, parity: true, iterations: 10,
          arms: Dictionary(uniqueKeysWithValues: arms.map { ($0.id, counts(12, 60)) }),
          actions: [frame("frame: scroll", 100), frame("frame: update", 40_000)]))
    }
    return results
  }

  /// `scrollingResults` with `count` arms, the second with a name too long to share a legend row.
  static func results(armCount count: Int) -> BenchResults {
    var results = scrollingResults
    let extra = (3..<count).map { index in
      ArmInfo(id: "arm-\(index)", name: "Arm \(index)", description: "variant \(index)")
    }
    results.arms[1].name =
      "MVVM with a name long enough to fill most of a legend row by itself "
      + "and then some more words"
    results.arms += extra
    for scenarioIndex in results.scenarios.indices {
      for arm in extra {
        results.scenarios[scenarioIndex].arms[arm.id] = counts(5, 7)
        for actionIndex in results.scenarios[scenarioIndex].actions.indices {
          results.scenarios[scenarioIndex].actions[actionIndex].arms[arm.id] = figures(
            900, ratio: (1.1, 1.05, 1.15))
        }
      }
    }
    return results
  }

  static let verdict = "Either arm will do (Arms at a glance); pick by the host (Pick an arm)."

  /// `results` with a study's verdict and pick.
  static var guidedResults: BenchResults {
    var results = results
    results.guide?.verdict = verdict
    results.guide?.picks = [
      .init("A SwiftUI screen", arm: "mvvm", because: "bindings are what SwiftUI reads")
    ]
    return results
  }

  /// The package's own code figures, read once.
  static let code = Result {
    try CodeResults.measure(
      root: try CodeResults.root(nil, callerFile: #filePath, layout: .presentationPatterns),
      layout: .presentationPatterns)
  }

  /// `guidedResults` with the package's code figures and one requirement change: MVP's patch adds
  /// a logic file with a two-line comment and a test file, MVVM's changes a line of a view model
  /// and deletes a file.
  static var codedResults: BenchResults {
    get throws {
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
        --- /dev/null
        +++ b/Tests/MVPTests/LoginNoteTests.swift
        @@ -0,0 +1 @@
        +let noteTest = 1

        """
      var mvvm = PatchCost(part: "mvvm", arms: ["mvvm", "mvvm-dedup"])
      mvvm.patch = """
        diff --git a/Sources/MVVM/Login/LoginNoteModel.swift b/Sources/MVVM/Login/LoginNoteModel.swift
        index 1..2 100644
        --- a/Sources/MVVM/Login/LoginNoteModel.swift
        +++ b/Sources/MVVM/Login/LoginNoteModel.swift
        @@ -3,2 +3,2 @@ struct A {
         let a = 1
        -let b = 2
        +let b = 3
        diff --git a/Sources/MVVM/Login/LoginOld.swift b/Sources/MVVM/Login/LoginOld.swift
        deleted file mode 100644
        --- a/Sources/MVVM/Login/LoginOld.swift
        +++ /dev/null
        @@ -1 +0,0 @@
        -struct B {}

        """
      var results = guidedResults
      results.code = try code.get()
      results.code?.changes = [
        ChangeCost(
          id: "01-login-note", title: "Login: a note", requirement: "The login screen *notes* it.",
          tests: "Note", shared: PatchCost(part: "shared", arms: []), shapes: [mvp, mvvm])
      ]
      return results
    }
  }

  #if canImport(FoundationXML) || os(macOS)
    private func document(_ results: BenchResults = Self.results) throws -> XMLDocument {
      try XMLDocument(xmlString: HTMLReport(results: results).render(), options: [])
    }

    private func elements(_ node: XMLNode, _ path: String) throws -> [XMLElement] {
      try node.nodes(forXPath: path).compactMap { $0 as? XMLElement }
    }

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

    private func texts(_ node: XMLNode, withClass name: String) throws -> [String] {
      try elements(node, withClass: name).map { $0.stringValue ?? "" }
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

    private func tooltips(_ chart: XMLElement) throws -> [String] {
      try elements(chart, "./*[local-name()='g']/*[local-name()='title']").map {
        $0.stringValue ?? ""
      }
    }

    private func plot(_ chart: XMLElement) throws -> (Double, Double, Double, Double) {
      let plot = try #require(elements(chart, "./*[@class='plot-area']").first)
      let (left, top) = (try number(plot, "x"), try number(plot, "y"))
      return (left, top, left + (try number(plot, "width")), top + (try number(plot, "height")))
    }

    /// The cells of every table row of the page, no-break spaces read as spaces.
    private func rows(_ document: XMLDocument) throws -> [[String]] {
      try elements(document, "//*[local-name()='tr']").map { row in
        try elements(row, "./*[local-name()='td']").map {
          ($0.stringValue ?? "").replacingOccurrences(of: "\u{A0}", with: " ")
        }
      }
    }

    /// The classes of the first table after the element `id`, the last (its headings') left out.
    private func tableClasses(_ document: XMLDocument, after id: String) throws -> String {
      let table = try #require(
        elements(document, "//*[@id='\(id)']/following-sibling::*//*[local-name()='table']")
          .first)
      return attribute(table, "class").split(separator: " ").dropLast().joined(separator: " ")
    }

    // MARK: Sections

    /// The verdict first, under the title and a quick run's banner, its words linked to the
    /// tables they name; then the contents, which link every section; what the run ran on last.
    @Test func thePageOpensOnTheVerdictAndItsContentsLinkEverySection() throws {
      var results = Self.guidedResults
      results.quick = true
      let document = try document(results)
      let first = try elements(document, "//*[local-name()='body']/*").prefix(3)
      #expect(first.map { $0.localName ?? "" } == ["h1", "p", "section"])
      #expect(first.dropFirst().first?.stringValue == HTMLReport.quickBanner)
      let verdict = try #require(elements(document, "//*[@id='verdict']/*[@class='verdict']").first)
      #expect(verdict.stringValue == Self.verdict)
      #expect(
        try elements(verdict, "./*[local-name()='a']").map {
          [attribute($0, "href"), $0.stringValue ?? ""]
        } == [["#glance", "Arms at a glance"], ["#pick", "Pick an arm"]])
      #expect(
        HTMLReport(results: results).linked(
          "a <b> & Budgets, Budgets over", [("Budgets", "budgets"), ("Budgets over", "x")])
          == ##"a &lt;b&gt; &amp; <a href="#budgets">Budgets</a>, <a href="#x">Budgets over</a>"##)
      let ids = try elements(document, "//*[@id]").map { "#" + attribute($0, "id") }
      let order = try [
        "verdict", "pick", "glance", "contents", "budgets", "findings", "screens", "list-scaling",
        "what-if", "micro", "about", "arms",
      ].map { id in try #require(ids.firstIndex(of: "#" + id), "\(id)") }
      #expect(order == order.sorted() && ids.last == "#arms")
      #expect(!ids.contains("#frames") && !ids.contains("#code"), "no frame steps, no code")
      let links = try elements(document, "//*[@id='contents']//*[local-name()='a']").map {
        attribute($0, "href")
      }
      #expect(links.allSatisfy(ids.contains), "\(links)")
      let sections = try elements(document, "//*[local-name()='h2'][@id]").map {
        "#" + attribute($0, "id")
      }
      #expect(Set(sections).subtracting(["#glance", "#pick"]).isSubset(of: Set(links)))
      #expect(["#screen-userlist", "#screen-login", "#aim"].allSatisfy(links.contains))
      let meta = try elements(document, "//*[local-name()='meta'][@name='viewport']")
      #expect(meta.map { attribute($0, "content") } == ["width=device-width, initial-scale=1"])
    }

    /// The long tables are folded, each under a one-line summary; the verdict's and the
    /// findings' never are.
    @Test func longTablesAreFoldedUnderAOneLineSummary() throws {
      let document = try document()
      let folds = try elements(document, "//*[local-name()='details']")
      let summaries = try folds.map { fold in
        try #require(elements(fold, "./*[local-name()='summary']").first?.stringValue)
      }
      #expect(summaries.allSatisfy { !$0.contains("\n") && $0.count <= 120 })
      // First the parity failures, under their count: then two screens' counts and latency, the
      // what-if model and the micro table, one table each.
      #expect(summaries.first == "What differed")
      #expect(try elements(document, "//*[@class='banner']").isEmpty, "not a quick run")
      let alert = try elements(
        document, "//*[@id='verdict']/*[@class='alert']//*[local-name()='strong']")
      #expect(alert.first?.stringValue == "1 of 5 scenarios broke parity")
      let tables = try folds.map { try elements($0, ".//*[local-name()='table']").count }
      #expect(tables == [0] + Array(repeating: 1, count: 6))
      let open = try elements(
        document, "//*[local-name()='table'][not(ancestor::*[local-name()='details'])]")
      #expect(open.count >= 5)
      #expect(try elements(document, "//*[local-name()='details']//*[@id='glance']").isEmpty)
    }

    /// Every table of the document is a table of the page, row for row, and the facts of the run
    /// one of their own.
    @Test func everyTableOfTheDocumentIsDrawn() throws {
      let rows = try rows(document(Self.guidedResults))
      let summary = Document(results: Self.guidedResults)
      let tables =
        summary.verdictTables + [summary.budgets, summary.whatIf, summary.micro].compactMap { $0 }
        + summary.findings
        + summary.screens.flatMap { [$0.counts] + [$0.latency].compactMap { $0 } }
        + [summary.arms]
      #expect(tables.count == 14)
      for table in tables {
        for cells in table.rows {
          let plain = cells.map { $0.filter { !"*`".contains($0) } }
          #expect(rows.contains(plain), "\(table.id): \(plain)")
        }
      }
      for fact in summary.facts { #expect(rows.contains([fact.name, fact.value])) }
      #expect(rows.contains(["Commit", "unknown"]) && rows.contains(["CPU", "unknown"]))
      #expect(rows.contains { $0.contains { $0.hasPrefix("≈ 1.02×") } }, "no measurable difference")
    }

    /// A text column gets room to wrap in, a short one never wraps, a long one gets more room;
    /// a figure never wraps, an interval stands apart in grey, and a time with its share of a
    /// frame wraps only before its share.
    @Test func eachColumnIsFittedToItsKind() throws {
      let html = HTMLReport(results: try Self.codedResults).render()
      for rule in [
        "td { white-space: nowrap; }", ".i5 td:nth-child(5) { color: #777;",
        ".n2 :is(td, th):nth-child(2) { white-space: nowrap; min-width: 0; }",
        ".s4 td:nth-child(4) { white-space: normal; min-width: 4.5em; }",
      ] {
        #expect(html.contains(rule), "\(rule)")
      }
      let document = try XMLDocument(xmlString: html, options: [])
      #expect(try tableClasses(document, after: "glance") == "t1 n1 i5")
      #expect(try tableClasses(document, after: "pick") == "t1 n1 t2 n2 t6")
      #expect(try tableClasses(document, after: "what-if") == "t1 s4 s5 s6")
      // The claims: their words and verdicts are text, each shape's figure a figure.
      let verdict = try #require(try Self.codedResults.code).layout.shapes.count + 3
      let claims = try tableClasses(document, after: "claims").split(separator: " ")
      #expect(
        claims.filter { $0.hasPrefix("t") } == ["t1", "t2", "t\(verdict)", "t\(verdict + 1)"])
      #expect(html.contains("<td>2.8\u{A0}µs (0.034%)</td>"))
      var long = try Self.codedResults
      long.guide?.picks[0].because = String(
        repeating: "bindings are what SwiftUI reads; ", count: 3)
      #expect(try tableClasses(self.document(long), after: "pick") == "t1 n1 t2 n2 t6 w6")
    }

    /// On a phone each row is a card whose cells follow their headings: every table with
    /// headings is named by them, and the style sheet writes each heading but the first before
    /// its cells, once per set of headings.
    @Test func onAPhoneEachRowIsACardWhoseCellsFollowTheirHeadings() throws {
      let html = HTMLReport(results: Self.results).render()
      #expect(html.contains("@media (max-width: 640px) {\n.scroll table, .scroll tbody"))
      let tables = try elements(
        XMLDocument(xmlString: html, options: []), "//*[local-name()='table']")
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
    }

    /// Every text is escaped: in the tables, the charts, their tooltips, the code view and the
    /// style sheet; and no Markdown shows through.
    @Test func everyTextIsEscapedAndNoMarkdownShowsThrough() throws {
      let html = HTMLReport(results: try Self.codedResults).render()
      #expect(!html.contains("<&>") && !html.contains("**") && !html.contains("DESIGN.md"))
      #expect(html.firstMatch(of: try Regex(#">[^<]*\*[A-Za-z][^*<]*\*"#)) == nil)
      #expect(
        html.contains("The login screen <em>notes</em> it.") && html.contains("<em>shared</em>"))
      let document = try XMLDocument(xmlString: html, options: [])
      let name = Self.arms[1].name
      let strings = { (path: String) in
        try self.elements(document, path).map { $0.stringValue ?? "" }
      }
      #expect(try strings("//*[local-name()='td']").contains(name))
      #expect(try strings("//*[@class='legend']").contains(name))
      #expect(try strings("//*[contains(@class, 'category')]").contains("✗ empty-fields <&>"))
      #expect(
        try strings("//*[local-name()='g']/*[local-name()='title']").contains { $0.contains(name) })
      #expect(try strings("//*[local-name()='label']").contains("\(name) + MVVM dedup"))
      #expect(try strings("//*[local-name()='pre']").contains("mvvm: <label> & \"error\" differ"))
      #expect(html.contains(#"content: "MVVM \3C \26 \3E  \22 bound\22 "; }"#))
      #expect(cssString(#"a\b"#) == #"a\5C b"#)
    }

    // MARK: Charts

    /// One SVG per chart: per screen its view calls and its ratios, then the list scaling (for two
    /// sizes or more) and the micro benchmarks; a team's own screen gets the same charts.
    @Test func eachChartIsOneSVG() throws {
      #expect(
        try charts(document()).map(title) == [
          "UserList: view calls", "UserList: p50 ÷ MVP's, per action", "Login: view calls",
          "Login: p50 ÷ MVP's, per action", "UserList: load, p50 per row",
          "Signals against the floor and Apple's Observation",
        ])
      var single = Self.results
      single.scenarios.removeAll { $0.name == "userlist.load" && $0.size != 1_000 }
      #expect(try !charts(document(single)).map(title).contains { $0.hasSuffix("p50 per row") })
      var own = Self.results
      (own.micro, own.initialRenders) = ([], [])
      own.scenarios = own.scenarios.filter { $0.screen == .login }.map {
        var scenario = $0
        scenario.screen = Screen(rawValue: "Settings Pane")
        return scenario
      }
      let document = try document(own)
      #expect(
        try charts(document).map(title) == [
          "Settings Pane: view calls", "Settings Pane: p50 ÷ MVP's, per action",
        ])
      #expect(
        try elements(document, "//*[local-name()='h3'][@id='screen-settingspane']").count == 1)
      #expect(try elements(document, "//*[@href='#screen-settingspane']").count == 1)
    }

    @Test func nullFiguresShowAsDashesNeverAsZero() throws {
      let document = try document()
      // MVVM dedup was not timed at 100 000 rows: a dash where its bar would be, and the tooltip
      // says so; its scaling line stops at 1 000 rows.
      let ratios = try chart(in: document, titled: "UserList: p50")
      #expect(try texts(ratios, withClass: "missing") == ["—"])
      #expect(try elements(ratios, withClass: "bar").count == 7)
      #expect(try tooltips(ratios).last?.hasSuffix("MVVM dedup: not measured") == true)
      let scaling = try chart(in: document, titled: "UserList: load, p50 per row")
      let points = try elements(scaling, ".//*[local-name()='circle']").compactMap(\.stringValue)
      #expect(
        points.filter { $0.hasPrefix("MVVM dedup") } == [
          "MVVM dedup at 10: 40.0 ns", "MVVM dedup at 1000: 40.0 ns",
        ])
      // MVVM dedup has no counts for the untimed scenario.
      #expect(try rows(document).first { $0.first == "login.untimed" }?.last == "—")
    }

    /// Every chart fits a phone's width with text of 11 px or more; its bars lie along the value
    /// axis, of one thickness, inside the plot, its ticks under it; its legend, above it, names
    /// its arms in their colours, in arm order (the reference left out of a chart of ratios), a
    /// long name on a row of its own. Nothing is turned and no element sets a size of its own.
    @Test(arguments: [3, 7])
    func everyChartFitsItsBoxAndNamesEveryArm(armCount: Int) throws {
      let results = Self.results(armCount: armCount)
      let html = HTMLReport(results: results).render()
      let sizes = html.matches(of: try Regex(#"svg[^{}]*\{[^}]*font-size: (\d+)px"#)).map {
        Double(String(html[$0.output[1].range!]))!
      }
      for (index, colour) in HTMLReport.palette.enumerated() {
        #expect(html.contains(".k\(index) { background: \(colour); fill: \(colour); }"))
      }
      let document = try XMLDocument(xmlString: html, options: [])
      #expect(try elements(document, "//*[@transform]").isEmpty)
      #expect(try charts(document).count == 9)
      for chart in try charts(document) {
        let (width, name) = (try number(chart, "width"), try title(chart))
        #expect(try ([number(chart, "font-size")] + sizes).min()! * min(1, 360 / width) >= 11)
        #expect(
          try width <= SVGChart.width && elements(chart, ".//*[@font-size or @style]").isEmpty)
        let (left, top, right, bottom) = try plot(chart)
        let bars = try elements(chart, withClass: "bar")
        #expect(Set(try bars.map { try number($0, "height") }).count <= 1, "\(name)")
        for bar in bars {
          let (x, y) = (try number(bar, "x"), try number(bar, "y"))
          let (width, height) = (try number(bar, "width"), try number(bar, "height"))
          #expect(x >= left - 0.05 && x + width <= right + 0.05, "\(bar.xmlString)")
          #expect(y >= top - 0.05 && y + height <= bottom + 0.05, "\(bar.xmlString)")
        }
        for tick in try elements(chart, withClass: "tick") where !bars.isEmpty {
          #expect(try number(tick, "y") > bottom, "\(name): ticks under the plot")
        }
        let entries = try elements(chart, ".//*[@class='legend-item']/*[local-name()='rect']")
        for entry in entries {
          #expect(try number(entry, "x") < width && number(entry, "y") + 12 < top, "\(name)")
        }
        guard !name.hasPrefix("Signals") else { continue }
        let arms = name.contains("÷") ? Array(results.arms.dropFirst()) : results.arms
        #expect(try texts(chart, withClass: "legend") == arms.map(\.name), "\(name)")
        #expect(
          entries.map { attribute($0, "class") }
            == arms.map { "k\(results.arms.firstIndex(of: $0)!)" })
        #expect(Set(try entries.map { try number($0, "y") }).count >= 2, "\(name)")
      }
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

    /// A chart's labels are short, an action's detail says whether it is synchronous; the
    /// initial render stands apart, once for a screen whose scenarios all rendered the same
    /// counts first; scrolling lists get a view-calls chart of their own.
    @Test func chartLabelsAreShortAndScrollingListsStandApart() throws {
      let document = try document(Self.scrollingResults)
      let ratios = try chart(in: document, titled: "UserList: p50")
      let loads = ["initial render", "load@10", "load@1k", "load@100k"]
      #expect(try texts(ratios, withClass: "category") == loads)
      #expect(
        try texts(ratios, withClass: "detail") == [
          "3 scenarios · sync", "appear · awaited", "appear · awaited", "appear · awaited",
        ])
      let others = try chart(in: document, titled: "UserList: view calls")
      let lists = try chart(in: document, titled: "UserList: view calls, scrolling lists")
      #expect(try texts(others, withClass: "category") == loads)
      #expect(
        try texts(lists, withClass: "category") == ["initial render", "cells@1k", "cells@100k"])
      let login = try chart(in: document, titled: "Login: view calls")
      #expect(
        try texts(login, withClass: "category") == [
          "✗ empty-fields <&>", "untimed", "✗ empty-fields <&>", "untimed",
        ])
      #expect(try texts(login, withClass: "detail") == ["initial render", "initial render"])
      // The loads' six calls fill most of their chart's width; beside 60 they would not.
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

    @Test func eachFrameKindGetsABarChartOfEveryArmWithItsP99AndTheFrameLines() throws {
      let document = try document(Self.scrollingResults)
      let charts = try charts(document).filter { try title($0).hasPrefix("frame: ") }
      #expect(
        try charts.map(title) == [
          "frame: scroll: p50 per frame, p99 ticked", "frame: update: p50 per frame, p99 ticked",
        ])
      #expect(
        try !texts(chart(in: document, titled: "UserList: p50"), withClass: "category").contains(
          "cells@1k"))
      // frame: scroll spans 100 ns to 24 µs: the budget (417 µs) and the frame (8.33 ms) lie
      // beyond the axis and are not drawn.
      let scroll = charts[0]
      #expect(try texts(scroll, withClass: "category") == ["cells@1k", "cells@100k"])
      #expect(try elements(scroll, ".//*[@class='guide']").isEmpty)
      #expect(try elements(scroll, withClass: "bar").count == 5, "MVVM dedup: not at 100 000")
      #expect(try elements(scroll, withClass: "mark").count == 5)
      #expect(try texts(scroll, withClass: "missing") == ["—"])
      #expect(
        try tooltips(scroll)[0] == """
          cells@1k
          MVP: p50 100 ns (0.0012% of a frame), p99 300 ns
          MVVM <&> "bound": p50 200 ns (0.0024% of a frame), p99 600 ns
          MVVM dedup: p50 300 ns (0.0036% of a frame), p99 900 ns
          """)
      // frame: update spans 40 µs to 14.4 ms: both lines fall within the axis, the frame right
      // of the budget.
      let update = charts[1]
      #expect(
        try texts(update, withClass: "guide-label") == [
          "1 frame (120 Hz)", "budget: 5% of a frame",
        ])
      let (left, _, right, _) = try plot(update)
      let guides = try elements(update, ".//*[@class='guide']").map { try number($0, "x1") }
      #expect(guides.count == 2 && guides.allSatisfy { $0 >= left && $0 <= right })
      #expect(guides[0] > guides[1])
      // Lists of two screens with the same scenario names: each says its screen.
      var twoScreens = Self.scrollingResults
      twoScreens.scenarios += twoScreens.scenarios.filter { $0.name == "userlist.cells" }.map {
        var scenario = $0
        (scenario.screen, scenario.name) = (.dogList, "doglist.cells")
        return scenario
      }
      let both = try chart(in: self.document(twoScreens), titled: "frame: scroll")
      #expect(try texts(scroll, withClass: "detail").isEmpty)
      #expect(
        try texts(both, withClass: "detail") == ["UserList", "UserList", "DogList", "DogList"])
      #expect(try tooltips(both)[2].hasPrefix("cells@1k · DogList\n"))
    }

    /// A micro row's tip states its budget when it has one, and no empty budget when it has none.
    @Test func aMicroBarsTipNamesABudgetOnlyWhenTheRowHasOne() throws {
      let chart = try chart(in: document(), titled: "Signals against the floor")
      let tips = try tooltips(chart)
      #expect(tips.count == 3 && tips.allSatisfy { $0.contains("per operation") })
      #expect(
        tips.map { $0.contains("; budget: ") } == [false, true, true]
          && tips.allSatisfy { !$0.hasSuffix("budget: ") })
    }

    // MARK: Code

    /// The code of every two shapes side by side per screen, picked with radio buttons and no
    /// script, each file once, in the columns of every shape that has it, its comments folded;
    /// then each change's patches of the logic and the view.
    @Test func theCodeOfTwoShapesShowsSideBySideWithNoScript() throws {
      let results = try Self.codedResults
      let html = HTMLReport(results: results).render()
      #expect(!html.contains("<script"))
      let document = try XMLDocument(xmlString: html, options: [])
      let code = try #require(results.code)
      let tabs = try elements(document, "//*[@class='tabs']")
      #expect(tabs.count == code.sheet.screens.count + 1, "and the change's")
      let screen = code.sheet.screens[0]
      let shapes = screen.shapes.count
      let inputs = try elements(tabs[0], "./*[local-name()='input'][@type='radio']")
      #expect(inputs.count == 2 * shapes && Set(inputs.map { attribute($0, "name") }).count == 2)
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
      let comments = try elements(tabs[0], ".//*[local-name()='pre']/*[local-name()='i']")
      #expect(comments.contains { $0.stringValue?.hasSuffix(" ⋯") == true })
      #expect(try elements(tabs[0], ".//*[local-name()='b'] | .//*[@class='sc']").isEmpty)
      // A change: its logic's files, not its tests', a deleted one too, file by file with
      // their hunks' lines.
      let change = try #require(tabs.last)
      #expect(
        try elements(change, ".//*[local-name()='label']").compactMap(\.stringValue) == [
          "MVP", "MVVM <&> \"bound\" + MVVM dedup", "MVP", "MVVM <&> \"bound\" + MVVM dedup",
          "Show comments whole",
        ])
      #expect(
        try texts(change, withClass: "file") == [
          "LoginNote.swift", "LoginNoteModel.swift", "LoginOld.swift",
        ])
      #expect(try texts(change, withClass: "hunk") == ["⋯ line 0", "⋯ line 3", "⋯ line 1"])
      let patches = try elements(change, ".//*[local-name()='pre']").map { $0.stringValue ?? "" }
      #expect(patches[1] == "⋯ line 3\n let a = 1\n-let b = 2\n+let b = 3\n")
      #expect(patches[2].hasSuffix("-struct B {}\n"))
      // A long comment shows its first line, the rest when the box is ticked.
      let comment = try #require(
        elements(change, ".//*[local-name()='ins']/*[local-name()='i']").first)
      #expect(
        try elements(comment, "./*[local-name()='b']").first?.stringValue
          == "\n+/// written over two lines.")
      #expect(try elements(change, "./*[local-name()='input'][@type='checkbox']").count == 1)
      #expect(html.contains(".sc:checked ~ .cols pre b { display: inline; }"))
    }
  #endif

  @Test func reportRefersToNothingOutside() throws {
    let html = HTMLReport(results: try Self.codedResults).render()
    let addresses = try Regex(#"https?://[^"'\s<>)]*"#)
    let found = Set(html.matches(of: addresses).map { String(html[$0.range]) })
    #expect(found == ["http://www.w3.org/1999/xhtml", "http://www.w3.org/2000/svg"])
    for forbidden in ["<script", "<link", "@import", "url(", "src=", "<img", "<iframe"] {
      #expect(!html.contains(forbidden), "found \(forbidden)")
    }
    // Links go to the page's own sections only.
    let links = html.matches(of: try Regex(#"href="([^"]*)""#)).map { String(html[$0.range]) }
    #expect(!links.isEmpty && links.allSatisfy { $0.hasPrefix("href=\"#") })
  }

  @Test(arguments: [
    ("10.0 µs", "10 µs"), ("2.0×", "2×"), ("1.05 µs", "1.05 µs"), ("100 ns", "100 ns"),
    ("0.5×", "0.5×"), ("10.0", "10"),
  ])
  func ticksCarryNoZeroAfterTheirDecimalPoint(label: String, tick: String) {
    #expect(SVGChart.tickText(label) == tick)
  }

  /// A logarithmic axis ends at steps of 1, 2 and 5 and ticks each decade over a wide range,
  /// each step over a narrow one; a linear axis of zeros still has a height.
  @Test func axesEndAtStepsAndClampWhatLiesBeyond() {
    let wide = ValueAxis(values: [35, 1_200, 90_000], logarithmic: true)
    #expect(wide.lower == 20 && wide.upper == 100_000)
    #expect(wide.ticks == [20, 100, 1_000, 10_000, 100_000])
    #expect(wide.fraction(1e9) == 1 && wide.fraction(1) == 0)
    let narrow = ValueAxis(values: [0.8, 1, 1.5], logarithmic: true)
    #expect(narrow.lower == 0.5 && narrow.upper == 2 && narrow.ticks == [0.5, 1, 2])
    #expect(abs(narrow.fraction(1) - 0.5) < 1e-9)
    let zeros = ValueAxis(values: [0, 0], logarithmic: false)
    #expect(zeros.upper == 1 && zeros.ticks == [0, 0.2, 0.4, 0.6, 0.8, 1])
    #expect(
      [10, 1_000, 1_500, 100_000, 2_000_000].map { sizeText(Double($0)) } == [
        "10", "1k", "1.5k", "100k", "2M",
      ])
  }
}
