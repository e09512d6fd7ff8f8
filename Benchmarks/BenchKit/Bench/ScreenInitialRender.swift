public import Comparison

/// One screen's initial render, timed over every scenario of that screen.
public struct ScreenInitialRender: Sendable, Codable, Equatable {
  /// The screen; JSON names it by its raw value (`UserList`, `DogList`…).
  public var screen: Screen
  /// How many scenarios' samples the figure pools.
  public var scenarios: Int
  /// The figures of every arm, as for any other kind of step.
  public var figure: ActionResult
}
