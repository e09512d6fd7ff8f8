/// The self-contained HTML report: charts of the tradeoff drawn as inline SVG, then the
/// tables, with no script, font or stylesheet from outside.
///
/// The document is well-formed XHTML, so it can be checked with an XML parser.
public struct HTMLReport {
  /// The results to draw.
  public var results: BenchResults

  /// The colour of each pattern, readable by people with the common colour-vision deficiencies.
  static let colors: [Pattern: String] = [.mvvm: "#1f77b4", .mvp: "#ff7f0e"]

  /// Creates a report.
  public init(results: BenchResults) {
    self.results = results
  }

  /// The HTML document.
  public func render() -> String {
    var body: [String] = [
      "<h1>MVVM or MVP? pattern-bench report</h1>",
      "<p class=\"machine\">\(escape(results.machine)); \(escape(results.toolchain)), "
        + "\(escape(results.configuration)) build; \(escape(results.date))"
        + (results.quick ? "; quick run" : "") + "</p>",
      "<p>\(escape(BenchSummary(results: results).paragraph))</p>",
    ]
    if !results.scenarios.isEmpty {
      body.append("<h2>View updates per scenario</h2>")
      body.append(
        "<p>How often each pattern crossed into the view (an MVP protocol call, an MVVM "
          + "binding call), over the whole scenario. Fewer is cheaper for a real toolkit.</p>")
      for screen in screens {
        body.append(
          updatesChart(screen: screen, metric: "view calls", value: { Double($0.viewCalls) }))
      }
      body.append(
        "<p>Of the widget writes, those that stored the value already on screen (redundant):</p>")
      for screen in screens {
        body.append(
          updatesChart(
            screen: screen, metric: "redundant writes", value: { Double($0.redundantWrites) }))
      }
      body.append("<h2>Latency per scenario</h2>")
      body.append(
        "<p>From the start of an action until the view has settled, median and 99th "
          + "percentile over the runs, logarithmic scale.</p>")
      for screen in screens {
        body.append(latencyChart(screen: screen))
      }
      if let scaling = scalingChart() {
        body.append("<h2>List size scaling</h2>")
        body.append(
          "<p>Loading time per row as the list grows: flat lines mean linear cost.</p>")
        body.append(scaling)
      }
      body.append("<h2>Figures</h2>")
      body.append(scenarioTable())
    }
    if !results.micro.isEmpty {
      body.append("<h2>Signals micro benchmarks</h2>")
      body.append(
        "<p>Nanoseconds per operation as a multiple of calling a stored closure (the floor), "
          + "logarithmic scale; a black mark is the budget.</p>")
      body.append(microChart())
      body.append(microTable())
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head>
      <meta charset="utf-8"/>
      <title>pattern-bench report</title>
      <style>
      body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em auto;
        max-width: 920px; color: #222; line-height: 1.45; }
      h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 2em; }
      .machine { color: #555; font-size: 0.9em; }
      svg { display: block; margin: 1em 0; }
      svg text { font-family: inherit; font-size: 11px; fill: #333; }
      svg .title { font-size: 13px; font-weight: 600; }
      svg .axis-label { font-size: 12px; }
      svg .grid { stroke: #ddd; stroke-width: 1; }
      svg .axis { stroke: #555; stroke-width: 1; }
      svg .budget { stroke: #000; stroke-width: 3; }
      table { border-collapse: collapse; font-size: 0.85em; margin: 1em 0; }
      th, td { border-bottom: 1px solid #ddd; padding: 3px 8px; text-align: right; }
      th:first-child, td:first-child { text-align: left; }
      td.miss { color: #b00; font-weight: 600; }
      @media print { body { margin: 0; max-width: none; } svg { page-break-inside: avoid; } }
      </style>
      </head>
      <body>
      \(body.joined(separator: "\n"))
      </body>
      </html>

      """
  }

  private var compared: [ScenarioResult] {
    results.scenarios.filter { $0[.mvvm] != nil && $0[.mvp] != nil }
  }

  /// The screens that have results, in the usual order.
  private var screens: [String] {
    Screen.allCases.map(\.rawValue).filter { screen in compared.contains { $0.screen == screen } }
  }

  private func label(_ scenario: ScenarioResult) -> String {
    scenario.size == 0 ? scenario.name : "\(scenario.name) (\(scenario.size.formatted()))"
  }

  private func series(
    _ rows: [ScenarioResult], _ value: (PatternResult) -> Double, suffix: String = ""
  ) -> [ChartSeries] {
    Pattern.allCases.map { pattern in
      ChartSeries(
        name: pattern.description + suffix, color: Self.colors[pattern] ?? "#888",
        values: rows.map { value($0[pattern]!) })
    }
  }

  private func updatesChart(
    screen: String, metric: String, value: (PatternResult) -> Double
  ) -> String {
    let rows = compared.filter { $0.screen == screen }
    return SVGChart().groupedBars(
      title: "\(screen): \(metric) per scenario", categories: rows.map(label),
      series: series(rows, value), valueLabel: "\(metric) (count)",
      format: { formatCount($0) })
  }

  private func latencyChart(screen: String) -> String {
    // Scenarios whose every step is set-up have no latency samples.
    let rows = compared.filter { $0.screen == screen && $0[.mvp]!.samples > 0 }
    let p50 = series(rows, { Double($0.latencyNs.p50) }, suffix: " p50")
    let p99 = series(rows, { Double($0.latencyNs.p99) }, suffix: " p99").map {
      ChartSeries(name: $0.name, color: $0.color + "88", values: $0.values)
    }
    return SVGChart().groupedBars(
      title: "\(screen): latency of one action (log scale)", categories: rows.map(label),
      series: [p50[0], p99[0], p50[1], p99[1]], valueLabel: "latency", logarithmic: true,
      format: { nanoseconds(Int($0)) })
  }

  private func scalingChart() -> String? {
    var lines: [ChartSeries] = []
    var sizes: [Double] = []
    for screen in [Screen.userList, .dogList] {
      // From 1 000 rows up: below that a fixed cost per load hides the per-row cost.
      let rows = compared.filter {
        $0.screen == screen.rawValue && $0.name.hasSuffix(".load") && $0.size >= 1_000
      }
      .sorted { $0.size < $1.size }
      guard rows.count >= 2 else { continue }
      sizes = rows.map { Double($0.size) }
      for pattern in Pattern.allCases {
        lines.append(
          ChartSeries(
            name: "\(screen.rawValue) \(pattern)",
            color: (Self.colors[pattern] ?? "#888") + (screen == .userList ? "" : "99"),
            values: rows.map { Double($0[pattern]!.latencyNs.p50) / Double($0.size) }))
      }
    }
    guard !lines.isEmpty else { return nil }
    return SVGChart().lines(
      title: "Load time per row", xValues: sizes, series: lines, xLabel: "rows (log scale)",
      valueLabel: "ns per row", format: { formatCount($0) })
  }

  private func microChart() -> String {
    SVGChart().horizontalBars(
      title: "Signals against the floor and Apple's Observation",
      categories: results.micro.map(\.name), values: results.micro.map(\.ratioToClosure),
      colors: results.micro.map { row in
        row.name == MicroBenchmark.floorName
          ? "#999" : row.name.hasPrefix("Observation") ? "#2ca02c" : "#1f77b4"
      },
      budgets: results.micro.map { row in
        row.floorBudget ?? row.nanosecondBudget.map { $0 / (row.nsPerOp / row.ratioToClosure) }
      },
      valueLabel: "× closure call (log scale)", format: { format($0) + "×" })
  }

  private func scenarioTable() -> String {
    var rows = [
      "<table><thead><tr><th>scenario</th><th>size</th><th>view calls MVVM / MVP</th>"
        + "<th>widget writes MVVM / MVP</th><th>redundant MVVM / MVP</th>"
        + "<th>p50 MVVM / MVP</th><th>p99 MVVM / MVP</th><th>allocs MVVM / MVP</th>"
        + "<th>parity</th></tr></thead><tbody>"
    ]
    for scenario in compared {
      let mvvm = scenario[.mvvm]!
      let mvp = scenario[.mvp]!
      let cells = [
        escape(scenario.name), scenario.size == 0 ? "" : scenario.size.formatted(),
        "\(mvvm.viewCalls) / \(mvp.viewCalls)", "\(mvvm.widgetWrites) / \(mvp.widgetWrites)",
        "\(mvvm.redundantWrites) / \(mvp.redundantWrites)",
        mvp.samples == 0
          ? "—" : "\(nanoseconds(mvvm.latencyNs.p50)) / \(nanoseconds(mvp.latencyNs.p50))",
        mvp.samples == 0
          ? "—" : "\(nanoseconds(mvvm.latencyNs.p99)) / \(nanoseconds(mvp.latencyNs.p99))",
        [mvvm.allocations, mvp.allocations].map { $0.map(formatCount) ?? "n/a" }
          .joined(separator: " / "),
        scenario.parity ? "✓" : "✗",
      ]
      rows.append(
        "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>")
    }
    rows.append("</tbody></table>")
    return rows.joined(separator: "\n")
  }

  private func microTable() -> String {
    var rows = [
      "<table><thead><tr><th>benchmark</th><th>ns/op</th><th>× closure call</th>"
        + "<th>budget</th></tr></thead><tbody>"
    ]
    for row in results.micro {
      var budget = ""
      if let limit = row.floorBudget { budget = "≤ \(format(limit))×" }
      if let limit = row.nanosecondBudget { budget = "≤ \(format(limit)) ns" }
      let verdict = row.meetsBudget.map { $0 ? " pass" : " miss" } ?? ""
      rows.append(
        "<tr><td>\(escape(row.name))</td><td>\(format(row.nsPerOp))</td>"
          + "<td>\(format(row.ratioToClosure))×</td>"
          + "<td\(row.meetsBudget == false ? " class=\"miss\"" : "")>\(budget)\(verdict)</td></tr>")
    }
    rows.append("</tbody></table>")
    return rows.joined(separator: "\n")
  }
}
