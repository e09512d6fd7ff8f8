public import Comparison
public import Services

/// A scenario of the Profile screen, written once for every arm.
public typealias ProfileScenario = ScreenScenario<any ProfileService, any ProfileDriver>

/// The Profile screen in the six arms of the package's study.
public enum ProfileScreen {
  /// Its drivers, one per arm, each over a profile service, and its scenarios.
  public static let definition = ScreenDefinition<any ProfileService, any ProfileDriver>(
    .profile,
    drivers: [
      .mvp: { MVPProfileDriver(service: $0) },
      .mvvm: { MVVMProfileDriver(service: $0, deduplicated: false) },
      .mvvmDeduplicated: { MVVMProfileDriver(service: $0, deduplicated: true) },
      .mvvmState: { MVVMStateProfileDriver(service: $0) },
      .mvpObservation: { ObservationMVPProfileDriver(service: $0) },
      .mvvmObservation: { ObservationMVVMProfileDriver(service: $0) },
    ],
    scenarios: ProfileScenarios.all(sizes:))
}
