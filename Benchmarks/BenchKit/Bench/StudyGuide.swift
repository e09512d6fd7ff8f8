/// What a person concludes from a study's figures: the verdict in a few sentences and, for each
/// kind of screen, the arm to pick; and the budgets the study sets its arms. Written once, by a
/// person, in the words a judgment needs; every figure beside it comes from the run.
///
/// The verdict's sentences carry no figure (the tables beside them do, so they never go stale)
/// and name the rows they rest on; each pick names a host or a trait, the arm, and why, in a
/// few words. `pattern-bench` passes the package's own; a team passes its own, or none.
///
/// ```swift
/// let guide = StudyGuide(
///   verdict: "Either arm is fast enough for this screen (Arms at a glance, typical action); "
///     + "the view model needs the fewer lines per change (Arms at a glance).",
///   picks: [
///     .init(
///       "A new SwiftUI screen", arm: "observation-view-model",
///       because: "SwiftUI renders an @Observable model as it is")
///   ])
/// await BenchCommand.main(study, guide: guide)
/// ```
public struct StudyGuide: Sendable, Codable, Equatable {
  /// One row of the "Pick an arm" table.
  public struct Pick: Sendable, Codable, Equatable {
    /// The host or trait of a screen: "A SwiftUI app", "A list that changes row by row".
    public var trait: String
    /// The id of the arm to pick.
    public var arm: String
    /// Why, in a few words, naming the table row it rests on where a figure does.
    public var because: String

    /// Creates a pick.
    public init(_ trait: String, arm: String, because: String) {
      self.trait = trait
      self.arm = arm
      self.because = because
    }
  }

  /// The verdict: a few sentences, no figure, naming the rows they rest on.
  public var verdict: String
  /// The arm to pick for each kind of screen, in the order the table shows them.
  public var picks: [Pick]
  /// The most each arm's initial render may take, as a multiple of the reference's, on every
  /// screen, by arm id; the budgets table judges them. An arm not named has no such budget.
  public var initialRenderBudgets: [String: Double]

  /// Creates a guide.
  public init(verdict: String, picks: [Pick], initialRenderBudgets: [String: Double] = [:]) {
    self.verdict = verdict
    self.picks = picks
    self.initialRenderBudgets = initialRenderBudgets
  }
}
