import Comparison

extension HTMLReport {
  /// The screens that have results, in the study's order.
  var screens: [Screen] {
    results.screens
  }

  func label(_ scenario: ScenarioResult) -> String {
    (scenario.parity ? "" : "✗ ") + scenario.title
  }

  /// The initial-render categories of a screen: one when every scenario rendered the same
  /// counts first, otherwise one per scenario.
  func initialRenders(_ rows: [ScenarioResult]) -> [(String, ScenarioResult)] {
    guard let first = rows.first else { return [] }
    let renders = { (row: ScenarioResult) in row.arms.mapValues(\.initialRender) }
    guard rows.allSatisfy({ renders($0) == renders(first) }) else {
      return rows.map { ("\(label($0)) · initial render", $0) }
    }
    return [("initial render", first)]
  }

  func countsChart(
    _ screen: Screen, _ rows: [ScenarioResult], metric: String,
    _ figure: KeyPath<ViewCounts, Int>
  ) -> String {
    let initial = initialRenders(rows)
    let categories = initial.map(\.0) + rows.map(label)
    let series = results.arms.map { arm in
      let first = initial.map {
        $0.1.arms[arm.id].map { Double($0.initialRender[keyPath: figure]) }
      }
      let then = rows.map { $0.arms[arm.id].map { Double($0.actions[keyPath: figure]) } }
      return SVGChart.Series(name: arm.name, color: color(of: arm), values: first + then)
    }
    return SVGChart.groupedBars(
      title: "\(screen.rawValue): \(metric), initial render and each scenario's actions",
      categories: categories, series: series, valueLabel: "\(metric) (count)",
      format: { countText($0) })
  }

  /// The timed actions of a screen: its initial render, pooled over its scenarios, then each
  /// scenario's user actions.
  func timedActions(_ screen: Screen?, _ rows: [ScenarioResult]) -> [(String, ActionResult)] {
    let initial = results.initialRenders.filter { $0.screen == screen }.map {
      ("\($0.screen.rawValue) (\($0.scenarios) scenarios)", $0.figure)
    }
    return initial + rows.flatMap { row in row.userActions.map { (label(row), $0) } }
  }

  func ratioChart(_ screen: Screen, _ rows: [ScenarioResult]) -> String? {
    let compared = results.comparedArms
    let actions = timedActions(screen, rows).filter { _, action in
      compared.contains { action.arms[$0.id]?.ratioToReference != nil }
    }
    guard !actions.isEmpty else { return nil }
    let categories = actions.map { "\($0) · \($1.kind) · \($1.synchronous ? "sync" : "awaited")" }
    let series = compared.map { arm in
      let estimates = actions.map { $0.1.arms[arm.id]?.ratioToReference }
      return SVGChart.Series(
        name: arm.name, color: color(of: arm), values: estimates.map { $0?.value },
        intervals: estimates.map { $0.map { min($0.low, $0.high)...max($0.low, $0.high) } })
    }
    return SVGChart.groupedBars(
      title: "\(screen.rawValue): p50 latency ÷ \(referenceName)'s, per kind of action",
      categories: categories, series: series,
      valueLabel: "× \(referenceName) (log scale)", ratioTo: referenceName,
      format: { decimalText($0) + "×" })
  }

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
        title: "\(first.screen.rawValue): \(name), p50 per row",
        xValues: rows.map { Double($0.size) },
        series: series, xLabel: "rows (log scale)", valueLabel: "ns per row (log scale)",
        format: { countText($0) })
    }
  }

  func microChart() -> String {
    SVGChart.horizontalBars(
      title: "Signals against the floor and Apple's Observation",
      categories: results.micro.map(\.name), values: results.micro.map(\.ratioToClosure),
      colors: results.micro.map { row in
        row.id == .closureCall
          ? "#999999" : row.id == .observation ? Self.palette[2] : Self.palette[0]
      },
      budgets: results.micro.map { row in
        row.floorBudget ?? row.referenceBudget.flatMap { budget in
          row.ratioToBudgetReference.map { budget.ratio / $0 * row.ratioToClosure }
        } ?? row.nanosecondBudget.map { $0 / (row.nsPerOp / row.ratioToClosure) }
      },
      valueLabel: "× closure call (log scale)", format: { decimalText($0) + "×" })
  }
}
