/// The claims the articles this project grew from make about code, each checked against the
/// code figures: the claim, what measures it, each shape's figure, and whether the claim holds
/// for the layout's first shape (the reference's, MVP here) against every shape written in
/// another pattern, against none, or depends on the arm.
///
/// A shape of the reference's own pattern (here the control arm `mvp-observation`) shows its
/// figure, but the verdicts compare the first shape with the shapes of other patterns (here
/// the three MVVM shapes).
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

  /// The claims, from `code` and the shapes of its layout (none without shapes); the
  /// change-cost claim when some change was measured, or (not measured) when changes are kept
  /// but none could be.
  static func claims(_ code: CodeResults) -> [CodeClaim] {
    let shapes = code.layout.shapes
    guard !shapes.isEmpty else { return [] }
    let total = { (shape: String) in code.sheet.figures(of: shape) }
    let screens = code.layout.screenCountText
    var claims = [
      claim(
        "MVP: you will write more code",
        measure: "logic + view lines over \(screens), with the view support they share",
        referenceIsGreater: true, anchors: anchorsOfSize, shapes: shapes
      ) { total($0).map { Double($0.logic.lines + $0.view.lines + $0.viewSupport.lines) } },
      claim(
        "Boilerplate: protocols for the view and the presenter",
        measure: "protocol requirements in the logic, \(screens)", referenceIsGreater: true,
        anchors: "footballgather: 28 protocols in MVP against 9 in MVVM", shapes: shapes
      ) { total($0).map { Double($0.logic.requirements) } },
      claim(
        "Excellent testability through a mock view: MVP's tests are cheaper",
        measure: "test lines per behaviour tested in several shapes", referenceIsGreater: false,
        anchors: "≈ 8.5 test lines per behaviour for both wherever counted; the "
          + "essentialdeveloper challenge: 56 test lines per change in both",
        shapes: shapes
      ) { total($0)?.linesPerSharedBehaviour },
      claim(
        "Massive Presenter: presenters grow bigger than view models",
        measure: "logic lines of the largest logic file", referenceIsGreater: true,
        anchors: "no comparison counts it", shapes: shapes
      ) { total($0)?.largestLogicFile.map { Double($0.lines) } },
      claim(
        "The passive view is dumb: MVP's view decides less",
        measure: "decision points in the view side, \(screens)", referenceIsGreater: false,
        anchors: "no comparison counts it", shapes: shapes
      ) { total($0).map { Double($0.view.decisions) } },
      claim(
        "Binding simplifies state synchronization: less view code",
        measure: "view-side lines over \(screens), with the view support they share",
        referenceIsGreater: true, anchors: "no comparison counts it", shapes: shapes
      ) { total($0).map { Double($0.view.lines + $0.viewSupport.lines) } },
    ]
    if code.changes.isEmpty && !code.changeProblems.isEmpty {
      // The changes are there but none could be measured: the claim stands, not measured.
      claims.append(
        claim(
          "A change costs more code in MVP",
          measure: "logic + view lines touched (added + removed) per requirement change: not "
            + "measured (see Requirement changes)",
          referenceIsGreater: true, anchors: changeAnchors, shapes: shapes, figure: { _ in nil }))
    }
    if !code.changes.isEmpty {
      let mean = { (id: String) -> Double? in
        guard let shape = shapes.first(where: { $0.id == id }) else { return nil }
        let parts = code.changes.map { $0.cost(of: shape, in: code.layout) }
        return Double(parts.reduce(0) { $0 + ($1.logic + $1.view).touched }) / Double(parts.count)
      }
      claims.append(
        claim(
          "A change costs more code in MVP",
          measure: "logic + view lines touched (added + removed) per requirement change, tests "
            + "apart (see Requirement changes), mean of \(code.changes.count)",
          referenceIsGreater: true,
          anchors: changeAnchors, shapes: shapes, figure: mean))
    }
    return claims
  }

  static let changeAnchors =
    "the essentialdeveloper challenge (98 pull requests): median 48.5 source lines added in "
    + "MVP against 24 in MVVM, 6 files against 3, test lines 56 and 56"

  static let anchorsOfSize =
    "3 of 6 same-app comparisons: footballgather MVP 2,097 lines, MVVM 1,696; Google's TODO "
    + "sample MVVM +6 %"

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
