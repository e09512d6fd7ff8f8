/// The claims the articles this project grew from make about code, each checked against the
/// code figures: the claim, what measures it, MVP's figure and each MVVM shape's, and whether
/// the claim holds against every MVVM shape, against none, or depends on the arm.
///
/// The control arm (`mvp-observation`) is MVP too and shows its figure, but the verdicts
/// compare `mvp` with the three MVVM shapes.
public struct CodeClaim: Sendable, Equatable {
  /// Whether the figures bear a claim out.
  public enum Verdict: String, Sendable {
    /// Against every MVVM shape.
    case holds = "holds"
    /// Against none.
    case doesNotHold = "does not hold"
    /// Against some.
    case depends = "depends on the arm"
  }

  /// The claim, as the articles put it.
  public var claim: String
  /// What measures it.
  public var measure: String
  /// The figure of each shape, MVP first.
  public var figures: String
  /// Whether it holds.
  public var verdict: Verdict
  /// What others counted for the same claim.
  public var anchors: String

  /// The claims, from `code`; the change-cost claim only when some change was measured.
  public static func claims(_ code: CodeResults) -> [CodeClaim] {
    let total = { (shape: String) in code.sheet.figures(of: shape) }
    var claims = [
      claim(
        "MVP: you will write more code",
        measure: "logic + view lines over five screens, with the view support they share",
        mvpIsGreater: true, anchors: anchorsOfSize
      ) { total($0).map { Double($0.logic.lines + $0.view.lines + $0.viewSupport.lines) } },
      claim(
        "Boilerplate: protocols for the view and the presenter",
        measure: "protocol requirements in the logic, five screens", mvpIsGreater: true,
        anchors: "footballgather: 28 protocols in MVP against 9 in MVVM"
      ) { total($0).map { Double($0.logic.requirements) } },
      claim(
        "Excellent testability through a mock view: MVP's tests are cheaper",
        measure: "test lines per behaviour tested in several shapes", mvpIsGreater: false,
        anchors: "≈ 8.5 test lines per behaviour for both wherever counted; the "
          + "essentialdeveloper challenge: 56 test lines per change in both"
      ) { total($0)?.linesPerSharedBehaviour },
      claim(
        "Massive Presenter: presenters grow bigger than view models",
        measure: "logic lines of the largest logic file", mvpIsGreater: true,
        anchors: "no comparison counts it"
      ) { total($0)?.largestLogicFile.map { Double($0.lines) } },
      claim(
        "The passive view is dumb: MVP's view decides less",
        measure: "decision points in the view side, five screens", mvpIsGreater: false,
        anchors: "no comparison counts it"
      ) { total($0).map { Double($0.view.decisions) } },
      claim(
        "Binding simplifies state synchronization: less view code",
        measure: "view-side lines over five screens, with the view support they share",
        mvpIsGreater: true, anchors: "no comparison counts it"
      ) { total($0).map { Double($0.view.lines + $0.viewSupport.lines) } },
    ]
    if !code.changes.isEmpty {
      let mean = { (id: String) -> Double? in
        guard let shape = CodeShape.all.first(where: { $0.id == id }) else { return nil }
        let parts = code.changes.map { $0.cost(of: shape) }
        guard !parts.isEmpty else { return nil }
        return Double(parts.reduce(0) { $0 + ($1.logic + $1.view).touched }) / Double(parts.count)
      }
      claims.append(
        claim(
          "A change costs more code in MVP",
          measure: "logic + view lines touched (added + removed) per requirement change, tests "
            + "apart (see Requirement changes), mean of \(code.changes.count)",
          mvpIsGreater: true,
          anchors: "the essentialdeveloper challenge (98 pull requests): median 48.5 source "
            + "lines added in MVP against 24 in MVVM, 6 files against 3, test lines 56 and 56",
          figure: mean))
    }
    return claims
  }

  static let anchorsOfSize =
    "holds in 3 of 6 same-app comparisons: yfy/android-architecture-benchmarks MVP 3,318 "
    + "lines against MVVM 2,676; footballgather 2,097 against 1,696; Google's TODO sample "
    + "MVVM +6 %; marty-suzuki's Combine sample MVVM +24 %"

  /// The MVVM shapes the verdicts compare MVP with.
  static let mvvmShapes = CodeShape.all.filter { $0.logic != .presenter }.map(\.id)

  /// A claim that MVP's figure is greater (or smaller) than each MVVM shape's.
  static func claim(
    _ text: String, measure: String, mvpIsGreater: Bool, anchors: String,
    figure: (String) -> Double?
  ) -> CodeClaim {
    let figures = CodeShape.all.map { ($0.id, figure($0.id)) }
    let mvp = figure("mvp")
    let outcomes = mvvmShapes.compactMap { shape -> Bool? in
      guard let mvp, let other = figure(shape) else { return nil }
      return mvpIsGreater ? mvp > other : mvp < other
    }
    let verdict: Verdict =
      outcomes.isEmpty || outcomes.allSatisfy { !$0 }
      ? .doesNotHold : outcomes.allSatisfy { $0 } ? .holds : .depends
    let cells = figures.map { shape, value in
      "\(shape) \(value.map(countText) ?? "n/a")"
    }
    return CodeClaim(
      claim: text, measure: measure, figures: cells.joined(separator: ", "), verdict: verdict,
      anchors: anchors)
  }
}
