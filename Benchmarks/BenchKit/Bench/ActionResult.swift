import Comparison

/// The figures of one kind of timed step in one scenario, for every arm.
struct ActionResult: Sendable, Codable, Equatable {
  /// The kind of step (`initial render`, `appear`, `keystroke`, `choose Labrador`…).
  var kind: String
  /// The phase the step belongs to.
  var phase: Phase
  /// Whether the step settled without waiting for a task or a timer, in every arm and run.
  var synchronous: Bool
  /// Steps of this kind in one run of the scenario.
  var stepsPerRun: Int
  /// The figures of each arm, keyed by arm id.
  var arms: [String: ActionFigures]
}
