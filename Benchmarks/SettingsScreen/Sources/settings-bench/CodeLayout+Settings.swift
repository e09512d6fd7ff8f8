import BenchKit
import Comparison

extension CodeLayout {
  /// Which files of this package are each arm's code: the code suite of `settings-bench`
  /// counts the presenter and the two view models (logic), their headless views (view), and
  /// the tests each names. The model, the service and the texts every arm shares are no arm's.
  static let settings = CodeLayout(
    screens: ["Settings"],
    shapes: [
      .init(
        id: "presenter", pattern: .mvp,
        logic: [
          "Sources/SettingsScreen/MVP/{screen}Presenter.swift",
          "Sources/SettingsScreen/MVP/*.swift",
        ],
        view: [
          "Sources/SettingsStudy/Presenter{screen}Driver.swift",
          "Sources/SettingsStudy/Headless{screen}View.swift",
        ],
        tests: []),
      .init(
        id: "signals-view-model", pattern: .mvvm,
        logic: ["Sources/SettingsScreen/MVVM/{screen}ViewModel*.swift"],
        view: ["Sources/SettingsStudy/Signals{screen}Driver.swift"],
        tests: []),
      .init(
        id: "observation-view-model", pattern: .mvvm,
        logic: ["Sources/SettingsScreen/MVVM/{screen}ObservationViewModel*.swift"],
        view: ["Sources/SettingsStudy/Observation{screen}Driver.swift"],
        tests: []),
    ],
    sharedTests: ["Tests/SettingsStudyTests/*.swift"],
    viewFolders: ["Sources/SettingsStudy/"], testFolders: ["Tests/"])
}
