/// Why one arm's run of a scenario stopped before the script's end, and where: the arm, the
/// scenario and the step.
public struct ScenarioFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The arm's id.
  public let arm: String
  /// The scenario's id (`settings.save@0`).
  public let scenario: String
  /// The step that was running when the run stopped (`open` while the screen was made), or the
  /// last one done when it stopped between steps; `nil` when it stopped before opening.
  public let step: String?
  /// Whether it stopped during ``step`` rather than after it.
  public let isDuringStep: Bool
  /// What went wrong: a ``ScenarioError``'s reason, or the description of what the script or a
  /// driver threw.
  public let reason: String

  /// Creates a failure.
  public init(arm: String, scenario: String, step: String?, isDuringStep: Bool, reason: String) {
    self.arm = arm
    self.scenario = scenario
    self.step = step
    self.isDuringStep = isDuringStep
    self.reason = reason
  }

  /// `mvvm stopped in profile.load@0 at step "appear": the screen did not settle within…`.
  public var description: String {
    let place =
      switch step {
      case .some(let step): "\(isDuringStep ? "at" : "after") step \"\(step)\""
      case .none: "before the screen opened"
      }
    return "\(arm) stopped in \(scenario) \(place): \(reason)"
  }
}
