import Comparison
import Foundation

/// The self-contained HTML report, answer first: the verdict, the arm to pick and the arms at a
/// glance; then a section per part of the document, each screen's charts above its tables.
struct HTMLReport {
  let document: Document
  var results: BenchResults { document.results }

  /// The arm colours, assigned in arm order: the Okabe–Ito palette, which stays distinct with the
  /// common colour-vision deficiencies.
  static let palette = [
    "#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000", "#F0E442",
  ]

  /// The banner of a `--quick` page.
  static let quickBanner = "A quick run: few samples, short lists; shape, not figures to quote."

  init(results: BenchResults) { document = Document(results: results) }

  /// A section of the page: its anchor, its title in the contents, its HTML and links to its parts.
  typealias Section = (
    id: String, title: String, html: [String], parts: [(id: String, title: String)]
  )

  /// A section under a heading of its title, or of `heading`.
  static func section(
    _ id: String, _ title: String, heading: String? = nil, _ html: [String],
    parts: [(id: String, title: String)] = []
  ) -> Section {
    Section(
      id: id, title: title, html: [Self.heading(2, id, heading ?? title)] + html, parts: parts)
  }

  /// A heading of `level` that carries the anchor `id`.
  static func heading(_ level: Int, _ id: String, _ title: String) -> String {
    "<h\(level) id=\"\(id)\">\(xmlEscaped(title))</h\(level)>"
  }

  /// The HTML document.
  func render() -> String {
    var sections: [Section] = []
    if let budgets = document.budgets {
      sections.append(
        Section(id: budgets.id, title: budgets.title, html: [table(budgets, level: 2)], parts: []))
    }
    if !document.findings.isEmpty {
      sections.append(
        Self.section(
          "findings", "Findings", document.findings.map { table($0, level: 3) },
          parts: document.findings.map { ($0.id, $0.title) }))
    }
    if !results.scenarios.isEmpty { sections += scenarioSections() }
    if let micro = document.micro { sections.append(microSection(micro)) }
    if let code = document.code, let figures = results.code {
      sections += codeSections(code, figures)
    }
    let facts = document.facts.map {
      ["<strong>\(xmlEscaped($0.name))</strong>", xmlEscaped($0.value)]
    }
    sections.append(
      Self.section(
        "about", "About this run",
        [
          table([], facts, columns: [.text, .text]), Self.heading(3, "arms", "The arms"),
          table(document.arms),
          "<p class=\"caption\">\(inlineHTML(document.arms.caption))</p>",
        ]))
    let contents =
      "<nav id=\"contents\"><p><strong>Contents</strong>: "
      + sections.map { section in
        link(section.id, section.title)
          + (section.parts.isEmpty
            ? ""
            : " (" + section.parts.map { link($0.id, $0.title) }.joined(separator: " · ") + ")")
      }.joined(separator: " · ") + "</p></nav>"
    let title = "\(document.title) report"
    let body =
      ["<h1>\(xmlEscaped(title))</h1>"]
      + (results.quick ? ["<p class=\"banner\">\(xmlEscaped(Self.quickBanner))</p>"] : [])
      + ["<section id=\"verdict\">"] + verdict() + ["</section>", contents]
      + sections.flatMap(\.html)
    let html = body.joined(separator: "\n")
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html>\n"
      + "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
      + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
      + "<title>\(xmlEscaped(title))</title>\n<style>\n\(Self.styleSheet)"
      + "\(Self.cardLabelsStyle(html))\(codeTabsStyle)</style>\n</head>\n"
      + "<body>\n\(html)\n</body>\n</html>\n"
  }

