import Comparison

extension BenchFormatter {
  /// GitHub-flavoured Markdown, answer first: the verdict (the study's judgment, the arms at a
  /// glance and the arm to pick), a line of contents, the budgets and the other findings, then
  /// the counts, code, latency, what-if and micro tables, and what the run ran on last.
  ///
  /// - Parameter note: A paragraph for the last section, before the provenance (how the page
  ///   was generated and is checked).
  func markdown(note: String? = nil) -> String {
    let summary = BenchSummary(results: results)
    var sections = ["# \(results.study ?? "pattern-bench") results"]
    if results.quick {
      sections.append(
        "> **A quick run**: few samples, short lists; its timings show the shape of the "
          + "results, not figures to quote.")
    }
    var contents: [String] = []
    var body: [String] = []
    let add = { (title: String, text: String) in
      contents.append("[\(title)](#\(markdownAnchor(title)))")
      body.append(text)
    }
    if let verdict = verdictMarkdown(summary) { sections += ["## Verdict", verdict] }
    if let budgets = summary.budgets {
      add(
        budgets.title,
        [Self.budgetsStart, budgets.markdown(level: 2), Self.budgetsEnd].joined(separator: "\n\n"))
    }
    let findings = summary.findingTables.map { $0.markdown(level: 3) }
    if !findings.isEmpty {
      add("Findings", (["## Findings"] + findings).joined(separator: "\n\n"))
    }
    if !results.scenarios.isEmpty { add("Counts", countsMarkdown(level: 2)) }
    if let code = results.code {
      add(
        "Code and change costs",
        CodeMarkdown.section(code, claims: results.guide?.claims ?? [], level: 2))
    }
    if let latency = latencyMarkdown(level: 2) { add("Latency", latency) }
    if let whatIf = whatIfMarkdown(level: 2) { add(whatIfTitle, whatIf) }
    if let micro = microMarkdown(level: 2) { add(microText.title, micro) }
    add(
      "About this run",
      (["## About this run", note].compactMap { $0 } + [provenanceMarkdown, armsMarkdown])
        .joined(separator: "\n\n"))
    sections.append("**Contents**: " + contents.joined(separator: " · "))
    return (sections + body).joined(separator: "\n\n") + "\n"
  }

  /// The verdict, between ``verdictStart`` and ``verdictEnd`` (README carries a copy): the
  /// study's verdict, whether every arm showed the same screens, the arms at a glance and the
  /// arm to pick; `nil` when the run has none of them.
  func verdictMarkdown(_ summary: BenchSummary) -> String? {
    var parts: [String] = []
    if let verdict = summary.verdict { parts.append(verdict) }
    if let parity = summary.parity { parts.append(parity) }
    parts += summary.verdictTables.map { $0.markdown(level: 3) }
    guard !parts.isEmpty else { return nil }
    return ([Self.verdictStart] + parts + [Self.verdictEnd]).joined(separator: "\n\n")
  }

  /// Marks the start of the budgets table in Markdown output (README carries a copy).
  static let budgetsStart = "<!-- budgets -->"
  /// Marks the end of the budgets table in Markdown output.
  static let budgetsEnd = "<!-- /budgets -->"

  /// Marks the start of the verdict in Markdown output.
  static let verdictStart = "<!-- verdict -->"
  /// Marks the end of the verdict in Markdown output.
  static let verdictEnd = "<!-- /verdict -->"

  /// The run's provenance, one fact per item.
  var provenanceMarkdown: String {
    provenance.map { "- " + $0 }.joined(separator: "\n")
  }

  /// Every arm, its id and what sets it apart, as a table.
  var armsMarkdown: String {
    (["Ratios divide by \(referenceName).", ""]
      + markdownTable(
        ["arm", "id", "what sets it apart"], ["---", "---", "---"],
        results.arms.map { ["**\($0.name)**", "`\($0.id)`", $0.description] }))
      .joined(separator: "\n")
  }

  /// `###` for `level` 3.
  private func heading(_ level: Int, _ text: String) -> String {
    String(repeating: "#", count: level) + " " + text
  }

  /// The micro benchmarks as a Markdown table under a heading of `level`; `nil` when
  /// the run had none.
  func microMarkdown(level: Int = 3) -> String? {
    guard !results.micro.isEmpty else { return nil }
    return
      ([heading(level, microText.title), ""]
      + markdownTable(
        Self.microHeadings, ["---", "--:", "--:", "--:", "--:", "--:", "---"],
        results.micro.map { Self.microCells($0, miss: "**miss**") })).joined(separator: "\n")
  }

  /// The headings of the micro benchmark tables.
  static let microHeadings = [
    "benchmark", "ns/op", "runs, ns", "× closure call", "× against", "allocations/op", "budget",
  ]

  /// One row of a micro benchmark table; `miss` names a missed budget.
  static func microCells(_ row: MicroResult, miss: String) -> [String] {
    let against = row.ratioToShownAgainst.map { ratio in
      decimalText(ratio) + "× " + (row.shownAgainst.map(\.rawValue) ?? "")
    }
    return [
      row.name, decimalText(row.nsPerOp), row.nsPerOpSpread.map(rangeText) ?? "—",
      decimalText(row.ratioToClosure) + "×", against ?? "—",
      row.allocationsPerOp.map(decimalText) ?? "n/a", row.budgetText(miss: miss),
    ]
  }

