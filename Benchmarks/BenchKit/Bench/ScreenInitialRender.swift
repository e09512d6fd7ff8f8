import Comparison

/// One screen's initial render, timed over every scenario of that screen.
struct ScreenInitialRender: Sendable, Codable, Equatable {
  /// The screen; JSON names it by its raw value (`UserList`, `DogList`…).
  var screen: Screen
  /// How many scenarios' samples the figure pools.
  var scenarios: Int
  /// The figures of every arm, as for any other kind of step.
  var figure: ActionResult
  /// How many outputs each arm's initial render bound, by arm id (0 for arms that bind
  /// nothing, such as MVP); `nil` when not counted (a worker process, an older file). The
  /// micro row "bind one output" measures what one binding allocates.
  var boundOutputs: [String: Int]? = nil
}
