/// One scenario of a screen: a named script of user and service actions, written once against
/// the screen's driver type and run on every arm the screen is written in.
///
/// The script builds the dependencies (services, clocks) it needs, opens the screen over them
/// with `open`, which makes the current arm's driver (the screen's initial render, timed and
/// counted apart), and drives it step by step through `context`:
///
/// ```swift
/// typealias SettingsScenario = ScreenScenario<any SettingsService, any SettingsDriver>
///
/// let saveFails = SettingsScenario("settings.save-fails") { open, context in
///   let service = ControllableSettingsService()
///   let driver = try open(service)
///   try await context.step("appear", measured: false) { driver.appear() }
///   try await service.waitForRequests(count: 1, timeout: context.waitLimit)
///   // …
/// }
/// ```
///
/// The script cannot tell which arm it drives. The runner closes the screen after the script
/// unless the script did (``ScenarioContext/close()``).
public struct ScreenScenario<Dependencies, Driver>: Sendable {
  /// A stable name, unique on its screen, such as `settings.save-fails`.
  public let name: String
  /// The number of rows, keystrokes or records the scenario works with (0 when none).
  public let size: Int
  let script:
    @MainActor @Sendable (_ open: (Dependencies) throws -> Driver, _ context: ScenarioContext)
      async throws -> Void

  /// Creates a scenario.
  ///
  /// - Parameters:
  ///   - name: A stable name, unique on its screen, such as `settings.save-fails`.
  ///   - size: The number of rows, keystrokes or records it works with (0 when none): a scenario
  ///     is identified by its name and size, `settings.load@0`.
  ///   - script: The script. It calls `open` once, with the dependencies it built, to make the
  ///     screen, then drives the driver `open` returned through `context`. It throws to end the
  ///     run with a failure (a wait that gave up, say).
  public init(
    _ name: String, size: Int = 0,
    script:
      @escaping @MainActor @Sendable (
        _ open: (Dependencies) throws -> Driver, _ context: ScenarioContext
      ) async throws -> Void
  ) {
    self.name = name
    self.size = size
    self.script = script
  }
}

extension ScreenScenario {
  /// Creates a scenario that makes its dependencies afresh for every run, opens the screen over
  /// them and hands the script the driver, the dependencies as made and the context.
  ///
  /// `dependencies` may make a more precise type than the screen's `Dependencies`, so that the
  /// script reads it: a controllable service for a screen that takes any service.
  ///
  /// ```swift
  /// let save = SettingsScenario("settings.save", dependencies: ControllableSettingsService()) {
  ///   driver, service, context in
  ///   try await context.step("appear", measured: false) { driver.appear() }
  ///   try await service.loads.waitForRequests(count: 1, timeout: context.waitLimit)
  ///   // …
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: A stable name, unique on its screen, such as `settings.save`.
  ///   - size: The number of rows, keystrokes or records it works with (0 when none).
  ///   - dependencies: Makes the dependencies, once per run. What it makes must be a
  ///     `Dependencies` (a type conforming to the protocol the screen takes, say), or the run
  ///     fails with ``ScenarioError/wrongDependencies(made:expected:)`` before the screen opens.
  ///   - script: Drives the driver through the context, reading the dependencies as made.
  public init<Made>(
    _ name: String, size: Int = 0, dependencies: @autoclosure @escaping @Sendable () -> Made,
    script:
      @escaping @MainActor @Sendable (
        _ driver: Driver, _ dependencies: Made, _ context: ScenarioContext
      ) async throws -> Void
  ) {
    self.init(name, size: size) { open, context in
      let made = dependencies()
      guard let given = made as? Dependencies else {
        throw ScenarioError.wrongDependencies(
          made: String(describing: type(of: made as Any)),
          expected: String(describing: Dependencies.self))
      }
      try await script(try open(given), made, context)
    }
  }
}
