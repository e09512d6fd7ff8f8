import Comparison
import Foundation

/// A count, such as allocations per action: whole numbers without a decimal point.
func countText(_ value: Double) -> String {
  guard value.isFinite else { return "n/a" }
  return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : decimalText(value)
}

/// Number formatting shared by the text formats.
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

func leftPad(_ text: String, _ width: Int) -> String {
  text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
}

/// `text` wrapped at spaces to lines of at most `width` characters, every line after the
/// first starting with `indent`.
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

/// `≈` for a ratio with no measurable difference, `~` for one within the clock's resolution,
/// `nil` for a difference.
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

/// `0.0013%`, `0.042%`, `1.7%`, `5%`, `174%`: two significant figures below 10 (a trailing
/// `.0` dropped), none after the point above.
func percentText(_ percent: Double) -> String {
  guard percent.isFinite else { return "n/a" }
  guard percent > 0 else { return "0%" }
  if percent >= 1e15 { return String(format: "%.3g%%", percent) }
  let places = min(8, max(0, 1 - Int(floor(log10(percent)))))
  let text = String(format: "%.\(places)f%%", percent)
  return text.hasSuffix(".0%") ? text.dropLast(3) + "%" : text
}

/// The lines of a Markdown table: the headings, the alignment row (`---`, `--:`, `:-:`), then
/// the rows, every heading and cell escaped (``markdownCell(_:)``).
func markdownTable(_ headings: [String], _ alignments: [String], _ rows: [[String]]) -> [String] {
  [markdownRow(headings), "| " + alignments.joined(separator: " | ") + " |"]
    + rows.map(markdownRow)
}

/// One row of a Markdown table, its cells escaped (``markdownCell(_:)``).
func markdownRow(_ cells: [String]) -> String {
  "| " + cells.map(markdownCell).joined(separator: " | ") + " |"
}

/// `text` as one Markdown table cell: a `|` (in a scenario's or an arm's name, a file's) is
/// escaped and a line break is a space, so the cell never ends early or splits its row.
func markdownCell(_ text: String) -> String {
  text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    .joined(separator: " ").replacing("|", with: "\\|")
}

/// The cells of a row of a Markdown table, split at the pipes that are not escaped, each
/// trimmed (escaped pipes stay escaped).
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
