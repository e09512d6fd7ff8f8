public import Comparison

/// One screen's initial render, timed over every scenario of that screen.
public struct ScreenInitialRender: Sendable, Codable, Equatable {
  /// The screen; JSON names it by its raw value (`UserList`, `DogList`…).
  public var screen: Screen
  /// How many scenarios' samples the figure pools.
  public var scenarios: Int
  /// The figures of every arm, as for any other kind of step.
  public var figure: ActionResult
  /// How many outputs each arm's initial render bound, by arm id (0 for arms that bind
  /// nothing, such as MVP); `nil` when not counted (a worker process, an older file).
  public var boundOutputs: [String: Int]? = nil

  /// Creates a screen's initial-render figures.
  public init(
    screen: Screen, scenarios: Int, figure: ActionResult, boundOutputs: [String: Int]? = nil
  ) {
    self.screen = screen
    self.scenarios = scenarios
    self.figure = figure
    self.boundOutputs = boundOutputs
  }
}

extension ScreenInitialRender {
  /// The most an arm's initial render may take, as a multiple of the reference's, by arm id
  /// (the package's budgets, README "Budgets"): the Signals arms with plain or de-duplicated
  /// bindings 3×, the one with one state 2×. Other arms, a team's included, have no budget.
  public static let ratioBudgets: [String: Double] = [
    "mvvm": 3, "mvvm-dedup": 3, "mvvm-state": 2,
  ]

  /// The most allocations an arm's initial render may make per bound output beyond the
  /// reference's whole initial render (the package's budgets, README "Budgets").
  public static let allocationsPerBoundOutputBudget = 2.0

  /// The allocations of `arm`'s initial render beyond `reference`'s, per output it bound:
  /// what building and binding the observable outputs cost over a presenter and a passive
  /// view. `nil` when either arm's allocations or the arm's bound outputs were not counted, or
  /// it bound none.
  public func allocationsPerBoundOutput(_ arm: String, reference: String) -> Double? {
    guard let own = figure.arms[arm]?.allocations,
      let base = figure.arms[reference]?.allocations,
      let outputs = boundOutputs?[arm], outputs > 0
    else { return nil }
    return (own - base) / Double(outputs)
  }
}
