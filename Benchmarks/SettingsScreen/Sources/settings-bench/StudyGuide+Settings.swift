import BenchKit
import Comparison
import SettingsStudy

extension StudyGuide {
  /// The team's judgment of its Settings screen and the budgets it holds the view models to,
  /// shown first by `settings-bench` beside the run's figures.
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
    // The team's budgets, as ratios to the presenter: a view model may take up to 16 times as
    // long per action (16 × the presenter's 0.3 µs is under 0.1 % of a frame) and its first
    // render 8 (Signals: six bindings) or 12 (Observation: a tracked render) times as long.
    // The screen has no list, so no cell-frame budget; a guide that sets none checks none.
    initialRenderBudgets: [Arm.signalsViewModel.id: 8, Arm.observationViewModel.id: 12],
    actionAim: .init(ratio: 16, arms: [Arm.signalsViewModel.id, Arm.observationViewModel.id]))
}
