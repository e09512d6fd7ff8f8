import Comparison
import Foundation

/// Turns ``BenchResults`` into each output format of `pattern-bench`.
public struct BenchFormatter {
  /// The results to format.
  public var results: BenchResults

  /// Creates a formatter.
  public init(results: BenchResults) {
    self.results = results
  }

  /// The results in `format`.
  public func render(_ format: BenchOptions.Format) -> String {
    switch format {
    case .table: table()
    case .markdown: markdown()
    case .json: json()
    case .csv: csv()
    }
  }

  // MARK: JSON and CSV

  /// The JSON contract: one object, pretty-printed with sorted keys.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // NB: encoding these plain value types cannot fail; a failure would be a programming error.
    let data = try! encoder.encode(results)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// One line per scenario, arm and phase (counts), per kind of action and arm (latency), and
  /// per micro benchmark. A figure that was not measured is an empty field.
  public func csv() -> String {
    let header = [
      "record", "screen", "scenario", "size", "action", "phase", "synchronous", "arm", "parity",
      "view_calls", "widget_writes", "redundant_writes", "samples", "p50_ns", "p50_low_ns",
      "p50_high_ns", "p90_ns", "p99_ns", "max_ns", "p50_minus_floor_ns", "round_spread",
      "allocations_per_action", "ratio_to_reference", "ratio_low", "ratio_high",
      "no_measurable_difference", "ns_per_op", "ratio_to_closure", "within_clock_resolution",
    ]
    var lines = [header.joined(separator: ",")]
    func line(_ fields: [String: String]) {
      lines.append(header.map { csvField(fields[$0] ?? "") }.joined(separator: ","))
    }
    func latencyLine(_ base: [String: String], _ figures: ActionFigures) {
      var fields = base.merging([
        "samples": "\(figures.samples)",
        "allocations_per_action": figures.allocations.map(countText) ?? "",
      ]) { $1 }
      if let latency = figures.latencyNs {
        fields.merge([
          "p50_ns": "\(latency.p50)", "p50_low_ns": "\(latency.p50Low)",
          "p50_high_ns": "\(latency.p50High)", "p90_ns": "\(latency.p90)",
          "p99_ns": latency.p99.map(String.init) ?? "", "max_ns": "\(latency.max)",
          "p50_minus_floor_ns": latency.p50MinusFloor.map(String.init) ?? "",
          "round_spread": decimalText(latency.spread),
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
      line(fields)
    }
    for scenario in results.scenarios {
      let base = [
        "screen": scenario.screen.rawValue, "scenario": scenario.name, "size": "\(scenario.size)",
        "parity": "\(scenario.parity)",
      ]
      for arm in results.arms {
        guard let counts = scenario.arms[arm.id] else { continue }
        for phase in Phase.allCases {
          let figures = counts.counts(of: phase)
          line(
            base.merging([
              "record": "counts", "phase": phase.rawValue, "arm": arm.id,
              "view_calls": "\(figures.viewCalls)", "widget_writes": "\(figures.widgetWrites)",
              "redundant_writes": "\(figures.redundantWrites)",
            ]) { $1 })
        }
      }
      for action in scenario.actions {
        for arm in results.arms {
          guard let figures = action.arms[arm.id] else { continue }
          latencyLine(
            base.merging([
              "record": "latency", "action": action.kind, "phase": action.phase.rawValue,
              "synchronous": "\(action.synchronous)", "arm": arm.id,
            ]) { $1 }, figures)
        }
      }
    }
    for initial in results.initialRenders {
      for arm in results.arms {
        guard let figures = initial.figure.arms[arm.id] else { continue }
        latencyLine(
          [
            "record": "initial_render", "screen": initial.screen.rawValue,
            "action": initial.figure.kind, "phase": initial.figure.phase.rawValue,
            "synchronous": "\(initial.figure.synchronous)", "arm": arm.id,
          ], figures)
      }
    }
    for row in results.micro {
      line([
        "record": "micro", "screen": "Signals", "scenario": row.name,
        "ns_per_op": decimalText(row.nsPerOp), "ratio_to_closure": decimalText(row.ratioToClosure),
      ])
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func csvField(_ text: String) -> String {
    guard text.contains(",") || text.contains("\"") || text.contains("\n") else { return text }
    return "\""
      + text.split(separator: "\"", omittingEmptySubsequences: false)
      .joined(separator: "\"\"") + "\""
  }

  // MARK: Tables

  /// Fixed-width tables for a terminal of 100 columns, then the summary.
  public func table() -> String {
    var sections = [header()]
    for screen in Screen.allCases {
      let rows = results.scenarios.filter { $0.screen == screen }
      guard !rows.isEmpty else { continue }
      sections.append(countsTable(screen, rows))
      if rows.contains(where: { !$0.actions.isEmpty && $0.iterations > 0 }) {
        sections.append(latencyTable(screen, rows))
      }
    }
    if !results.micro.isEmpty {
      sections.append(MicroTable(results: results.micro).render())
    }
    sections.append(wrap(BenchSummary(results: results).paragraph, width: 100))
    return sections.joined(separator: "\n\n") + "\n"
  }

  /// The run's provenance, one fact per line.
  var provenance: [String] {
    var lines = [
      "\(results.configuration) build, \(results.toolchain)",
      [results.machine, results.cpu, results.coreKinds ?? "\(results.cores) cores"]
        .compactMap { $0 }.joined(separator: "; "),
      "commit \(results.commit ?? "unknown (not a git checkout)"); \(results.date)"
        + (results.quick ? "; quick run" : ""),
    ]
    if results.scenarios.contains(where: { $0.iterations > 0 }) {
      lines.append(
        "\(results.repeats) timed rounds per scenario after a warm-up; arms interleaved, "
          + "in a rotating order")
    } else if !results.scenarios.isEmpty {
      lines.append("counts only: nothing was timed")
    }
    if let tick = results.clockTickNs {
      lines.append(
        "clock tick \(tick) ns, the smallest step between readings: no difference within a "
          + "tick is called")
    }
    if let text = allocationsText {
      lines.append("allocations: " + text)
    }
    if let floor = results.latencyFloorNs {
      lines.append(
        "latency floor (an empty action through the same path): p50 \(nanosecondsText(floor.p50))")
    }
    return lines
  }

  /// Whether and how allocations were counted, or `nil` when the results do not say.
  var allocationsText: String? {
    results.allocationsCounted.map { counted in
      counted
        ? "counted (glibc's malloc interposed)"
        : "not counted on this platform (\(BuildInfo.allocationsNotCountedReason))"
    }
  }

  private func header() -> String {
    var lines = ["pattern-bench: \(results.arms.count) arms"] + provenance
    lines.append("arms (ratios divide by the reference, \(referenceName)):")
    for arm in results.arms {
      lines.append("  \(pad(arm.name, 17))\(arm.description)")
    }
    lines.append(
      "counts: view calls/widget writes/redundant writes of the actions (initial render apart);"
    )
    lines.append(
      "latency: p50 of one kind of action until the view settled; ratio ±half its 95 % "
        + "interval;")
    lines.append("  ≈ no measurable difference (the interval holds 1.0); a = awaited, s = sync")
    if results.clockTickNs != nil {
      lines.append("  ~ within the clock's resolution (a difference of one tick or less)")
    }
    return lines.joined(separator: "\n")
  }

  private var referenceName: String {
    results.arms.first { $0.id == results.reference }?.name ?? results.reference
  }

  private var armColumn: Int {
    max(10, min(14, (100 - 30) / max(1, results.arms.count)))
  }

  private func countsTable(_ screen: Screen, _ rows: [ScenarioResult]) -> String {
    let width = armColumn
    let nameWidth = 100 - width * results.arms.count
    var lines = [
      pad("\(screen.rawValue): counts", nameWidth)
        + results.arms.map { leftPad(String($0.name.prefix(width - 1)), width) }.joined()
    ]
    lines.append(String(repeating: "-", count: nameWidth + width * results.arms.count))
    if let first = rows.first {
      lines.append(
        pad("(initial render)", nameWidth)
          + results.arms.map { arm in
            leftPad(first.arms[arm.id].map { "\($0.initialRender)" } ?? "—", width)
          }.joined())
    }
    for row in rows {
      let name = (row.parity ? "" : "✗ ") + row.title
      if name.count > nameWidth - 1 { lines.append(name) }
      lines.append(
        pad(name.count > nameWidth - 1 ? "" : name, nameWidth)
          + results.arms.map { arm in
            leftPad(row.arms[arm.id].map { "\($0.actions)" } ?? "—", width)
          }.joined())
    }
    return lines.joined(separator: "\n")
  }

  private func latencyTable(_ screen: Screen, _ rows: [ScenarioResult]) -> String {
    let width = armColumn
    let nameWidth = 100 - width * results.arms.count
    var lines = [
      pad("\(screen.rawValue): p50 latency", nameWidth)
        + results.arms.map { leftPad(String($0.name.prefix(width - 1)), width) }.joined()
    ]
    lines.append(String(repeating: "-", count: nameWidth + width * results.arms.count))
    if let initial = initialRender(of: screen) {
      lines.append(
        pad("s initial render (\(initial.scenarios) scenarios)", nameWidth)
          + results.arms.map { arm in
            leftPad(
              latencyCell(initial.figure.arms[arm.id], reference: arm.id == results.reference),
              width)
          }.joined())
    }
    for row in rows where row.iterations > 0 {
      for action in row.userActions {
        let name = "\(action.synchronous ? "s" : "a") \(row.title) · \(action.kind)"
        if name.count > nameWidth - 1 { lines.append(name) }
        lines.append(
          pad(name.count > nameWidth - 1 ? "" : name, nameWidth)
            + results.arms.map { arm in
              leftPad(
                latencyCell(action.arms[arm.id], reference: arm.id == results.reference), width)
            }.joined())
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The initial render of `screen`, pooled over its scenarios (every scenario of a screen
  /// renders the same empty screen first; JSON and CSV also keep each scenario's own figure).
  private func initialRender(of screen: Screen) -> ScreenInitialRender? {
    results.initialRenders.first { $0.screen == screen }
  }

  private func latencyCell(_ figures: ActionFigures?, reference: Bool) -> String {
    guard let figures, let latency = figures.latencyNs else { return "—" }
    if reference { return nanosecondsText(latency.p50, unit: false) }
    guard let ratio = figures.ratioToReference else { return "—" }
    if ratio.noMeasurableDifference { return "≈" + decimalText(ratio.value) + "×" }
    if ratio.withinClockResolution { return "~" + decimalText(ratio.value) + "×" }
    let halfWidth = max(ratio.value - ratio.low, ratio.high - ratio.value) / ratio.value * 100
    return decimalText(ratio.value) + "×±" + String(Int(halfWidth.rounded())) + "%"
  }

  // MARK: Markdown

  /// GitHub-flavoured Markdown: the counts (exact, reproducible), the latency figures with
  /// their intervals, the micro table and the summary.
  public func markdown() -> String {
    var sections = [
      "## pattern-bench results", provenanceMarkdown, armsMarkdown, countsMarkdown(),
    ]
    if let latency = latencyMarkdown() { sections.append(latency) }
    if let micro = microMarkdown() { sections.append(micro) }
    sections.append(BenchSummary(results: results).paragraph)
    return sections.joined(separator: "\n\n") + "\n"
  }

  /// The run's provenance as one Markdown paragraph.
  var provenanceMarkdown: String {
    provenance.joined(separator: "; ") + "."
  }

  /// Every arm, its id and what sets it apart, as one Markdown paragraph.
  var armsMarkdown: String {
    "Arms: "
      + results.arms.map { "**\($0.name)** (`\($0.id)`): \($0.description)" }
      .joined(separator: " ") + " Ratios divide by \(referenceName)."
  }

  /// `###` for `level` 3.
  private func heading(_ level: Int, _ text: String) -> String {
    String(repeating: "#", count: level) + " " + text
  }

  /// The Signals micro benchmarks as a Markdown table under a heading of `level`; `nil` when
  /// the run had none.
  func microMarkdown(level: Int = 3) -> String? {
    guard !results.micro.isEmpty else { return nil }
    var lines = [
      heading(level, "Signals micro benchmarks"), "",
      "| benchmark | ns/op | × closure call | budget |", "|---|--:|--:|---|",
    ]
    for row in results.micro {
      lines.append(
        "| \(row.name) | \(decimalText(row.nsPerOp)) | \(decimalText(row.ratioToClosure))× "
          + "| \(row.budgetText(miss: "**miss**")) |")
    }
    return lines.joined(separator: "\n")
  }

  /// The counts tables alone, between markers: exact and reproducible, so a check can compare
  /// them with a fresh run's (`--check-results`). Headed at `level`, each screen one below.
  public func countsMarkdown(level: Int = 3) -> String {
    var lines = [
      BenchFormatter.countsStart,
      heading(level, "Counts"),
      "",
      "Each cell: view calls / widget writes / redundant writes. The first row of each screen is "
        + "the initial render (build, attach or bind, first display); the scenario rows count "
        + "the actions after it.",
    ]
    for screen in Screen.allCases {
      let rows = results.scenarios.filter { $0.screen == screen }
      guard let first = rows.first else { continue }
      lines += [
        "", heading(level + 1, screen.rawValue), "",
        "| scenario | parity | " + results.arms.map(\.name).joined(separator: " | ") + " |",
        "|---|:-:|" + String(repeating: "--:|", count: results.arms.count),
        "| *initial render* | | "
          + results.arms.map { arm in
            first.arms[arm.id].map { markdownCounts($0.initialRender) } ?? "—"
          }.joined(separator: " | ") + " |",
      ]
      for row in rows {
        lines.append(
          "| \(row.title) | \(row.parity ? "✓" : "✗") | "
            + results.arms.map { arm in
              row.arms[arm.id].map { markdownCounts($0.actions) } ?? "—"
            }.joined(separator: " | ") + " |")
      }
    }
    lines.append(BenchFormatter.countsEnd)
    return lines.joined(separator: "\n")
  }

  /// Marks the start of the counts section in Markdown output.
  public static let countsStart = "<!-- counts -->"
  /// Marks the end of the counts section in Markdown output.
  public static let countsEnd = "<!-- /counts -->"

  private func markdownCounts(_ counts: ViewCounts) -> String {
    "\(counts.viewCalls) / \(counts.widgetWrites) / \(counts.redundantWrites)"
  }

  /// The latency tables under a heading of `level`, each screen one below; `nil` when nothing
  /// was timed.
  func latencyMarkdown(level: Int = 3) -> String? {
    guard results.scenarios.contains(where: { $0.iterations > 0 }) else { return nil }
    var lines = [
      heading(level, "Latency"),
      "",
      "One kind of action per row, timed from its start until the view settled. "
        + "\(referenceName): p50 [95 % interval], p50 less the floor, and the spread of the "
        + "round medians (± half their range); other arms: "
        + "p50 ÷ \(referenceName)'s p50 [95 % bootstrap interval]; ≈ marks no measurable "
        + "difference (the interval holds 1.0)"
        + (results.clockTickNs.map {
          ", ~ a difference within the clock's resolution (one \($0) ns tick or less)"
        } ?? "") + ". *sync* actions settle without awaiting a task "
        + "or a timer. Allocations per action in the last column, in arm order.",
    ]
    for screen in Screen.allCases {
      let rows = results.scenarios.filter { $0.screen == screen && $0.iterations > 0 }
      guard !rows.isEmpty else { continue }
      lines += [
        "", heading(level + 1, screen.rawValue), "",
        "| scenario | action | | samples | \(referenceName) p50 | "
          + results.comparedArms.map(\.name).joined(separator: " | ") + " | allocs |",
        "|---|---|:-:|--:|--:|" + String(repeating: "--:|", count: results.comparedArms.count)
          + "--:|",
      ]
      let initial = initialRender(of: screen).map {
        [(title: "*initial render* (\($0.scenarios) scenarios)", action: $0.figure)]
      }
      let pairs = rows.flatMap { row in row.userActions.map { (title: row.title, action: $0) } }
      for (title, action) in (initial ?? []) + pairs {
        let reference = action.arms[results.reference]
        let referenceCell: String
        if let latency = reference?.latencyNs {
          referenceCell =
            "\(nanosecondsText(latency.p50)) [\(nanosecondsText(latency.p50Low, unit: false))–"
            + "\(nanosecondsText(latency.p50High, unit: false))]"
            + (latency.p50MinusFloor.map { " (\(nanosecondsText($0)) net" } ?? " (")
            + (latency.p50MinusFloor == nil ? "" : ", ")
            + "rounds ±\(Int((latency.spread * 50).rounded()))%)"
        } else {
          referenceCell = "—"
        }
        let ratios = results.comparedArms.map { arm -> String in
          guard let ratio = action.arms[arm.id]?.ratioToReference else { return "—" }
          let text =
            "\(decimalText(ratio.value))× [\(decimalText(ratio.low))–\(decimalText(ratio.high))]"
          if ratio.noMeasurableDifference { return "≈ " + text }
          return ratio.withinClockResolution ? "~ " + text : text
        }
        let allocations = results.arms.map { arm in
          action.arms[arm.id]?.allocations.map(countText) ?? "n/a"
        }.joined(separator: "/")
        lines.append(
          "| \(title) | \(action.kind) | \(action.synchronous ? "sync" : "async") | "
            + "\(reference?.samples ?? 0) | \(referenceCell) | "
            + ratios.joined(separator: " | ") + " | \(allocations) |")
      }
    }
    return lines.joined(separator: "\n")
  }

}

/// A count, such as allocations per action: whole numbers without a decimal point.
func countText(_ value: Double) -> String {
  guard value.isFinite else { return "n/a" }
  return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : decimalText(value)
}

/// Number formatting shared by the text formats.
func decimalText(_ value: Double) -> String {
  guard value.isFinite else { return "n/a" }
  if value >= 100 { return String(Int(value.rounded())) }
  if value >= 10 { return String((value * 10).rounded() / 10) }
  return String((value * 100).rounded() / 100)
}

/// `1 234 ns`, `12.3 µs`, `4.56 ms`: three significant figures with a unit.
func nanosecondsText(_ value: Int, unit: Bool = true) -> String {
  let (scaled, suffix): (Double, String) =
    switch value {
    case ..<10_000: (Double(value), "ns")
    case ..<10_000_000: (Double(value) / 1_000, "µs")
    default: (Double(value) / 1_000_000, "ms")
    }
  return decimalText(scaled) + (unit ? " " + suffix : suffix)
}

func pad(_ text: String, _ width: Int) -> String {
  text.count >= width
    ? String(text.prefix(width - 1)) + " "
    : text + String(repeating: " ", count: width - text.count)
}

func leftPad(_ text: String, _ width: Int) -> String {
  text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
}

/// `text` wrapped at spaces to lines of at most `width` characters.
func wrap(_ text: String, width: Int) -> String {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ") {
    if !line.isEmpty, line.count + 1 + word.count > width {
      lines.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  if !line.isEmpty { lines.append(line) }
  return lines.joined(separator: "\n")
}
