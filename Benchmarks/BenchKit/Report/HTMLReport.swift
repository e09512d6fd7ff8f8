import Comparison

/// The self-contained HTML report: charts of every arm side by side, drawn as inline SVG, then
/// the tables, with no script, font or stylesheet from outside.
///
/// The document is well-formed XHTML, so it can be checked with an XML parser. It knows no arm
/// by name: it shows the arms the results list, in their order, the reference first.
///
/// ```swift
/// try HTMLReport(results: results).render().write(toFile: "report.html", atomically: true,
///   encoding: .utf8)
/// ```
public struct HTMLReport {
  /// The results to draw.
  public var results: BenchResults

  /// The arm colours, assigned in arm order: the Okabe–Ito palette, which stays distinct
  /// with the common colour-vision deficiencies. Yellow comes last because it is the hardest
  /// to see on white; beyond eight arms the colours repeat and the legends tell arms apart.
  static let palette = [
    "#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000", "#F0E442",
  ]

  /// Creates a report.
  public init(results: BenchResults) {
    self.results = results
  }

  /// The HTML document.
  public func render() -> String {
    var body = [
      "<h1>pattern-bench report: \(results.arms.count) arms</h1>",
      provenanceTable(),
      "<h2>Arms</h2>",
      armsTable(),
      "<h2>Summary</h2>",
      "<p class=\"summary\">\(xmlEscaped(BenchSummary(results: results).paragraph))</p>",
    ]
    body += parityFailures()
    if !results.scenarios.isEmpty {
      body.append(readingGuide())
      for screen in screens {
        let rows = results.scenarios.filter { $0.screen == screen }
        body.append("<h2>\(xmlEscaped(screen.rawValue))</h2>")
        body.append(countsChart(screen, rows, metric: "view calls", \.viewCalls))
        body.append(countsChart(screen, rows, metric: "redundant writes", \.redundantWrites))
        if let chart = ratioChart(screen, rows) { body.append(chart) }
      }
      let scaling = scalingCharts()
      if !scaling.isEmpty {
        body.append("<h2>List size scaling</h2>")
        body.append(
          "<p>The p50 of the load (the scenario's one user action) divided by the number of "
            + "rows, both axes logarithmic: a flat line means a cost linear in the rows. At the "
            + "smallest sizes the fixed cost of a load dominates.</p>")
        body += scaling
      }
      body.append("<h2>Figures</h2>")
      for screen in screens {
        let rows = results.scenarios.filter { $0.screen == screen }
        body.append("<h3>\(xmlEscaped(screen.rawValue))</h3>")
        body.append(countsTable(rows))
        if rows.contains(where: { !$0.actions.isEmpty }) { body.append(latencyTable(rows)) }
      }
    }
    if !results.micro.isEmpty {
      body.append("<h2>Signals micro benchmarks</h2>")
      body.append(
        "<p>Nanoseconds per operation as a multiple of calling a stored closure (the floor, "
          + "grey), logarithmic scale; Apple's Observation is green, Signals blue; a black "
          + "mark is the budget.</p>")
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
        max-width: 960px; padding: 0 1em; color: #222; line-height: 1.45; }
      h1 { font-size: 1.6em; } h2 { font-size: 1.3em; margin-top: 2em; } h3 { font-size: 1.1em; }
      svg { display: block; margin: 1em 0; max-width: 100%; height: auto; }
      svg text { font-family: inherit; font-size: 11px; fill: #333; }
      svg .title { font-size: 13px; font-weight: 600; }
      svg .axis-label { font-size: 12px; }
      svg .plot-area { fill: #fcfcfc; }
      svg .grid { stroke: #ddd; stroke-width: 1; }
      svg .axis { stroke: #555; stroke-width: 1; }
      svg .budget { stroke: #000; stroke-width: 3; }
      svg .reference { stroke: #333; stroke-width: 1.5; stroke-dasharray: 6 3; }
      svg .reference-label { font-weight: 600; }
      svg .error-halo { stroke: #fff; stroke-width: 4; fill: none; }
      svg .error-bar { stroke: #222; stroke-width: 1.5; fill: none; }
      svg .missing { fill: #666; font-weight: 600; }
      .scroll { overflow-x: auto; }
      table { border-collapse: collapse; font-size: 0.85em; margin: 1em 0; }
      th, td { border-bottom: 1px solid #ddd; padding: 3px 8px; text-align: right;
        vertical-align: top; }
      th:first-child, td:first-child, td.text, th.text { text-align: left; }
      table.facts th { text-align: left; font-weight: 600; }
      .swatch { display: inline-block; width: 0.9em; height: 0.9em; margin-right: 0.4em;
        vertical-align: -0.1em; border: 1px solid #888; }
      td.miss, .alert strong { color: #b00; font-weight: 600; }
      td.same { color: #555; }
      .alert { border-left: 4px solid #b00; padding: 0.2em 1em; background: #fff5f5; }
      .alert pre { font-size: 0.8em; overflow-x: auto; }
      @media print {
        body { margin: 0; max-width: none; font-size: 10pt; }
        svg, tr { page-break-inside: avoid; }
        h2, h3 { page-break-after: avoid; }
        .scroll { overflow: visible; }
      }
      </style>
      </head>
      <body>
      \(body.joined(separator: "\n"))
      </body>
      </html>

      """
  }

  // MARK: Header

  private var reference: ArmInfo? {
    results.arms.first { $0.id == results.reference }
  }

  private var referenceName: String {
    reference?.name ?? results.reference
  }

  /// The colour of `arm`, from its place among the arms.
  func color(of arm: ArmInfo) -> String {
    let index = results.arms.firstIndex(of: arm) ?? 0
    return Self.palette[index % Self.palette.count]
  }

  private func swatch(_ arm: ArmInfo) -> String {
    "<span class=\"swatch\" style=\"background: \(color(of: arm))\"></span>"
  }

  private func provenanceTable() -> String {
    let facts: [(String, String)] = [
      ("Toolchain", results.toolchain),
      ("Configuration", results.configuration),
      ("Machine", results.machine),
      ("CPU", results.cpu ?? "unknown"),
      ("Cores", results.coreKinds ?? "\(results.cores)"),
      ("Allocations", BenchFormatter(results: results).allocationsText ?? "—"),
      (
        "Clock tick",
        results.clockTickNs.map { "\($0) ns (the smallest step between readings)" } ?? "—"
      ),
      ("Commit", results.commit ?? "unknown"),
      ("Date", results.date),
      ("Timed rounds per scenario", "\(results.repeats)"),
      ("Quick run", results.quick ? "yes" : "no"),
      (
        "Latency floor (p50 of an empty action)",
        results.latencyFloorNs.map { nanosecondsText($0.p50) } ?? "—"
      ),
    ]
    return "<table class=\"facts\"><tbody>"
      + facts.map {
        "<tr><th>\(xmlEscaped($0.0))</th><td class=\"text\">\(xmlEscaped($0.1))</td></tr>"
      }
      .joined() + "</tbody></table>"
  }

  private func armsTable() -> String {
    var rows = [
      "<table><thead><tr><th>arm</th><th class=\"text\">id</th><th class=\"text\">what sets it "
        + "apart</th></tr></thead><tbody>"
    ]
    for arm in results.arms {
      let role = arm.id == results.reference ? " (reference: ratios divide by it)" : ""
      rows.append(
        "<tr><td>\(swatch(arm))\(xmlEscaped(arm.name))</td><td class=\"text\"><code>"
          + "\(xmlEscaped(arm.id))</code></td><td class=\"text\">\(xmlEscaped(arm.description + role))"
          + "</td></tr>")
    }
    rows.append("</tbody></table>")
    return rows.joined(separator: "\n")
  }

  private func parityFailures() -> [String] {
    let failures = results.parityFailures
    guard !failures.isEmpty else { return [] }
    var parts = [
      "<div class=\"alert\"><p><strong>\(failures.count) of \(results.scenarios.count) "
        + "scenarios broke parity</strong>: some arm showed a different screen from "
        + "\(xmlEscaped(referenceName)). That is a bug, not a finding; their figures compare "
        + "different work.</p><ul>"
    ]
    for scenario in failures {
      parts.append(
        "<li>\(xmlEscaped(scenario.title))"
          + scenario.parityFailures.map { "<pre>\(xmlEscaped($0))</pre>" }.joined() + "</li>")
    }
    parts.append("</ul></div>")
    return parts
  }

  private func readingGuide() -> String {
    "<p>Per screen: how often each arm crossed into the view (a protocol call, a binding "
      + "call) and how many of its widget writes stored the value already on screen, first for "
      + "the initial render, then for each scenario's actions; fewer is cheaper for a real "
      + "toolkit. Then each arm's p50 latency per kind of action divided by "
      + "\(xmlEscaped(referenceName))'s, on a logarithmic scale: bars start at the dashed 1× line, "
      + "up for slower, down for faster; the whisker is the 95 % bootstrap interval, and one "
      + "that crosses 1× means no measurable difference. <em>sync</em> actions settle without "
      + "waiting for a task or a timer; <em>awaited</em> ones wait. ✗ marks a scenario that "
      + "broke parity; — marks a figure that was not measured.</p>"
  }

  // MARK: Charts

  /// The screens that have results, in the order the results list them.
  private var screens: [Screen] {
    var seen: [Screen] = []
    for scenario in results.scenarios where !seen.contains(scenario.screen) {
      seen.append(scenario.screen)
    }
    return seen
  }

  private func label(_ scenario: ScenarioResult) -> String {
    (scenario.parity ? "" : "✗ ") + scenario.title
  }

  /// The initial-render categories of a screen: one when every scenario rendered the same
  /// counts first, otherwise one per scenario.
  private func initialRenders(_ rows: [ScenarioResult]) -> [(String, ScenarioResult)] {
    guard let first = rows.first else { return [] }
    let renders = { (row: ScenarioResult) in row.arms.mapValues(\.initialRender) }
    if rows.allSatisfy({ renders($0) == renders(first) }) {
      return [("initial render", first)]
    }
    return rows.map { ("\(label($0)) · initial render", $0) }
  }

  private func countsChart(
    _ screen: Screen, _ rows: [ScenarioResult], metric: String,
    _ figure: KeyPath<ViewCounts, Int>
  ) -> String {
    let initial = initialRenders(rows)
    let categories = initial.map(\.0) + rows.map(label)
    let series = results.arms.map { arm in
      let first = initial.map {
        $0.1.arms[arm.id].map { Double($0.initialRender[keyPath: figure]) }
      }
      let then = rows.map { $0.arms[arm.id].map { Double($0.actions[keyPath: figure]) } }
      return ChartSeries(name: arm.name, color: color(of: arm), values: first + then)
    }
    return SVGChart().groupedBars(
      title: "\(screen.rawValue): \(metric), initial render and each scenario's actions",
      categories: categories, series: series, valueLabel: "\(metric) (count)",
      format: { countText($0) })
  }

  /// The timed actions of a screen: its initial render, pooled over its scenarios, then each
  /// scenario's user actions.
  private func timedActions(_ screen: Screen?, _ rows: [ScenarioResult]) -> [(
    String, ActionResult
  )] {
    let initial = results.initialRenders.filter { $0.screen == screen }.map {
      ("\($0.screen.rawValue) (\($0.scenarios) scenarios)", $0.figure)
    }
    return initial + rows.flatMap { row in row.userActions.map { (label(row), $0) } }
  }

  private func ratioChart(_ screen: Screen, _ rows: [ScenarioResult]) -> String? {
    let compared = results.comparedArms
    var categories: [String] = []
    var ratios: [[RatioEstimate?]] = compared.map { _ in [] }
    for (title, action) in timedActions(screen, rows)
    where compared.contains(where: { action.arms[$0.id]?.ratioToReference != nil }) {
      categories.append(
        "\(title) · \(action.kind) · \(action.synchronous ? "sync" : "awaited")")
      for (index, arm) in compared.enumerated() {
        ratios[index].append(action.arms[arm.id]?.ratioToReference)
      }
    }
    guard !categories.isEmpty else { return nil }
    let series = zip(compared, ratios).map { arm, estimates in
      ChartSeries(
        name: arm.name, color: color(of: arm), values: estimates.map { $0?.value },
        intervals: estimates.map { estimate in
          estimate.map { min($0.low, $0.high)...max($0.low, $0.high) }
        })
    }
    return SVGChart().groupedBars(
      title: "\(screen.rawValue): p50 latency ÷ \(referenceName)'s, per kind of action",
      categories: categories, series: series,
      valueLabel: "× \(referenceName) (log scale)", logarithmic: true, baseline: 1,
      referenceLine: ReferenceLine(value: 1, label: "1× = \(referenceName)"),
      format: { decimalText($0) + "×" })
  }

  private func scalingCharts() -> [String] {
    Screen.allCases.compactMap { screen in
      guard let name = BenchSummary.loadScenarios[screen] else { return nil }
      let rows = results.scenarios.filter { $0.screen == screen && $0.name == name && $0.size > 0 }
        .sorted { $0.size < $1.size }
      guard let first = rows.first, Set(rows.map(\.size)).count >= 2 else { return nil }
      let series = results.arms.map { arm in
        ChartSeries(
          name: arm.name, color: color(of: arm),
          values: rows.map { row in
            row.userActions.first?.arms[arm.id]?.latencyNs.map {
              Double($0.p50) / Double(row.size)
            }
          })
      }
      guard series.contains(where: { $0.values.contains { $0 != nil } }) else { return nil }
      return SVGChart().lines(
        title: "\(first.screen.rawValue): \(name), p50 per row",
        xValues: rows.map { Double($0.size) },
        series: series, xLabel: "rows (log scale)", valueLabel: "ns per row (log scale)",
        logarithmic: true, format: { countText($0) })
    }
  }

  private func microChart() -> String {
    SVGChart().horizontalBars(
      title: "Signals against the floor and Apple's Observation",
      categories: results.micro.map(\.name), values: results.micro.map(\.ratioToClosure),
      colors: results.micro.map { row in
        row.id == .closureCall
          ? "#999999" : row.id == .observation ? Self.palette[2] : Self.palette[0]
      },
      budgets: results.micro.map { row in
        row.floorBudget ?? row.nanosecondBudget.map { $0 / (row.nsPerOp / row.ratioToClosure) }
      },
      valueLabel: "× closure call (log scale)", format: { decimalText($0) + "×" })
  }

  // MARK: Tables

  private func armHeaders(_ arms: [ArmInfo]) -> String {
    arms.map { "<th>\(swatch($0))\(xmlEscaped($0.name))</th>" }.joined()
  }

  private func countsTable(_ rows: [ScenarioResult]) -> String {
    var lines = [
      "<div class=\"scroll\"><table><thead><tr><th>scenario</th><th>parity</th>"
        + "<th class=\"text\">phase</th>\(armHeaders(results.arms))</tr></thead><tbody>"
    ]
    for row in rows {
      for phase in Phase.allCases {
        let cells = results.arms.map { arm in
          row.arms[arm.id].map { counts in
            let figures = counts.counts(of: phase)
            return "\(figures.viewCalls) / \(figures.widgetWrites) / \(figures.redundantWrites)"
          } ?? "—"
        }
        let first = phase == Phase.allCases.first
        lines.append(
          "<tr><td>\(first ? xmlEscaped(row.title) : "")</td>"
            + "<td>\(first ? (row.parity ? "✓" : "✗") : "")</td>"
            + "<td class=\"text\">\(phase == .initialRender ? "initial render" : "actions")</td>"
            + cells.map { "<td>\($0)</td>" }.joined() + "</tr>")
      }
    }
    lines.append("</tbody></table></div>")
    lines.append("<p>Each cell: view calls / widget writes / redundant writes.</p>")
    let leaks = rows.flatMap { row in
      results.arms.compactMap { arm in
        row.arms[arm.id].flatMap { $0.leaks.isEmpty ? nil : (row, arm, $0.leaks) }
      }
    }
    if !leaks.isEmpty {
      lines.append(
        "<div class=\"alert\"><p><strong>Still alive after the screen closed</strong>: "
          + leaks.map { row, arm, objects in
            xmlEscaped("\(row.title), \(arm.name): \(objects.joined(separator: ", "))")
          }.joined(separator: "; ") + "</p></div>")
    }
    return lines.joined(separator: "\n")
  }

  private func latencyTable(_ rows: [ScenarioResult]) -> String {
    let compared = results.comparedArms
    var lines = [
      "<div class=\"scroll\"><table><thead><tr><th>scenario</th><th class=\"text\">action</th>"
        + "<th class=\"text\"></th><th>samples</th>"
        + "<th>\(reference.map(swatch) ?? "")\(xmlEscaped(referenceName)) p50 [95 %]</th>"
        + armHeaders(compared) + "<th>allocations per action</th></tr></thead><tbody>"
    ]
    for (title, action) in timedActions(rows.first?.screen, rows) {
      let own = action.arms[results.reference]
      var referenceCell = "—"
      if let latency = own?.latencyNs {
        referenceCell =
          "\(nanosecondsText(latency.p50)) [\(nanosecondsText(latency.p50Low, unit: false))–"
          + "\(nanosecondsText(latency.p50High, unit: false))]"
      }
      let ratioCells = compared.map { arm -> String in
        guard let ratio = action.arms[arm.id]?.ratioToReference else { return "<td>—</td>" }
        let text =
          "\(decimalText(ratio.value))× [\(decimalText(ratio.low))–\(decimalText(ratio.high))]"
        if ratio.noMeasurableDifference { return "<td class=\"same\">≈ \(text)</td>" }
        return ratio.withinClockResolution
          ? "<td class=\"same\">~ \(text)</td>" : "<td>\(text)</td>"
      }
      let allocations = results.arms.map { arm in
        action.arms[arm.id]?.allocations.map(countText) ?? "—"
      }
      lines.append(
        "<tr><td>\(xmlEscaped(title))</td><td class=\"text\">\(xmlEscaped(action.kind))</td>"
          + "<td class=\"text\">\(action.synchronous ? "sync" : "awaited")</td>"
          + "<td>\(own.map { "\($0.samples)" } ?? "—")</td><td>\(referenceCell)</td>"
          + ratioCells.joined() + "<td>\(allocations.joined(separator: " / "))</td></tr>")
    }
    lines.append("</tbody></table></div>")
    lines.append(
      "<p>\(xmlEscaped(referenceName)): p50 [95 % bootstrap interval]; other arms: p50 ÷ "
        + "\(xmlEscaped(referenceName))'s p50 [95 % interval]; ≈ marks no measurable difference"
        + (results.clockTickNs.map {
          ", ~ a difference within the clock's resolution (one \($0) ns tick or less)"
        } ?? "") + ". "
        + "Samples are \(xmlEscaped(referenceName))'s; allocations are medians, in arm order.</p>")
    return lines.joined(separator: "\n")
  }

  private func microTable() -> String {
    var rows = [
      "<table><thead><tr><th>benchmark</th><th>ns/op</th><th>× closure call</th>"
        + "<th>budget</th></tr></thead><tbody>"
    ]
    for row in results.micro {
      rows.append(
        "<tr><td>\(xmlEscaped(row.name))</td><td>\(decimalText(row.nsPerOp))</td>"
          + "<td>\(decimalText(row.ratioToClosure))×</td>"
          + "<td\(row.meetsBudget == false ? " class=\"miss\"" : "")>"
          + "\(xmlEscaped(row.budgetText(miss: "miss")))</td></tr>")
    }
    rows.append("</tbody></table>")
    return rows.joined(separator: "\n")
  }
}
