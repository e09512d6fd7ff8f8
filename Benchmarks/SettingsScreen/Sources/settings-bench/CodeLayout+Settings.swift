import BenchKit
import Comparison

extension CodeLayout {
  /// Each arm's code: the presenter or view model (logic) and its driver (view); the model and
  /// the texts every arm shares are no arm's.
  static let settings = CodeLayout(
    screens: ["Settings"],
    shapes: [
      .init(
        id: "presenter", pattern: .mvp, logic: ["Sources/SettingsScreen/MVP/*.swift"],
        view: ["Sources/SettingsStudy/Presenter{screen}Driver.swift"], tests: []),
      .init(
        id: "signals-view-model", pattern: .mvvm,
        logic: ["Sources/SettingsScreen/MVVM/{screen}ViewModel*.swift"],
        view: ["Sources/SettingsStudy/Signals{screen}Driver.swift"], tests: []),
      .init(
        id: "observation-view-model", pattern: .mvvm,
        logic: ["Sources/SettingsScreen/MVVM/{screen}ObservationViewModel*.swift"],
        view: ["Sources/SettingsStudy/Observation{screen}Driver.swift"], tests: []),
    ],
    sharedTests: ["Tests/SettingsStudyTests/*.swift"],
    viewFolders: ["Sources/SettingsStudy/"], testFolders: ["Tests/"])
}
