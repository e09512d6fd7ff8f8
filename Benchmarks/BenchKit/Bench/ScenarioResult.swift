import Comparison

/// One scenario's figures for every arm.
struct ScenarioResult: Sendable, Codable, Equatable {
  /// The screen; JSON names it by its raw value (`UserList`, `DogList`…).
  var screen: Screen
  /// The scenario's name, e.g. `login.wrong-credentials`.
  var name: String
  /// Rows, keystrokes or records; 0 when the scenario has no size.
  var size: Int
  /// Whether every arm showed the reference's screen after every step.
  var parity: Bool
  /// The first difference of each arm that broke parity, drawn.
  var parityFailures: [String] = []
  /// Timed runs per arm, after the warm-up (0 when the scenario has no timed step).
  var iterations = 0
  /// The timed rounds those runs were split into (fewer than the run's `repeats` when the
  /// scenario has fewer iterations).
  var rounds = 0
  /// Warm-up runs per arm, discarded.
  var warmup = 0
  /// The counts of each arm, keyed by arm id.
  var arms: [String: ArmCounts]
  /// One figure per kind of timed step: the initial render first, then each kind of action.
  var actions: [ActionResult] = []

  /// `name@size`, unique in a run.
  var id: String { "\(name)@\(size)" }

  /// The name, with the size when it has one.
  var title: String { size == 0 ? name : "\(name)@\(size)" }

  /// The action figures of the user's actions, the initial render left out.
  var userActions: [ActionResult] {
    actions.filter { $0.phase == .action }
  }
}
