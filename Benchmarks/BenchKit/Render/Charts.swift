import Comparison

extension HTMLReport {
  /// The anchor of each screen's section: `screen-` and its name in lower case, letters and digits
  /// only; its place among the screens breaks a tie.
  var screenAnchors: [Screen: String] {
    var anchors: [Screen: String] = [:]
    for (index, screen) in results.screens.enumerated() {
      let name = String(
        screen.rawValue.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) })
      let anchor = "screen-" + name
      anchors[screen] =
        anchors.values.contains(anchor) || name.isEmpty ? "\(anchor)\(index)" : anchor
    }
    return anchors
  }

  /// A scenario's short label: its name without its screen's name in front (`load` for
  /// `settings.load` on Settings), its list size short (`load@100k`), `✗ ` in front when it broke
  /// parity.
  func label(_ scenario: ScenarioResult) -> String {
    let prefix = scenario.screen.rawValue.lowercased() + "."
    let name =
      scenario.name.lowercased().hasPrefix(prefix) && scenario.name.count > prefix.count
      ? String(scenario.name.dropFirst(prefix.count)) : scenario.name
    return (scenario.parity ? "" : "✗ ") + name
      + (scenario.size > 0 ? "@" + sizeText(Double(scenario.size)) : "")
  }

  /// The screens section, each screen's charts above its tables; then the frames, the list scaling
  /// and the what-if model.
  func scenarioSections() -> [Section] {
    var html = [readingGuide()]
    var parts: [(id: String, title: String)] = []
    let anchors = screenAnchors
    for tables in document.screens {
      let screen = tables.screen
      let rows = results.scenarios.filter { $0.screen == screen }
      let id = anchors[screen] ?? "screen"
      parts.append((id, screen.rawValue))
      let charts = countsCharts(screen, rows) + [ratioChart(screen, rows)].compactMap { $0 }
      html += [
        Self.heading(3, id, screen.rawValue),
        "<div class=\"panels\">\n" + charts.joined(separator: "\n") + "\n</div>",
        folded(
          "\(screen.rawValue): counts of every scenario (view calls / widget writes / "
            + "redundant writes)",
          table(tables.counts) + "\n<p class=\"caption\">\(xmlEscaped(document.countsCaption))</p>"
            + leaks(rows)),
      ]
      if let latency = tables.latency {
        html.append(
          folded(
            "\(screen.rawValue): latency of \(latency.rows.count) kinds of action (p50, share of "
              + "a frame, ratio to \(results.referenceName))",
            table(latency) + "\n<p class=\"caption\">\(xmlEscaped(document.latencyLegend))</p>"))
      }
    }
    var sections = [Self.section("screens", "Screens", html, parts: parts)]
    if let frames = frameSection() { sections.append(frames) }
    let scaling = scalingCharts()
    if !scaling.isEmpty {
      sections.append(
        Self.section(
          "list-scaling", "List size scaling",
          [
            "<p>The p50 of the load (the scenario's one user action) divided by the number of "
              + "rows, both axes logarithmic. A flat line means a cost linear in the rows. At "
              + "the smallest sizes the fixed cost of a load dominates.</p>",
            "<div class=\"panels\">\n" + scaling.joined(separator: "\n") + "\n</div>",
          ]))
    }
    if let whatIf = document.whatIf {
      sections.append(
        Self.section(
          whatIf.id, "What if a widget write cost more", heading: whatIf.title,
          [
            "<p>\(xmlEscaped(whatIf.caption))</p>",
            folded(
              "The model for \(whatIf.groups.count) kinds of synchronous step, every arm",
              table(whatIf)),
          ]))
    }
    return sections
  }

  private func readingGuide() -> String {
    "<p>Per screen, first how often each arm called into the view (bars) and how many of its "
      + "widget writes stored the value already on screen (ticks). Fewer is cheaper for a real "
      + "toolkit. Scenarios that scroll a list of cells make hundreds of calls, so they have a "
      + "chart of their own (and their frames a section). Then each arm's p50 per kind of "
      + "action divided by \(xmlEscaped(results.referenceName))'s, on a logarithmic scale: "
      + "bars start at the dashed 1× line, right for slower and left for faster. The whisker is "
      + "the 95 % bootstrap interval; one that crosses 1× means no measurable difference. "
      + "<em>sync</em> actions settle without waiting for a task or a timer; <em>awaited</em> "
      + "ones wait. ✗ marks a scenario that broke parity, — a figure that was not measured. "
      + "Hover a bar for its figures; the tables under the charts hold them all.</p>"
  }

  // MARK: Counts

  /// The view-call charts of a screen: one for the scenarios that scroll a list of cells, whose
  /// hundreds of calls would hide every other bar, and one for the others.
  func countsCharts(_ screen: Screen, _ rows: [ScenarioResult]) -> [String] {
    let scrolls = { (row: ScenarioResult) in row.userActions.contains(where: \.isFrame) }
    let (lists, others) = (rows.filter(scrolls), rows.filter { !scrolls($0) })
    let title = "\(screen.rawValue): view calls"
    guard !lists.isEmpty, !others.isEmpty else { return [countsChart(title: title, rows)] }
    return [
      countsChart(title: title, others), countsChart(title: title + ", scrolling lists", lists),
    ]
  }

  /// The view calls of `rows`, after their initial renders: one category when every scenario
  /// rendered the same counts first, otherwise one per scenario.
  private func countsChart(title: String, _ rows: [ScenarioResult]) -> String {
    let renders = { (row: ScenarioResult) in row.arms.mapValues(\.initialRender) }
    let initial = { (row: ScenarioResult) in results.arms.map { row.arms[$0.id]?.initialRender } }
    let groups: [(category: SVGChart.Category, counts: [ViewCounts?])] =
      (rows.allSatisfy { renders($0) == renders(rows[0]) }
        ? rows.prefix(1).map { (SVGChart.Category(label: "initial render"), initial($0)) }
        : rows.map { (SVGChart.Category(label: label($0), detail: "initial render"), initial($0)) })
      + rows.map { row in
        (SVGChart.Category(label: label(row)), results.arms.map { row.arms[$0.id]?.actions })
      }
    let counts = groups.map(\.counts)
    let categories = groups.map { category, counts in
      var category = category
      category.tip = tip(
        "\(category.name): view calls / widget writes / redundant writes",
        zip(results.arms, counts.map { $0.map(viewCountsText) }), missing: "not counted")
      return category
    }
    let series = results.arms.enumerated().map { index, arm in
      SVGChart.Series(
        name: arm.name, color: color(of: arm),
        values: counts.map { $0[index].map { Double($0.viewCalls) } },
        marks: counts.map { counts in
          counts[index].flatMap { $0.redundantWrites > 0 ? Double($0.redundantWrites) : nil }
        })
    }
    return SVGChart.bars(
      title: title, categories: categories, series: series,
      valueLabel: "view calls (bars), redundant writes (ticks)", format: { countText($0) })
  }

  // MARK: Latency

  /// An action's tooltip: under its name, the reference's p50 with its share of a frame, then each
  /// other arm's ratio with its own p50: `MVVM: 1.21× [1.1–1.3], p50 1.26 µs, 0.015% of a frame`.
  func ratioTip(_ name: String, _ action: ActionResult) -> String {
    let p50 = { (arm: ArmInfo) in
      action.arms[arm.id]?.latencyNs.map {
        "p50 \(nanosecondsText($0.p50)), \(frameShareText($0.p50)) of a frame"
      }
    }
    let ratio = { (arm: ArmInfo) in
      action.arms[arm.id]?.ratioToReference.map {
        ratioText($0) + (p50(arm).map { ", \($0)" } ?? "")
      }
    }
    let reference = results.arms.first { $0.id == results.reference }
    return tip(
      "\(name)\n\(results.referenceName): \(reference.flatMap(p50) ?? "not measured")",
      results.comparedArms.map { ($0, ratio($0)) })
  }

  /// A tooltip: `title`, then a line per arm with its figures, or `missing`.
  func tip(
    _ title: String, _ figures: some Sequence<(ArmInfo, String?)>, missing: String = "not measured"
  ) -> String {
    ([title] + figures.map { arm, text in "\(arm.name): " + (text ?? missing) })
      .joined(separator: "\n")
  }

  /// The ratio chart of a screen's actions, its pooled initial render first; the frames of
  /// scrolling lists have a section of their own, where each stands beside the frame and the budget.
  func ratioChart(_ screen: Screen, _ rows: [ScenarioResult]) -> String? {
    let compared = results.comparedArms
    let kind = { (action: ActionResult) in action.synchronous ? "sync" : "awaited" }
    let initial = results.initialRenders.filter { $0.screen == screen }.map { render in
      ("initial render", "\(render.scenarios) scenarios · \(kind(render.figure))", render.figure)
    }
    let actions =
      (initial
      + rows.filter { $0.iterations > 0 }.flatMap { row in
        row.userActions.map { (label(row), "\($0.kind) · \(kind($0))", $0) }
      }).filter { _, _, action in
        !action.isFrame && compared.contains { action.arms[$0.id]?.ratioToReference != nil }
      }
    guard !actions.isEmpty else { return nil }
    let series = compared.map { arm in
      let estimates = actions.map { $0.2.arms[arm.id]?.ratioToReference }
      // NB: `countText` writes whole ratios without a decimal point: 1×, not 1.0×.
      return SVGChart.Series(
        name: arm.name, color: color(of: arm), values: estimates.map { $0?.value },
        intervals: estimates.map { $0.map { min($0.low, $0.high)...max($0.low, $0.high) } })
    }
    let categories = actions.map { label, detail, action in
      var category = SVGChart.Category(label: label, detail: detail)
      category.tip = ratioTip(category.name, action)
      return category
    }
    return SVGChart.bars(
      title: "\(screen.rawValue): p50 ÷ \(results.referenceName)'s, per action",
      categories: categories, series: series,
      valueLabel: "× \(results.referenceName)'s p50 (log scale)",
      ratioTo: results.referenceName,
      format: { countText($0) + "×" })
  }

  // MARK: Scaling and micro benchmarks

  func scalingCharts() -> [String] {
    results.screens.compactMap { screen in
      guard let name = results.scalingScenario(on: screen) else { return nil }
      let rows = results.scenarios.filter { $0.screen == screen && $0.name == name && $0.size > 0 }
        .sorted { $0.size < $1.size }
      guard let first = rows.first, Set(rows.map(\.size)).count >= 2 else { return nil }
      let series = results.arms.map { arm in
        SVGChart.Series(
          name: arm.name, color: color(of: arm),
          values: rows.map { row in
            row.userActions.first?.arms[arm.id]?.latencyNs.map {
              Double($0.p50) / Double(row.size)
            }
          })
      }
      guard series.contains(where: { $0.values.contains { $0 != nil } }) else { return nil }
      return SVGChart.lines(
        title: "\(screen.rawValue): \(label(first).split(separator: "@")[0]), p50 per row",
        xValues: rows.map { Double($0.size) },
        series: series, xLabel: "rows (log scale)", valueLabel: "p50 per row (log scale)",
        format: { nanosecondsText(Int($0.rounded())) })
    }
  }

  /// The objects left alive after a screen closed, in `rows`, as an alert; empty for none.
  private func leaks(_ rows: [ScenarioResult]) -> String {
    let leaks = rows.flatMap { row in
      results.arms.compactMap { arm in
        row.arms[arm.id].flatMap { $0.leaks.isEmpty ? nil : (row, arm, $0.leaks) }
      }
    }
    guard !leaks.isEmpty else { return "" }
    return "\n<div class=\"alert\"><p><strong>Still alive after the screen closed</strong>: "
      + leaks.map { row, arm, objects in
        xmlEscaped("\(row.title), \(arm.name): \(objects.joined(separator: ", "))")
      }.joined(separator: "; ") + "</p></div>"
  }

  func microSection(_ table: Document.Table) -> Section {
    let text = results.microText
    let chart = SVGChart.bars(
      title: text.chartTitle,
      categories: results.micro.map { row in
        // A row without a budget says nothing of one.
        let budget = Document.budgetText(row, miss: "missed")
        let runs = row.nsPerOpSpread.map { " (runs \(rangeText($0)) ns)" } ?? ""
        let tip =
          "\(row.name): \(decimalText(row.ratioToClosure))× a closure call, "
          + "\(decimalText(row.nsPerOp)) ns per operation\(runs)"
        return SVGChart.Category(
          label: row.name, tip: tip + (budget.isEmpty ? "" : "; budget: \(budget)"))
      },
      series: [
        SVGChart.Series(
          name: "× closure call", color: "k0",
          values: results.micro.map(\.ratioToClosure), intervals: results.microRunRatioRanges,
          marks: results.micro.map(\.budgetInClosureCalls), markClass: "budget",
          colors: results.micro.map { row in
            row.id == .closureCall ? "kg" : text.highlighted.contains(row.id) ? "k2" : "k0"
          })
      ], valueLabel: "× closure call (log scale)", logarithmic: true, legend: false,
      format: { countText($0) + "×" })
    let figures =
      results.microRuns > 1
      ? "the best of \(results.microRuns) runs, each in a fresh process, and a whisker from the lowest run "
        + "to the highest"
      : "one figure per row"
    return Self.section(
      "micro", text.title,
      [
        "<p>Nanoseconds per operation as a multiple of calling a stored closure (the floor, "
          + "grey), logarithmic scale: \(figures)."
          + (text.colours.isEmpty ? " A black mark" : " \(xmlEscaped(text.colours)); a black mark")
          + " is the budget.</p>",
        chart,
        folded(
          "Every micro benchmark: ns per operation and its range over the runs, allocations, "
            + "budget", self.table(table)),
      ])
  }

  /// The per-frame section, a chart per frame kind in the order the results first list them; `nil`
  /// when no frame kind ran.
  func frameSection() -> Section? {
    var seen: Set<String> = []
    let kinds = results.scenarios.flatMap(\.userActions).filter(\.isFrame).map(\.kind)
    let charts = kinds.filter { seen.insert($0).inserted }.compactMap(frameChart)
    guard !charts.isEmpty else { return nil }
    let frame = nanosecondsText(BenchResults.frameNanoseconds)
    let lines =
      results.guide?.frameBudget.map { budget in
        "The red lines are one 120 Hz frame (\(frame)) and the budget of every arm, "
          + "\(percentText(budget * 100)) of a frame, each drawn when it falls within the axis."
      } ?? "The red line is one 120 Hz frame (\(frame)), drawn when it falls within the axis."
    return Self.section(
      "frames", "Cost per frame of a scrolling list",
      [
        "<p>Each bar is one arm's p50 for one frame of a list of cells (a step whose kind "
          + "starts with <code>\(xmlEscaped(BenchResults.frameKindPrefix))</code>), at each "
          + "list size; the dark tick is its p99, where more than 100 samples give one. "
          + "\(lines) Logarithmic scale.</p>",
        "<div class=\"panels\">\n" + charts.joined(separator: "\n") + "\n</div>",
      ])
  }

  /// The chart of the frame kind `kind`, or `nil` when no arm timed it.
  private func frameChart(_ kind: String) -> String? {
    let steps = results.scenarios.compactMap { scenario in
      scenario.userActions.first { $0.kind == kind }.map { (scenario: scenario, action: $0) }
    }
    let series = results.arms.map { arm in
      let latencies = steps.map { $0.action.arms[arm.id]?.latencyNs }
      return SVGChart.Series(
        name: arm.name, color: color(of: arm), values: latencies.map { $0.map { Double($0.p50) } },
        marks: latencies.map { $0?.p99.map(Double.init) })
    }
    // Scenarios of two screens may share a label: each then says its screen.
    let labels = steps.map { label($0.scenario) }
    let screenNamed = Set(labels).count < labels.count
    let frameTip = { (figures: ActionFigures) in
      figures.latencyNs.map { latency in
        "p50 \(nanosecondsText(latency.p50)) (\(frameShareText(latency.p50)) of a frame)"
          + (figures.ratioToReference.map {
            ", \(decimalText($0.value))× \(results.referenceName)"
          } ?? "") + (latency.p99.map { ", p99 \(nanosecondsText($0))" } ?? "")
      }
    }
    let categories = steps.map { scenario, action in
      SVGChart.Category(
        label: label(scenario), detail: screenNamed ? scenario.screen.rawValue : "",
        tip: tip(
          label(scenario) + (screenNamed ? " · \(scenario.screen.rawValue)" : ""),
          results.arms.map { ($0, action.arms[$0.id].flatMap(frameTip)) }))
    }
    guard series.contains(where: { $0.values.contains { $0 != nil } }) else { return nil }
    let frame = Double(BenchResults.frameNanoseconds)
    return SVGChart.bars(
      title: "\(kind): p50 per frame, p99 ticked",
      categories: categories, series: series,
      valueLabel: "time per frame (log scale)", logarithmic: true,
      guides: [(frame, "1 frame (120 Hz)")]
        + (results.guide?.frameBudget.map {
          [(frame * $0, "budget: \(percentText($0 * 100)) of a frame")]
        } ?? []),
      format: { nanosecondsText(Int($0.rounded())) })
  }
}
