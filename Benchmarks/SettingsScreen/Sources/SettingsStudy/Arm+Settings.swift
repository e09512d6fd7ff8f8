public import Comparison

/// The three ways the Settings screen is written, identities only: which driver each runs is
/// said by ``SettingsStudy/definition``.
extension Arm {
  /// The screen as it shipped: ``SettingsPresenter`` pushing to a passive ``SettingsView``.
  /// The reference every ratio divides by.
  public static let presenter = Arm(
    id: "presenter", name: "Presenter",
    summary: "SettingsPresenter calls a passive SettingsView; the view copies what it is told.",
    pattern: .mvp, core: .direct)

  /// The migration's first step: ``SettingsViewModel``, whose Signals outputs the view binds.
  public static let signalsViewModel = Arm(
    id: "signals-view-model", name: "Signals view model",
    summary: "SettingsViewModel on Signals; one binding per output, every notification rendered.",
    pattern: .mvvm, core: .signals)

  /// The migration's target: ``SettingsObservationViewModel``, an `@Observable` class the
  /// view renders at most once per action.
  public static let observationViewModel = Arm(
    id: "observation-view-model", name: "@Observable view model",
    summary: "SettingsObservationViewModel; a change marks the view dirty, one render per action.",
    pattern: .mvvm, core: .observation)
}
