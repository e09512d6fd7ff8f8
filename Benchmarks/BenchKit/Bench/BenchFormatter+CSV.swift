import Comparison

extension BenchFormatter {
  /// The CSV columns, in order.
  static let csvHeader = [
    "record", "screen", "scenario", "size", "action", "phase", "synchronous", "arm", "parity",
    "view_calls", "widget_writes", "redundant_writes", "samples", "p50_ns", "p50_low_ns",
    "p50_high_ns", "p90_ns", "p99_ns", "max_ns", "p50_minus_floor_ns", "round_spread",
    "allocations_per_action", "ratio_to_reference", "ratio_low", "ratio_high",
    "no_measurable_difference", "ns_per_op", "ratio_to_closure", "within_clock_resolution",
    "p50_frame_share", "p99_frame_share",
  ]

  /// One line per scenario, arm and phase (counts), per kind of action and arm (latency), and
  /// per micro benchmark. A figure that was not measured is an empty field. The frame shares
  /// are fractions of a 120 Hz frame (``BenchResults/frameNanoseconds``), 1 a whole frame.
  func csv() -> String {
    var records: [[String: String]] = []
    for scenario in results.scenarios {
      let base = [
        "screen": scenario.screen.rawValue, "scenario": scenario.name, "size": "\(scenario.size)",
        "parity": "\(scenario.parity)",
      ]
      records += countsRecords(scenario).map { base.merging($0) { $1 } }
      for action in scenario.actions {
        records += latencyRecords(action, record: "latency").map { base.merging($0) { $1 } }
      }
    }
    for initial in results.initialRenders {
      records += latencyRecords(initial.figure, record: "initial_render").map {
        $0.merging(["screen": initial.screen.rawValue]) { $1 }
      }
    }
    for row in results.micro {
      records.append([
        "record": "micro", "screen": "Signals", "scenario": row.name,
        "ns_per_op": decimalText(row.nsPerOp), "ratio_to_closure": decimalText(row.ratioToClosure),
      ])
    }
    let lines = [Self.csvHeader] + records.map { fields in Self.csvHeader.map { fields[$0] ?? "" } }
    return lines.map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\n") + "\n"
  }

  /// The counts of each arm and phase in `scenario`.
  private func countsRecords(_ scenario: ScenarioResult) -> [[String: String]] {
    results.arms.flatMap { arm in
      Phase.allCases.compactMap { phase -> [String: String]? in
        guard let figures = scenario.arms[arm.id]?.counts(of: phase) else { return nil }
        return [
          "record": "counts", "phase": phase.rawValue, "arm": arm.id,
          "view_calls": "\(figures.viewCalls)", "widget_writes": "\(figures.widgetWrites)",
          "redundant_writes": "\(figures.redundantWrites)",
        ]
      }
    }
  }

  /// The latency figures of each arm for `action`.
  private func latencyRecords(_ action: ActionResult, record: String) -> [[String: String]] {
    results.arms.compactMap { arm in
      guard let figures = action.arms[arm.id] else { return nil }
      var fields = [
        "record": record, "action": action.kind, "phase": action.phase.rawValue,
        "synchronous": "\(action.synchronous)", "arm": arm.id, "samples": "\(figures.samples)",
        "allocations_per_action": figures.allocations.map(countText) ?? "",
      ]
      if let latency = figures.latencyNs {
        fields.merge([
          "p50_ns": "\(latency.p50)", "p50_low_ns": "\(latency.p50Low)",
          "p50_high_ns": "\(latency.p50High)", "p90_ns": "\(latency.p90)",
          "p99_ns": latency.p99.map(String.init) ?? "", "max_ns": "\(latency.max)",
          "p50_minus_floor_ns": latency.p50MinusFloor.map(String.init) ?? "",
          "round_spread": decimalText(latency.spread),
          "p50_frame_share": "\(latency.p50FrameShare)",
          "p99_frame_share": latency.p99FrameShare.map { "\($0)" } ?? "",
        ]) { $1 }
      }
      if let ratio = figures.ratioToReference {
        fields.merge([
          "ratio_to_reference": decimalText(ratio.value), "ratio_low": decimalText(ratio.low),
          "ratio_high": decimalText(ratio.high),
          "no_measurable_difference": "\(ratio.noMeasurableDifference)",
          "within_clock_resolution": "\(ratio.withinClockResolution)",
        ]) { $1 }
      }
      return fields
    }
  }

  private func csvField(_ text: String) -> String {
    guard text.contains(",") || text.contains("\"") || text.contains("\n") else { return text }
    return "\""
      + text.split(separator: "\"", omittingEmptySubsequences: false)
      .joined(separator: "\"\"") + "\""
  }
}
