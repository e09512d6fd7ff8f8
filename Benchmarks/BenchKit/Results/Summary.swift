import Comparison

/// The figures the findings rest on, computed from the results: each arm's typical action, slowest
/// frame, initial render, lines per change, ratios between arms, list scaling.
extension BenchResults {
  /// One action of one scenario and an arm's ratio to the reference in it.
  typealias ActionRatio = (scenario: ScenarioResult, action: ActionResult, ratio: RatioEstimate)

  /// The users' actions of every scenario, synchronous or awaited, with or without cell frames.
  private func actions(synchronous: Bool, frames: Bool) -> [(ScenarioResult, ActionResult)] {
    scenarios.flatMap { scenario in
      scenario.userActions.filter { $0.synchronous == synchronous && (frames || !$0.isFrame) }
        .map { (scenario, $0) }
    }
  }

  /// The actions (synchronous or awaited, with or without cell frames) and `arm`'s ratio in each.
  func actionRatios(_ arm: ArmInfo, synchronous: Bool, frames: Bool) -> [ActionRatio] {
    actions(synchronous: synchronous, frames: frames).compactMap { scenario, action in
      action.arms[arm.id]?.ratioToReference.map { (scenario, action, $0) }
    }
  }

  /// An arm's typical synchronous action, cell frames aside: the median of its p50s, and the median
  /// of its ratios with a 95 % bootstrap interval over the actions.
  func typicalAction(_ arm: ArmInfo) -> (p50: Int?, ratio: RatioEstimate?) {
    let p50s = actions(synchronous: true, frames: false).compactMap { _, action in
      action.arms[arm.id]?.latencyNs.map { Double($0.p50) }
    }
    let p50 = Statistics.median(p50s).map { Int($0.rounded()) }
    let ratios = actionRatios(arm, synchronous: true, frames: false).map(\.ratio.value)
    guard let median = Statistics.median(ratios),
      let interval = Statistics.medianInterval(
        [ratios.map { Int(($0 * 1_000_000).rounded()) }], seed: "\(arm.id) synchronous".seed)
    else { return (p50, nil) }
    let estimate = RatioEstimate(
      value: median, low: Statistics.ratio(fromMillionths: interval.low),
      high: Statistics.ratio(fromMillionths: interval.high))
    return (p50, estimate)
  }

  /// The largest p50 of any frame of scrolling cells in `arm`, any size.
  func slowestFrame(_ arm: ArmInfo) -> Int? {
    scenarios.flatMap { scenario in
      scenario.userActions.filter(\.isFrame).compactMap { $0.arms[arm.id]?.latencyNs?.p50 }
    }.max()
  }

  /// The median p50 of `arm`'s initial render over the screens, and its ratio on each screen.
  func initialRender(_ arm: ArmInfo) -> (p50: Int?, ratios: [Double]) {
    let p50s = initialRenders.compactMap { $0.figure.arms[arm.id]?.latencyNs?.p50 }
    return (
      Statistics.median(p50s.map(Double.init)).map { Int($0.rounded()) },
      initialRenders.compactMap { $0.figure.arms[arm.id]?.ratioToReference?.value }
    )
  }

  /// The view calls of `arm`'s actions over the scenarios both it and the reference ran.
  func actionCalls(_ arm: ArmInfo) -> Int? {
    let pairs = pairedCounts(arm)
    return pairs.isEmpty ? nil : pairs.reduce(0) { $0 + $1.own.actions.viewCalls }
  }

  /// Each scenario both `arm` and the reference counted, with both counts.
  func pairedCounts(_ arm: ArmInfo)
    -> [(scenario: ScenarioResult, own: ArmCounts, reference: ArmCounts)]
  {
    scenarios.compactMap { scenario in
      guard let own = scenario.arms[arm.id], let reference = scenario.arms[self.reference]
      else { return nil }
      return (scenario, own, reference)
    }
  }

  /// The lines per change of the shape `arm` runs; `nil` without code figures or changes.
  func linesPerChange(_ arm: ArmInfo) -> Double? {
    code.flatMap { code in
      code.layout.shapes.first { $0.arms.contains(arm.id) }.flatMap(code.linesPerChange)
    }
  }

