import Comparison
import Foundation

/// The findings of a run as tables, each figure computed from the results: the arms at a
/// glance, the arm to pick for each kind of screen, the budgets and the synchronous actions
/// against the aim (what the study's ``StudyGuide`` sets), the pattern apart from the core,
/// the awaited actions, where the view calls part and how the lists scale.
///
/// Every ratio stands beside the time it divides (a p50 in ns, µs or ms, and its share of a
/// 120 Hz frame), and every aggregate says what it includes: "typical action" is the median of
/// an arm's synchronous actions with the frames of scrolling cells left out, which have a
/// column of their own.
struct BenchSummary {
  /// The results to summarise.
  var results: BenchResults
  /// The person's judgment, when the study has one.
  var guide: StudyGuide?

  init(results: BenchResults) {
    self.results = results
    self.guide = results.guide
  }

  /// Whether every arm showed the same screens, in a sentence: the one fact the tables need
  /// before them; `nil` before any scenario ran.
  var parity: String? {
    guard !results.scenarios.isEmpty else { return nil }
    let failures = results.parityFailures
    if failures.isEmpty {
      return "All \(results.arms.count) arms showed identical screens after every step of all "
        + "\(results.scenarios.count) scenarios, and left nothing alive."
    }
    let names = failures.prefix(3).map(\.title).joined(separator: ", ")
    return "\(failures.count) of \(results.scenarios.count) scenarios failed (\(names)"
      + (failures.count > 3 ? " and more" : "")
      + "): an arm stopped, showed another screen or leaked. That is a bug, not a finding."
  }

  /// The verdict's tables: with a guide, the arm to pick first; then the arms at a glance.
  var verdictTables: [SummaryTable] {
    [picks, glance].compactMap { $0 }
  }

  /// The guide's verdict, when the run has figures it rests on (scenarios or code figures: a
  /// run of the micro benchmarks alone has none).
  var verdict: String? {
    guard glance != nil, let verdict = guide?.verdict, !verdict.isEmpty else { return nil }
    return verdict
  }

  /// The tables behind the verdict, after the budgets, in the order the page shows them.
  var findingTables: [SummaryTable] {
    [aim, patternAndCore, awaited, gaps, scaling].compactMap { $0 }
  }

  // MARK: The arms at a glance

  /// One row per arm: view calls, the typical synchronous action (cell frames aside), the
  /// slowest cell frame, the initial render and the lines a requirement change touched.
  var glance: SummaryTable? {
    guard !results.scenarios.isEmpty || results.code != nil else { return nil }
    let rows = results.arms.map { arm -> [String] in
      let isReference = arm.id == results.reference
      let calls = actionCalls(arm)
      let referenceCalls = reference.flatMap(actionCalls) ?? calls ?? 0
      let typical = typicalAction(arm)
      let frame = slowestFrame(arm)
      let initial = initialRender(arm)
      return [
        arm.name + (isReference ? " (reference)" : ""),
        calls.map { "\($0)" + (isReference ? "" : ratioSuffix($0, referenceCalls)) } ?? "—",
        typical.p50.map(timeWithShare) ?? "—",
        typical.p50 == nil
          ? "—" : isReference ? "1×" : typical.ratio.map { decimalText($0.value) + "×" } ?? "—",
        isReference
          ? ""
          : typical.ratio.map { "\(decimalText($0.low))–\(decimalText($0.high))" }
            ?? "",
        frame.map { timeWithShare($0) } ?? "—",
        initial.p50.map { nanosecondsText($0) } ?? "—",
        initial.p50 == nil ? "—" : isReference ? "1×" : range(initial.ratios, unit: "×"),
        linesPerChange(arm).map(countText) ?? "—",
      ]
    }
    return SummaryTable(
      id: "glance", title: "Arms at a glance",
      caption: "View calls sum the actions of every scenario (initial renders apart). The "
        + "typical action is the median p50 of the synchronous actions, cell frames aside, with "
        + "its share of a 120 Hz frame, and its ratio to \(referenceName) with a 95 % interval "
        + "over the actions. The slowest cell frame is the largest p50 of a scrolling list's "
        + "frame, any size. The initial render is the median over the screens; its ratio the "
        + "range over them. Lines per change: the logic and view lines a requirement change "
        + "touched, tests apart, the mean over the changes (as the claims table counts them).",
      headings: [
        "arm", "view calls", "typical action", "× \(referenceName)", "95 %",
        "slowest cell frame", "initial render", "× \(referenceName)", "lines per change",
      ],
      columns: [.text, .figure, .figure, .figure, .interval, .figure, .figure, .figure, .figure],
      rows: rows
    ).withoutEmptyColumns()
  }

