public import Comparison
public import SettingsScreen

extension Screen {
  /// The team's Settings screen: a notifications toggle, a display name and Save.
  public static let settings: Screen = "Settings"
}

extension Arm {
  /// The screen as it shipped, the reference every ratio divides by: ``SettingsPresenter``.
  public static let presenter = Arm(
    id: "presenter", name: "Presenter",
    summary: "SettingsPresenter calls a passive SettingsView; the view copies what it is told.",
    pattern: .mvp, core: .direct)

  /// The migration's first step: ``SettingsViewModel``, whose Signals outputs the view binds.
  public static let signalsViewModel = Arm(
    id: "signals-view-model", name: "Signals view model",
    summary: "SettingsViewModel on Signals; one binding per output, every notification rendered.",
    pattern: .mvvm, core: .signals)

  /// The migration's target: ``SettingsObservationViewModel``, rendered once per action.
  public static let observationViewModel = Arm(
    id: "observation-view-model", name: "@Observable view model",
    summary: "SettingsObservationViewModel; a change marks the view dirty, one render per action.",
    pattern: .mvvm, core: .observation)
}

/// The Settings screen registered on the harness, and the study `settings-bench` measures.
public enum SettingsStudy {
  /// Each arm's driver over a settings service, and the scenarios.
  public static let definition = ScreenDefinition<any SettingsService, any SettingsDriver>(
    .settings,
    drivers: [
      .presenter: { PresenterSettingsDriver(service: $0) },
      .signalsViewModel: { SignalsSettingsDriver(service: $0) },
      .observationViewModel: { ObservationSettingsDriver(service: $0) },
    ],
    scenarios: SettingsScenarios.all)

  /// The presenter first, as the reference, then the two view models the team migrates to.
  public static let study = Study(
    name: "Settings", arms: [.presenter, .signalsViewModel, .observationViewModel],
    screens: [definition])
}