  /// The median of `arm`'s p50 over `base`'s in each synchronous action both were timed in, cell
  /// frames aside, and how many actions it is over.
  func medianRatio(_ arm: ArmInfo, to base: ArmInfo) -> (median: Double, actions: Int)? {
    let ratio = { (arm: ArmInfo, action: ActionResult) -> Double? in
      arm.id == reference
        ? (action.arms[arm.id]?.latencyNs == nil ? nil : 1)
        : action.arms[arm.id]?.ratioToReference?.value
    }
    let ratios = actions(synchronous: true, frames: false).compactMap { _, action -> Double? in
      guard let own = ratio(arm, action), let other = ratio(base, action), other > 0 else {
        return nil
      }
      return own / other
    }
    return Statistics.median(ratios).map { ($0, ratios.count) }
  }

  /// For each screen whose list ran at two sizes from 1 000 rows, each arm's p50 per row at the
  /// largest size over that at 1 000 rows: 1 is a cost linear in the rows.
  var scalingGrowths: [(screen: String, scenario: String, growths: [Double?])] {
    screens.compactMap { screen in
      guard let name = scalingScenario(on: screen) else { return nil }
      let rows = scenarios.filter { $0.screen == screen && $0.name == name }
        .sorted { $0.size < $1.size }
      guard let small = rows.first(where: { $0.size >= 1_000 }), let large = rows.last,
        large.size > small.size
      else { return nil }
      let growths = arms.map { arm -> Double? in
        guard let smallP50 = small.userActions.first?.arms[arm.id]?.latencyNs?.p50,
          let largeP50 = large.userActions.first?.arms[arm.id]?.latencyNs?.p50, smallP50 > 0
        else { return nil }
        return (Double(largeP50) / Double(large.size)) / (Double(smallP50) / Double(small.size))
      }
      return (screen.rawValue, name, growths)
    }
  }

  /// `arm`'s awaited actions: the median of its ratios to the reference, the median of its p50s,
  /// how many there are and how many show no measurable difference.
  func awaited(_ arm: ArmInfo) -> (ratio: Double, p50: Int?, actions: Int, same: Int)? {
    let entries = actionRatios(arm, synchronous: false, frames: true)
    guard let median = Statistics.median(entries.map(\.ratio.value)) else { return nil }
    let p50s = entries.compactMap { $0.action.arms[arm.id]?.latencyNs?.p50 }
    return (
      median, Statistics.median(p50s.map(Double.init)).map { Int($0.rounded()) }, entries.count,
      entries.count { $0.ratio.noMeasurableDifference }
    )
  }
}

/// A claim of the study's guide checked against the code figures: what measures it, each shape's
/// figure, and whether the reference's shape bears it out against those of another pattern.
struct CodeClaim: Sendable, Equatable {
  /// Whether the figures bear a claim out.
  enum Verdict: String, Sendable {
    /// Against every shape of another pattern.
    case holds = "holds"
    /// Against none.
    case doesNotHold = "does not hold"
    /// Against some.
    case depends = "depends on the arm"
    /// Not judged: no shape of another pattern had the figure (no behaviour tested in several
    /// shapes, say), or the reference had none.
    case notMeasured = "not measured"
  }

  /// The claim, as the articles put it.
  var claim: String
  var measure: String
  /// The figure of each shape, in the layout's order; `nil` where the shape has none.
  var figures: [Double?]
  var verdict: Verdict
  /// What others counted for the same claim.
  var anchors: String

