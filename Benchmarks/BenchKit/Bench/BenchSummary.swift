import Comparison

/// The verdict that ends every report: a table with one row per arm, then one sentence per
/// finding.
///
/// Every figure is computed from the results; nothing here is written in advance. The counts
/// sum every scenario's actions (and, apart, its initial render); an arm's synchronous ratio is
/// the median of its p50 ratios to the reference over the synchronous actions, with a 95 %
/// bootstrap interval over those actions. Where the findings explain a difference in counts,
/// they name the view calls each arm made.
public struct BenchSummary {
  /// The results to summarise.
  public var results: BenchResults

  /// The headings of the verdict table: the arm, then one per figure.
  var headings: [String] {
    [
      "arm", "view calls (actions)", "view calls (initial renders)",
      "redundant writes (actions)", "sync p50 ÷ \(referenceName) [95 %]",
      "initial render ÷ \(referenceName), by screen", "allocations per initial render, by screen",
    ]
  }

  /// What the verdict table's figures are made of, in one sentence.
  var legend: String {
    "Counts sum the \(results.scenarios.count) scenarios; the sync ratio is the median of the "
      + "synchronous actions' p50 ratios with its 95 % bootstrap interval over those actions; "
      + "initial renders and their allocations range over the screens."
  }

  /// The verdict table: one row per arm, the reference first, one cell per heading.
  var rows: [[String]] {
    guard !results.scenarios.isEmpty || !results.initialRenders.isEmpty else { return [] }
    return results.arms.map { arm in
      let isReference = arm.id == results.reference
      let own = totals(arm)
      let reference = totals(self.reference ?? arm)
      let syncRatio = isReference ? "1×" : synchronousMedian(arm).map(ratioText) ?? "—"
      return [
        arm.name + (isReference ? " (reference)" : ""),
        "\(own.actionCalls)"
          + (isReference ? "" : " (\(ratio(own.actionCalls, reference.actionCalls)))"),
        "\(own.initialCalls)", "\(own.redundant)", syncRatio,
        isReference ? "1×" : range(initialRenderRatios(arm), unit: "×"),
        range(results.initialRenders.compactMap { $0.figure.arms[arm.id]?.allocations }),
      ]
    }
  }

  /// One sentence per finding.
  public var findings: [String] {
    var findings = [parity].compactMap { $0 }
    for arm in results.comparedArms {
      findings += [widestGap(arm), synchronousFinding(arm)].compactMap { $0 }
    }
    return findings + patternFindings + coreFindings
      + [awaitedFinding, scaling, initialRenderBudgets, microBudgets, sendAgainstObservation]
      .compactMap { $0 }
  }

  /// The verdict table and the findings in Markdown.
  public var markdown: String {
    var lines: [String] = []
    if !rows.isEmpty {
      lines += [
        legend, "",
        "| " + headings.joined(separator: " | ") + " |",
        "|---|" + String(repeating: "--:|", count: headings.count - 1),
      ]
      lines += rows.map { "| " + $0.joined(separator: " | ") + " |" }
      lines.append("")
    }
    return (lines + findings.map { "- " + $0 }).joined(separator: "\n")
  }

  /// The verdict table and the findings for a terminal 100 columns wide.
  var text: String {
    // Short headings, two lines each: the Markdown ones do not fit 100 columns.
    let top = ["", "calls", "calls", "redundant", "sync p50", "initial", "allocs"]
    let bottom = ["arm", "actions", "initial", "writes", "÷ ref [95 %]", "÷ ref", "initial"]
    let widths = top.indices.map { column in
      ([top[column], bottom[column]] + rows.map { $0[column] }).map(\.count).max()! + 2
    }
    func line(_ cells: [String]) -> String {
      pad(cells[0], 18) + zip(cells, widths).dropFirst().map { leftPad($0, $1) }.joined()
    }
    var lines: [String] = []
    if !rows.isEmpty {
      lines = [
        line(top), line(bottom),
        String(repeating: "-", count: min(100, 18 + widths.dropFirst().reduce(0, +))),
      ]
      lines += rows.map(line)
      lines += [
        wrap(
          "calls = view calls; initial = initial renders; ref = \(referenceName). " + legend,
          width: 100), "",
      ]
    }
    return (lines + findings.map { wrap("- " + $0, width: 100, indent: "  ") })
      .joined(separator: "\n")
  }

