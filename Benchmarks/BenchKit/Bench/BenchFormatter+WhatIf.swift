import Comparison

extension BenchFormatter {
  /// The costs per widget write the what-if table models, in nanoseconds, with their labels.
  static let whatIfWriteCosts = [
    (nanoseconds: 1_000, label: "1 µs"), (nanoseconds: 5_000, label: "5 µs"),
    (nanoseconds: 25_000, label: "25 µs"),
  ]

  /// One kind of synchronous step in the what-if table.
  struct WhatIfStep {
    /// `scenario · kind`, or `Screen · initial render`.
    var title: String
    var action: ActionResult

    /// Each arm's widget writes per step, counted step by step; `nil` when not counted.
    func writes(_ arm: ArmInfo) -> Double? {
      action.arms[arm.id]?.countsPerStep?.widgetWrites
    }
  }

  /// What the what-if table is, how its write counts are made, and why it exists.
  var whatIfCaption: String {
    "A model, not a measurement. A headless widget write costs nanoseconds; a real UIKit label "
      + "write costs microseconds (text measurement, layout), so the view calls and redundant "
      + "writes the counts show weigh more on a device than in the latency tables. This table "
      + "turns them into time a reader can weigh: for each synchronous kind of step, each arm's "
      + "measured p50 plus its widget writes per step × a cost per write of "
      + Self.whatIfWriteCosts.map { $0.label }.joined(separator: ", ")
      + ", and that time's share of a 120 Hz frame (8.33 ms). Writes per step are counted "
      + "step by step in the counting run (the mean over the steps of the kind, as keystrokes "
      + "of a burst may differ). Awaited steps are left out: their time is mostly the wait for "
      + "a task or a timer."
  }

  /// The synchronous kinds of step the what-if table models: each screen's initial render,
  /// then each timed scenario's synchronous actions.
  var whatIfSteps: [WhatIfStep] {
    results.screens.flatMap { screen -> [WhatIfStep] in
      let rows = results.scenarios.filter { $0.screen == screen && $0.iterations > 0 }
      var steps: [WhatIfStep] = []
      if let initial = initialRender(of: screen), initial.figure.synchronous, !rows.isEmpty {
        steps.append(
          WhatIfStep(title: "\(screen.rawValue) · initial render", action: initial.figure))
      }
      for row in rows {
        for action in row.userActions where action.synchronous {
          steps.append(WhatIfStep(title: "\(row.title) · \(action.kind)", action: action))
        }
      }
      return steps
    }
  }

  /// One row per step and cost: the step's title and each arm's writes per step on the
  /// first row of the step, the cost, then each arm's modelled time and its share of a frame.
  var whatIfRows: [[String]] {
    whatIfSteps.flatMap { step in
      Self.whatIfWriteCosts.enumerated().map { index, entry in
        let (cost, label) = entry
        let writes = results.arms.map { step.writes($0).map(countText) ?? "—" }
        let cells = results.arms.map { arm -> String in
          guard let p50 = step.action.arms[arm.id]?.latencyNs?.p50,
            let perStep = step.writes(arm)
          else { return "—" }
          let modelled = Int((Double(p50) + perStep * Double(cost)).rounded())
          return "\(nanosecondsText(modelled)) (\(frameShareText(modelled)))"
        }
        return [
          index == 0 ? step.title : "", index == 0 ? writes.joined(separator: " / ") : "",
          label,
        ] + cells
      }
    }
  }

  /// The headings of the what-if table.
  var whatIfHeadings: [String] {
    ["step", "writes per step", "per write"] + results.arms.map(\.name)
  }

  /// The what-if table under a heading of `level`, or `nil` when no synchronous step was
  /// timed.
  var whatIfTitle: String {
    "What if a widget write cost "
      + Self.whatIfWriteCosts.map { $0.label }.joined(separator: ", ") + " (a model)"
  }

  func whatIfMarkdown(level: Int = 3) -> String? {
    let rows = whatIfRows
    guard !rows.isEmpty else { return nil }
    let lines =
      [String(repeating: "#", count: level) + " " + whatIfTitle, "", whatIfCaption, ""]
      + ([whatIfHeadings, ["---", "--:", "--:"] + results.arms.map { _ in "--:" }] + rows).map {
        "| " + $0.joined(separator: " | ") + " |"
      }
    return lines.joined(separator: "\n")
  }
}
