public import Comparison
public import SettingsScreen

/// The Settings screen registered on the harness: its three arms, their drivers, its scenarios
/// and the study `settings-bench` measures.
///
/// ```swift
/// // Sources/settings-bench/main.swift
/// await BenchCommand.main(SettingsStudy.study)
/// ```
public enum SettingsStudy {
  /// The Settings screen: each arm's driver over a settings service, and the scenarios.
  public static let definition = ScreenDefinition<any SettingsService, any SettingsDriver>(
    .settings,
    drivers: [
      .presenter: { PresenterSettingsDriver(service: $0) },
      .signalsViewModel: { SignalsSettingsDriver(service: $0) },
      .observationViewModel: { ObservationSettingsDriver(service: $0) },
    ],
    scenarios: SettingsScenarios.all)

  /// The study: the presenter (the screen as it shipped) first, as the reference every ratio
  /// divides by, then the two view models the team is migrating to.
  public static let study = Study(
    name: "Settings", arms: [.presenter, .signalsViewModel, .observationViewModel],
    screens: [definition])
}