  // MARK: Figures

  private var reference: ArmInfo? {
    results.arms.first { $0.id == results.reference }
  }

  private var referenceName: String {
    reference?.name ?? results.reference
  }

  private func pairs(_ arm: ArmInfo) -> [(ScenarioResult, own: ArmCounts, reference: ArmCounts)] {
    results.scenarios.compactMap { scenario in
      guard let own = scenario.arms[arm.id], let reference = scenario.arms[results.reference]
      else { return nil }
      return (scenario, own, reference)
    }
  }

  private func totals(_ arm: ArmInfo) -> (actionCalls: Int, initialCalls: Int, redundant: Int) {
    pairs(arm).reduce((0, 0, 0)) { sum, pair in
      (
        sum.0 + pair.own.actions.viewCalls, sum.1 + pair.own.initialRender.viewCalls,
        sum.2 + pair.own.actions.redundantWrites
      )
    }
  }

  private func actionRatios(_ arm: ArmInfo, synchronous: Bool) -> [(
    ScenarioResult, ActionResult, RatioEstimate
  )] {
    results.scenarios.flatMap { scenario in
      scenario.userActions.compactMap { action in
        guard action.synchronous == synchronous, let ratio = action.arms[arm.id]?.ratioToReference
        else { return nil }
        return (scenario, action, ratio)
      }
    }
  }

  /// The median of an arm's synchronous ratios, with a 95 % bootstrap interval over the
  /// actions; `nil` when none was timed.
  func synchronousMedian(_ arm: ArmInfo) -> RatioEstimate? {
    let ratios = actionRatios(arm, synchronous: true).map(\.2.value)
    guard let median = Statistics.median(ratios),
      let interval = Statistics.medianInterval(
        [ratios.map { Int(($0 * 1_000_000).rounded()) }], seed: "\(arm.id) synchronous".seed)
    else { return nil }
    return RatioEstimate(
      value: median, low: Statistics.ratio(fromMillionths: interval.low),
      high: Statistics.ratio(fromMillionths: interval.high))
  }

  /// The initial render's ratio to the reference, one per screen (pooled over its scenarios).
  private func initialRenderRatios(_ arm: ArmInfo) -> [Double] {
    results.initialRenders.compactMap { $0.figure.arms[arm.id]?.ratioToReference?.value }
  }

  // MARK: Findings

  private var parity: String? {
    guard !results.scenarios.isEmpty else { return nil }
    let failures = results.parityFailures
    if failures.isEmpty {
      return "All \(results.arms.count) arms showed identical screens after every step of all "
        + "\(results.scenarios.count) scenarios."
    }
    return "\(failures.count) of \(results.scenarios.count) scenarios broke parity ("
      + failures.map(\.title).joined(separator: ", ") + "): that is a bug, not a finding."
  }

  /// The scenario where an arm's view calls in the actions differ most from the reference's,
  /// with the calls named.
  private func widestGap(_ arm: ArmInfo) -> String? {
    let gap = { (pair: (ScenarioResult, own: ArmCounts, reference: ArmCounts)) in
      abs(pair.own.actions.viewCalls - pair.reference.actions.viewCalls)
    }
    guard let widest = pairs(arm).filter({ gap($0) > 0 }).max(by: { gap($0) < gap($1) }),
      !widest.own.actionCalls.isEmpty || !widest.reference.actionCalls.isEmpty
    else { return nil }
    return "\(arm.name)'s widest gap in view calls is \(widest.0.title): "
      + "\(callList(widest.own.actionCalls)) against \(callList(widest.reference.actionCalls))."
  }