  /// The guide's `claims`, each settled by `code` and its layout's shapes (none without shapes).
  static func claims(_ code: CodeResults, _ claims: [StudyGuide.Claim]) -> [CodeClaim] {
    let shapes = code.layout.shapes
    guard !shapes.isEmpty else { return [] }
    let total = { (shape: String) in code.sheet.figures(of: shape) }
    let screens = code.layout.screenCountText
    return claims.compactMap { claim in
      let (measure, figure): (String, (String) -> Double?)
      switch claim.figure {
      case .logicAndViewLines:
        measure = "logic + view lines over \(screens), with the view support they share"
        figure = { total($0).map { Double($0.logic.lines + $0.view.lines + $0.viewSupport.lines) } }
      case .protocolRequirements:
        measure = "protocol requirements in the logic, \(screens)"
        figure = { total($0).map { Double($0.logic.requirements) } }
      case .testLinesPerSharedBehaviour:
        measure = "test lines per behaviour tested in several shapes"
        figure = { total($0)?.linesPerSharedBehaviour }
      case .largestLogicFile:
        measure = "logic lines of the largest logic file"
        figure = { total($0)?.largestLogicFile.map { Double($0.lines) } }
      case .viewDecisions:
        measure = "decision points in the view side, \(screens)"
        figure = { total($0).map { Double($0.view.decisions) } }
      case .viewLines:
        measure = "view-side lines over \(screens), with the view support they share"
        figure = { total($0).map { Double($0.view.lines + $0.viewSupport.lines) } }
      case .linesPerChange where code.changes.isEmpty:
        guard !code.changeProblems.isEmpty else { return nil }
        measure =
          "logic + view lines touched (added + removed) per requirement change: not measured "
          + "(see Requirement changes)"
        figure = { _ in nil }
      case .linesPerChange:
        measure =
          "logic + view lines touched (added + removed) per requirement change, tests apart "
          + "(see Requirement changes), mean of \(code.changes.count)"
        figure = { id in shapes.first { $0.id == id }.flatMap(code.linesPerChange) }
      }
      return Self.claim(
        claim.claim, measure: measure, referenceIsGreater: claim.referenceIsGreater,
        anchors: claim.anchors, shapes: shapes, figure: figure)
    }
  }

  /// A claim that the figure of the first of `shapes` (the reference's) is greater (or smaller)
  /// than that of each shape written in another pattern; `figure` gives a shape's figure by its id.
  static func claim(
    _ text: String, measure: String, referenceIsGreater: Bool, anchors: String,
    shapes: [CodeLayout.Shape], figure: (String) -> Double?
  ) -> CodeClaim {
    let reference = shapes.first.flatMap { figure($0.id) }
    let compared = shapes.filter { $0.pattern != shapes.first?.pattern }
    let outcomes = compared.compactMap { shape -> Bool? in
      guard let reference, let other = figure(shape.id) else { return nil }
      return referenceIsGreater ? reference > other : reference < other
    }
    // NB: no outcome is no evidence, never a claim that does not hold.
    let verdict: Verdict =
      outcomes.isEmpty
      ? .notMeasured
      : outcomes.allSatisfy { !$0 } ? .doesNotHold : outcomes.allSatisfy { $0 } ? .holds : .depends
    return CodeClaim(
      claim: text, measure: measure, figures: shapes.map { figure($0.id) }, verdict: verdict,
      anchors: anchors)
  }
}

extension CodeResults {
  /// The mean logic and view lines a requirement change touched in `shape`, tests apart; `nil`
  /// without changes.
  fileprivate func linesPerChange(_ shape: CodeLayout.Shape) -> Double? {
    let touched = changes.map { change in
      let cost = change.cost(of: shape, in: layout)
      return (cost.logic + cost.view).touched
    }
    return touched.isEmpty ? nil : Double(touched.reduce(0, +)) / Double(touched.count)
  }
}

extension BenchResults {
  /// Each micro row's spread over its runs of its ratio to the floor measured in the same run
  /// (one index, one process); `nil` for a row whose runs cannot be paired with the floor's.
  var microRunRatioRanges: [ClosedRange<Double>?] {
    let floorRuns = micro.first { $0.id == .closureCall }?.nsPerOpRuns
    return micro.map { row in
      guard let runs = row.nsPerOpRuns, let floorRuns, runs.count == floorRuns.count,
        let spread = MicroResult.spread(of: zip(runs, floorRuns).map(/))
      else { return nil }
      return spread.low...spread.high
    }
  }
}

extension MicroResult {
  /// The row's budget as a multiple of a closure call, whichever kind it has; `nil` without one.
  var budgetInClosureCalls: Double? {
    floorBudget
      ?? referenceBudget.flatMap { budget in
        ratioToBudgetReference.map { budget.ratio / $0 * ratioToClosure }
      } ?? nanosecondBudget.map { $0 / (nsPerOp / ratioToClosure) }
  }
}
