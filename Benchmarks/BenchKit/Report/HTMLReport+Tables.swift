import Comparison

extension HTMLReport {
  /// A table that scrolls sideways when too wide; its first `left` columns are text, aligned
  /// left, the others figures, aligned right. Headings and cells are HTML.
  func table(_ head: [String], _ rows: [[String]], left: Int = 1) -> String {
    "<div class=\"scroll\"><table class=\"left\(left)\">"
      + (head.isEmpty
        ? "" : "<thead><tr>" + head.map { "<th>\($0)</th>" }.joined() + "</tr></thead>")
      + "<tbody>\n"
      + rows.map { "<tr>" + $0.map { "<td>\($0)</td>" }.joined() + "</tr>" }
      .joined(separator: "\n") + "\n</tbody></table></div>"
  }

  func armName(_ arm: ArmInfo) -> String {
    swatch(arm) + xmlEscaped(arm.name)
  }

  func countsTable(_ rows: [ScenarioResult]) -> String {
    let cells = rows.flatMap { row in
      Phase.allCases.map { phase in
        let first = phase == Phase.allCases.first
        return [
          first ? xmlEscaped(row.title) : "", first ? (row.parity ? "✓" : "✗") : "",
          phase == .initialRender ? "initial render" : "actions",
        ] + results.arms.map { row.arms[$0.id].map { viewCountsText($0.counts(of: phase)) } ?? "—" }
      }
    }
    var parts = [
      table(["scenario", "parity", "phase"] + results.arms.map(armName), cells, left: 3),
      "<p>Each cell: view calls / widget writes / redundant writes.</p>",
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

  /// The cells the Markdown latency table has, with a swatch by each arm's heading and the
  /// ratios with no measurable difference greyed.
  func latencyTable(_ rows: [ScenarioResult]) -> String {
    let formatter = BenchFormatter(results: results)
    let head = formatter.latencyHeadings.map { heading in
      (results.arms.first { [$0.name, $0.name + " p50"].contains(heading) }.map(swatch) ?? "")
        + xmlEscaped(heading)
    }
    let cells = timedActions(rows.first?.screen, rows).map { title, action in
      ([title] + formatter.latencyRowCells(action)).map { cell in
        ["≈ ", "~ "].contains { cell.hasPrefix($0) }
          ? "<span class=\"same\">\(xmlEscaped(cell))</span>" : xmlEscaped(cell)
      }
    }
    return table(head, cells, left: 3) + "\n<p>\(xmlEscaped(formatter.latencyLegend))</p>"
  }

  func microTable() -> String {
    table(
      BenchFormatter.microHeadings,
      results.micro.map { row in
        let cells = BenchFormatter.microCells(row, miss: "miss").map(xmlEscaped)
        return row.meetsBudget == false
          ? cells.dropLast() + ["<span class=\"miss\">\(cells.last!)</span>"] : cells
      })
  }

  /// The what-if table: each synchronous step's modelled time if a widget write cost 1, 5 or
  /// 25 µs, with its caption; empty when no synchronous step was timed.
  func whatIfSection() -> [String] {
    let formatter = BenchFormatter(results: results)
    let rows = formatter.whatIfRows
    guard !rows.isEmpty else { return [] }
    let head =
      formatter.whatIfHeadings.prefix(3).map(xmlEscaped) + results.arms.map(armName)
    return [
      "<h2>What if a widget write cost "
        + BenchFormatter.whatIfWriteCosts.map { $0.label }.joined(separator: ", ")
        + " (a model)</h2>",
      "<p>\(xmlEscaped(formatter.whatIfCaption))</p>",
      table(head, rows.map { $0.map(xmlEscaped) }, left: 2),
    ]
  }
}