  /// The verdict: the study's, with links to the tables it names, whether every arm showed the same
  /// screens (what differed, folded), the arm to pick and the arms at a glance.
  private func verdict() -> [String] {
    let tables =
      document.verdictTables + [document.budgets].compactMap { $0 } + document.findings
      + [document.code?.claims].compactMap { $0 }
    let anchors = tables.map { ($0.title, $0.id) }
    let failures = results.parityFailures
    let alert =
      "<div class=\"alert\"><p><strong>\(failures.count) of \(results.scenarios.count) "
      + "scenarios broke parity</strong>: some arm showed a different screen from "
      + "\(xmlEscaped(results.referenceName)). That is a bug, not a finding; their figures "
      + "compare different work.</p><details><summary>What differed</summary><ul>"
      + failures.map { scenario in
        "<li>\(xmlEscaped(scenario.title))"
          + scenario.parityFailures.map { "<pre>\(xmlEscaped($0))</pre>" }.joined() + "</li>"
      }.joined(separator: "\n") + "</ul></details></div>"
    return [
      document.verdict.map { "<p class=\"verdict\">\(linked($0, anchors))</p>" },
      document.parity.map { "<p>\(xmlEscaped($0))</p>" }, failures.isEmpty ? nil : alert,
    ].compactMap { $0 } + document.verdictTables.map { table($0, level: 2) }
  }

  /// `text` as HTML, each title of `anchors` in it a link to its anchor.
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

  /// The class of the colour of `arm` (`k0`…), from its place among the arms.
  func color(of arm: ArmInfo) -> String {
    "k\((results.arms.firstIndex(of: arm) ?? 0) % Self.palette.count)"
  }

  /// A table under a heading of `level` that carries its anchor, then its caption.
  func table(_ table: Document.Table, level: Int) -> String {
    Self.heading(level, table.id, table.title) + "\n" + self.table(table)
      + (table.caption.isEmpty ? "" : "\n<p class=\"caption\">\(inlineHTML(table.caption))</p>")
  }

  /// A document's table: its headings and cells (Markdown inline text) as HTML.
  func table(_ table: Document.Table) -> String {
    self.table(
      table.columns.map { inlineHTML($0.heading) },
      table.rows.map { row in
        zip(row, table.columns).map { cell, column in
          column.kind == .timeAndShare ? timeKeptWhole(cell) : inlineHTML(cell)
        }
      }, columns: table.columns.map(\.kind), groups: table.groups)
  }

  /// `html` folded under a one-line summary.
  func folded(_ summary: String, _ html: String) -> String {
    "<details><summary>\(xmlEscaped(summary))</summary>\n\(html)\n</details>"
  }

  /// A table of `head` and `rows`, already HTML, its columns classed for the style sheet.
  func table(
    _ head: [String], _ rows: [[String]], columns: [Document.Column.Kind] = [.text],
    groups: Set<Int> = []
  ) -> String {
    // A text column whose cells run long gets room, so that a narrow screen scrolls the table
    // rather than squeezing it into a column of single words.
    let longest = { (column: Int) -> Int in
      rows.map { row in column < row.count ? plainText(row[column]).count : 0 }.max() ?? 0
    }
    let classes =
      columns.enumerated().flatMap { index, column -> [String] in
        switch column {
        case .text:
          ["t\(index + 1)"]
            + (longest(index) > 48
              ? ["w\(index + 1)"] : longest(index) <= 20 ? ["n\(index + 1)"] : [])
        case .interval: ["i\(index + 1)"]
        case .timeAndShare: ["s\(index + 1)"]
        case .figure: []
        }
      } + (head.isEmpty ? [] : [Self.headingsClass(head.map(plainText))])
    return "<div class=\"scroll\"><table"
      + (classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"") + ">"
      + (head.isEmpty
        ? "" : "<thead><tr>" + head.map { "<th>\($0)</th>" }.joined() + "</tr></thead>")
      + "<tbody>\n"
      + rows.enumerated().map { index, row in
        (groups.contains(index) ? "<tr class=\"g\">" : "<tr>")
          + row.map { "<td>\($0)</td>" }.joined() + "</tr>"
      }.joined(separator: "\n") + "\n</tbody></table></div>"
  }

