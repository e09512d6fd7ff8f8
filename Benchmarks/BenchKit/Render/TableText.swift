import Comparison
import Foundation

/// A count, such as allocations per action: whole numbers without a decimal point.
func countText(_ value: Double) -> String {
  guard value.isFinite else { return "n/a" }
  return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : decimalText(value)
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

/// `≈` for a ratio with no measurable difference, `~` for one within the clock's resolution, `nil`
/// for a difference.
func ratioMark(_ ratio: RatioEstimate) -> String? {
  ratio.noMeasurableDifference ? "≈" : ratio.withinClockResolution ? "~" : nil
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
  var cells: [String] = []
  var cell = ""
  var escaped = false
  for character in row {
    if character == "|" && !escaped {
      cells.append(cell.trimmingCharacters(in: .whitespaces))
      cell = ""
    } else {
      cell.append(character)
    }
    escaped = character == "\\" && !escaped
  }
  cells.append(cell.trimmingCharacters(in: .whitespaces))
  // The row's own first and last pipes leave an empty cell at each end.
  return Array(cells.dropFirst().dropLast())
}

/// The anchor GitHub (and the report) give a heading: lower case, spaces as hyphens, every
/// character but letters, digits, hyphens and underscores dropped.
func markdownAnchor(_ heading: String) -> String {
  String(
    heading.lowercased().compactMap { character -> Character? in
      if character == " " { return "-" }
      return character.isLetter || character.isNumber || character == "-" || character == "_"
        ? character : nil
    })
}

/// The Markdown page and the terminal's text of a ``Document``.
enum TableText {
  /// Marks the start and end of the verdict (README carries a copy).
  static let verdictMarkers = ("<!-- verdict -->", "<!-- /verdict -->")
  /// Marks the budgets table (README carries a copy).
  static let budgetsMarkers = ("<!-- budgets -->", "<!-- /budgets -->")
  /// Marks the counts section, exact, which `--check-results` compares line by line.
  static let countsMarkers = ("<!-- counts -->", "<!-- /counts -->")
  /// Marks the code section, exact, which `--check-results` compares line by line.
  static let codeMarkers = ("<!-- code -->", "<!-- /code -->")
  /// Marks the claims table (README carries a copy).
  static let claimsMarkers = ("<!-- claims -->", "<!-- /claims -->")

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
    ([heading(level, table.title)] + (table.caption.isEmpty ? [] : [table.caption])
      + [markdown(table)]).joined(separator: "\n\n")
  }

  /// `### text` for `level` 3.
  static func heading(_ level: Int, _ text: String) -> String {
    String(repeating: "#", count: level) + " " + text
  }

  /// `text` between `markers`, with a blank line around it unless `tight`.
  static func marked(_ text: String, _ markers: (String, String), tight: Bool = false) -> String {
    [markers.0, text, markers.1].joined(separator: tight ? "\n" : "\n\n")
  }

  /// The verdict: the guide's, parity, the picks and the glance, between markers; `nil` when there
  /// is none of them.
  static func verdict(_ document: Document) -> String? {
    let parts =
      [document.verdict, document.parity].compactMap { $0 }
      + document.verdictTables.map { markdown($0, level: 3) }
    return parts.isEmpty ? nil : marked(parts.joined(separator: "\n\n"), verdictMarkers)
  }

  /// The counts section, between its markers: exact, so a check can compare it.
  static func counts(_ document: Document, level: Int = 2) -> String {
    let screens = document.screens.flatMap { screen in
      [heading(level + 1, screen.screen.rawValue), markdown(screen.counts)]
    }
    let body = ([heading(level, "Counts"), document.countsCaption] + screens)
    return marked(body.joined(separator: "\n\n"), countsMarkers, tight: true)
  }

  /// The code section, between its markers: exact, so a check can compare it.
  static func code(_ code: Document.Code, level: Int = 2) -> String {
    var parts = [
      heading(level, "Code and change costs"), code.intro, heading(level + 1, "Every screen"),
      code.support, markdown(code.totals),
    ]
    for (screen, table) in code.screens { parts += [heading(level + 1, screen), markdown(table)] }
    parts.append(heading(level + 1, "Requirement changes"))
    parts += code.changeNotes
    if let summary = code.summary { parts.append(markdown(summary)) }
    for change in code.changes {
      parts += [
        heading(level + 2, change.title), quote(change.requirement), markdown(change.table),
      ]
    }
    if let claims = code.claims {
      parts += [
        heading(level + 1, claims.title), marked(markdown(claims), claimsMarkers, tight: true),
      ]
    }
    return marked(parts.joined(separator: "\n\n"), codeMarkers)
  }

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
    if let verdict = verdict(document) { page += ["## Verdict", verdict] }
    if let budgets = document.budgets {
      add(budgets.title, marked(markdown(budgets, level: 2), budgetsMarkers))
    }
    if !document.findings.isEmpty {
      add(
        "Findings",
        (["## Findings"] + document.findings.map { markdown($0, level: 3) })
          .joined(separator: "\n\n"))
    }
    if !document.screens.isEmpty { add("Counts", counts(document)) }
    if let code = document.code { add("Code and change costs", self.code(code)) }
    if results.isTimed {
      let screens = document.screens.compactMap { screen in
        screen.latency.map { [heading(3, screen.screen.rawValue), markdown($0)] }
      }
      add(
        "Latency",
        ([heading(2, "Latency"), document.latencyLegend] + screens.flatMap { $0 })
          .joined(separator: "\n\n"))
    }
    for table in [document.whatIf, document.micro].compactMap({ $0 }) {
      add(table.title, markdown(table, level: 2))
    }
    let about =
      [heading(2, "About this run"), note].compactMap { $0 } + [
        document.provenance.map { "- " + $0 }.joined(separator: "\n"),
        document.arms.caption, markdown(document.arms),
      ]
    add("About this run", about.joined(separator: "\n\n"))
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
    for screen in document.screens {
      sections.append(
        text(screen.counts, titled: "\(screen.screen.rawValue): counts", width: width))
      if let latency = screen.latency {
        sections.append(
          text(latency, titled: "\(screen.screen.rawValue): latency", width: width))
      }
    }
    if !document.screens.isEmpty {
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
    var table = table
    table.rows = table.rows.map { $0.map(plain) }
    for index in table.columns.indices {
      table.columns[index].heading = plain(table.columns[index].heading)
    }
    var lines = [(title ?? (table.title.isEmpty ? table.id : table.title)) + ":"]
    if let columns = columnLines(table, width: width) {
      lines += columns
    } else {
      let headings = table.columns.map(\.heading)
      for row in table.rows {
        let cells = zip(headings.dropFirst(), row.dropFirst()).filter { !$1.isEmpty }
          .map { $0.isEmpty ? $1 : "\($0) \($1)" }
        lines.append(
          wrap("- \(row[0]): " + cells.joined(separator: "; "), width: width, indent: "    "))
      }
    }
    if !table.caption.isEmpty, title == nil {
      lines.append(wrap(plain(table.caption), width: width))
    }
    return lines.joined(separator: "\n")
  }

  /// The lines of `table` in columns within `width`, headings on one line or two (split at a
  /// space), a long first cell on a line of its own; `nil` when the columns cannot fit.
  private static func columnLines(_ table: Document.Table, width: Int) -> [String]? {
    let rows = table.rows
    for split in [false, true] {
      let headings = table.columns.map { column -> [String] in
        guard split, let space = column.heading.firstIndex(of: " ") else { return [column.heading] }
        return [String(column.heading[..<space]), String(column.heading[space...].dropFirst())]
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
          let width = column == 0 ? first : widths[column]
          let cell = cells[column]
          return table.columns[column].kind == .text
            ? cell + String(repeating: " ", count: max(0, width - cell.count))
            : String(repeating: " ", count: max(0, width - cell.count)) + cell
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
