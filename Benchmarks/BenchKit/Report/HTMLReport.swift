import Comparison

/// The self-contained HTML report: charts of every arm side by side, drawn as inline SVG, then
/// the tables, then the code figures with every shape's code and every change's patches in
/// adjacent columns, with no script, font or stylesheet from outside.
///
/// The document is well-formed XHTML, so it can be checked with an XML parser. It knows no arm
/// by name: it shows the arms the results list, in their order, the reference first.
///
/// ```swift
/// try HTMLReport(results: results).render().write(toFile: "report.html", atomically: true,
///   encoding: .utf8)
/// ```
struct HTMLReport {
  /// The results to draw.
  var results: BenchResults

  /// The arm colours, assigned in arm order: the Okabe–Ito palette, which stays distinct
  /// with the common colour-vision deficiencies. Yellow comes last because it is the hardest
  /// to see on white; beyond eight arms the colours repeat and the legends tell arms apart.
  static let palette = [
    "#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000", "#F0E442",
  ]

  /// Creates a report.
  init(results: BenchResults) {
    self.results = results
  }

  /// The HTML document.
  func render() -> String {
    var body = [
      "<h1>pattern-bench report: \(results.arms.count) arms</h1>", provenanceTable(),
      "<h2>Arms</h2>", armsTable(), "<h2>Summary</h2>", summary(),
    ]
    body += parityFailures()
    if !results.scenarios.isEmpty { body += scenarioSections() }
    if !results.micro.isEmpty {
      body += [
        "<h2>Signals micro benchmarks</h2>",
        "<p>Nanoseconds per operation as a multiple of calling a stored closure (the floor, "
          + "grey), logarithmic scale; Apple's Observation is green, Signals blue; a black "
          + "mark is the budget.</p>",
        microChart(), microTable(),
      ]
    }
    if let code = results.code { body += codeSections(code) }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html>\n"
      + "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
      + "<title>pattern-bench report</title>\n<style>\n\(Self.styleSheet)</style>\n</head>\n<body>\n"
      + body.joined(separator: "\n") + "\n</body>\n</html>\n"
  }

  /// Per screen, its charts; then the per-frame charts of scrolling lists and the list scaling
  /// charts; then every screen's tables and the what-if table.
  private func scenarioSections() -> [String] {
    var (body, figures) = ([readingGuide()], ["<h2>Figures</h2>"])
    for screen in screens {
      let rows = results.scenarios.filter { $0.screen == screen }
      body +=
        [
          "<h2>\(xmlEscaped(screen.rawValue))</h2>",
          countsChart(screen, rows, metric: "view calls", \.viewCalls),
          countsChart(screen, rows, metric: "redundant writes", \.redundantWrites),
        ] + [ratioChart(screen, rows)].compactMap { $0 }
      figures += ["<h3>\(xmlEscaped(screen.rawValue))</h3>", countsTable(rows)]
      if rows.contains(where: { !$0.actions.isEmpty }) { figures.append(latencyTable(rows)) }
    }
    body += frameSection()
    let scaling = scalingCharts()
    if !scaling.isEmpty {
      body +=
        [
          "<h2>List size scaling</h2>",
          "<p>The p50 of the load (the scenario's one user action) divided by the number of "
            + "rows, both axes logarithmic: a flat line means a cost linear in the rows. At the "
            + "smallest sizes the fixed cost of a load dominates.</p>",
        ] + scaling
    }
    return body + figures + whatIfSection()
  }

  // MARK: Header

  var referenceName: String { BenchFormatter(results: results).referenceName }

  /// The colour of `arm`, from its place among the arms.
  func color(of arm: ArmInfo) -> String {
    Self.palette[(results.arms.firstIndex(of: arm) ?? 0) % Self.palette.count]
  }

  func swatch(_ arm: ArmInfo) -> String {
    "<span class=\"swatch\" style=\"background: \(color(of: arm))\"></span>"
  }

  private func provenanceTable() -> String {
    let facts: [(String, String)] = [
      ("Toolchain", results.toolchain), ("Configuration", results.configuration),
      ("Machine", results.machine), ("CPU", results.cpu ?? "unknown"),
      ("Cores", results.coreKinds ?? "\(results.cores)"),
      ("Allocations", BenchFormatter(results: results).allocationsText ?? "—"),
      (
        "Clock tick",
        results.clockTickNs.map { "\($0) ns (the smallest step between readings)" } ?? "—"
      ),
      ("Commit", results.commit ?? "unknown"), ("Date", results.date),
      ("Timed rounds per scenario", "\(results.repeats)"),
      ("Quick run", results.quick ? "yes" : "no"),
      (
        "Latency floor (p50 of an empty action)",
        results.latencyFloorNs.map { nanosecondsText($0.p50) } ?? "—"
      ),
    ]
    return table([], facts.map { ["<strong>\(xmlEscaped($0))</strong>", xmlEscaped($1)] }, left: 2)
  }