  /// The counts tables alone, between markers: exact and reproducible, so a check can compare
  /// them with a fresh run's (`--check-results`). Headed at `level`, each screen one below.
  func countsMarkdown(level: Int = 3) -> String {
    var lines = [
      BenchFormatter.countsStart,
      heading(level, "Counts"),
      "",
      "Each cell: view calls / widget writes / redundant writes. The first row of each screen is "
        + "the initial render (build, attach or bind, first display); the scenario rows count "
        + "the actions after it.",
    ]
    for screen in results.screens {
      let rows = results.scenarios.filter { $0.screen == screen }
      guard let first = rows.first else { continue }
      lines += [
        "", heading(level + 1, screen.rawValue), "",
        markdownRow(["scenario", "parity"] + results.arms.map(\.name)),
        "|---|:-:|" + String(repeating: "--:|", count: results.arms.count),
        "| *initial render* | | "
          + results.arms.map { arm in
            first.arms[arm.id].map { viewCountsText($0.initialRender) } ?? "—"
          }.joined(separator: " | ") + " |",
      ]
      for row in rows {
        lines.append(
          markdownRow(
            [row.title, row.parity ? "✓" : "✗"]
              + results.arms.map { arm in
                row.arms[arm.id].map { viewCountsText($0.actions) } ?? "—"
              }))
      }
    }
    lines.append(BenchFormatter.countsEnd)
    return lines.joined(separator: "\n")
  }

  /// Marks the start of the counts section in Markdown output.
  static let countsStart = "<!-- counts -->"
  /// Marks the end of the counts section in Markdown output.
  static let countsEnd = "<!-- /counts -->"

  /// The latency tables under a heading of `level`, each screen one below; `nil` when nothing
  /// was timed.
  func latencyMarkdown(level: Int = 3) -> String? {
    guard results.scenarios.contains(where: { $0.iterations > 0 }) else { return nil }
    var lines = [heading(level, "Latency"), "", latencyLegend]
    for screen in results.screens {
      let rows = results.scenarios.filter { $0.screen == screen && $0.iterations > 0 }
      guard !rows.isEmpty else { continue }
      let initial = initialRender(of: screen).map {
        [(title: "*initial render* (\($0.scenarios) scenarios)", action: $0.figure)]
      }
      let pairs = rows.flatMap { row in row.userActions.map { (title: row.title, action: $0) } }
      lines += ["", heading(level + 1, screen.rawValue), ""]
      lines += markdownTable(
        latencyHeadings,
        ["---", "---", ":-:", "--:", "--:"] + results.comparedArms.map { _ in "--:" }
          + ["--:", "--:"],
        ((initial ?? []) + pairs).map { [$0.title] + latencyRowCells($0.action) })
    }
    return lines.joined(separator: "\n")
  }

  /// The headings of the latency tables.
  var latencyHeadings: [String] {
    ["scenario", "action", "", "samples", "\(referenceName) p50"]
      + results.comparedArms.map(\.name) + ["p50, share of a frame", "allocations"]
  }

  /// What the latency tables show.
  var latencyLegend: String {
    "One kind of action per row, timed from its start until the view settled. "
      + "\(referenceName): p50 [95 % interval], p50 less the floor, and the spread of the "
      + "round medians (± half their range); other arms: p50 ÷ \(referenceName)'s p50 [95 % "
      + "bootstrap interval]; ≈ marks no measurable difference (the interval holds 1.0)"
      + (results.clockTickNs.map {
        ", ~ a difference within the clock's resolution (one \($0) ns tick or less)"
      } ?? "") + ". Sync actions settle without awaiting a task or a timer; awaited ones wait. "
      + "Samples are \(referenceName)'s; every arm's p50 as a share of a 120 Hz frame "
      + "(8.33 ms), and allocations per action (medians), are in arm order."
  }

  /// One row of a latency table after its title: the kind of action, sync or awaited, the
  /// reference's samples and p50 with its interval, net of the floor, and its spread; each
  /// other arm's ratio; every arm's p50 as a share of a frame, and its allocations.
  func latencyRowCells(_ action: ActionResult) -> [String] {
    let reference = action.arms[results.reference]
    let latency = reference?.latencyNs.map { latency in
      "\(nanosecondsText(latency.p50)) [\(nanosecondsText(latency.p50Low, unit: false))–"
        + "\(nanosecondsText(latency.p50High, unit: false))]"
        + (latency.p50MinusFloor.map { " (\(nanosecondsText($0)) net, " } ?? " (")
        + "rounds ±\(Int((latency.spread * 50).rounded()))%)"
    }
    let ratios = results.comparedArms.map { arm in
      action.arms[arm.id]?.ratioToReference.map { ratio in
        (ratioMark(ratio).map { $0 + " " } ?? "") + ratioText(ratio)
      } ?? "—"
    }
    let allocations = results.arms.map { action.arms[$0.id]?.allocations.map(countText) ?? "—" }
    return [
      action.kind, action.synchronous ? "sync" : "awaited",
      reference.map { "\($0.samples)" } ?? "—", latency ?? "—",
    ] + ratios + [frameSharesText(action), allocations.joined(separator: " / ")]
  }

  /// Every arm's p50 as a share of a 120 Hz frame, in arm order: `0.0013 / 0.0024 / — %`.
  func frameSharesText(_ action: ActionResult) -> String {
    let shares = results.arms.map { arm in
      action.arms[arm.id]?.latencyNs.map { String(frameShareText($0.p50).dropLast()) } ?? "—"
    }
    return shares.joined(separator: " / ") + " %"
  }
}
