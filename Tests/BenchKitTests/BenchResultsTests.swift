import Comparison
import Foundation
import PatternStudy
import Testing

@testable import BenchKit
@testable import PatternStudyBench

@Suite struct BenchFormatterTests {
  static let results = Fixtures.results

  @Test func jsonFollowsTheSchema2Contract() throws {
    let text = Self.results.json
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["schema"] as? Int == 2)
    #expect(object["toolchain"] as? String == "Swift version 6.3.1")
    #expect(object["configuration"] as? String == "release")
    #expect(object["quick"] as? Bool == false)
    #expect(object["cpu"] as? String == "Test CPU")
    #expect(object["cores"] as? Int == 2)
    #expect(object["coreKinds"] is NSNull, "one kind of core")
    #expect(object["allocationsCounted"] as? Bool == true)
    #expect(object["clockTickNs"] as? Int == 42)
    #expect(object["commit"] as? String == "0123456789abcdef0123456789abcdef01234567")
    #expect(object["repeats"] as? Int == 3)
    #expect(object["reference"] as? String == "mvp")
    let arms = try #require(object["arms"] as? [[String: String]])
    #expect(arms.map { $0["id"] } == ["mvp", "mvvm", "mvvm-state"])
    #expect(arms.allSatisfy { $0["name"] != nil && $0["description"] != nil })
    let scenario = try #require((object["scenarios"] as? [[String: Any]])?.first)
    #expect(scenario["screen"] as? String == "Login")
    #expect(scenario["name"] as? String == "login.wrong-credentials")
    #expect(scenario["size"] as? Int == 0)
    #expect(scenario["parity"] as? Bool == true)
    #expect(scenario["iterations"] as? Int == 300)
    let counts = try #require(scenario["arms"] as? [String: [String: Any]])
    #expect(Set(counts.keys) == ["mvp", "mvvm", "mvvm-state"])
    let mvvm = try #require(counts["mvvm"])
    #expect(mvvm["viewCalls"] as? Int == 12)
    #expect(mvvm["widgetWrites"] as? Int == 15)
    #expect(mvvm["redundantWrites"] as? Int == 7)
    #expect((mvvm["initialRender"] as? [String: Int])?["viewCalls"] == 5)
    #expect((mvvm["actions"] as? [String: Int])?["viewCalls"] == 7)
    let actions = try #require(scenario["actions"] as? [[String: Any]])
    #expect(actions.map { $0["kind"] as? String } == ["initial render", "press"])
    #expect(actions.map { $0["phase"] as? String } == ["initialRender", "action"])
    let press = try #require(actions[1]["arms"] as? [String: [String: Any]])
    let latency = try #require(press["mvvm"]?["latencyNs"] as? [String: Any])
    #expect(latency["p50"] as? Int == 1_200)
    #expect(latency["p50Low"] as? Int == 1_140)
    #expect(latency["p50High"] as? Int == 1_260)
    #expect((press["mvvm"]?["ratioToReference"] as? [String: Any])?["value"] as? Double == 1.2)
    let micro = try #require(object["micro"] as? [[String: Any]])
    #expect(micro.map { $0["name"] as? String } == ["closure call", "Signal.send, 1 observer"])
    #expect(micro.map { $0["id"] as? String } == ["closure-call", "signal-send-1"])
    // What was not measured is null, never zero.
    let state = try #require(press["mvvm-state"])
    #expect(state["latencyNs"] is NSNull)
    #expect(state["allocations"] is NSNull)
    #expect(state["ratioToReference"] is NSNull)
    #expect(state["samples"] as? Int == 0)
    // The reference has no ratio to itself.
    #expect(press["mvp"]?["ratioToReference"] is NSNull)
  }

  /// A Mac's run: the core kinds stand for the count, and allocations, which only Linux with
  /// glibc can count, are said to be not counted, with the reason.
  @Test func provenanceNamesTheCoreKindsAndWhetherAllocationsWereCounted() throws {
    var results = Self.results
    results.coreKinds = "10 cores: 4 performance + 6 efficiency"
    results.allocationsCounted = false
    let document = Document(results: results)
    let notCounted = "not counted on this platform (the counter interposes glibc's malloc)"
    #expect(
      document.provenance[1] == "test machine; Test CPU; 10 cores: 4 performance + 6 efficiency")
    #expect(document.provenance.contains("allocations: " + notCounted))
    #expect(document.facts.contains { $0 == ("Allocations", notCounted) })
    results.allocationsCounted = true
    #expect(
      Document(results: results).provenance.contains(
        "allocations: counted (glibc's malloc interposed)"))
    // Results saved before these keys say nothing either way.
    results.allocationsCounted = nil
    #expect(!Document(results: results).provenance.contains { $0.hasPrefix("allocations:") })
  }

  @Test func p99IsNullWithAHundredSamplesOrFewer() throws {
    #expect(LatencyFigure(rounds: [Array(1...100)], seed: 1)?.p99 == nil)
    #expect(LatencyFigure(rounds: [Array(1...101)], seed: 1)?.p99 == 100)
    #expect(LatencyFigure(rounds: [[], []], seed: 1) == nil, "no samples: no figure")
  }

  /// Every figure, and the study's guide, survive JSON (a report drawn from saved JSON shows the
  /// guide); results saved before the guide have none, and `null` stands for none; a micro row
  /// saved without an id takes its name.
  @Test func jsonRoundTripsAndOlderResultsDecode() throws {
    var results = Self.results
    results.guide = StudyGuide(
      verdict: "Either arm.", picks: [.init("A form", arm: "mvp", because: "it is the reference")],
      initialRenderBudgets: ["mvvm": 3])
    let text = results.json
    #expect(try JSONDecoder().decode(BenchResults.self, from: Data(text.utf8)) == results)
    let none = Self.results.json
    #expect(none.contains("\"guide\" : null"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(none.utf8)) as? [String: Any])
    let older = try JSONSerialization.data(withJSONObject: object.filter { $0.key != "guide" })
    #expect(try JSONDecoder().decode(BenchResults.self, from: older).guide == nil)
    let saved = #"{"name": "closure call", "nsPerOp": 2, "ratioToClosure": 1}"#
    let row = try JSONDecoder().decode(MicroResult.self, from: Data(saved.utf8))
    #expect(row.id.rawValue == "closure call")
    #expect(row.floorBudget == nil)
  }

  @Test func csvHasOneLinePerArmAndPhaseAndPerActionAndArmWithEmptyFieldsForTheUnmeasured() {
    let lines = CSV(results: Self.results).render().split(separator: "\n")
    // Header, 3 arms × 2 phases of counts, 2 actions × 3 arms of latency, 2 micro rows.
    #expect(lines.count == 1 + 6 + 6 + 2)
    let header = fields(lines[0])
    #expect(header.contains("samples"))
    for line in lines {
      #expect(fields(line).count == header.count, "\(line)")
    }
    let rows = lines.dropFirst().map(fields).map {
      Dictionary(uniqueKeysWithValues: zip(header, $0))
    }
    let unmeasured = rows.first {
      $0["record"] == "latency" && $0["arm"] == "mvvm-state" && $0["action"] == "press"
    }
    #expect(unmeasured?["p50_ns"] == "")
    #expect(unmeasured?["samples"] == "0")
    #expect(unmeasured?["allocations_per_action"] == "")
    let measured = rows.first {
      $0["record"] == "latency" && $0["arm"] == "mvvm" && $0["action"] == "press"
    }
    #expect(measured?["p50_ns"] == "1200")
    #expect(measured?["ratio_to_reference"] == "1.2")
    #expect(measured?["synchronous"] == "false")
    let counts = rows.first {
      $0["record"] == "counts" && $0["arm"] == "mvvm" && $0["phase"] == "initialRender"
    }
    #expect(counts?["view_calls"] == "5")
  }

  /// The code figures are CSV lines too: one per screen and shape, one per shape over every
  /// screen; a file name holding a comma or a line break is one quoted field.
  @Test(arguments: ["Sources/S/A,B.swift", "Sources/S/A\rB.swift", "Sources/S/A\r\nB.swift"])
  func csvHoldsTheCodeFiguresWhateverAFileIsCalled(path: String) throws {
    let layout = CodeLayout(
      screens: ["S"],
      shapes: [
        .init(
          id: "a", arms: ["a", "b"], pattern: .mvp, logic: ["Sources/S/*.swift"],
          view: ["View/*.swift"], tests: [])
      ])
    let tree = CodeTree(files: [
      path: "let a = 1\nlet b = 2\n", "Sources/S/Small.swift": "let c = 3\n",
      "View/V.swift": "let v = 1\n",
    ])
    var results = Self.results
    results.code = CodeResults(
      sheet: try CodeSheet(tree: tree, layout: layout), changes: [], layout: layout)
    let csv = CSV(results: results).render()
    #expect(csv.contains("\"\(path)\""), "\(csv)")
    let lines = csv.replacingOccurrences(of: path, with: "P").split(separator: "\n")
    let header = fields(lines[0])
    let rows = lines.dropFirst().map(fields).map {
      Dictionary(uniqueKeysWithValues: zip(header, $0))
    }
    #expect(lines.allSatisfy { fields($0).count == header.count })
    let code = rows.filter { $0["record"] == "code" }
    #expect(code.count == 1)
    #expect(code.first?["screen"] == "S" && code.first?["arm"] == "a+b")
    #expect(code.first?["logic_lines"] == "3" && code.first?["largest_logic_file_lines"] == "2")
    let total = rows.first { $0["record"] == "code_total" }
    #expect(total?["screen"] == "" && total?["shape"] == "a")
    #expect(total?["largest_logic_file"] == "P")
  }

  /// Splits one CSV line, honouring quotes.
  private func fields(_ line: Substring) -> [String] {
    var fields = [""]
    var quoted = false
    for character in line {
      switch character {
      case "\"": quoted.toggle()
      case "," where !quoted: fields.append("")
      default: fields[fields.count - 1].append(character)
      }
    }
    return fields
  }

  /// The terminal shows the provenance and every arm and scenario within 100 columns, with the
  /// fixture's arms or seven arms of long names.
  @Test(arguments: [false, true])
  func theTerminalShowsEveryArmWithin100Columns(sevenLongNames: Bool) {
    var results = Self.results
    if sevenLongNames {
      results.arms = (0..<7).map {
        ArmInfo(id: "arm\($0)", name: "A very long arm name \($0)", description: "d")
      }
      results.reference = "arm0"
      results.scenarios[0].name = "doglist.a-name-too-long-for-its-column-in-any-table"
    }
    let document = Document(results: results)
    let text = TableText.terminal(document)
    for line in text.split(separator: "\n") {
      #expect(line.count <= 100, "too wide (\(line.count)): \(line)")
    }
    #expect(text.contains(results.scenarios[0].name))
    #expect(results.arms.allSatisfy { text.contains($0.name) })
    #expect(document.provenance.allSatisfy(text.contains))
    // The allocations per action are figures here too, not only "counted" (issue 49, item 4).
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(sevenLongNames || words.contains("allocations 4/4/—"))
  }

  /// A table too wide for one line of headings splits each heading at its first space over
  /// two lines, never cuts a name ("MVP @Obser" was).
  @Test func armNamesTooLongForTheirColumnTakeTwoHeadingLines() throws {
    var results = Self.results
    results.arms += ["MVVM dedup", "MVP @Observable", "MVVM @Observable"].map {
      ArmInfo(id: $0, name: $0, description: "d")
    }
    let lines = TableText.terminal(Document(results: results)).split(separator: "\n")
    // Every name whole, on one line of headings or split at its space over two.
    let title = try #require(lines.firstIndex { $0 == "Login: counts:" })
    let headings = lines[(title + 1)...].prefix { !$0.hasPrefix("---") }
      .flatMap { $0.split(separator: " ") }
    for word in ["MVVM", "state", "dedup", "@Observable"] {
      #expect(headings.contains(word[...]), "\(headings)")
    }
    for line in lines {
      #expect(line.count <= 100, "too wide (\(line.count)): \(line)")
    }
  }

  /// A Markdown table is a pipe table: its headings, its alignment rule, a row per line, under
  /// its title and caption at a heading's level; the counts' compact form (which
  /// `--check-results` compares) has a rule without spaces and an empty cell one space wide.
  @Test func markdownTablesArePipeTablesAndTheCountsCompact() throws {
    var results = Self.results
    results.guide = .presentationPatterns
    let document = Document(results: results)
    #expect(
      TableText.markdown(try #require(document.screens.first).counts) == """
        | scenario | parity | MVP | MVVM | MVVM state |
        |---|:-:|--:|--:|--:|
        | *initial render* | | 0 / 0 / 0 | 5 / 6 / 5 | 1 / 0 / 0 |
        | login.wrong-credentials | ✓ | 5 / 8 / 0 | 7 / 9 / 2 | 3 / 6 / 0 |
        """)
    #expect(
      TableText.markdown(try #require(document.micro), level: 2) == """
        ## Signals micro benchmarks

        | benchmark | ns/op | runs, ns | × closure call | × against | allocations/op | budget |
        | --- | --: | --: | --: | --: | --: | --- |
        | closure call | 2.0 | — | 1.0× | — | n/a |  |
        | Signal.send, 1 observer | 6.0 | — | 3.0× | — | n/a | ≤ 8.0×: pass |
        """)
    let glance = try #require(document.glance)
    #expect(
      TableText.markdown(glance, level: 3).hasPrefix(
        "### Arms at a glance\n\n\(glance.caption)\n\n| arm |"))
  }

  @Test func summaryNamesTheCallsThatDiffer() {
    let summary = Document(results: Self.results)
    #expect(
      summary.finding("gaps")?.rows.first == [
        "MVVM", "login.wrong-credentials",
        "7: isLoggingIn ×2, username ×2, errorMessage ×1",
        "5: clearFields() ×1, displayError(_:) ×1, startProgress() ×1",
      ])
    #expect(
      summary.budgets?.rows.contains { $0[0] == "Signal.send, 1 observer" && $0[3] == "met" }
        == true)
  }

  /// One row per arm: its view calls over the actions (with the reference's ratio), its typical
  /// action with its share of a frame and ratio, its initial render and ratio; a figure that
  /// was not measured is a dash.
  @Test func theGlanceTableHasOneRowPerArmWithAbsoluteBesideRelative() throws {
    var results = Self.results
    results.initialRenders = [
      ScreenInitialRender(screen: .login, scenarios: 1, figure: results.scenarios[0].actions[0])
    ]
    let glance = try #require(Document(results: results).glance)
    #expect(glance.headings.count == glance.columns.count)
    #expect(glance.rows.map(\.[0]) == ["MVP (reference)", "MVVM", "MVVM state"])
    #expect(glance.rows.map(\.[1]) == ["5", "7 (1.4×)", "3 (0.6×)"])
    // The initial render's p50 beside its ratio.
    let initial = try #require(glance.headings.firstIndex(of: "initial render"))
    #expect(
      glance.rows.map { [$0[initial], $0[initial + 1]] } == [
        ["200 ns", "1×"], ["2.0 µs", "10.0×"], ["600 ns", "3.0×"],
      ])
    // No synchronous action, list of cells or change in this run: no column for them, and the
    // caption says how to read the columns there are, no other (issue 49, item 3).
    #expect(glance.headings == ["arm", "view calls", "initial render", "× MVP"])
    #expect(
      glance.caption
        == "View calls sum the actions of every scenario (initial renders apart). The initial "
        + "render is the median over the screens; its ratio the range over them.")
  }

  /// The typical action is the median over the synchronous actions, with a bootstrap interval
  /// over them, beside the arm's own median p50; the aim table counts the actions within 1.25×
  /// and names those clearly beyond it.
  @Test func summaryGivesTheSynchronousMedianWithItsInterval() throws {
    var results = Self.results
    let template = results.scenarios[0]
    results.scenarios = [1.0, 1.1, 1.2, 2.0, 3.0].enumerated().map { index, value in
      var scenario = template
      scenario.name = "login.step\(index)"
      scenario.actions[1].synchronous = true
      scenario.actions[1].arms["mvvm"]?.ratioToReference = RatioEstimate(
        value: value, low: value * 0.95, high: value * 1.05)
      return scenario
    }
    results.guide = StudyGuide(
      verdict: "", picks: [], actionAim: .init(ratio: 1.25, arms: ["mvvm"]))
    let summary = Document(results: results)
    let mvvm = try #require(summary.glance?.rows.dropFirst().first)
    #expect(mvvm[3] == "1.2×", "the median of 1, 1.1, 1.2, 2 and 3")
    #expect(mvvm[4].contains("–"), "its interval, in a column of its own")
    let aim = try #require(summary.aim?.rows.first)
    #expect(aim[0] == "MVVM" && aim[1] == "3 of 5")
    #expect(aim[4].hasPrefix("login.step4 · press 3.0× ("))
    #expect(aim[4].contains("login.step3 · press 2.0× ("))
  }

  @Test func microRowsAreFoundByTheirIdsWhateverTheirNamesSay() {
    var results = Self.results
    results.micro = [
      MicroResult(id: .closureCall, name: "a stored closure", nsPerOp: 2, ratioToClosure: 1),
      MicroResult(
        id: .signalSend, name: "one observer, Signal", nsPerOp: 6, ratioToClosure: 3,
        floorBudget: 8),
      MicroResult(id: .observation, name: "Apple", nsPerOp: 1_000, ratioToClosure: 500),
      MicroResult(id: .linearity(1_000), name: "small", nsPerOp: 100, ratioToClosure: 50),
      MicroResult(id: .linearity(100_000), name: "large", nsPerOp: 150, ratioToClosure: 75),
    ]
    #expect(
      Document(results: results).budgets?.rows == [
        ["one observer, Signal", "≤ 8.0× closure call", "3.0× (6.0 ns)", "met"]
      ])
  }

  @Test func theLargestLinearityRowIsJudgedAgainstTheSmallestThroughItsBudget() throws {
    let large = try #require(
      SignalsSuite.benchmarks.first { $0.id == .linearity(SignalsSuite.linearitySizes.last!) })
    #expect(large.referenceBudget == ReferenceBudget(1.2, of: .linearity(1_000)))
    let row = MicroResult(
      id: .linearity(100_000), name: "large", nsPerOp: 150, ratioToClosure: 75,
      referenceBudget: large.referenceBudget, ratioToBudgetReference: 1.5)
    #expect(row.meetsBudget == false)
    #expect(Document.budgetText(row, miss: "MISS") == "≤ 1.2× linearity-1000: 1.5×, MISS")
  }

  @Test func aBindingIsJudgedOnItsAllocationsBeyondAViewCall() throws {
    let bind = try #require(SignalsSuite.benchmarks.first { $0.id == .bindOutput })
    #expect(bind.allocationBudget == AllocationBudget(2, beyond: .viewCall))
    #expect(SignalsSuite.benchmarks.contains { $0.id == .viewCall })
    var row = MicroResult(
      id: .bindOutput, name: "bind", nsPerOp: 80, ratioToClosure: 40, allocationsPerOp: 1,
      allocationBudget: bind.allocationBudget, allocationsBeyondReference: 1)
    #expect(row.meetsBudget == true)
    #expect(Document.budgetText(row, miss: "MISS") == "≤ 2.0 alloc beyond view-call: 1.0, pass")
    row.allocationsBeyondReference = 3
    #expect(row.meetsBudget == false)
    // Not counted (macOS): no verdict rather than a guess.
    row.allocationsBeyondReference = nil
    #expect(row.meetsBudget == nil)
  }

  @Test func paritySaysWhetherEveryArmShowedTheSameScreens() {
    var results = Self.results
    #expect(
      Document(results: results).parity
        == "All 3 arms showed identical screens after every step of all 1 scenarios, and left "
        + "nothing alive.")
    results.scenarios[0].parity = false
    #expect(results.parityFailures.count == 1)
    #expect(
      Document(results: results).parity
        == "1 of 1 scenarios failed (login.wrong-credentials): an arm stopped, showed another "
        + "screen or leaked. That is a bug, not a finding.")
  }
}
