/// A named script of user actions for one screen at one size, written once and run against
/// every arm.
///
/// ```swift
/// let load = Scenario(screen: .userList, name: "userlist.load", size: 3) { arm, context in
///   let service = InMemoryUserService(users: SampleData.users(count: 3))
///   let driver = context.open { arm.drivers.userList(service) }
///   await context.step("appear", settled: { !driver.widgets.spinner.value }) {
///     driver.appear()
///   }
///   context.close()
/// }
/// ```
public struct Scenario: Sendable, Identifiable {
  /// The screen the script drives.
  public let screen: Screen
  /// A stable, unique name such as `login.wrong-credentials`.
  public let name: String
  /// The number of rows, keystrokes or records the scenario works with (0 when none).
  public let size: Int
  /// Builds the environment and driver for `arm` and runs the script through `context`; throws
  /// when a wait between steps gives up (a request or a sleeper that never came).
  let body: @MainActor @Sendable (Arm, ScenarioContext) async throws -> Void

  /// The scenario's name and size, unique in a run.
  public var id: String {
    "\(name)@\(size)"
  }

  /// Creates a scenario from a script that builds its own driver.
  public init(
    screen: Screen,
    name: String,
    size: Int,
    body: @escaping @MainActor @Sendable (Arm, ScenarioContext) async throws -> Void
  ) {
    self.screen = screen
    self.name = name
    self.size = size
    self.body = body
  }

  /// A scenario that opens the driver `open` makes of `arm` over a fresh `environment` (its
  /// services), runs `script` on it and closes the screen: the shape of every catalogue script.
  init<Environment, Driver>(
    _ screen: Screen, _ name: String, size: Int,
    environment: @escaping @Sendable () -> Environment,
    open: @escaping @MainActor @Sendable (ArmDrivers, Environment) -> Driver,
    script: @escaping @MainActor (Driver, Environment, ScenarioContext) async throws -> Void
  ) {
    self.init(screen: screen, name: name, size: size) { arm, context in
      let environment = environment()
      let driver = context.open { open(arm.drivers, environment) }
      try await script(driver, environment, context)
      context.close()
    }
  }
}
