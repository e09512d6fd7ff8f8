/// A screen written in several arms: its name, how each arm makes its driver over the
/// dependencies a scenario builds, and its scenarios.
///
/// ```swift
/// let settings = ScreenDefinition(
///   .settings,
///   drivers: [
///     .settingsPresenter: { PresenterSettingsDriver(service: $0) },
///     .settingsViewModel: { ViewModelSettingsDriver(service: $0) },
///     .settingsObservation: { ObservationSettingsDriver(service: $0) },
///   ],
///   scenarios: [SettingsScenarios.load, SettingsScenarios.saveFails])
/// ```
///
/// `Dependencies` is what a scenario builds and hands to `open` (a service, or a struct of
/// several); `Driver` is the type every arm's driver of the screen shares, usually a protocol of
/// the screen's user actions refining ``WidgetScreenDriver``. Each factory runs on the main
/// actor, inside the initial render, and must make a ``ScreenDriver``.
public struct ScreenDefinition<Dependencies, Driver>: StudyScreen {
  /// One arm's way of making the driver.
  private struct Factory: Sendable {
    let arm: Arm
    let make: @MainActor @Sendable (Dependencies) throws -> Driver
  }

  /// The screen.
  public let screen: Screen
  private let factories: [Factory]
  private let typedScenarios: @Sendable (_ sizes: [Int]) -> [ScreenScenario<Dependencies, Driver>]

  /// Defines a screen whose scenarios depend on the list sizes a run asks for (rows of a list,
  /// say): `scenarios` is called with them.
  ///
  /// - Parameters:
  ///   - screen: The screen's name.
  ///   - drivers: For each arm, how it makes the screen's driver over the dependencies a
  ///     scenario built.
  ///   - scenarios: The scenarios at the given sizes.
  public init(
    _ screen: Screen,
    drivers: KeyValuePairs<Arm, @MainActor @Sendable (Dependencies) throws -> Driver>,
    scenarios: @escaping @Sendable (_ sizes: [Int]) -> [ScreenScenario<Dependencies, Driver>]
  ) {
    self.init(screen, factories: drivers.map { ($0.key, $0.value) }, scenarios: scenarios)
  }

  private init(
    _ screen: Screen,
    factories: [(Arm, @MainActor @Sendable (Dependencies) throws -> Driver)],
    scenarios: @escaping @Sendable (_ sizes: [Int]) -> [ScreenScenario<Dependencies, Driver>]
  ) {
    self.screen = screen
    self.factories = factories.map { Factory(arm: $0.0, make: $0.1) }
    typedScenarios = scenarios
  }

  /// Defines a screen whose scenarios do not depend on list sizes.
  ///
  /// - Parameters:
  ///   - screen: The screen's name.
  ///   - drivers: For each arm, how it makes the screen's driver over the dependencies a
  ///     scenario built.
  ///   - scenarios: The scenarios.
  public init(
    _ screen: Screen,
    drivers: KeyValuePairs<Arm, @MainActor @Sendable (Dependencies) throws -> Driver>,
    scenarios: [ScreenScenario<Dependencies, Driver>]
  ) {
    self.init(screen, drivers: drivers, scenarios: { _ in scenarios })
  }

  /// The arms this screen is written in, in the order its drivers were given (an arm given two
  /// drivers shows twice: ``Study/check(sizes:)`` refuses it, and every run of that arm fails).
  public var arms: [Arm] {
    factories.map(\.arm)
  }

  /// `arm`'s factory; `nil` when the screen is not written in `arm`.
  ///
  /// - Throws: ``StudyError/duplicateDriver(screen:arm:)`` when `arm` was given two drivers:
  ///   which one a run means is no one's guess.
  private static func factory(
    for arm: Arm, in factories: [Factory], screen: Screen
  ) throws(StudyError) -> Factory? {
    let given = factories.filter { $0.arm == arm }
    guard given.count < 2 else {
      throw .duplicateDriver(screen: screen.rawValue, arm: arm.id)
    }
    return given.first
  }

  /// The screen's scenarios, runnable on each of its ``arms``, at the list sizes `sizes`
  /// (which a screen without lists ignores).
  public func scenarios(sizes: [Int]) -> [Scenario] {
    typedScenarios(sizes).map(scenario)
  }

  /// Makes `arm`'s driver of this screen over `dependencies`, outside any scenario: to drive a
  /// screen by hand in a test, say. Close it (``ScreenDriver/close()``) when done.
  ///
  /// - Throws: ``ScenarioError/noDriver(arm:screen:)`` when `arm` has no driver for this
  ///   screen, ``StudyError/duplicateDriver(screen:arm:)`` when it was given two, and whatever
  ///   its factory throws.
  @MainActor
  public func makeDriver(for arm: Arm, _ dependencies: Dependencies) throws -> Driver {
    guard let make = try Self.factory(for: arm, in: factories, screen: screen)?.make else {
      throw ScenarioError.noDriver(arm: arm.id, screen: screen.rawValue)
    }
    return try make(dependencies)
  }

  /// `scenario`, runnable on each of this screen's ``arms``: for a scenario made apart from the
  /// screen's list, such as one given a service a test then reads.
  ///
  /// Its ``Scenario/arms`` hold each arm once. A run on an arm given two drivers fails before
  /// the screen opens, in the words of ``StudyError/duplicateDriver(screen:arm:)``, as
  /// ``Study/check(sizes:)`` refuses it.
  public func scenario(_ scenario: ScreenScenario<Dependencies, Driver>) -> Scenario {
    let factories = factories
    let screen = screen
    var arms: [Arm] = []
    for arm in factories.map(\.arm) where !arms.contains(arm) { arms.append(arm) }
    return Scenario(
      screen: screen, name: scenario.name, size: scenario.size, arms: arms
    ) { arm, context in
      guard let make = try Self.factory(for: arm, in: factories, screen: screen)?.make else {
        throw ScenarioError.noDriver(arm: arm.id, screen: screen.rawValue)
      }
      try await scenario.script(
        { dependencies in try context.open { try make(dependencies) } }, context)
    }
  }
}

/// A screen of a ``Study``: its name, its arms and its scenarios, whatever its dependencies and
/// driver types (``ScreenDefinition`` is one).
public protocol StudyScreen: Sendable {
  /// The screen.
  var screen: Screen { get }
  /// The arms the screen is written in, in order.
  var arms: [Arm] { get }
  /// The screen's scenarios at the list sizes `sizes`, each runnable on each of ``arms``.
  func scenarios(sizes: [Int]) -> [Scenario]
}

extension ScreenDefinition where Dependencies == Void {
  /// Defines a screen that needs no dependencies: each arm's factory takes none, and a script
  /// opens the screen with `try open(())`.
  ///
  /// - Parameters:
  ///   - screen: The screen's name.
  ///   - drivers: For each arm, how it makes the screen's driver.
  ///   - scenarios: The scenarios.
  public init(
    _ screen: Screen,
    drivers: KeyValuePairs<Arm, @MainActor @Sendable () throws -> Driver>,
    scenarios: [ScreenScenario<Void, Driver>]
  ) {
    let pairs = drivers.map { pair in
      (pair.key, { @MainActor @Sendable (_: Void) throws -> Driver in try pair.value() })
    }
    self.init(screen, factories: pairs, scenarios: { _ in scenarios })
  }
}