  /// How many of an MVVM arm's synchronous actions met the 1.25× aim (set for MVVM against
  /// MVP, so an MVP arm on another core has none), and which are clearly beyond.
  private func synchronousFinding(_ arm: ArmInfo) -> String? {
    guard arm.pattern != Arm.Pattern.mvp.rawValue else { return nil }
    let synchronous = actionRatios(arm, synchronous: true)
    guard !synchronous.isEmpty else { return nil }
    let within = synchronous.filter { $0.2.value <= 1.25 }.count
    let same = synchronous.filter { $0.2.noMeasurableDifference }.count
    let unresolved = synchronous.filter { $0.2.withinClockResolution }.count
    var sentence =
      "\(arm.name): \(within) of \(synchronous.count) synchronous actions within the 1.25× "
      + "aim, \(same) with no measurable difference" + resolutionText(unresolved)
    // A ratio within the clock's resolution is never called beyond anything (see ClockTick).
    let beyond = synchronous.filter { $0.2.isDifference && $0.2.low > 1.25 }
      .sorted { $0.2.value > $1.2.value }
    if !beyond.isEmpty {
      sentence +=
        "; clearly beyond it: "
        + beyond.prefix(4).map { scenario, action, ratio in
          "\(scenario.title) · \(action.kind) at \(ratioText(ratio))"
        }.joined(separator: ", ")
        + (beyond.count > 4 ? " and \(beyond.count - 4) more" : "")
    }
    return sentence + "."
  }

  /// For each core that both patterns use, what the pattern alone costs on it: the later
  /// pattern's first arm against the earlier's, arms in the results' order.
  private var patternFindings: [String] {
    let cores = results.arms.compactMap(\.core).uniqued()
    return cores.flatMap { core in
      let arms = results.arms.filter { $0.core == core }
      return separatedFindings(
        arms, by: \.pattern, heading: "Same core (\(coreName(core)))", name: { $0 })
    }
  }

  /// For each pattern that runs on several cores, what the core alone costs it: the later
  /// core's first arm against the earlier's, arms in the results' order.
  private var coreFindings: [String] {
    let patterns = results.arms.compactMap(\.pattern).uniqued()
    return patterns.flatMap { pattern in
      let arms = results.arms.filter { $0.pattern == pattern }
      return separatedFindings(
        arms, by: \.core, heading: "Same pattern (\(pattern))", name: coreName)
    }
  }

  /// One sentence per value of `key` after the first among `arms`: the median ratio of its
  /// first arm's synchronous p50s to the first value's first arm's, action by action.
  private func separatedFindings(
    _ arms: [ArmInfo], by key: KeyPath<ArmInfo, String?>, heading: String,
    name: (String) -> String
  ) -> [String] {
    let values = arms.compactMap { $0[keyPath: key] }.uniqued()
    guard let first = values.first, let base = arms.first(where: { $0[keyPath: key] == first })
    else { return [] }
    return values.dropFirst().compactMap { value in
      guard let arm = arms.first(where: { $0[keyPath: key] == value }),
        let ratios = synchronousRatios(arm, to: base),
        let median = Statistics.median(ratios)
      else { return nil }
      return "\(heading): \(name(value)) costs \(decimalText(median))× \(name(first)) on "
        + "synchronous actions (\(arm.name) ÷ \(base.name), median of \(ratios.count) actions)."
    }
  }

  /// `arm`'s p50 divided by `base`'s in each synchronous action where both were timed (the
  /// quotient of their ratios to the reference, taken in the same run); `nil` when none was.
  private func synchronousRatios(_ arm: ArmInfo, to base: ArmInfo) -> [Double]? {
    let ratios = results.scenarios.flatMap { scenario in
      scenario.userActions.compactMap { action -> Double? in
        guard action.synchronous, let own = ratioToReference(arm, in: action),
          let reference = ratioToReference(base, in: action), reference > 0
        else { return nil }
        return own / reference
      }
    }
    return ratios.isEmpty ? nil : ratios
  }

