import BenchKit
import Comparison
import SettingsStudy

extension StudyGuide {
  /// The team's judgment of its Settings screen, shown first by `settings-bench` beside the
  /// run's figures: no figure in it, only the rows it rests on.
  static let settings = StudyGuide(
    verdict: "Every arm keeps a settings change well inside a frame (Arms at a glance), so "
      + "pick the arm whose code the team reads and tests best (Pick an arm).",
    picks: [
      .init(
        "A SwiftUI host", arm: Arm.observationViewModel.id,
        because: "SwiftUI reads the model as it is"),
      .init(
        "A UIKit host tested through a mock view", arm: Arm.presenter.id,
        because: "its tests talk to a spy of the view protocol"),
    ],
    // The view model's bindings may cost more to set up than the presenter's calls, up to 4×.
    initialRenderBudgets: [Arm.signalsViewModel.id: 4])
}
