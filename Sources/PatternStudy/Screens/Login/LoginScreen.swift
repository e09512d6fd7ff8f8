public import Comparison
public import Services

/// A scenario of the Login screen, written once for every arm.
public typealias LoginScenario = ScreenScenario<any AuthenticationService, any LoginDriver>

/// The Login screen in the six arms of the package's study.
public enum LoginScreen {
  /// Its drivers, one per arm, each over an authentication service, and its scenarios.
  public static let definition = ScreenDefinition<any AuthenticationService, any LoginDriver>(
    .login,
    drivers: [
      .mvp: { MVPLoginDriver(service: $0) },
      .mvvm: { MVVMLoginDriver(service: $0, deduplicated: false) },
      .mvvmDeduplicated: { MVVMLoginDriver(service: $0, deduplicated: true) },
      .mvvmState: { MVVMStateLoginDriver(service: $0) },
      .mvpObservation: { ObservationMVPLoginDriver(service: $0) },
      .mvvmObservation: { ObservationMVVMLoginDriver(service: $0) },
    ],
    scenarios: LoginScenarios.all(sizes:))
}
