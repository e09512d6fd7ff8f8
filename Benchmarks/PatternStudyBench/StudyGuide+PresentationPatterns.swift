public import BenchKit
import Comparison
import PatternStudy

extension StudyGuide {
  /// This repository's judgment of its five screens in six arms, which `pattern-bench` shows
  /// first, its budgets (DESIGN.md's: MVVM's synchronous actions within 1.25× MVP's, the
  /// initial render of the Signals arms, a frame of scrolling cells within 5 % of a 120 Hz
  /// frame, a list's per-row cost within 2× from 1 000 rows up), the claims of the articles
  /// it grew from with what others counted, and the words of its Signals micro benchmarks.
  /// The judgment holds no figure: each sentence names the rows of the run's tables it rests
  /// on, and those tables carry the figures of the run beside it.
  public static let presentationPatterns = StudyGuide(
    verdict: "Speed does not decide between these arms: every arm's typical action and every "
      + "frame of scrolling cells is a small share of a frame (Arms at a glance; Budgets). "
      + "Code decides: a presenter needs view protocols that every view and test spy "
      + "implements, and touches more lines per requirement change (Arms at a glance, lines "
      + "per change; Claims). So pick by the host and by how the team tests (Pick an arm).",
    picks: [
      .init(
        "A new SwiftUI screen", arm: Arm.mvvmObservation.id,
        because: "SwiftUI reads an @Observable model as it is; fewest lines per change"),
      .init(
        "A UIKit screen with many outputs", arm: Arm.mvvmState.id,
        because: "one render per change, about MVP's view calls (Arms at a glance)"),
      .init(
        "A team that tests through a mock view", arm: Arm.mvp.id,
        because: "its spies implement the view protocol; tests cost every arm alike (Claims)"),
      .init(
        "An MVP screen moving to SwiftUI", arm: Arm.mvpObservation.id,
        because: "the presenter and its tests stay; only the view is new"),
    ],
    // One binding per output costs more to set up than one state output.
    initialRenderBudgets: [
      Arm.mvvm.id: 3, Arm.mvvmDeduplicated.id: 3, Arm.mvvmState.id: 2,
    ],
    actionAim: ActionAim(
      ratio: 1.25,
      arms: [Arm.mvvm, .mvvmDeduplicated, .mvvmState, .mvvmObservation].map(\.id)),
    frameBudget: 0.05, listScalingBudget: 2, claims: claims,
    micro: MicroText(
      title: "Signals micro benchmarks", subject: "Signals",
      chartTitle: "Signals against the floor and Apple's Observation",
      colours: "Apple's Observation is green, Signals blue", highlighted: [.observation]))

  /// The claims about code of the articles this project grew from, with what others counted.
  static let claims: [Claim] = [
    Claim(
      "MVP: you will write more code", figure: .logicAndViewLines, referenceIsGreater: true,
      anchors: "3 of 6 same-app comparisons: footballgather MVP 2,097 lines, MVVM 1,696; "
        + "Google's TODO sample MVVM +6 %"),
    Claim(
      "Boilerplate: protocols for the view and the presenter", figure: .protocolRequirements,
      referenceIsGreater: true, anchors: "footballgather: 28 protocols in MVP against 9 in MVVM"),
    Claim(
      "Excellent testability through a mock view: MVP's tests are cheaper",
      figure: .testLinesPerSharedBehaviour, referenceIsGreater: false,
      anchors: "≈ 8.5 test lines per behaviour for both wherever counted; the "
        + "essentialdeveloper challenge: 56 test lines per change in both"),
    Claim(
      "Massive Presenter: presenters grow bigger than view models", figure: .largestLogicFile,
      referenceIsGreater: true, anchors: "no comparison counts it"),
    Claim(
      "The passive view is dumb: MVP's view decides less", figure: .viewDecisions,
      referenceIsGreater: false, anchors: "no comparison counts it"),
    Claim(
      "Binding simplifies state synchronization: less view code", figure: .viewLines,
      referenceIsGreater: true, anchors: "no comparison counts it"),
    Claim(
      "A change costs more code in MVP", figure: .linesPerChange, referenceIsGreater: true,
      anchors: "the essentialdeveloper challenge (98 pull requests): median 48.5 source lines "
        + "added in MVP against 24 in MVVM, 6 files against 3, test lines 56 and 56"),
  ]
}
