import Comparison
import Foundation

extension BenchFormatter {
  /// Fixed-width tables for a terminal of 100 columns, then the budgets and findings, the code
  /// figures, and the verdict last, where the terminal stops.
  func table() -> String {
    var sections = [header()]
    for screen in results.screens {
      let rows = results.scenarios.filter { $0.screen == screen }
      guard !rows.isEmpty else { continue }
      sections.append(countsTable(screen, rows))
      if rows.contains(where: { !$0.actions.isEmpty && $0.iterations > 0 }) {
        sections.append(latencyTable(screen, rows))
      }
    }
    if !results.micro.isEmpty {
      sections.append(MicroTable(results: results.micro).render())
    }
    let summary = BenchSummary(results: results)
    sections += ([summary.budgets].compactMap { $0 } + summary.findingTables).map { $0.text() }
    if let code = results.code { sections.append(codeText(code)) }
    let verdict = [
      summary.verdict.map { wrap("Verdict: " + $0, width: 100) }, summary.parity,
    ]
    .compactMap { $0 }
    sections += verdict + summary.verdictTables.map { $0.text() }
    return sections.joined(separator: "\n\n") + "\n"
  }

  /// The code figures over every screen and the claims, in at most 100 columns; RESULTS.md
  /// and the report have every table.
  private func codeText(_ code: CodeResults) -> String {
    // The first column as wide as the longest arms' name, so none is cut.
    let names = code.sheet.totals.map { $0.arms.joined(separator: " + ") }
    let widths = [max(22, (names.map(\.count).max() ?? 0) + 2), 7, 7, 7, 11, 11, 10]
    let line = { (cells: [String]) in
      pad(cells[0], widths[0])
        + zip(cells.dropFirst(), widths.dropFirst())
        .map { leftPad($0, $1) }.joined()
    }
    var lines = [
      "code over \(code.layout.screenCountText) (logic lines, non-blank and non-comment; "
        + "decisions: if, "
        + "guard, case, &&, ||, ??, ?:):",
      line(["arms", "logic", "view", "tests", "decisions", "protocols", "test lines"]),
      line(["", "lines", "lines", "lines", "logic/view", "/ reqs", "/behaviour"]),
    ]
    for shape in code.sheet.totals {
      lines.append(
        line([
          shape.arms.joined(separator: " + "), "\(shape.logic.lines)", "\(shape.view.lines)",
          "\(shape.tests.lines)", "\(shape.logic.decisions)/\(shape.view.decisions)",
          "\(shape.logic.protocols)/\(shape.logic.requirements)",
          shape.linesPerSharedBehaviour.map(countText) ?? "n/a",
        ]))
    }
    let claims = CodeClaim.claims(code, results.guide?.claims ?? [])
    if !claims.isEmpty {
      lines.append("claims (\(code.changes.count) requirement changes measured):")
    }
    let shapes = code.layout.shapes.map(\.id)
    for claim in claims {
      let figures = zip(shapes, claim.figures).map { shape, figure in
        "\(shape) \(figure.map(countText) ?? "n/a")"
      }
      lines.append(
        wrap(
          "- \(claim.claim): \(claim.verdict.rawValue.uppercased()) (\(claim.measure))",
          width: 100, indent: "  "))
      lines.append("  " + wrap(figures.joined(separator: " · "), width: 98, indent: "  "))
    }
    return lines.joined(separator: "\n")
  }

  private func header() -> String {
    var lines = ["\(results.study ?? "pattern-bench"): \(results.arms.count) arms"] + provenance
    lines.append("arms (ratios divide by the reference, \(referenceName)):")
    // Every name whole: the column is as wide as the longest, the summaries wrap under it.
    let nameWidth = (results.arms.map(\.name.count).max() ?? 0) + 2
    for arm in results.arms {
      let summary = wrap(arm.description, width: 98 - nameWidth, indent: "")
        .split(separator: "\n").enumerated().map { index, line in
          (index == 0 ? pad(arm.name, nameWidth) : String(repeating: " ", count: nameWidth))
            + line
        }
      lines += summary.map { "  " + $0 }
    }
    lines.append(
      "counts: view calls/widget writes/redundant writes of the actions (initial render apart);"
    )
    lines.append(
      "latency: p50 of one kind of action until the view settled; ratio ±half its 95 % "
        + "interval;")
    lines.append("  ≈ no measurable difference (the interval holds 1.0); a = awaited, s = sync;")
    lines.append(
      "  frame: the slowest arm's p50 as a share of a 120 Hz frame (8.33 ms)")
    if results.clockTickNs != nil {
      lines.append("  ~ within the clock's resolution (a difference of one tick or less)")
    }
    return lines.joined(separator: "\n")
  }

