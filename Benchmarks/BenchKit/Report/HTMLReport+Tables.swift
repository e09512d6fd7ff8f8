import Comparison

extension HTMLReport {
  /// A table. Each of `columns` is text (aligned left; wrapped, and wider when its cells are
  /// long; never wrapped when they are all short, as names are), a figure (aligned right,
  /// never wrapped) or an interval (a figure in grey); the columns past them are figures. The rows whose indices are in `groups` start a group,
  /// under a darker rule. Headings and cells are HTML.
  ///
  /// On a laptop a table wider than the text may reach into the right margin, and scrolls
  /// sideways in its own box beyond that; on a phone each row is a card, its first cell on a
  /// line of its own and each other cell after its heading, so that no table is wider than
  /// the screen. The headings' class (``headingsClass(_:)``) carries them to the style sheet,
  /// which writes them before the cells (``cardLabelsStyle(_:)``).
  func table(
    _ head: [String], _ rows: [[String]], columns: [SummaryTable.Column] = [.text],
    groups: Set<Int> = []
  ) -> String {
    // A text column whose cells run long gets room, so that a narrow screen scrolls the table
    // rather than squeezing it into a column of single words.
    let longest = { (column: Int) -> Int in
      rows.map { row in column < row.count ? textLength(row[column]) : 0 }.max() ?? 0
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
      } + (head.isEmpty ? [] : [Self.headingsClass(head.map { unescaped(plainText($0)) })])
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

  /// Each scenario's counts, one column per arm: its initial render and its actions, the
  /// initial render once for the scenarios that all rendered the same counts first (as the
  /// charts pool them); then the objects left alive after a screen closed.
  func countsTable(_ rows: [ScenarioResult]) -> String {
    let counts = { (row: ScenarioResult, phase: Phase) in
      self.results.arms.map { row.arms[$0.id].map { viewCountsText($0.counts(of: phase)) } ?? "—" }
    }
    var cells: [[String]] = []
    var groups: Set<Int> = []
    for part in [rows.filter { !scrolls($0) }, rows.filter(scrolls)] where !part.isEmpty {
      let pooled = initialRenders(part).count == 1 && part.count > 1
      if pooled {
        groups.insert(cells.count)
        cells.append(
          ["initial render", "", "\(part.count) scenarios"] + counts(part[0], .initialRender))
      }
      for row in part {
        if !pooled { groups.insert(cells.count) }
        for (index, phase) in (pooled ? [Phase.action] : Phase.allCases).enumerated() {
          cells.append(
            [
              index == 0 ? xmlEscaped(label(row, parity: false)) : "",
              index == 0 ? (row.parity ? "✓" : "✗") : "",
              phase == .initialRender ? "initial render" : "actions",
            ] + counts(row, phase))
        }
      }
    }
    var parts = [
      table(
        ["scenario", "parity", "phase"] + results.arms.map(armName), cells,
        columns: [.text, .text, .text], groups: groups),
      "<p class=\"caption\">Each cell: view calls / widget writes / redundant writes.</p>",
    ]
    let leaks = rows.flatMap { row in
      results.arms.compactMap { arm in
        row.arms[arm.id].flatMap { $0.leaks.isEmpty ? nil : (row, arm, $0.leaks) }
      }
    }
    if !leaks.isEmpty {
      parts.append(
        "<div class=\"alert\"><p><strong>Still alive after the screen closed</strong>: "
          + leaks.map { row, arm, objects in
            xmlEscaped("\(row.title), \(arm.name): \(objects.joined(separator: ", "))")
          }.joined(separator: "; ") + "</p></div>")
    }
    return parts.joined(separator: "\n")
  }

  /// One group of rows per timed action, one row per arm: its p50 with the p50's 95 %
  /// interval, its share of a 120 Hz frame, its ratio to the reference with the ratio's
  /// interval (greyed with no measurable difference), and its allocations. The action's
  /// first cells name it, say whether it is awaited and how many samples the reference took.
  func latencyTable(_ actions: [(SVGChart.Category, ActionResult)]) -> String {
    var rows: [[String]] = []
    var groups: Set<Int> = []
    for (category, action) in actions {
      groups.insert(rows.count)
      let samples = action.arms[results.reference].map { "\($0.samples) samples" } ?? ""
      let notes = [xmlEscaped(category.label), note(category.detail), note(samples)]
      for (index, arm) in results.arms.enumerated() {
        let figures = action.arms[arm.id]
        let latency = figures?.latencyNs
        let ratio = figures?.ratioToReference
        let ratioCells =
          arm.id == results.reference
          ? ["1×", ""]
          : [
            ratio.map { ratio in
              ratioMark(ratio).map {
                "<span class=\"same\">\($0) \(decimalText(ratio.value))×</span>"
              }
                ?? "\(decimalText(ratio.value))×"
            } ?? "—",
            ratio.map { "\(decimalText($0.low))–\(decimalText($0.high))" } ?? "",
          ]
        rows.append(
          [
            index < notes.count ? notes[index] : "", armName(arm),
            latency.map { nanosecondsText($0.p50) } ?? "—",
            latency.map { intervalText($0.p50Low, $0.p50High) } ?? "",
            latency.map { frameShareText($0.p50) } ?? "—",
          ] + ratioCells + [figures?.allocations.map(countText) ?? "—"])
      }
    }
    return table(
      [
        "action", "arm", "p50", "95 %", "of a frame", "× \(xmlEscaped(referenceName))", "95 %",
        "allocations",
      ], rows, columns: [.text, .text, .figure, .interval, .figure, .figure, .interval],
      groups: groups)
      + "\n<p class=\"caption\">Timed from the action's start until the view settled; the p50's "
      + "interval is its 95 % interval, the ratio's the 95 % bootstrap interval of the ratio of "
      + "p50s. ≈ marks no measurable difference (the interval holds 1×)"
      + (results.clockTickNs.map { ", ~ a difference within one clock tick (\($0) ns)" } ?? "")
      + ". Allocations per action are medians.</p>"
  }

  /// `720–880 ns`, `980 ns–1.1 µs`: an interval of times, the unit written once when the
  /// ends share it.
  func intervalText(_ low: Int, _ high: Int) -> String {
    let (lowText, highText) = (nanosecondsText(low), nanosecondsText(high))
    let lowUnit = lowText.split(separator: " ").last
    guard lowUnit == highText.split(separator: " ").last, let lowUnit else {
      return "\(lowText)–\(highText)"
    }
    return "\(lowText.dropLast(lowUnit.count + 1))–\(highText)"
  }

  /// The length of the text of `html` as it reads, its tags left out.
  private func textLength(_ html: String) -> Int {
    unescaped(plainText(html)).count
  }

  /// The class of a table with the headings `labels`: `h` and a hash of them, the same for
  /// every table with the same headings, so that they share the rules that label their cells.
  static func headingsClass(_ labels: [String]) -> String {
    var hash: UInt32 = 2_166_136_261  // FNV-1a
    for byte in labels.joined(separator: "\u{1F}").utf8 {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return "h" + String(hash, radix: 36)
  }

  /// The rules that write each heading before its cells when a phone shows the tables of
  /// `body` as cards, one set per class of headings (the first column's cell, a card's title,
  /// goes without one).
  static func cardLabelsStyle(_ body: String) -> String {
    let tables = body.matches(
      of: /<table class="[^"]*\b(?<key>h[0-9a-z]+)"><thead><tr>(?<headings>.*?)<\/tr><\/thead>/)
    var seen: Set<Substring> = []
    var rules: [String] = []
    for table in tables where seen.insert(table.output.key).inserted {
      let labels = table.output.headings.matches(of: /<th>(?<text>.*?)<\/th>/).map {
        unescaped(plainText(String($0.output.text)))
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

  /// `text` in grey, smaller; nothing for no text.
  func note(_ text: String) -> String {
    text.isEmpty ? "" : "<span class=\"note\">\(xmlEscaped(text))</span>"
  }

  func microTable() -> String {
    table(
      BenchFormatter.microHeadings,
      results.micro.map { row in
        let cells = BenchFormatter.microCells(row, miss: "miss").map(xmlEscaped)
        return row.meetsBudget == false
          ? cells.dropLast() + ["<span class=\"miss\">\(cells.last!)</span>"] : cells
      }, columns: [.text, .figure, .interval, .figure, .figure, .figure, .text])
  }

  /// The what-if model: each synchronous step's modelled time if a widget write cost 1, 5 or
  /// 25 µs, with its caption; `nil` when no synchronous step was timed.
  func whatIfSection() -> Section? {
    let formatter = BenchFormatter(results: results)
    let rows = formatter.whatIfRows
    guard !rows.isEmpty else { return nil }
    let costs = BenchFormatter.whatIfWriteCosts
    let head = formatter.whatIfHeadings.prefix(3).map(xmlEscaped) + results.arms.map(armName)
    return Section(
      id: "what-if", title: "What if a widget write cost more",
      html: [
        "<h2 id=\"what-if\">What if a widget write cost "
          + costs.map { $0.label }.joined(separator: ", ") + " (a model)</h2>",
        "<p>\(xmlEscaped(formatter.whatIfCaption))</p>",
        folded(
          "The model for \(rows.count / costs.count) kinds of synchronous step, every arm",
          table(
            head,
            rows.map { $0.prefix(3).map(xmlEscaped) + $0.dropFirst(3).map(timeKeptWhole) },
            columns: [.text, .figure, .figure] + results.arms.map { _ in .timeAndShare },
            groups: Set(stride(from: 0, to: rows.count, by: costs.count)))),
      ])
  }
}

/// A time with its share of a frame, `1.26 µs (0.015%)`, escaped, with no-break spaces in the
/// time, so that a ``SummaryTable/Column/timeAndShare`` column wraps before the share alone.
func timeKeptWhole(_ cell: String) -> String {
  guard let open = cell.lastIndex(of: "(") else { return xmlEscaped(cell) }
  var time = cell[..<open]
  while time.last == " " { time.removeLast() }
  return xmlEscaped(String(time.map { $0 == " " ? "\u{00A0}" : $0 })) + " "
    + xmlEscaped(String(cell[open...]))
}

/// The text of `html`, its tags left out (its entities kept).
func plainText(_ html: String) -> String {
  var (text, inTag) = ("", false)
  for character in html {
    if character == "<" || character == ">" {
      inTag = character == "<"
    } else if !inTag {
      text.append(character)
    }
  }
  return text
}

/// `text` for a CSS string in a style element that an HTML and an XML parser read alike: a
/// quote, a backslash and the characters XML escapes as hexadecimal escapes (`\3C `).
func cssString(_ text: String) -> String {
  text.unicodeScalars.map { scalar in
    "\"\\<>&".unicodeScalars.contains(scalar)
      ? "\\" + String(scalar.value, radix: 16, uppercase: true) + " " : String(scalar)
  }.joined()
}