  /// An arm's p50 ratio to the reference in one action: 1 for the reference itself.
  private func ratioToReference(_ arm: ArmInfo, in action: ActionResult) -> Double? {
    guard arm.id != results.reference else {
      return action.arms[arm.id]?.latencyNs == nil ? nil : 1
    }
    return action.arms[arm.id]?.ratioToReference?.value
  }

  /// `no core` for the arms with none, otherwise the core's own name.
  private func coreName(_ core: String) -> String {
    core == Arm.Core.direct.rawValue ? "no core" : core
  }

  /// Every arm's median ratio over the awaited actions, in one sentence.
  private var awaitedFinding: String? {
    let parts = results.comparedArms.compactMap { arm -> String? in
      let ratios = actionRatios(arm, synchronous: false).map(\.2)
      guard let median = Statistics.median(ratios.map(\.value)) else { return nil }
      let same = ratios.filter(\.noMeasurableDifference).count
      let unresolved = ratios.filter(\.withinClockResolution).count
      return "\(decimalText(median))× for \(arm.name) (\(ratios.count) actions, \(same) with "
        + "no measurable difference" + resolutionText(unresolved) + ")"
    }
    guard !parts.isEmpty else { return nil }
    return "Over the awaited actions the median ratio to \(referenceName)'s p50 was "
      + parts.joined(separator: ", ") + "."
  }

  /// `, 3 within the clock's resolution (41 ns)` when some ratios are; empty otherwise.
  private func resolutionText(_ count: Int) -> String {
    guard count > 0 else { return "" }
    let tick = results.clockTickNs.map { " (\($0) ns)" } ?? ""
    return ", \(count) within the clock's resolution\(tick)"
  }

  /// `rows ×2, isLoading ×2` for a tally of view calls, most frequent first.
  private func callList(_ calls: [String: Int]) -> String {
    guard !calls.isEmpty else { return "no view call" }
    return calls.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
  }

  private var scaling: String? {
    var parts: [String] = []
    for screen in results.screens {
      guard let name = results.scalingScenario(on: screen) else { continue }
      let rows = results.scenarios.filter { $0.screen == screen && $0.name == name }
        .sorted { $0.size < $1.size }
      guard let small = rows.first(where: { $0.size >= 1_000 }), let large = rows.last,
        large.size > small.size
      else { continue }
      for arm in results.arms {
        guard let smallP50 = userActionP50(small, arm.id),
          let largeP50 = userActionP50(large, arm.id),
          smallP50 > 0
        else { continue }
        let growth =
          (Double(largeP50) / Double(large.size)) / (Double(smallP50) / Double(small.size))
        parts.append("\(screen.rawValue) \(arm.name) \(decimalText(growth))×")
      }
    }
    guard !parts.isEmpty else { return nil }
    return "Per-row cost from 1 000 to the largest list (budget ≤ 2×): "
      + parts.joined(separator: ", ") + "."
  }

  private func userActionP50(_ scenario: ScenarioResult, _ arm: String) -> Int? {
    scenario.userActions.first?.arms[arm]?.latencyNs?.p50
  }

