/// A scenario ready to run on an arm: a ``ScreenScenario`` with the drivers of its screen.
///
/// Get them from a ``ScreenDefinition`` (``ScreenDefinition/scenarios(sizes:)``) or a
/// ``Study`` (``Study/scenarios(sizes:)``), and run them with a ``ScenarioRunner``; in Swift
/// Testing they make good test arguments:
///
/// ```swift
/// @Test(arguments: settings.scenarios())
/// func everyArmShowsTheSameScreens(_ scenario: Scenario) async {
///   let comparison = await ScenarioRunner().compare(scenario)
///   #expect(comparison.failures.isEmpty, "\(comparison.failures.joined(separator: "\n"))")
/// }
/// ```
public struct Scenario: Sendable, Identifiable, CustomStringConvertible {
  /// The screen the script drives.
  public let screen: Screen
  /// A stable name such as `login.wrong-credentials`.
  public let name: String
  /// The number of rows, keystrokes or records the scenario works with (0 when none).
  public let size: Int
  /// The arms its screen is written in, each once, in the order its definition gave them.
  public let arms: [Arm]
  /// Makes `arm`'s driver through the context and runs the script; throws when the arm has no
  /// driver for the screen, or when the script gives up.
  let body: @MainActor @Sendable (Arm, ScenarioContext) async throws -> Void

  init(
    screen: Screen, name: String, size: Int, arms: [Arm],
    body: @escaping @MainActor @Sendable (Arm, ScenarioContext) async throws -> Void
  ) {
    self.screen = screen
    self.name = name
    self.size = size
    self.arms = arms
    self.body = body
  }

  /// The scenario's name and size, unique in a study: `login.typing@0`.
  public var id: String {
    "\(name)@\(size)"
  }

  /// The id.
  public var description: String { id }
}
