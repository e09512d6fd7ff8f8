/// What a person concludes from a study's figures, and what the study holds its arms to: the
/// verdict, the arm to pick for each kind of screen, the budgets, the claims the code figures
/// settle, and the words of its micro benchmarks. Written once, by a person; every figure beside
/// it comes from the run. A study whose guide sets no budget, aim or claim shows none.
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
///   ],
///   actionAim: .init(ratio: 1.5, arms: ["view-model", "observation-view-model"]))
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
      (self.trait, self.arm, self.because) = (trait, arm, because)
    }
  }

  /// The most a synchronous action may take, as a multiple of the reference's p50.
  public struct ActionAim: Sendable, Codable, Equatable {
    /// The multiple.
    public var ratio: Double
    /// The ids of the arms the budgets table judges against it; every arm's actions are
    /// counted against it in the findings.
    public var arms: [String]

    /// Creates an aim of `ratio` times the reference, judged for `arms`.
    public init(ratio: Double, arms: [String]) {
      (self.ratio, self.arms) = (ratio, arms)
    }
  }

  /// A claim about code that the code figures settle: it holds when the reference's figure is
  /// greater (or smaller) than that of every shape written in another pattern.
  public struct Claim: Sendable, Codable, Equatable {
    /// The claim, as its authors put it.
    public var claim: String
    /// The figure that measures it.
    public var figure: CodeFigure
    /// Whether the claim says the reference's figure is the greater one.
    public var referenceIsGreater: Bool
    /// What others counted for the same claim, with their sources.
    public var anchors: String

    /// Creates a claim.
    public init(_ claim: String, figure: CodeFigure, referenceIsGreater: Bool, anchors: String) {
      (self.claim, self.figure) = (claim, figure)
      (self.referenceIsGreater, self.anchors) = (referenceIsGreater, anchors)
    }
  }

  /// A figure of the code suite that a claim can rest on, over every screen.
  public enum CodeFigure: String, Sendable, Codable, CaseIterable {
    /// Logic and view lines, with the view support they share.
    case logicAndViewLines
    /// Protocol requirements in the logic.
    case protocolRequirements
    /// Test lines per behaviour tested in several shapes.
    case testLinesPerSharedBehaviour
    /// Logic lines of the largest logic file.
    case largestLogicFile
    /// Decision points in the view side.
    case viewDecisions
    /// View-side lines, with the view support they share.
    case viewLines
    /// Logic and view lines a requirement change touched, the mean over the changes.
    case linesPerChange
  }

  /// The words of the study's micro benchmarks.
  public struct MicroText: Sendable, Codable, Equatable {
    /// The section's title, such as `Binding micro benchmarks`.
    public var title: String
    /// What they measure, in the CSV's screen column, such as `Binding`.
    public var subject: String
    /// The chart's title.
    public var chartTitle: String
    /// What the chart's colours mean, in a sentence, for the rows in ``highlighted`` (drawn in
    /// a second colour) and the others.
    public var colours: String
    /// The ids of the rows drawn in the second colour.
    public var highlighted: [MicroBenchmark.ID]

    /// Creates the words.
    public init(
      title: String, subject: String, chartTitle: String, colours: String = "",
      highlighted: [MicroBenchmark.ID] = []
    ) {
      (self.title, self.subject, self.chartTitle) = (title, subject, chartTitle)
      (self.colours, self.highlighted) = (colours, highlighted)
    }

    /// The words of a study that gives none.
    public static let plain = MicroText(
      title: "Micro benchmarks", subject: "micro", chartTitle: "Micro benchmarks against the floor")
  }

  /// The verdict: a few sentences, no figure, naming the rows they rest on.
  public var verdict: String
  /// The arm to pick for each kind of screen, in the order the table shows them.
  public var picks: [Pick]
  /// The most each arm's initial render may take, as a multiple of the reference's, on every
  /// screen, by arm id; the budgets table judges them. An arm not named has no such budget.
  public var initialRenderBudgets: [String: Double]
  /// The aim of the synchronous actions; `nil`: none.
  public var actionAim: ActionAim?
  /// The most one frame of a scrolling list may take in every arm, as a share of a 120 Hz
  /// frame (0.05 is 5 %); `nil`: no budget.
  public var frameBudget: Double?
  /// The most a list's per-row cost may grow from 1 000 rows to the largest list; `nil`: no
  /// budget.
  public var listScalingBudget: Double?
  /// The claims the code figures settle, in table order; none: no claims table.
  public var claims: [Claim]
  /// The words of the micro benchmarks.
  public var micro: MicroText

  /// Creates a guide.
  public init(
    verdict: String, picks: [Pick], initialRenderBudgets: [String: Double] = [:],
    actionAim: ActionAim? = nil, frameBudget: Double? = nil, listScalingBudget: Double? = nil,
    claims: [Claim] = [], micro: MicroText = .plain
  ) {
    (self.verdict, self.picks, self.claims, self.micro) = (verdict, picks, claims, micro)
    (self.initialRenderBudgets, self.actionAim) = (initialRenderBudgets, actionAim)
    (self.frameBudget, self.listScalingBudget) = (frameBudget, listScalingBudget)
  }

  /// Decodes a guide; one saved before a field had it gets the field's default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      verdict: try container.decode(String.self, forKey: .verdict),
      picks: try container.decode([Pick].self, forKey: .picks),
      initialRenderBudgets: try container.decodeIfPresent(
        [String: Double].self, forKey: .initialRenderBudgets) ?? [:],
      actionAim: try container.decodeIfPresent(ActionAim.self, forKey: .actionAim),
      frameBudget: try container.decodeIfPresent(Double.self, forKey: .frameBudget),
      listScalingBudget: try container.decodeIfPresent(Double.self, forKey: .listScalingBudget),
      claims: try container.decodeIfPresent([Claim].self, forKey: .claims) ?? [],
      micro: try container.decodeIfPresent(MicroText.self, forKey: .micro) ?? .plain)
  }
}
