/// Why the harness itself ended a run: what a scenario asked of a screen that the screen, or the
/// way it was set up, could not give. A ``ScenarioFailure`` says where it happened.
public enum ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The screen did not settle within the wait limit after a step's action: an awaited result
  /// that never rendered, or a `settled` condition the screen never meets.
  case neverSettled(limit: Duration)
  /// The arm has no driver for the scenario's screen.
  case noDriver(arm: String, screen: String)
  /// The value a driver factory made is not a ``ScreenDriver``.
  case notAScreenDriver(type: String)
  /// A script opened the screen a second time.
  case openedTwice
  /// A script took a step before it opened the screen.
  case stepBeforeOpen
  /// A script ended without opening the screen: its run recorded no screen to compare.
  case neverOpened
  /// What a scenario made as its dependencies is not the screen's dependencies type (see
  /// ``ScreenScenario/init(_:size:dependencies:script:)``).
  case wrongDependencies(made: String, expected: String)

  /// The reason, in a sentence fragment the failure completes.
  public var description: String {
    switch self {
    case .neverSettled(let limit):
      "the screen did not settle within \(limit.secondsText) (the runner's wait limit)"
    case .noDriver(let arm, let screen): "arm '\(arm)' has no driver for the screen \(screen)"
    case .notAScreenDriver(let type):
      "the driver factory made a \(type), which does not conform to ScreenDriver"
    case .openedTwice: "the script opened the screen twice"
    case .stepBeforeOpen: "the script took a step before it opened the screen"
    case .neverOpened: "the script ended without opening the screen"
    case .wrongDependencies(let made, let expected):
      "the scenario made a \(made) as its dependencies, which is no \(expected)"
    }
  }
}

extension Duration {
  /// `60 seconds`, `0.05 seconds`; a whole number of seconds past `Int64`, such as a limit
  /// meaning "for ever" (`.seconds(Int64.max)`), as a floating-point number:
  /// `9.223372036854776e+18 seconds`.
  var secondsText: String {
    let seconds = self.seconds
    let text = Int64(exactly: seconds).map(String.init) ?? String(seconds)
    return text + (seconds == 1 ? " second" : " seconds")
  }
}
