import Comparison

/// The results as CSV: one record per line, every figure in a column of its own.
struct CSV {
  var results: BenchResults

  static let csvHeader = [
    "record", "screen", "scenario", "size", "action", "phase", "synchronous", "arm", "parity",
    "view_calls", "widget_writes", "redundant_writes", "samples", "p50_ns", "p50_low_ns",
    "p50_high_ns", "p90_ns", "p99_ns", "max_ns", "p50_minus_floor_ns", "round_spread",
    "allocations_per_action", "ratio_to_reference", "ratio_low", "ratio_high",
    "no_measurable_difference", "ns_per_op", "ratio_to_closure", "within_clock_resolution",
    "p50_frame_share", "p99_frame_share", "shape", "logic_lines", "logic_types",
    "logic_protocols", "logic_requirements", "logic_decisions", "view_lines", "view_decisions",
    "view_support_lines", "test_lines", "tests", "largest_logic_file", "largest_logic_file_lines",
    "logic_lines_added", "logic_lines_removed", "view_lines_added", "view_lines_removed",
    "test_lines_added", "test_lines_removed",
  ]

  /// One line per scenario, arm and phase (counts), per kind of action and arm (latency), per micro
  /// benchmark, and for the code figures one line per screen and code shape (`code`), per shape
  /// over every screen (`code_total`, with its view support) and per requirement change and part
  /// (`change`, the change's id as its scenario).
  func render() -> String {
    var records: [[String: String]] = []
    for scenario in results.scenarios {
      let base = [
        "screen": scenario.screen.rawValue, "scenario": scenario.name, "size": "\(scenario.size)",
        "parity": "\(scenario.parity)",
      ]
      records += countsRecords(scenario, base)
      for action in scenario.actions { records += latencyRecords(action, "latency", base) }
    }
    for initial in results.initialRenders {
      records += latencyRecords(
        initial.figure, "initial_render", ["screen": initial.screen.rawValue])
    }
    for row in results.micro {
      records.append([
        "record": "micro", "screen": results.microText.subject, "scenario": row.name,
        "ns_per_op": decimalText(row.nsPerOp), "ratio_to_closure": decimalText(row.ratioToClosure),
        "round_spread": row.nsPerOpSpread.map { decimalText(($0.high - $0.low) / row.nsPerOp) }
          ?? "",
      ])
    }
    if let code = results.code { records += codeRecords(code) }
    let lines = [Self.csvHeader] + records.map { fields in Self.csvHeader.map { fields[$0] ?? "" } }
    return lines.map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\n") + "\n"
  }

  private func countsRecords(_ scenario: ScenarioResult, _ base: [String: String])
    -> [[String: String]]
  {
    results.arms.flatMap { arm in
      Phase.allCases.compactMap { phase in
        (scenario.arms[arm.id]?.counts(of: phase)).map { figures in
          base.merging([
            "record": "counts", "phase": phase.rawValue, "arm": arm.id,
            "view_calls": "\(figures.viewCalls)", "widget_writes": "\(figures.widgetWrites)",
            "redundant_writes": "\(figures.redundantWrites)",
          ]) { $1 }
        }
      }
    }
  }

  /// The code figures: each shape on each screen, each shape over every screen, and each part of
  /// each requirement change.
  private func codeRecords(_ code: CodeResults) -> [[String: String]] {
    let figures = { (record: String, screen: String, shape: ShapeCode) -> [String: String] in
      [
        "record": record, "screen": screen, "arm": shape.arms.joined(separator: "+"),
        "shape": shape.shape, "logic_lines": "\(shape.logic.lines)",
        "logic_types": "\(shape.logic.types)", "logic_protocols": "\(shape.logic.protocols)",
        "logic_requirements": "\(shape.logic.requirements)",
        "logic_decisions": "\(shape.logic.decisions)", "view_lines": "\(shape.view.lines)",
        "view_decisions": "\(shape.view.decisions)", "test_lines": "\(shape.tests.lines)",
        "tests": "\(shape.tests.tests)", "largest_logic_file": shape.largestLogicFile?.path ?? "",
        "largest_logic_file_lines": shape.largestLogicFile.map { "\($0.lines)" } ?? "",
      ]
    }
    let screens = code.sheet.screens.flatMap { screen in
      screen.shapes.map { figures("code", screen.screen, $0) }
    }
    let totals = code.sheet.totals.map { shape in
      figures("code_total", "", shape).merging(["view_support_lines": "\(shape.viewSupport.lines)"])
      { $1 }
    }
    let changes = code.changes.flatMap { change in
      ([change.shared] + change.shapes).map { part in
        [
          "record": "change", "scenario": change.id, "arm": part.arms.joined(separator: "+"),
          "shape": part.part, "logic_lines_added": "\(part.logic.added)",
          "logic_lines_removed": "\(part.logic.removed)", "view_lines_added": "\(part.view.added)",
          "view_lines_removed": "\(part.view.removed)", "test_lines_added": "\(part.tests.added)",
          "test_lines_removed": "\(part.tests.removed)",
        ]
      }
    }
    return screens + totals + changes
  }

  private func latencyRecords(_ action: ActionResult, _ record: String, _ base: [String: String])
    -> [[String: String]]
  {
    results.arms.compactMap { arm -> [String: String]? in
      guard let figures = action.arms[arm.id] else { return nil }
      let step: [String: String] = [
        "record": record, "action": action.kind, "phase": action.phase.rawValue,
        "synchronous": "\(action.synchronous)", "arm": arm.id, "samples": "\(figures.samples)",
        "allocations_per_action": figures.allocations.map(countText) ?? "",
      ]
      var fields = base.merging(step) { $1 }
      if let latency = figures.latencyNs {
        let times: [String: String] = [
          "p50_ns": "\(latency.p50)", "p50_low_ns": "\(latency.p50Low)",
          "p50_high_ns": "\(latency.p50High)", "p90_ns": "\(latency.p90)",
          "p99_ns": latency.p99.map(String.init) ?? "", "max_ns": "\(latency.max)",
          "p50_minus_floor_ns": latency.p50MinusFloor.map(String.init) ?? "",
          "round_spread": decimalText(latency.spread),
          "p50_frame_share": "\(latency.p50FrameShare)",
          "p99_frame_share": latency.p99FrameShare.map { "\($0)" } ?? "",
        ]
        fields.merge(times) { $1 }
      }
      if let ratio = figures.ratioToReference {
        let ratios: [String: String] = [
          "ratio_to_reference": decimalText(ratio.value), "ratio_low": decimalText(ratio.low),
          "ratio_high": decimalText(ratio.high),
          "no_measurable_difference": "\(ratio.noMeasurableDifference)",
          "within_clock_resolution": "\(ratio.withinClockResolution)",
        ]
        fields.merge(ratios) { $1 }
      }
      return fields
    }
  }

  private func csvField(_ text: String) -> String {
    // Scalars, so a CRLF (one Character) is found by its line feed.
    guard text.unicodeScalars.contains(where: { ",\"\n\r".unicodeScalars.contains($0) }) else {
      return text
    }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }
}