  /// The guide's picks, each with the picked arm's typical action and lines per change.
  var picks: SummaryTable? {
    guard let guide, !guide.picks.isEmpty, glance != nil else { return nil }
    let rows = guide.picks.map { pick -> [String] in
      let arm = results.arms.first { $0.id == pick.arm }
      let typical = arm.map(typicalAction)
      return [
        pick.trait, arm?.name ?? pick.arm,
        typical?.p50.map { nanosecondsText($0) } ?? "—",
        typical?.p50.map(frameShareText) ?? "—",
        arm.flatMap(linesPerChange).map(countText) ?? "—",
        pick.because,
      ]
    }
    return SummaryTable(
      id: "pick", title: "Pick an arm",
      caption: "The pick is the study's judgment (its guide); the figures are this run's: the "
        + "arm's typical synchronous action (cell frames aside) and its share of a 120 Hz frame, "
        + "and the logic and view lines a requirement change touched in it, tests apart.",
      headings: [
        "if your screen is", "pick", "typical action", "of a frame", "lines per change", "because",
      ],
      columns: [.text, .text, .figure, .figure, .figure, .text], rows: rows
    ).withoutEmptyColumns()
  }

  // MARK: Budgets

  /// Every budget the guide sets that the run can judge (the aim of synchronous actions, the
  /// initial render, the frames of scrolling cells, the per-row cost of the lists), and the
  /// micro benchmarks'.
  var budgets: SummaryTable? {
    let rows = aimBudgets + initialRenderBudgets + frameBudget + scalingBudget + microBudgets
    guard !rows.isEmpty else { return nil }
    return SummaryTable(
      id: "budgets", title: "Budgets",
      caption: "Each budget is a ratio to a figure of the same run, so the machine's speed "
        + "cancels out; a miss says by how much.",
      headings: ["what", "budget", "measured", "verdict"],
      columns: [.text, .text, .text, .text], rows: rows)
  }

  private var aimBudgets: [[String]] {
    guard let aim = guide?.actionAim else { return [] }
    return results.comparedArms.filter { aim.arms.contains($0.id) }.compactMap { arm in
      let synchronous = actionRatios(arm, synchronous: true, frames: false)
      guard !synchronous.isEmpty else { return nil }
      let within = synchronous.count { $0.ratio.value <= aim.ratio }
      return [
        "\(arm.name): a synchronous action", "≤ \(countText(aim.ratio))× \(referenceName)",
        "\(within) of \(synchronous.count) within",
        within == synchronous.count ? "met" : "missed on \(synchronous.count - within)",
      ]
    }
  }

  /// The initial-render budgets the study's guide sets: the arm's ratio to the reference on
  /// every screen.
  var initialRenderBudgets: [[String]] {
    let budgets = guide?.initialRenderBudgets ?? [:]
    return results.arms.compactMap { arm -> [String]? in
      guard let budget = budgets[arm.id] else { return nil }
      let ratios = results.initialRenders.compactMap {
        $0.figure.arms[arm.id]?.ratioToReference?.value
      }
      guard !ratios.isEmpty else { return nil }
      return [
        "\(arm.name): initial render", "≤ \(decimalText(budget))× \(referenceName)",
        range(ratios, unit: "×") + overScreens(ratios.count), verdict(ratios, budget: budget),
      ]
    }
  }