  private func armsTable() -> String {
    table(
      ["arm", "id", "what sets it apart"],
      results.arms.map { arm in
        let role = arm.id == results.reference ? " (reference: ratios divide by it)" : ""
        return [
          armName(arm), "<code>\(xmlEscaped(arm.id))</code>", xmlEscaped(arm.description + role),
        ]
      }, left: 3)
  }

  private func parityFailures() -> [String] {
    let failures = results.parityFailures
    guard !failures.isEmpty else { return [] }
    return [
      "<div class=\"alert\"><p><strong>\(failures.count) of \(results.scenarios.count) "
        + "scenarios broke parity</strong>: some arm showed a different screen from "
        + "\(xmlEscaped(referenceName)). That is a bug, not a finding; their figures compare "
        + "different work.</p><ul>"
        + failures.map { scenario in
          "<li>\(xmlEscaped(scenario.title))"
            + scenario.parityFailures.map { "<pre>\(xmlEscaped($0))</pre>" }.joined() + "</li>"
        }.joined(separator: "\n") + "</ul></div>"
    ]
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

  /// The verdict, the parity sentence and the summary tables.
  private func summary() -> String {
    let summary = BenchSummary(results: results)
    let tables = summary.verdictTables + [summary.budgets].compactMap { $0 } + summary.findingTables
    return
      ([
        summary.verdict.map { "<p>\(xmlEscaped($0))</p>" },
        summary.parity.map { "<p>\(xmlEscaped($0))</p>" },
      ].compactMap { $0 }
      + tables.map(summaryTable)).joined(separator: "\n")
  }

  /// A summary table with its title and caption.
  func summaryTable(_ summary: SummaryTable) -> String {
    "<h3 id=\"\(summary.id)\">\(xmlEscaped(summary.title))</h3>\n"
      + table(summary.headings.map(xmlEscaped), summary.rows.map { $0.map(xmlEscaped) })
      + "\n<p>\(xmlEscaped(summary.caption))</p>"
  }

  /// Charts, tables and the print layout.
  static let styleSheet = """
    body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em auto;
      max-width: 960px; padding: 0 1em; color: #222; line-height: 1.45; }
    svg { display: block; margin: 1em 0; max-width: 100%; height: auto; }
    svg text { font-family: inherit; font-size: 11px; fill: #333; }
    svg .title, svg .reference-label { font-size: 13px; font-weight: 600; }
    .grid { stroke: #ddd; } .axis { stroke: #555; } .budget { stroke: #000; stroke-width: 3; }
    .reference { stroke: #333; stroke-width: 1.5; stroke-dasharray: 6 3; }
    .guide { stroke: #b00; stroke-width: 1.5; stroke-dasharray: 3 3; }
    svg .guide-label { fill: #b00; font-weight: 600; }
    .mark { stroke: #222; stroke-width: 2.5; }
    .error-halo { stroke: #fff; stroke-width: 4; fill: none; }
    .error-bar { stroke: #222; stroke-width: 1.5; fill: none; }
    .scroll { overflow-x: auto; }
    table { border-collapse: collapse; font-size: 0.85em; margin: 1em 0; }
    th, td { border-bottom: 1px solid #ddd; padding: 3px 8px; text-align: right; }
    :is(td, th):first-child, .left2 :is(td, th):nth-child(2),
      .left3 :is(td, th):nth-child(-n+3) { text-align: left; }
    .swatch { display: inline-block; width: 0.9em; height: 0.9em; margin-right: 0.4em;
      border: 1px solid #888; }
    .miss, .alert strong { color: #b00; font-weight: 600; }
    .same { color: #555; } svg .missing { fill: #666; font-weight: 600; }
    .alert { border-left: 4px solid #b00; padding: 0.2em 1em; background: #fff5f5; }
    .alert pre { font-size: 0.8em; overflow-x: auto; }
    .code-grid { display: flex; gap: 1em; overflow-x: auto; }
    .code-grid > div { flex: 0 0 46em; min-width: 0; }
    .code-grid pre { font-size: 0.72em; background: #f7f7f7; padding: 0.5em; overflow-x: auto; }
    .code-grid .file { font-weight: 600; margin: 0.5em 0 0; }
    .add { background: #e6ffec; } .del { background: #ffebe9; }
    .hunk { color: #0550ae; } .meta { color: #666; }
    blockquote { border-left: 4px solid #ddd; margin: 1em 0; padding: 0.2em 1em; }
    @media print { body { max-width: none; font-size: 10pt; } svg, tr { break-inside: avoid; } }
    """
}
