public import BenchKit
import Comparison
import PatternStudy

extension StudyGuide {
  /// This repository's judgment of its five screens in six arms, which `pattern-bench` shows
  /// first, and the budgets of its Signals arms' initial render. The judgment holds no figure:
  /// each sentence names the rows of the run's tables it rests on, and those tables carry the
  /// figures of the run beside it.
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
    ])
}