  private var armColumn: Int {
    max(12, min(14, (100 - 30) / max(1, results.arms.count)))
  }

  /// The arms' names as column headings of `width`: one line when every name fits, else two,
  /// each name split at its first space (`MVVM` over `@Observable`); a part still too long is
  /// cut.
  private func armHeadings(width: Int) -> [[String]] {
    let names = results.arms.map(\.name)
    guard names.contains(where: { $0.count > width - 1 }) else { return [names] }
    let parts = names.map { name in
      let words = name.split(separator: " ", maxSplits: 1).map(String.init)
      return (words.count == 2 ? words : ["", name]).map { String($0.prefix(width - 1)) }
    }
    return [parts.map { $0[0] }, parts.map { $0[1] }]
  }

  private func countsTable(_ screen: Screen, _ rows: [ScenarioResult]) -> String {
    let initial = rows.first.map { first in
      [("(initial render)", cells { first.arms[$0.id].map { "\($0.initialRender)" } })]
    }
    return armTable(
      "\(screen.rawValue): counts",
      (initial ?? [])
        + rows.map { row in
          ((row.parity ? "" : "✗ ") + row.title, cells { row.arms[$0.id].map { "\($0.actions)" } })
        })
  }

  private func latencyTable(_ screen: Screen, _ rows: [ScenarioResult]) -> String {
    let initial = initialRender(of: screen).map { initial in
      [
        (
          "s initial render (\(initial.scenarios) scenarios)",
          latencyCells(initial.figure) + [slowestFrameShare(initial.figure)]
        )
      ]
    }
    let actions = rows.filter { $0.iterations > 0 }.flatMap { row in
      row.userActions.map { action in
        (
          "\(action.synchronous ? "s" : "a") \(row.title) · \(action.kind)",
          latencyCells(action) + [slowestFrameShare(action)]
        )
      }
    }
    return armTable(
      "\(screen.rawValue): p50 latency", (initial ?? []) + actions, trailing: "frame")
  }

  /// The largest p50 of any arm as a share of a frame, or a dash when no arm was timed.
  private func slowestFrameShare(_ action: ActionResult) -> String {
    action.arms.values.compactMap { $0.latencyNs?.p50 }.max().map(frameShareText) ?? "—"
  }

  /// A table with one column per arm: `title` above the rows, each a name and one cell per
  /// arm; a name too long for its column gets a line of its own above its cells. With a
  /// `trailing` heading, each row's last cell goes in one more, narrower column.
  private func armTable(
    _ title: String, _ rows: [(name: String, cells: [String])], trailing: String? = nil
  ) -> String {
    let width = armColumn
    let trailingWidth = trailing == nil ? 0 : 9
    let nameWidth = 100 - width * results.arms.count - trailingWidth
    let widths = results.arms.map { _ in width } + (trailing == nil ? [] : [trailingWidth])
    let headings = armHeadings(width: width)
    var lines = headings.enumerated().map { index, names in
      let last = index == headings.count - 1
      return pad(last ? title : "", nameWidth)
        + names.map { leftPad($0, width) }.joined()
        + (trailing.map { leftPad(last ? $0 : "", trailingWidth) } ?? "")
    }
    lines.append(String(repeating: "-", count: nameWidth + widths.reduce(0, +)))
    for (name, cells) in rows {
      let fits = name.count <= nameWidth - 1
      if !fits { lines.append(name) }
      lines.append(
        pad(fits ? name : "", nameWidth) + zip(cells, widths).map { leftPad($0, $1) }.joined())
    }
    return lines.joined(separator: "\n")
  }

  /// One cell per arm: `cell` of the arm, or a dash when it has none.
  private func cells(_ cell: (ArmInfo) -> String?) -> [String] {
    results.arms.map { cell($0) ?? "—" }
  }

  private func latencyCells(_ action: ActionResult) -> [String] {
    cells { latencyCell(action.arms[$0.id], reference: $0.id == results.reference) }
  }

  private func latencyCell(_ figures: ActionFigures?, reference: Bool) -> String {
    guard let figures, let latency = figures.latencyNs else { return "—" }
    if reference { return nanosecondsText(latency.p50, unit: false) }
    guard let ratio = figures.ratioToReference else { return "—" }
    if ratio.noMeasurableDifference { return "≈" + decimalText(ratio.value) + "×" }
    if ratio.withinClockResolution { return "~" + decimalText(ratio.value) + "×" }
    let halfWidth = max(ratio.value - ratio.low, ratio.high - ratio.value) / ratio.value * 100
    return decimalText(ratio.value) + "×±" + String(Int(halfWidth.rounded())) + "%"
  }
}
