import Comparison

extension HTMLReport {
  /// The kinds of step that each stand for one frame of a scrolling list (their kind starts
  /// with ``BenchResults/frameKindPrefix``), in the order the results first list them.
  var frameKinds: [String] {
    var kinds: [String] = []
    for scenario in results.scenarios {
      for action in scenario.userActions
      where action.kind.hasPrefix(BenchResults.frameKindPrefix) && !kinds.contains(action.kind) {
        kinds.append(action.kind)
      }
    }
    return kinds
  }

  /// The per-frame section: for each frame kind, each arm's p50 per frame with its p99
  /// marked, against one 120 Hz frame and the budget; `nil` when no frame kind ran.
  func frameSection() -> Section? {
    let charts = frameKinds.compactMap(frameChart)
    guard !charts.isEmpty else { return nil }
    let frame = nanosecondsText(BenchResults.frameNanoseconds)
    let lines =
      results.guide?.frameBudget.map { budget in
        "The red lines are one 120 Hz frame (\(frame)) and the budget of every arm, "
          + "\(percentText(budget * 100)) of a frame, each drawn when it falls within the axis."
      } ?? "The red line is one 120 Hz frame (\(frame)), drawn when it falls within the axis."
    return Section(
      id: "frames", title: "Cost per frame of a scrolling list",
      html: [
        "<h2 id=\"frames\">Cost per frame of a scrolling list</h2>",
        "<p>Each bar is one arm's p50 for one frame of a list of cells (a step whose kind "
          + "starts with <code>\(xmlEscaped(BenchResults.frameKindPrefix))</code>), at each "
          + "list size; the dark tick is its p99, where more than 100 samples give one. "
          + "\(lines) Logarithmic scale.</p>",
        "<div class=\"panels\">\n" + charts.joined(separator: "\n") + "\n</div>",
      ])
  }

  /// The chart of the frame kind `kind` over every scenario that has it, or `nil` when no arm
  /// timed it.
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
    let categories = steps.map { scenario, action in
      SVGChart.Category(
        label: label(scenario), detail: screenNamed ? scenario.screen.rawValue : "",
        tip: ([label(scenario) + (screenNamed ? " · \(scenario.screen.rawValue)" : "")]
          + results.arms.map { arm in
            "\(arm.name): "
              + (action.arms[arm.id].flatMap { figures in
                figures.latencyNs.map { latency in
                  "p50 \(nanosecondsText(latency.p50)) (\(frameShareText(latency.p50)) of a frame)"
                    + (figures.ratioToReference.map {
                      ", \(decimalText($0.value))× \(referenceName)"
                    }
                      ?? "") + (latency.p99.map { ", p99 \(nanosecondsText($0))" } ?? "")
                }
              } ?? "not measured")
          }).joined(separator: "\n"))
    }
    guard series.contains(where: { $0.values.contains { $0 != nil } }) else { return nil }
    let frame = Double(BenchResults.frameNanoseconds)
    return SVGChart.bars(
      title: "\(kind): p50 per frame, p99 ticked",
      categories: categories, series: series,
      valueLabel: "time per frame (log scale)", logarithmic: true,
      guides: [SVGChart.Guide(value: frame, label: "1 frame (120 Hz)")]
        + (results.guide?.frameBudget.map { budget in
          [
            SVGChart.Guide(
              value: frame * budget, label: "budget: \(percentText(budget * 100)) of a frame")
          ]
        } ?? []),
      format: { nanosecondsText(Int($0.rounded())) })
  }
}
