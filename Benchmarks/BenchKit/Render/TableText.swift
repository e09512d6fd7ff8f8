import Comparison
import Foundation

/// A count, such as allocations per action: whole numbers without a decimal point.
func countText(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : decimalText(value)
}

/// `1.23`, `12.3`, `123`: three significant figures at most, `n/a` for what is not finite.
func decimalText(_ value: Double) -> String {
  guard value.isFinite else { return "n/a" }
  // NB: `Int(_:)` traps beyond Int.max; a figure that large (from a corrupt file) is written
  // in exponent form.
  if abs(value) >= 1e15 { return String(format: "%.3g", value) }
  if value >= 100 { return String(Int(value.rounded())) }
  if value >= 10 { return String((value * 10).rounded() / 10) }
  return String((value * 100).rounded() / 100)
}

/// `834 ns`, `1.23 µs`, `12.3 µs`, `4.56 ms`: three significant figures with a unit.
func nanosecondsText(_ value: Int, unit: Bool = true) -> String {
  let (scaled, suffix): (Double, String) =
    switch value {
    case ..<1_000: (Double(value), "ns")
    case ..<1_000_000: (Double(value) / 1_000, "µs")
    default: (Double(value) / 1_000_000, "ms")
    }
  return decimalText(scaled) + (unit ? " " + suffix : suffix)
}

func pad(_ text: String, _ width: Int) -> String {
  text.count >= width
    ? String(text.prefix(width - 1)) + " "
    : text + String(repeating: " ", count: width - text.count)
}

/// `text` wrapped at spaces to lines of at most `width` characters, every line after the first
/// starting with `indent`.
func wrap(_ text: String, width: Int, indent: String = "") -> String {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ") {
    if !line.isEmpty, line.count + 1 + word.count > width {
      lines.append(line)
      line = indent
    }
    line += (line.isEmpty || line == indent ? "" : " ") + word
  }
  if !line.isEmpty { lines.append(line) }
  return lines.joined(separator: "\n")
}

/// `6.5–7.1`: the lowest and highest value of a spread.
func rangeText(_ spread: (low: Double, high: Double)) -> String {
  "\(decimalText(spread.low))–\(decimalText(spread.high))"
}

/// `1.02× [0.95–1.1]`: a ratio with its interval.
func ratioText(_ ratio: RatioEstimate) -> String {
  "\(decimalText(ratio.value))× [\(decimalText(ratio.low))–\(decimalText(ratio.high))]"
}

/// `3 / 6 / 0`: view calls / widget writes / redundant writes.
func viewCountsText(_ counts: ViewCounts) -> String {
  "\(counts.viewCalls) / \(counts.widgetWrites) / \(counts.redundantWrites)"
}

/// `0.0013%`, `0.042%`, `1.7%`, `174%`: `nanoseconds` as a percentage of a 120 Hz frame
/// (``BenchResults/frameNanoseconds``), two significant figures below 10 %.
func frameShareText(_ nanoseconds: Int) -> String {
  percentText(BenchResults.frameShare(nanoseconds) * 100)
}

/// `0.0013%`, `0.042%`, `1.7%`, `5%`, `174%`: two significant figures below 10 (a trailing `.0`
/// dropped), none after the point above.
func percentText(_ percent: Double) -> String {
  guard percent.isFinite else { return "n/a" }
  guard percent > 0 else { return "0%" }
  if percent >= 1e15 { return String(format: "%.3g%%", percent) }
  let places = min(8, max(0, 1 - Int(floor(log10(percent)))))
  let text = String(format: "%.\(places)f%%", percent)
  return text.hasSuffix(".0%") ? text.dropLast(3) + "%" : text
}

/// `text` as one Markdown table cell: a `|` (in a scenario's or an arm's name, a file's) is escaped
/// and a line break is a space, so the cell never ends early or splits its row.
func markdownCell(_ text: String) -> String {
  text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    .joined(separator: " ").replacing("|", with: "\\|")
}

/// The cells of a row of a Markdown table, split at the pipes that are not escaped, each trimmed
/// (escaped pipes stay escaped).
func markdownCells(_ row: some StringProtocol) -> [String] {
  var cells = [""]
  var escaped = false
  for character in row {
    if character == "|" && !escaped {
      cells.append("")
    } else {
      cells[cells.count - 1].append(character)
    }
    escaped = character == "\\" && !escaped
  }
  // The row's own first and last pipes leave an empty cell at each end.
  return cells.dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
}

/// The anchor GitHub (and the report) give a heading: lower case, spaces as hyphens, every
/// character but letters, digits, hyphens and underscores dropped.
func markdownAnchor(_ heading: String) -> String {
  heading.lowercased().replacing(" ", with: "-").filter { (character: Character) -> Bool in
    character.isLetter || character.isNumber || character == "-" || character == "_"
  }
}

