extension StudyGuide {
  /// This repository's judgment of its five screens in six arms, which `pattern-bench` shows
  /// first. It holds no figure: each sentence names the rows of the run's tables it rests on,
  /// and those tables carry the figures of the run beside it.
  public static let presentationPatterns = StudyGuide(
    verdict: "Speed does not decide between these arms: every arm's typical action and every "
      + "frame of scrolling cells is a small share of a frame (Arms at a glance; Budgets). "
      + "Code decides: a presenter needs view protocols that every view and test spy "
      + "implements, and touches more lines per requirement change (Arms at a glance, lines "
      + "per change; Claims). So pick by the host and by how the team tests (Pick an arm).",
    picks: [
      .init(
        "A new SwiftUI screen", arm: "mvvm-observation",
        because: "SwiftUI reads an @Observable model as it is; fewest lines per change"),
      .init(
        "A UIKit screen with many outputs", arm: "mvvm-state",
        because: "one render per change: fewest view calls (Arms at a glance)"),
      .init(
        "A team that tests through a mock view", arm: "mvp",
        because: "its spies implement the view protocol; tests cost every arm alike (Claims)"),
      .init(
        "An MVP screen moving to SwiftUI", arm: "mvp-observation",
        because: "the presenter and its tests stay; only the view is new"),
    ])
}
