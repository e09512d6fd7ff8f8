import Comparison

/// The self-contained HTML report, answer first: the study's verdict, the arms at a glance and
/// the arm to pick, a line of contents; then the budgets and findings, each screen's charts
/// with its tables folded beneath them, the frames of scrolling lists, the list scaling, the
/// what-if model and the micro benchmarks; then the code of every two arms side by side and
/// what the run ran on. No script, font, stylesheet or picture comes from outside.
///
/// The document is well-formed XHTML, so it can be checked with an XML parser, and reads on a
/// phone as on a laptop: a table wider than the screen scrolls in its own box, a chart fits
/// a screen 360 px wide with no text under 11 px. It knows no arm or screen by name: it shows
/// the arms the results list, in their order, the reference first, and the screens they ran.
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

  /// The banner of a `--quick` page.
  static let quickBanner = "A quick run: few samples, short lists; shape, not figures to quote."

  /// Creates a report.
  init(results: BenchResults) {
    self.results = results
  }

  /// A section of the page: its anchor, its title in the contents, and its HTML.
  struct Section {
    var id: String
    var title: String
    var html: [String]
    /// Links to its parts, shown after its title in the contents.
    var parts: [(id: String, title: String)] = []
  }

  /// The HTML document.
  func render() -> String {
    let summary = BenchSummary(results: results)
    var sections: [Section] = []
    if let budgets = summary.budgets {
      sections.append(
        Section(id: budgets.id, title: budgets.title, html: [summaryTable(budgets, level: 2)]))
    }
    let findings = summary.findingTables
    if !findings.isEmpty {
      sections.append(
        Section(
          id: "findings", title: "Findings",
          html: ["<h2 id=\"findings\">Findings</h2>"] + findings.map { summaryTable($0, level: 3) },
          parts: findings.map { ($0.id, $0.title) }))
    }
    if !results.scenarios.isEmpty {
      sections += scenarioSections()
    }
    if !results.micro.isEmpty {
      sections.append(microSection())
    }
    if let code = results.code {
      sections += codeSections(code)
    }
    sections.append(aboutSection())
    let contents =
      "<nav id=\"contents\"><p><strong>Contents</strong>: "
      + sections.map { section in
        link(section.id, section.title)
          + (section.parts.isEmpty
            ? ""
            : " (" + section.parts.map { link($0.id, $0.title) }.joined(separator: " · ") + ")")
      }.joined(separator: " · ") + "</p></nav>"
    let title = "\(results.study ?? "pattern-bench") report"
    let body =
      ["<h1>\(xmlEscaped(title))</h1>"]
      + (results.quick ? ["<p class=\"banner\">\(xmlEscaped(Self.quickBanner))</p>"] : [])
      + ["<section id=\"verdict\">"] + verdict(summary) + ["</section>", contents]
      + sections.flatMap(\.html)
    let html = body.joined(separator: "\n")
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html>\n"
      + "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
      + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
      + "<title>\(xmlEscaped(title))</title>\n<style>\n\(styleSheet(body: html))</style>\n</head>\n"
      + "<body>\n\(html)\n</body>\n</html>\n"
  }

  /// The verdict: the study's, whether every arm showed the same screens, the arms at a glance
  /// and the arm to pick.
  private func verdict(_ summary: BenchSummary) -> [String] {
    let tables = summary.verdictTables + [summary.budgets].compactMap { $0 } + summary.findingTables
    let anchors =
      tables.map { ($0.title, $0.id) }
      + (results.code == nil || results.guide?.claims.isEmpty ?? true ? [] : [("Claims", "claims")])
    return [
      summary.verdict.map { "<p class=\"verdict\">\(linked($0, anchors))</p>" },
      summary.parity.map { "<p>\(xmlEscaped($0))</p>" },
    ].compactMap { $0 } + parityFailures()
      + summary.verdictTables.map { summaryTable($0, level: 2) }
  }

  /// `text` as HTML, each title of `anchors` in it a link to its anchor (the verdict names the
  /// tables it rests on).
  func linked(_ text: String, _ anchors: [(title: String, id: String)]) -> String {
    let anchors = anchors.filter { !$0.title.isEmpty }.sorted { $0.title.count > $1.title.count }
    var (html, plain) = ("", "")
    var rest = Substring(text)
    while !rest.isEmpty {
      if let anchor = anchors.first(where: { rest.hasPrefix($0.title) }) {
        html += xmlEscaped(plain) + link(anchor.id, anchor.title)
        plain = ""
        rest = rest.dropFirst(anchor.title.count)
      } else {
        plain.append(rest.removeFirst())
      }
    }
    return html + xmlEscaped(plain)
  }

  /// A link to the anchor `id` within the page.
  func link(_ id: String, _ title: String) -> String {
    "<a href=\"#\(id)\">\(xmlEscaped(title))</a>"
  }

  // MARK: Arms

  var referenceName: String { BenchFormatter(results: results).referenceName }

  /// The place of `arm` among the arms, which sets its colour.
  func colorIndex(of arm: ArmInfo) -> Int {
    (results.arms.firstIndex(of: arm) ?? 0) % Self.palette.count
  }

  /// The class of the colour of `arm` (`k0`…), from its place among the arms.
  func color(of arm: ArmInfo) -> String {
    "k\(colorIndex(of: arm))"
  }

  func swatch(_ arm: ArmInfo) -> String {
    "<i class=\"sw k\(colorIndex(of: arm))\"></i>"
  }

  func armName(_ arm: ArmInfo) -> String {
    swatch(arm) + xmlEscaped(arm.name)
  }

  // MARK: About this run

  private func aboutSection() -> Section {
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
      (
        "Arm order",
        results.scenarios.contains { $0.iterations > 0 }
          ? "each arm once per iteration, in a balanced order: each follows each other arm "
            + "equally often" : "—"
      ),
      ("Quick run", results.quick ? "yes" : "no"),
      (
        "Latency floor (p50 of an empty action)",
        results.latencyFloorNs.map { nanosecondsText($0.p50) } ?? "—"
      ),
    ]
    let arms = table(
      ["arm", "id", "what sets it apart"],
      results.arms.map { arm in
        let role = arm.id == results.reference ? " (the reference: ratios divide by it)" : ""
        return [
          armName(arm), "<code>\(xmlEscaped(arm.id))</code>", xmlEscaped(arm.description + role),
        ]
      }, columns: [.text, .text, .text])
    return Section(
      id: "about", title: "About this run",
      html: [
        "<h2 id=\"about\">About this run</h2>",
        table(
          [], facts.map { ["<strong>\(xmlEscaped($0))</strong>", xmlEscaped($1)] },
          columns: [.text, .text]),
        "<h3 id=\"arms\">The arms</h3>", arms,
      ])
  }

  private func parityFailures() -> [String] {
    let failures = results.parityFailures
    guard !failures.isEmpty else { return [] }
    return [
      "<div class=\"alert\"><p><strong>\(failures.count) of \(results.scenarios.count) "
        + "scenarios broke parity</strong>: some arm showed a different screen from "
        + "\(xmlEscaped(referenceName)). That is a bug, not a finding; their figures compare "
        + "different work.</p><details><summary>What differed</summary><ul>"
        + failures.map { scenario in
          "<li>\(xmlEscaped(scenario.title))"
            + scenario.parityFailures.map { "<pre>\(xmlEscaped($0))</pre>" }.joined() + "</li>"
        }.joined(separator: "\n") + "</ul></details></div>"
    ]
  }

  /// A summary table under a heading of `level` that carries its anchor, then its caption.
  func summaryTable(_ summary: SummaryTable, level: Int) -> String {
    "<h\(level) id=\"\(summary.id)\">\(xmlEscaped(summary.title))</h\(level)>\n"
      + table(
        summary.headings.map(xmlEscaped), summary.rows.map { $0.map(xmlEscaped) },
        columns: summary.columns)
      + "\n<p class=\"caption\">\(xmlEscaped(summary.caption))</p>"
  }

  // MARK: Style

  /// The style sheet of a page whose body is `body`: the page, the tables and the labels of
  /// their cells on a phone, the charts, the code tabs for as many shapes as the page has, and
  /// the print layout.
  func styleSheet(body: String) -> String {
    let colors = Self.palette.enumerated().map { index, color in
      ".k\(index) { background: \(color); fill: \(color); } line.k\(index) { stroke: \(color); }"
    }
    let columns = (1...16).map { column in
      ".t\(column) :is(td, th):nth-child(\(column)) { text-align: left; white-space: normal; "
        + "min-width: 7em; } .w\(column) td:nth-child(\(column)) { min-width: 15em; } "
        + ".i\(column) td:nth-child(\(column)) { color: #777; font-size: 0.92em; } "
        + ".n\(column) td:nth-child(\(column)) { white-space: nowrap; } "
        + ".s\(column) td:nth-child(\(column)) { white-space: normal; }"
    }
    return Self.styleSheet + colors.joined(separator: "\n") + "\n" + columns.joined(separator: "\n")
      + "\n" + Self.cardsStyle + Self.cardLabelsStyle(body) + codeTabsStyle(shapes: maxCodeColumns)
  }

  /// On a phone, each row of a table is a card: its first cell on a line of its own, then the
  /// other cells side by side, each after its heading (``cardLabelsStyle(_:)``), wrapping
  /// between cells, or within a heading too long for the line, and never within a figure; an
  /// empty cell is left out.
  static let cardsStyle = """
    @media (max-width: 640px) {
    .scroll table, .scroll tbody, .scroll tr { display: block; } .scroll thead { display: none; }
    .scroll tr { padding: 4px 0 6px; border-bottom: 1px solid #ddd; }
    .scroll tr.g { border-top: 1px solid #999; }
    .scroll table td { display: inline-block; border: 0; padding: 1px 14px 1px 0;
      text-align: left; min-width: 0; }
    .scroll table td:first-child { display: block; font-weight: 600; }
    .scroll table td:empty { display: none; }
    .scroll td::before { color: #666; font-weight: normal; margin-right: 0.4em;
      white-space: normal; }
    }

    """

  static let styleSheet = """
    body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 1em auto;
      max-width: 940px; padding: 0 12px; color: #222; line-height: 1.45;
      -webkit-text-size-adjust: 100%; text-size-adjust: 100%; overflow-wrap: break-word; }
    h1 { font-size: 1.6em; margin: 0 0 0.4em; } h2 { margin: 1.6em 0 0.4em; }
    h3 { margin: 1.2em 0 0.3em; }
    .verdict { font-size: 1.05em; } #verdict h2 { font-size: 1.25em; margin: 0.8em 0 0.2em; }
    .banner { border-left: 4px solid #E69F00; background: #fff8e6; padding: 0.4em 0.8em; }
    .caption { font-size: 0.85em; color: #555; margin-top: -0.4em; }
    nav p { background: #f4f6f8; padding: 0.5em 0.8em; line-height: 1.6; }
    a { color: #0a5fa3; }
    svg { display: block; margin: 0.6em 0; max-width: 100%; height: auto; }
    svg text { font-family: inherit; font-size: 14px; fill: #333; }
    svg .title { font-size: 15px; font-weight: 600; }
    svg .detail { fill: #666; }
    svg .category, svg .detail { paint-order: stroke; stroke: #fcfcfc; stroke-width: 3px; } svg .middle { text-anchor: middle; } svg .end { text-anchor: end; }
    .panels { columns: 440px 2; column-gap: 28px; }
    .panels > svg { break-inside: avoid; margin-top: 0; }
    .grid { stroke: #ddd; } .axis { stroke: #555; } .budget { stroke: #000; stroke-width: 3; }
    .reference { stroke: #333; stroke-width: 1.5; stroke-dasharray: 6 3; }
    .guide { stroke: #b00; stroke-width: 1.5; stroke-dasharray: 3 3; }
    svg .guide-label { fill: #b00; font-weight: 600; } svg .reference-label { font-weight: 600; }
    .mark { stroke: #222; stroke-width: 2.5; }
    .error-bar { stroke: #222; stroke-width: 1.5; fill: none;
      filter: drop-shadow(0 0 1px #fff) drop-shadow(0 0 0.5px #fff); }
    .series { stroke-width: 2.5; } .kg { fill: #999; }
    .scroll { overflow-x: auto; max-width: 100%; }
    @media (min-width: 1000px) { .scroll { width: max-content; max-width: calc(50vw + 400px); } }
    table { border-collapse: collapse; font-size: 0.85em; margin: 0.4em 0; }
    th, td { border-bottom: 1px solid #ddd; padding: 2px 8px; text-align: right;
      vertical-align: top; }
    td { white-space: nowrap; } th { font-weight: 600; } td code { white-space: nowrap; }
    tr.g td { border-top: 1px solid #999; }
    .sw { display: inline-block; width: 0.85em; height: 0.85em; margin-right: 0.35em;
      border: 1px solid #888; vertical-align: -0.05em; }
    .miss, .alert strong { color: #b00; font-weight: 600; }
    .same, .note { color: #666; } svg .missing { fill: #666; font-weight: 600; }
    .note { font-size: 0.9em; }
    .alert { border-left: 4px solid #b00; padding: 0.2em 1em; background: #fff5f5; }
    .alert pre { font-size: 0.8em; overflow-x: auto; }
    pre, code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono",
      monospace; } code { font-size: 0.9em; }
    details { margin: 0.6em 0; } summary { cursor: pointer; color: #0a5fa3; }
    blockquote { border-left: 4px solid #ddd; margin: 1em 0; padding: 0.2em 1em; }
    @media print { body { max-width: none; font-size: 10pt; } svg, tr { break-inside: avoid; } }

    """
}
