/// A claim of the study's guide checked against the code figures: the claim, what measures it,
/// each shape's figure, and whether the claim holds for the layout's first shape (the
/// reference's) against every shape written in another pattern, against none, or depends on
/// the arm. A shape of the reference's own pattern shows its figure, but no verdict compares
/// it.
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
  /// What measures it.
  var measure: String
  /// The figure of each shape, in the layout's order; `nil` where the shape has none.
  var figures: [Double?]
  /// Whether it holds.
  var verdict: Verdict
  /// What others counted for the same claim.
  var anchors: String

  /// The study's claims (its guide's), each settled by `code` and the shapes of its layout
  /// (none without shapes). A claim on the lines per change is left out when the layout keeps
  /// no change, and not measured when changes are kept but none could be.
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
        figure = { id in
          guard let shape = shapes.first(where: { $0.id == id }) else { return nil }
          let parts = code.changes.map { $0.cost(of: shape, in: code.layout) }
          return Double(parts.reduce(0) { $0 + ($1.logic + $1.view).touched })
            / Double(parts.count)
        }
      }
      return Self.claim(
        claim.claim, measure: measure, referenceIsGreater: claim.referenceIsGreater,
        anchors: claim.anchors, shapes: shapes, figure: figure)
    }
  }

  /// A claim that the figure of the first of `shapes` (the reference's) is greater (or
  /// smaller) than that of each shape written in another pattern; `figure` gives a shape's
  /// figure by its id.
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
