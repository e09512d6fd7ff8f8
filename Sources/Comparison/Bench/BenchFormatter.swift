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

  /// One line per scenario and pattern, then one per micro benchmark.
  public func csv() -> String {
    var lines = [
      "kind,screen,scenario,size,pattern,parity,view_calls,widget_writes,redundant_writes,"
        + "p50_ns,p90_ns,p99_ns,max_ns,allocations_per_action,ns_per_op,ratio_to_closure"
    ]
    for scenario in results.scenarios {
      for pattern in Pattern.allCases {
        guard let figures = scenario[pattern] else { continue }
        let latency = figures.latencyNs
        lines.append(
          [
            "scenario", scenario.screen, scenario.name, "\(scenario.size)", pattern.rawValue,
            "\(scenario.parity)", "\(figures.viewCalls)", "\(figures.widgetWrites)",
            "\(figures.redundantWrites)", "\(latency.p50)", "\(latency.p90)", "\(latency.p99)",
            "\(latency.max)", figures.allocations.map { format($0) } ?? "", "", "",
          ].map(csvField).joined(separator: ","))
      }
    }
    for row in results.micro {
      lines.append(
        [
          "micro", "Signals", row.name, "", "", "", "", "", "", "", "", "", "", "",
          format(row.nsPerOp), format(row.ratioToClosure),
        ].map(csvField).joined(separator: ","))
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
      let rows = results.scenarios.filter { $0.screen == screen.rawValue }
      guard !rows.isEmpty else { continue }
      sections.append(screenTable(screen.rawValue, rows))
    }
    if !results.micro.isEmpty {
      sections.append(MicroTable(results: results.micro).render())
    }
    sections.append(wrap(BenchSummary(results: results).paragraph, width: 100))
    return sections.joined(separator: "\n\n") + "\n"
  }

  private func header() -> String {
    var lines = [
      "pattern-bench: MVVM vs MVP, \(results.configuration) build, \(results.toolchain)",
      "\(results.machine); \(results.date)\(results.quick ? "; quick run" : "")",
    ]
    if let floor = results.latencyFloorNs {
      lines.append(
        "latency floor (an empty action through the same path): p50 \(nanoseconds(floor.p50))")
    }
    lines.append(
      "columns: MVVM/MVP and the ratio MVVM÷MVP; latency: p50 of one action until the view settled"
    )
    return lines.joined(separator: "\n")
  }

  private func screenTable(_ screen: String, _ rows: [ScenarioResult]) -> String {
    let columns: [(String, Int)] = [
      (screen, 27), ("size", 8), ("view calls", 11), ("widget writes", 14),
      ("redundant", 10), ("p50 latency", 20), ("allocs", 10),
    ]
    var lines = [
      columns.enumerated().map { index, column in
        index == 0 ? pad(column.0, column.1) : leftPad(column.0, column.1)
      }.joined()
    ]
    lines.append(String(repeating: "-", count: columns.map(\.1).reduce(0, +)))
    for row in rows {
      guard let mvvm = row[.mvvm], let mvp = row[.mvp] else { continue }
      let name = row.parity ? row.name : "✗ " + row.name
      // A name too long for its column gets a line of its own, so it is never cut.
      if name.count > 26 {
        lines.append(name)
      }
      let cells = [
        pad(name.count > 26 ? "" : name, 27),
        leftPad(row.size == 0 ? "" : groupDigits(row.size), 8),
        leftPad(pair(mvvm.viewCalls, mvp.viewCalls, ratio: true), 11),
        leftPad(pair(mvvm.widgetWrites, mvp.widgetWrites, ratio: true), 14),
        leftPad("\(mvvm.redundantWrites)/\(mvp.redundantWrites)", 10),
        leftPad(latencyPair(mvvm.latencyNs.p50, mvp.latencyNs.p50, samples: mvp.samples), 20),
        leftPad(allocationPair(mvvm.allocations, mvp.allocations), 10),
      ]
      lines.append(cells.joined())
    }
    return lines.joined(separator: "\n")
  }

  /// GitHub-flavoured Markdown: one table per screen and the micro table.
  public func markdown() -> String {
    var sections = [
      "## pattern-bench results",
      "\(results.configuration) build, \(results.toolchain); \(results.machine); \(results.date)"
        + (results.quick ? " (quick run)" : ""),
    ]
    if let floor = results.latencyFloorNs {
      sections.append("Latency floor (an empty action): p50 \(nanoseconds(floor.p50)).")
    }
    for screen in Screen.allCases {
      let rows = results.scenarios.filter { $0.screen == screen.rawValue }
      guard !rows.isEmpty else { continue }
      var lines = [
        "### \(screen.rawValue)", "",
        "| scenario | size | view calls MVVM / MVP | widget writes MVVM / MVP | redundant MVVM / MVP "
          + "| p50 MVVM / MVP | p99 MVVM / MVP | allocs/action MVVM / MVP | parity |",
        "|---|--:|--:|--:|--:|--:|--:|--:|:-:|",
      ]
      for row in rows {
        guard let mvvm = row[.mvvm], let mvp = row[.mvp] else { continue }
        lines.append(
          "| \(row.name) | \(row.size == 0 ? "" : groupDigits(row.size)) "
            + "| \(pair(mvvm.viewCalls, mvp.viewCalls, ratio: true)) "
            + "| \(pair(mvvm.widgetWrites, mvp.widgetWrites, ratio: true)) "
            + "| \(mvvm.redundantWrites) / \(mvp.redundantWrites) "
            + "| \(latencyPair(mvvm.latencyNs.p50, mvp.latencyNs.p50, samples: mvp.samples)) "
            + "| \(mvp.samples == 0 ? "—" : p99Pair(mvvm.latencyNs.p99, mvp.latencyNs.p99)) "
            + "| \(allocationPair(mvvm.allocations, mvp.allocations)) "
            + "| \(row.parity ? "✓" : "✗") |")
      }
      sections.append(lines.joined(separator: "\n"))
    }
    if !results.micro.isEmpty {
      var lines = [
        "### Signals micro benchmarks", "",
        "| benchmark | ns/op | × closure call | budget |", "|---|--:|--:|---|",
      ]
      for row in results.micro {
        lines.append(
          "| \(row.name) | \(format(row.nsPerOp)) | \(format(row.ratioToClosure))× "
            + "| \(row.budgetText(miss: "**miss**")) |")
      }
      sections.append(lines.joined(separator: "\n"))
    }
    sections.append(BenchSummary(results: results).paragraph)
    return sections.joined(separator: "\n\n") + "\n"
  }

  // MARK: Cells

  private func pair(_ mvvm: Int, _ mvp: Int, ratio: Bool) -> String {
    let text = "\(mvvm)/\(mvp)"
    guard ratio, mvp > 0 else { return text }
    return text + " " + format(Double(mvvm) / Double(mvp)) + "×"
  }

  private func latencyPair(_ mvvm: Int, _ mvp: Int, samples: Int = 1) -> String {
    guard samples > 0 else { return "—" }
    let text = nanoseconds(mvvm, unit: false) + "/" + nanoseconds(mvp, unit: false)
    guard mvp > 0 else { return text }
    return text + " " + format(Double(mvvm) / Double(mvp)) + "×"
  }

  private func p99Pair(_ mvvm: Int, _ mvp: Int) -> String {
    nanoseconds(mvvm) + " / " + nanoseconds(mvp)
  }

  private func allocationPair(_ mvvm: Double?, _ mvp: Double?) -> String {
    guard let mvvm, let mvp else { return "n/a" }
    return formatCount(mvvm) + "/" + formatCount(mvp)
  }
}

/// A count, such as allocations per action: whole numbers without a decimal point.
func formatCount(_ value: Double) -> String {
  guard value.isFinite else { return "n/a" }
  return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : format(value)
}

/// Number formatting shared by the text formats.
func format(_ value: Double) -> String {
  guard value.isFinite else { return "n/a" }
  if value >= 100 { return String(Int(value.rounded())) }
  if value >= 10 { return String((value * 10).rounded() / 10) }
  return String((value * 100).rounded() / 100)
}

/// `1 234 ns`, `12.3 µs`, `4.56 ms`: three significant figures with a unit.
func nanoseconds(_ value: Int, unit: Bool = true) -> String {
  let (scaled, suffix): (Double, String) =
    switch value {
    case ..<10_000: (Double(value), "ns")
    case ..<10_000_000: (Double(value) / 1_000, "µs")
    default: (Double(value) / 1_000_000, "ms")
    }
  return format(scaled) + (unit ? " " + suffix : suffix)
}

/// `100 000`: digits grouped by three with spaces.
func groupDigits(_ value: Int) -> String {
  value.formatted()
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