  /// The class of a table with the headings `labels`: `h` and a hash of them, the same for every
  /// table with the same headings, so that they share the rules that label their cells.
  static func headingsClass(_ labels: [String]) -> String {
    var hash: UInt32 = 2_166_136_261  // FNV-1a
    for byte in labels.joined(separator: "\u{1F}").utf8 {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return "h" + String(hash, radix: 36)
  }

  /// The rules that write each heading before its cells when a phone shows the tables of `body` as
  /// cards, one set per class of headings (the first column's cell, a card's title, goes without
  /// one).
  static func cardLabelsStyle(_ body: String) -> String {
    let tables = body.matches(
      of: /<table class="[^"]*\b(?<key>h[0-9a-z]+)"><thead><tr>(?<headings>.*?)<\/tr><\/thead>/)
    var seen: Set<Substring> = []
    var rules: [String] = []
    for table in tables where seen.insert(table.output.key).inserted {
      let labels = table.output.headings.matches(of: /<th>(?<text>.*?)<\/th>/).map {
        plainText(String($0.output.text))
      }
      for (index, label) in labels.enumerated().dropFirst() where !label.isEmpty {
        rules.append(
          ".\(table.output.key) td:nth-child(\(index + 1))::before { content: \"\(cssString(label))\"; }"
        )
      }
    }
    guard !rules.isEmpty else { return "" }
    return "@media (max-width: 640px) {\n" + rules.joined(separator: "\n") + "\n}\n"
  }

  // MARK: Style

  /// The style of every page: the page, its tables and charts, the arm colours, the classes of the
  /// columns of ``table(_:_:columns:groups:)`` and the print layout. On a phone, each row of a table
  /// is a card: its first cell on a line of its own, then the other cells side by side, each after
  /// its heading (``cardLabelsStyle(_:)``), wrapping between cells, or within a heading too long for
  /// the line, and never within a figure; an empty cell is left out.
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
    \(palette.enumerated().map { (index: Int, color: String) -> String in
      ".k\(index) { background: \(color); fill: \(color); } line.k\(index) { stroke: \(color); }"
    }.joined(separator: "\n"))
    \((1...16).map { (column: Int) -> String in
      ".t\(column) :is(td, th):nth-child(\(column)) { text-align: left; white-space: normal; "
        + "min-width: 7em; } .w\(column) td:nth-child(\(column)) { min-width: 15em; } "
        + ".i\(column) td:nth-child(\(column)) { color: #777; font-size: 0.92em; } "
        + ".n\(column) :is(td, th):nth-child(\(column)) { white-space: nowrap; min-width: 0; } "
        + ".s\(column) td:nth-child(\(column)) { white-space: normal; min-width: 4.5em; }"
    }.joined(separator: "\n"))
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
}

/// A time with its share of a frame, `1.26 µs (0.015%)`, escaped, with no-break spaces in the time,
/// so that a ``Document/Column/Kind/timeAndShare`` column wraps before the share alone.
func timeKeptWhole(_ cell: String) -> String {
  guard let open = cell.lastIndex(of: "(") else { return xmlEscaped(cell) }
  var time = cell[..<open]
  while time.last == " " { time.removeLast() }
  return xmlEscaped(String(time.map { $0 == " " ? "\u{00A0}" : $0 })) + " "
    + xmlEscaped(String(cell[open...]))
}

/// The text of `html` as it reads: its tags left out, its entities turned back.
func plainText(_ html: String) -> String {
  // NB: a `<` drops all up to the next `>`, and a stray `>` goes too; `&amp;` turns back last.
  xmlEntities.reversed().reduce(html.replacing(/<[^>]*|>/, with: "")) {
    $0.replacingOccurrences(of: $1.1, with: $1.0)
  }
}

/// `text` for a CSS string in a style element that an HTML and an XML parser read alike: a quote, a
/// backslash and the characters XML escapes as hexadecimal escapes (`\3C `).
func cssString(_ text: String) -> String {
  text.unicodeScalars.map { scalar in
    "\"\\<>&".unicodeScalars.contains(scalar)
      ? "\\" + String(scalar.value, radix: 16, uppercase: true) + " " : String(scalar)
  }.joined()
}
