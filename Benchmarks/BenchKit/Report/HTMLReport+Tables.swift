import Comparison

extension HTMLReport {
  func armHeaders(_ arms: [ArmInfo]) -> String {
    arms.map { "<th>\(swatch($0))\(xmlEscaped($0.name))</th>" }.joined()
  }

  func countsTable(_ rows: [ScenarioResult]) -> String {
    var lines = [
      "<div class=\"scroll\"><table><thead><tr><th>scenario</th><th>parity</th>"
        + "<th class=\"text\">phase</th>\(armHeaders(results.arms))</tr></thead><tbody>"
    ]
    for row in rows {
      for phase in Phase.allCases {
        let cells = results.arms.map { arm in
          row.arms[arm.id].map { counts in
            let figures = counts.counts(of: phase)
            return "\(figures.viewCalls) / \(figures.widgetWrites) / \(figures.redundantWrites)"
          } ?? "—"
        }
        let first = phase == Phase.allCases.first
        lines.append(
          "<tr><td>\(first ? xmlEscaped(row.title) : "")</td>"
            + "<td>\(first ? (row.parity ? "✓" : "✗") : "")</td>"
            + "<td class=\"text\">\(phase == .initialRender ? "initial render" : "actions")</td>"
            + cells.map { "<td>\($0)</td>" }.joined() + "</tr>")
      }
    }
    lines.append("</tbody></table></div>")
    lines.append("<p>Each cell: view calls / widget writes / redundant writes.</p>")
    let leaks = rows.flatMap { row in
      results.arms.compactMap { arm in
        row.arms[arm.id].flatMap { $0.leaks.isEmpty ? nil : (row, arm, $0.leaks) }
      }
    }
    if !leaks.isEmpty {
      lines.append(
        "<div class=\"alert\"><p><strong>Still alive after the screen closed</strong>: "
          + leaks.map { row, arm, objects in
            xmlEscaped("\(row.title), \(arm.name): \(objects.joined(separator: ", "))")
          }.joined(separator: "; ") + "</p></div>")
    }
    return lines.joined(separator: "\n")
  }

  func latencyTable(_ rows: [ScenarioResult]) -> String {
    let compared = results.comparedArms
    var lines = [
      "<div class=\"scroll\"><table><thead><tr><th>scenario</th><th class=\"text\">action</th>"
        + "<th class=\"text\"></th><th>samples</th>"
        + "<th>\(reference.map(swatch) ?? "")\(xmlEscaped(referenceName)) p50 [95 %]</th>"
        + armHeaders(compared) + "<th>allocations per action</th></tr></thead><tbody>"
    ]
    for (title, action) in timedActions(rows.first?.screen, rows) {
      let own = action.arms[results.reference]
      var referenceCell = "—"
      if let latency = own?.latencyNs {
        referenceCell =
          "\(nanosecondsText(latency.p50)) [\(nanosecondsText(latency.p50Low, unit: false))–"
          + "\(nanosecondsText(latency.p50High, unit: false))]"
      }
      let ratioCells = compared.map { arm -> String in
        guard let ratio = action.arms[arm.id]?.ratioToReference else { return "<td>—</td>" }
        guard let mark = ratioMark(ratio) else { return "<td>\(ratioText(ratio))</td>" }
        return "<td class=\"same\">\(mark) \(ratioText(ratio))</td>"
      }
      let allocations = results.arms.map { arm in
        action.arms[arm.id]?.allocations.map(countText) ?? "—"
      }
      lines.append(
        "<tr><td>\(xmlEscaped(title))</td><td class=\"text\">\(xmlEscaped(action.kind))</td>"
          + "<td class=\"text\">\(action.synchronous ? "sync" : "awaited")</td>"
          + "<td>\(own.map { "\($0.samples)" } ?? "—")</td><td>\(referenceCell)</td>"
          + ratioCells.joined() + "<td>\(allocations.joined(separator: " / "))</td></tr>")
    }
    lines.append("</tbody></table></div>")
    lines.append(
      "<p>\(xmlEscaped(referenceName)): p50 [95 % bootstrap interval]; other arms: p50 ÷ "
        + "\(xmlEscaped(referenceName))'s p50 [95 % interval]; ≈ marks no measurable difference"
        + (results.clockTickNs.map {
          ", ~ a difference within the clock's resolution (one \($0) ns tick or less)"
        } ?? "") + ". "
        + "Samples are \(xmlEscaped(referenceName))'s; allocations are medians, in arm order.</p>")
    return lines.joined(separator: "\n")
  }

  func microTable() -> String {
    var rows = [
      "<table><thead><tr><th>benchmark</th><th>ns/op</th><th>× closure call</th>"
        + "<th>budget</th></tr></thead><tbody>"
    ]
    for row in results.micro {
      rows.append(
        "<tr><td>\(xmlEscaped(row.name))</td><td>\(decimalText(row.nsPerOp))</td>"
          + "<td>\(decimalText(row.ratioToClosure))×</td>"
          + "<td\(row.meetsBudget == false ? " class=\"miss\"" : "")>"
          + "\(xmlEscaped(row.budgetText(miss: "miss")))</td></tr>")
    }
    rows.append("</tbody></table>")
    return rows.joined(separator: "\n")
  }
}