/// The Markdown page and the terminal's text of a ``Document``.
enum TableText {
  /// Mark the verdict, the budgets table and the claims table, which README carries a copy of.
  static let verdictMarkers = ("<!-- verdict -->", "<!-- /verdict -->")
  static let budgetsMarkers = ("<!-- budgets -->", "<!-- /budgets -->")
  static let claimsMarkers = ("<!-- claims -->", "<!-- /claims -->")
  /// Mark the counts and code sections, exact, which `--check-results` compares line by line.
  static let countsMarkers = ("<!-- counts -->", "<!-- /counts -->")
  static let codeMarkers = ("<!-- code -->", "<!-- /code -->")

  /// A table's Markdown lines: its headings, its rule, its rows, every cell escaped.
  static func markdown(_ table: Document.Table) -> String {
    let rule =
      table.compact
      ? "|" + table.columns.map { $0.rule + "|" }.joined()
      : "| " + table.columns.map(\.rule).joined(separator: " | ") + " |"
    let row = { (cells: [String]) in
      "| " + cells.map(markdownCell).joined(separator: " | ") + " |"
    }
    var lines = [row(table.columns.map(\.heading)), rule] + table.rows.map(row)
    // NB: the counts section's form, which `--check-results` compares: an empty cell is one
    // space wide.
    if table.compact { lines = lines.map { $0.replacingOccurrences(of: "|  |", with: "| |") } }
    return lines.joined(separator: "\n")
  }

  /// A table under a heading of `level`, with its caption, as the page shows a finding.
  static func markdown(_ table: Document.Table, level: Int) -> String {
    section(level, table.title, (table.caption.isEmpty ? [] : [table.caption]) + [markdown(table)])
  }

  /// `### text` for `level` 3.
  static func heading(_ level: Int, _ text: String) -> String {
    String(repeating: "#", count: level) + " " + text
  }

  /// `parts` under a heading of `level`, a blank line between each.
  static func section(_ level: Int, _ title: String, _ parts: [String]) -> String {
    ([heading(level, title)] + parts).joined(separator: "\n\n")
  }

  /// `text` between `markers`, with a blank line around it unless `tight`.
  static func marked(_ text: String, _ markers: (String, String), tight: Bool = false) -> String {
    [markers.0, text, markers.1].joined(separator: tight ? "\n" : "\n\n")
  }

  /// The counts section, between its markers: exact, so a check can compare it.
  static func counts(_ document: Document, level: Int = 2) -> String {
    let screens = document.screens.flatMap { screen in
      [heading(level + 1, screen.screen.rawValue), markdown(screen.counts)]
    }
    return marked(
      section(level, "Counts", [document.countsCaption] + screens), countsMarkers, tight: true)
  }

  /// The code section, between its markers: exact, so a check can compare it.
  static func code(_ code: Document.Code, level: Int = 2) -> String {
    var parts = [
      code.intro, heading(level + 1, "Every screen"), code.support, markdown(code.totals),
    ]
    parts += code.screens.flatMap { [heading(level + 1, $0.screen), markdown($0.table)] }
    parts += [heading(level + 1, "Requirement changes")] + code.changeNotes
    if let summary = code.summary { parts.append(markdown(summary)) }
    parts += code.changes.flatMap { change in
      [heading(level + 2, change.title), quote(change.requirement), markdown(change.table)]
    }
    if let claims = code.claims {
      parts += [
        heading(level + 1, claims.title), marked(markdown(claims), claimsMarkers, tight: true),
      ]
    }
    return marked(section(level, "Code and change costs", parts), codeMarkers)
  }