  private var frameBudget: [[String]] {
    let frames = results.arms.compactMap { arm in
      slowestFrame(arm).map { (arm: arm, nanoseconds: $0) }
    }
    guard let budget = guide?.frameBudget,
      let worst = frames.max(by: { $0.nanoseconds < $1.nanoseconds })
    else { return [] }
    let share = BenchResults.frameShare(worst.nanoseconds)
    return [
      [
        "a frame of scrolling cells, every arm", "≤ \(percentText(budget * 100)) of a frame",
        "at most \(timeWithShare(worst.nanoseconds)) (\(worst.arm.name))",
        share <= budget ? "met" : "missed, \(percentText((share / budget - 1) * 100)) over",
      ]
    ]
  }

  private var scalingBudget: [[String]] {
    let growths = scalingRows.flatMap { $0.growths.compactMap { $0 } }
    guard let budget = guide?.listScalingBudget, let worst = growths.max() else { return [] }
    return [
      [
        "per-row cost, 1 000 rows to the largest list", "≤ \(countText(budget))×",
        "\(decimalText(worst))× at most", verdict(growths, budget: budget),
      ]
    ]
  }

  private var microBudgets: [[String]] {
    // A budget names the row it divides by as the table does.
    let names = Dictionary(
      results.micro.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    return results.micro.flatMap { row in
      row.budgetChecks(names: names).map { check in
        [row.name, check.limit, check.measured, check.met ? "met" : "missed"]
      }
    }
  }

  /// ` over 5 screens`, ` on 1 screen`.
  private func overScreens(_ count: Int) -> String {
    count == 1 ? " on 1 screen" : " over \(count) screens"
  }

  /// `met`, or `missed on 3 of 5, up to 48% over`.
  private func verdict(_ values: [Double], budget: Double) -> String {
    let misses = values.filter { $0 > budget }
    guard let worst = misses.max() else { return "met" }
    return "missed on \(misses.count) of \(values.count), up to "
      + "\(percentText((worst / budget - 1) * 100)) over"
  }

  // MARK: The other findings

  /// The synchronous actions of each arm against the guide's aim: how many meet it, how many
  /// show no measurable difference, and the three worst, each with its p50; `nil` without an
  /// aim.
  var aim: SummaryTable? {
    guard let aim = guide?.actionAim else { return nil }
    let ratio = countText(aim.ratio)
    let rows = results.comparedArms.compactMap { arm -> [String]? in
      let synchronous = actionRatios(arm, synchronous: true, frames: true)
      guard !synchronous.isEmpty else { return nil }
      let beyond = synchronous.filter { $0.ratio.isDifference && $0.ratio.low > aim.ratio }
        .sorted { $0.ratio.value > $1.ratio.value }
      return [
        arm.name, "\(synchronous.count { $0.ratio.value <= aim.ratio }) of \(synchronous.count)",
        "\(synchronous.count { $0.ratio.noMeasurableDifference })",
        "\(synchronous.count { $0.ratio.withinClockResolution })",
        beyond.prefix(3).map { entry in
          "\(entry.scenario.title) · \(entry.action.kind) \(decimalText(entry.ratio.value))× "
            + "(\(entry.action.arms[arm.id]?.latencyNs.map { nanosecondsText($0.p50) } ?? "—"))"
        }.joined(separator: "; ") + (beyond.count > 3 ? "; \(beyond.count - 3) more" : ""),
      ]
    }
    guard !rows.isEmpty else { return nil }
    let tick = results.clockTickNs.map { " (\($0) ns)" } ?? ""
    return SummaryTable(
      id: "aim", title: "Synchronous actions against the \(ratio)× aim",
      caption: "Every synchronous action, cell frames included; \"no difference\": the 95 % "
        + "interval holds 1×; \"within a tick\": a difference of one clock tick\(tick) or less. "
        + "The worst are those clearly beyond the aim, with the arm's p50.",
      headings: [
        "arm", "within \(ratio)×", "no difference", "within a tick",
        "clearly beyond (worst three)",
      ],
      columns: [.text, .figure, .figure, .figure, .text], rows: rows)
  }

  /// The pattern apart from the core: for each core two patterns share, and each pattern on
  /// two cores, the median ratio over the synchronous actions (cell frames aside).
  var patternAndCore: SummaryTable? {
    var rows: [[String]] = []
    for core in results.arms.compactMap(\.core).uniqued() {
      rows += separated(
        results.arms.filter { $0.core == core }, by: \.pattern,
        what: "the pattern, on \(coreName(core))")
    }
    for pattern in results.arms.compactMap(\.pattern).uniqued() {
      rows += separated(
        results.arms.filter { $0.pattern == pattern }, by: \.core,
        what: "the core, in \(pattern)")
    }
    guard !rows.isEmpty else { return nil }
    return SummaryTable(
      id: "pattern-and-core", title: "The pattern apart from the core",
      caption: "The median, over the synchronous actions (cell frames aside), of one arm's p50 "
        + "divided by the other's, taken in the same run; beside it the two arms' typical "
        + "actions.",
      headings: ["what changes", "arms", "median ratio", "typical actions", "actions"],
      columns: [.text, .text, .figure, .text, .figure], rows: rows)
  }

  private func separated(_ arms: [ArmInfo], by key: KeyPath<ArmInfo, String?>, what: String)
    -> [[String]]
  {
    let values = arms.compactMap { $0[keyPath: key] }.uniqued()
    guard let first = values.first, let base = arms.first(where: { $0[keyPath: key] == first })
    else { return [] }
    return values.dropFirst().compactMap { value in
      guard let arm = arms.first(where: { $0[keyPath: key] == value }),
        let ratios = synchronousRatios(arm, to: base),
        let median = Statistics.median(ratios)
      else { return nil }
      let typical = [arm, base].map { typicalAction($0).p50.map { nanosecondsText($0) } ?? "—" }
      return [
        what, "\(arm.name) ÷ \(base.name)", decimalText(median) + "×",
        typical.joined(separator: " ÷ "), "\(ratios.count)",
      ]
    }
  }

  /// The awaited actions: the median ratio per arm, with the median p50 it stands for.
  var awaited: SummaryTable? {
    let rows = results.comparedArms.compactMap { arm -> [String]? in
      let entries = actionRatios(arm, synchronous: false, frames: true)
      guard let median = Statistics.median(entries.map(\.ratio.value)) else { return nil }
      let p50s = entries.compactMap { $0.action.arms[arm.id]?.latencyNs?.p50 }
      return [
        arm.name, decimalText(median) + "×",
        Statistics.median(p50s.map(Double.init)).map { nanosecondsText(Int($0)) } ?? "—",
        "\(entries.count)", "\(entries.count { $0.ratio.noMeasurableDifference })",
      ]
    }
    guard !rows.isEmpty else { return nil }
    return SummaryTable(
      id: "awaited", title: "Awaited actions",
      caption: "Actions whose result arrives from a task or a timer: the median of each arm's "
        + "p50 ratio to \(referenceName)'s, and the median of its p50s.",
      headings: ["arm", "median ratio", "median p50", "actions", "no difference"],
      columns: [.text, .figure, .figure, .figure, .figure], rows: rows)
  }

  /// Where each arm's view calls part most from the reference's: the scenario, and the three
  /// calls each side made most.
  var gaps: SummaryTable? {
    let rows = results.comparedArms.compactMap { arm -> [String]? in
      let gap = { (pair: Pair) in abs(pair.own.actions.viewCalls - pair.reference.actions.viewCalls)
      }
      guard let widest = pairs(arm).filter({ gap($0) > 0 }).max(by: { gap($0) < gap($1) })
      else { return nil }
      return [
        arm.name, widest.scenario.title,
        "\(widest.own.actions.viewCalls): \(callList(widest.own.actionCalls))",
        "\(widest.reference.actions.viewCalls): \(callList(widest.reference.actionCalls))",
      ]
    }
    guard !rows.isEmpty else { return nil }
    return SummaryTable(
      id: "gaps", title: "Where the view calls part",
      caption: "The scenario where each arm's view calls differ most from \(referenceName)'s, "
        + "with the three calls each made most.",
      headings: ["arm", "scenario", "its calls", "\(referenceName)'s calls"],
      columns: [.text, .text, .text, .text], rows: rows)
  }

  /// Per-row cost growth of each screen's scaling scenario, per arm.
  var scaling: SummaryTable? {
    let rows = scalingRows
    guard !rows.isEmpty else { return nil }
    return SummaryTable(
      id: "scaling", title: "Lists from 1 000 rows to the largest",
      caption: "The p50 per row of each screen's list scenario at its largest size divided by "
        + "that at 1 000 rows: 1× is a cost linear in the rows.",
      headings: ["screen", "scenario"] + results.arms.map(\.name),
      columns: [.text, .text] + results.arms.map { _ in .figure },
      rows: rows.map { row in
        [row.screen, row.scenario] + row.growths.map { $0.map { decimalText($0) + "×" } ?? "—" }
      })
  }

  private var scalingRows: [(screen: String, scenario: String, growths: [Double?])] {
    results.screens.compactMap { screen in
      guard let name = results.scalingScenario(on: screen) else { return nil }
      let rows = results.scenarios.filter { $0.screen == screen && $0.name == name }
        .sorted { $0.size < $1.size }
      guard let small = rows.first(where: { $0.size >= 1_000 }), let large = rows.last,
        large.size > small.size
      else { return nil }
      let growths = results.arms.map { arm -> Double? in
        guard let smallP50 = small.userActions.first?.arms[arm.id]?.latencyNs?.p50,
          let largeP50 = large.userActions.first?.arms[arm.id]?.latencyNs?.p50, smallP50 > 0
        else { return nil }
        return (Double(largeP50) / Double(large.size)) / (Double(smallP50) / Double(small.size))
      }
      return (screen.rawValue, name, growths)
    }
  }

  // MARK: Figures

  private typealias Pair = (scenario: ScenarioResult, own: ArmCounts, reference: ArmCounts)

  private var reference: ArmInfo? {
    results.arms.first { $0.id == results.reference }
  }

  var referenceName: String {
    reference?.name ?? results.reference
  }

  private func pairs(_ arm: ArmInfo) -> [Pair] {
    results.scenarios.compactMap { scenario in
      guard let own = scenario.arms[arm.id], let reference = scenario.arms[results.reference]
      else { return nil }
      return (scenario, own, reference)
    }
  }

  /// The view calls of `arm`'s actions over the scenarios both it and the reference ran;
  /// `nil` when there are none.
  private func actionCalls(_ arm: ArmInfo) -> Int? {
    let pairs = pairs(arm)
    return pairs.isEmpty ? nil : pairs.reduce(0) { $0 + $1.own.actions.viewCalls }
  }

  private func isFrame(_ action: ActionResult) -> Bool {
    action.kind.hasPrefix(BenchResults.frameKindPrefix)
  }

  /// The actions of one kind (synchronous or awaited), with or without cell frames, and the
  /// arm's ratio in each.
  private func actionRatios(_ arm: ArmInfo, synchronous: Bool, frames: Bool) -> [(
    scenario: ScenarioResult, action: ActionResult, ratio: RatioEstimate
  )] {
    results.scenarios.flatMap { scenario in
      scenario.userActions.compactMap { action in
        guard action.synchronous == synchronous, frames || !isFrame(action),
          let ratio = action.arms[arm.id]?.ratioToReference
        else { return nil }
        return (scenario, action, ratio)
      }
    }
  }

  /// An arm's typical synchronous action, cell frames aside: the median of its p50s, and the
  /// median of its ratios to the reference with a 95 % bootstrap interval over the actions.
  func typicalAction(_ arm: ArmInfo) -> (p50: Int?, ratio: RatioEstimate?) {
    let p50s = results.scenarios.flatMap { scenario in
      scenario.userActions.compactMap { action -> Double? in
        guard action.synchronous, !isFrame(action) else { return nil }
        return action.arms[arm.id]?.latencyNs.map { Double($0.p50) }
      }
    }
    let p50 = Statistics.median(p50s).map { Int($0.rounded()) }
    let ratios = actionRatios(arm, synchronous: true, frames: false).map(\.ratio.value)
    guard let median = Statistics.median(ratios),
      let interval = Statistics.medianInterval(
        [ratios.map { Int(($0 * 1_000_000).rounded()) }], seed: "\(arm.id) synchronous".seed)
    else { return (p50, nil) }
    return (
      p50,
      RatioEstimate(
        value: median, low: Statistics.ratio(fromMillionths: interval.low),
        high: Statistics.ratio(fromMillionths: interval.high))
    )
  }

  /// The largest p50 of any frame of scrolling cells in `arm`, any size; `nil` without frames.
  private func slowestFrame(_ arm: ArmInfo) -> Int? {
    results.scenarios.flatMap { scenario in
      scenario.userActions.filter(isFrame).compactMap { $0.arms[arm.id]?.latencyNs?.p50 }
    }.max()
  }

  /// The median p50 of `arm`'s initial render over the screens, and its ratios to the
  /// reference, one per screen.
  private func initialRender(_ arm: ArmInfo) -> (p50: Int?, ratios: [Double]) {
    let p50s = results.initialRenders.compactMap { $0.figure.arms[arm.id]?.latencyNs?.p50 }
    return (
      Statistics.median(p50s.map(Double.init)).map { Int($0.rounded()) },
      results.initialRenders.compactMap { $0.figure.arms[arm.id]?.ratioToReference?.value }
    )
  }

  /// The mean logic and view lines a requirement change touched in the code shape `arm` runs,
  /// tests apart (as the claims count them); `nil` without code figures or changes.
  private func linesPerChange(_ arm: ArmInfo) -> Double? {
    guard let code = results.code, !code.changes.isEmpty,
      let shape = code.layout.shapes.first(where: { $0.arms.contains(arm.id) })
    else { return nil }
    let touched = code.changes.map { change in
      let cost = change.cost(of: shape, in: code.layout)
      return (cost.logic + cost.view).touched
    }
    return Double(touched.reduce(0, +)) / Double(touched.count)
  }

  /// `arm`'s p50 divided by `base`'s in each synchronous action where both were timed, cell
  /// frames aside; `nil` when none was.
  private func synchronousRatios(_ arm: ArmInfo, to base: ArmInfo) -> [Double]? {
    let ratios = results.scenarios.flatMap { scenario in
      scenario.userActions.compactMap { action -> Double? in
        guard action.synchronous, !isFrame(action),
          let own = ratioToReference(arm, in: action),
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

  /// `rows ×2, isLoading ×2, errorMessage ×1`: the three calls made most, most first.
  private func callList(_ calls: [String: Int]) -> String {
    guard !calls.isEmpty else { return "none named" }
    let sorted = calls.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    return sorted.prefix(3).map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
      + (sorted.count > 3 ? ", …" : "")
  }

  /// `2.1 µs (0.025%)`: a p50 with its share of a 120 Hz frame.
  private func timeWithShare(_ nanoseconds: Int) -> String {
    "\(nanosecondsText(nanoseconds)) (\(frameShareText(nanoseconds)))"
  }

  /// ` (1.98×)`: `value` against `reference`.
  private func ratioSuffix(_ value: Int, _ reference: Int) -> String {
    reference == 0 ? "" : " (\(decimalText(Double(value) / Double(reference)))×)"
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