  /// The initial-render budgets of the Signals arms, per screen: the ratio to the reference
  /// (≤ 3×, one state ≤ 2×) and the allocations per bound output beyond the reference's
  /// (≤ 2), each miss with its figure and by how much it is over.
  var initialRenderBudgets: String? {
    var checked = 0
    var misses: [String] = []
    let perOutputBudget = ScreenInitialRender.allocationsPerBoundOutputBudget
    for arm in results.arms {
      guard let ratioBudget = ScreenInitialRender.ratioBudgets[arm.id] else { continue }
      for render in results.initialRenders {
        let label = "\(render.screen.rawValue) \(arm.name)"
        if let ratio = render.figure.arms[arm.id]?.ratioToReference?.value {
          checked += 1
          if ratio > ratioBudget {
            misses.append(
              "\(label) at \(decimalText(ratio))× against ≤ \(decimalText(ratioBudget))× "
                + "(\(overText(ratio, ratioBudget)))")
          }
        }
        if let perOutput = render.allocationsPerBoundOutput(arm.id, reference: results.reference) {
          checked += 1
          if perOutput > perOutputBudget {
            misses.append(
              "\(label) at \(decimalText(perOutput)) allocations per bound output against "
                + "≤ \(decimalText(perOutputBudget)) (\(overText(perOutput, perOutputBudget)))")
          }
        }
      }
    }
    guard checked > 0 else { return nil }
    return "Initial render: the Signals arms met \(checked - misses.count) of \(checked) budgets "
      + "(≤ 3× \(referenceName), one state ≤ 2×; ≤ \(decimalText(perOutputBudget)) "
      + "allocations per bound output beyond \(referenceName)'s)"
      + (misses.isEmpty ? "" : "; missed: " + misses.joined(separator: "; ")) + "."
  }

  /// `40% over`: how far `value` is beyond `budget`.
  private func overText(_ value: Double, _ budget: Double) -> String {
    "\(decimalText((value / budget - 1) * 100))% over"
  }

  private var microBudgets: String? {
    let budgeted = results.micro.filter { $0.meetsBudget != nil }
    guard !budgeted.isEmpty else { return nil }
    let misses = budgeted.filter { $0.meetsBudget == false }
    return "Signals met \(budgeted.count - misses.count) of \(budgeted.count) micro budgets"
      + (misses.isEmpty ? "" : " (missed: " + misses.map(missText).joined(separator: "; ") + ")")
      + "."
  }

  private var sendAgainstObservation: String? {
    guard let send = results.micro.first(where: { $0.id == .signalSend }),
      let observation = results.micro.first(where: { $0.id == .observation })
    else { return nil }
    return
      "A send to one observer costs \(decimalText(send.ratioToClosure))× a plain closure call, "
      + "against \(decimalText(observation.ratioToClosure))× for Apple's Observation with "
      + "re-registration."
  }

  private func missText(_ row: MicroResult) -> String {
    if let budget = row.referenceBudget, let ratio = row.ratioToBudgetReference {
      return "\(row.name) at \(decimalText(ratio))× \(budget.reference) against "
        + "≤ \(decimalText(budget.ratio))×, \(decimalText((ratio / budget.ratio - 1) * 100))% over"
    }
    if let budget = row.floorBudget {
      return "\(row.name) at \(decimalText(row.ratioToClosure))× against ≤ \(decimalText(budget))×"
    }
    if let budget = row.nanosecondBudget {
      return "\(row.name) at \(decimalText(row.nsPerOp)) ns against ≤ \(decimalText(budget)) ns, "
        + "\(decimalText((row.nsPerOp / budget - 1) * 100))% over"
    }
    return row.name
  }

  private func ratio(_ value: Int, _ reference: Int) -> String {
    reference == 0 ? "n/a" : decimalText(Double(value) / Double(reference)) + "×"
  }

  /// `6.2–10.9×`: the smallest and largest of `values`, one figure when they are equal, `—`
  /// when there are none.
  private func range(_ values: [Double], unit: String = "") -> String {
    guard let low = values.min(), let high = values.max() else { return "—" }
    let format = { (value: Double) in unit.isEmpty ? countText(value) : decimalText(value) }
    return (low == high ? format(low) : format(low) + "–" + format(high)) + unit
  }
}

extension Array where Element: Hashable {
  /// The elements in order, each once.
  fileprivate func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
