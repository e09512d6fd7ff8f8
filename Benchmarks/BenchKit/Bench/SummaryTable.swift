import Foundation

/// One table of a run's findings, as every output shows it: the Markdown page, the terminal
/// and the report render the same rows, so they never disagree.
///
/// A finding is a table a reader scans, with its figures, never a generated sentence; the words
/// a judgment needs are a person's (``StudyGuide``).
struct SummaryTable: Sendable, Equatable {
  /// What a column holds, which sets its alignment and weight.
  enum Column: Sendable, Equatable {
    /// Words, aligned left.
    case text
    /// A figure, aligned right, never wrapped.
    case figure
    /// The interval of the figure before it, aligned right, never wrapped, shown lighter.
    case interval
    /// A time and its share of a frame in brackets, aligned right: the time never wraps, the
    /// share goes under it when the table would be too wide.
    case timeAndShare
  }

  /// The anchor the report and the page link to (`glance`, `budgets`…).
  var id: String
  /// The table's title, a heading.
  var title: String
  /// What the table includes and how to read it, in a sentence or two.
  var caption: String
  /// The column headings.
  var headings: [String]
  /// What each column holds.
  var columns: [Column]
  /// The rows, one cell per heading.
  var rows: [[String]]

  /// The table without the columns that hold no figure in any row (a dash or nothing): a study
  /// without lists of cells has no cell frames, one without requirement changes no lines per
  /// change. The first column always stays.
  func withoutEmptyColumns() -> SummaryTable {
    let kept = headings.indices.filter { column in
      column == 0 || rows.contains { !["—", ""].contains($0[column]) }
    }
    var table = self
    table.headings = kept.map { headings[$0] }
    table.columns = kept.map { columns[$0] }
    table.rows = rows.map { row in kept.map { row[$0] } }
    return table
  }

  /// The table in Markdown under a heading of `level`: the heading, the caption, the table.
  func markdown(level: Int) -> String {
    let alignments = columns.map { $0 == .text ? "---" : "--:" }
    return
      ([String(repeating: "#", count: level) + " " + title, "", caption, ""]
      + markdownTable(headings, alignments, rows))
      .joined(separator: "\n")
  }

  /// The table for a terminal at most `width` columns wide: the title, one line per row and
  /// the caption wrapped; a table wider than `width` puts each row's cells on lines of their
  /// own, under its first cell.
  func text(width: Int = 100) -> String {
    let widths = headings.indices.map { column in
      ([headings[column]] + rows.map { $0[column] }).map(\.count).max()! + 2
    }
    var lines = [title + ":"]
    if widths.reduce(0, +) <= width {
      let line = { (cells: [String]) in
        cells.indices.map { column in
          let (cell, width) = (cells[column], widths[column])
          return self.columns[column] == .text ? pad(cell, width) : leftPad(cell, width)
        }.joined()
      }
      lines += [line(headings), String(repeating: "-", count: widths.reduce(0, +))]
      lines += rows.map(line)
    } else {
      for row in rows {
        lines.append("- " + row[0])
        for (heading, cell) in zip(headings.dropFirst(), row.dropFirst()) where !cell.isEmpty {
          lines.append(wrap("    \(heading): \(cell)", width: width, indent: "      "))
        }
      }
    }
    lines.append(wrap(caption, width: width))
    return lines.joined(separator: "\n")
  }
}