  /// `text` as a Markdown block quote, line by line.
  static func quote(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? ">" : "> \($0)" }.joined(separator: "\n")
  }

  /// The whole page, answer first: the verdict, a line of contents, the budgets and findings, the
  /// counts, code, latency, what-if and micro tables, and what the run ran on last.
  static func markdown(_ document: Document, note: String? = nil) -> String {
    let results = document.results
    var page = ["# \(document.title) results"]
    if results.quick {
      page.append(
        "> **A quick run**: few samples, short lists; its timings show the shape of the "
          + "results, not figures to quote.")
    }
    var contents: [String] = []
    var body: [String] = []
    let add = { (title: String, text: String) in
      contents.append("[\(title)](#\(markdownAnchor(title)))")
      body.append(text)
    }
    // The verdict: the guide's, parity, the picks and the glance.
    let verdict =
      [document.verdict, document.parity].compactMap { $0 }
      + document.verdictTables.map { markdown($0, level: 3) }
    if !verdict.isEmpty {
      page += ["## Verdict", marked(verdict.joined(separator: "\n\n"), verdictMarkers)]
    }
    if let budgets = document.budgets {
      add(budgets.title, marked(markdown(budgets, level: 2), budgetsMarkers))
    }
    let findings = document.findings.map { markdown($0, level: 3) }
    if !findings.isEmpty { add("Findings", section(2, "Findings", findings)) }
    let screens = document.screens
    if !screens.isEmpty { add("Counts", counts(document)) }
    if let code = document.code { add("Code and change costs", self.code(code)) }
    if results.isTimed {
      let tables = screens.flatMap { screen in
        screen.latency.map { [heading(3, screen.screen.rawValue), markdown($0)] } ?? []
      }
      add("Latency", section(2, "Latency", [document.latencyLegend] + tables))
    }
    for table in [document.whatIf, document.micro].compactMap({ $0 }) {
      add(table.title, markdown(table, level: 2))
    }
    let provenance = document.provenance.map { "- " + $0 }.joined(separator: "\n")
    let arms = [provenance, document.arms.caption, markdown(document.arms)]
    add("About this run", section(2, "About this run", [note].compactMap { $0 } + arms))
    page.append("**Contents**: " + contents.joined(separator: " · "))
    return (page + body).joined(separator: "\n\n") + "\n"
  }

  /// The terminal's text, at most `width` columns: the run and its arms, each screen's counts and
  /// latency, the micro benchmarks, the budgets and findings, the code figures, and the verdict
  /// last, where the terminal stops.
  static func terminal(_ document: Document, width: Int = 100) -> String {
    let results = document.results
    var sections = [
      (["\(document.title): \(results.arms.count) arms"] + document.provenance)
        .joined(separator: "\n"),
      text(document.arms, titled: "arms (ratios divide by \(results.referenceName))"),
    ]
    let screens = document.screens
    for (screen, counts, latency) in screens {
      sections.append(text(counts, titled: "\(screen.rawValue): counts", width: width))
      if let latency {
        sections.append(text(latency, titled: "\(screen.rawValue): latency", width: width))
      }
    }
    if !screens.isEmpty {
      sections.append(wrap(document.countsCaption + " " + document.latencyLegend, width: width))
    }
    let tables =
      [document.micro, document.budgets].compactMap { $0 } + document.findings
      + [document.code?.totals, document.code?.claims].compactMap { $0 }
    sections += tables.map { text($0, width: width) }
    sections += [document.verdict.map { wrap("Verdict: " + $0, width: width) }, document.parity]
      .compactMap { $0 }
    sections += document.verdictTables.map { text($0, width: width) }
    return sections.joined(separator: "\n\n") + "\n"
  }

  /// A table for a terminal at most `width` columns wide: its title, one line per row and its
  /// caption.
  static func text(_ table: Document.Table, titled title: String? = nil, width: Int = 100)
    -> String
  {
    let headings = table.columns.map { plain($0.heading) }
    let rows = table.rows.map { $0.map(plain) }
    let left = table.columns.map { $0.kind == .text }
    var lines = [(title ?? (table.title.isEmpty ? table.id : table.title)) + ":"]
    lines +=
      columnLines(headings, rows, left: left, width: width)
      ?? rows.map { row in
        let cells = zip(headings.dropFirst(), row.dropFirst()).filter { !$1.isEmpty }
          .map { $0.isEmpty ? $1 : "\($0) \($1)" }
        return wrap("- \(row[0]): " + cells.joined(separator: "; "), width: width, indent: "    ")
      }
    if !table.caption.isEmpty, title == nil {
      lines.append(wrap(plain(table.caption), width: width))
    }
    return lines.joined(separator: "\n")
  }

  /// The lines of a table in columns within `width`, `left` aligning a column left, headings on
  /// one line or two (split at a space), a long first cell on a line of its own; `nil` when the
  /// columns cannot fit.
  private static func columnLines(
    _ headings: [String], _ rows: [[String]], left: [Bool], width: Int
  ) -> [String]? {
    for split in [false, true] {
      let headings = headings.map { heading in
        split
          ? heading.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            .map(String.init) : [heading]
      }
      let widths = headings.indices.map { column in
        (headings[column] + rows.map { $0[column] }).map(\.count).max()!
      }
      // Two spaces between columns.
      let others = widths.dropFirst().reduce(0) { $0 + $1 + 2 }
      let first = min(widths[0], width - others)
      guard first >= min(widths[0], 12) else { continue }
      let line = { (cells: [String]) in
        cells.indices.map { column in
          let cell = cells[column]
          let room = (column == 0 ? first : widths[column]) - cell.count
          let space = String(repeating: " ", count: max(0, room))
          return left[column] ? cell + space : space + cell
        }.joined(separator: "  ")
      }
      let depth = headings.map(\.count).max()!
      var lines = (0..<depth).map { index in
        // Bottom-aligned: a heading of one line stands on the last.
        line(headings.map { index >= depth - $0.count ? $0[index - (depth - $0.count)] : "" })
      }
      lines.append(String(repeating: "-", count: first + others))
      for row in rows {
        if row[0].count > first { lines.append(row[0]) }
        lines.append(line([row[0].count > first ? "" : row[0]] + row.dropFirst()))
      }
      // NB: a right-aligned last column leaves no trailing spaces; a text one would.
      return lines.map { $0.replacing(/\s+$/, with: "") }
    }
    return nil
  }

  /// `cell` as a terminal shows it: without Markdown's marks (backticks, asterisks, `\\|`), counts
  /// `3/6/0` rather than `3 / 6 / 0`.
  static func plain(_ cell: String) -> String {
    cell.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "*", with: "")
      .replacingOccurrences(of: "\\|", with: "|").replacingOccurrences(of: " / ", with: "/")
  }
}
