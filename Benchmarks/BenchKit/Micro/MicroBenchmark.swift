/// One measured operation of a micro benchmark suite.
public struct MicroBenchmark: Sendable {
  /// The stable id that code finds the row by.
  public let id: ID
  /// The row name, e.g. `"Signal.send, 1 observer"`.
  public let name: String
  /// How many operations one call of `body` performs, to report a cost per operation (per
  /// observer, per element) rather than per call.
  public let operationsPerCall: Int
  /// The budget as a multiple of the closure-call floor, if DESIGN.md sets one.
  public let floorBudget: Double?
  /// The budget in nanoseconds per operation, if DESIGN.md sets one.
  public let nanosecondBudget: Double?
  /// Builds the state to measure and returns the loop: it runs the operation `iterations`
  /// times. Runs on the main actor so that Signals types stay in one isolation domain.
  let makeLoop: @MainActor @Sendable () -> (Int) -> Void

  /// Creates a benchmark from a loop factory.
  public init(
    _ id: ID, _ name: String, operationsPerCall: Int = 1, floorBudget: Double? = nil,
    nanosecondBudget: Double? = nil, makeLoop: @escaping @MainActor @Sendable () -> (Int) -> Void
  ) {
    self.id = id
    self.name = name
    self.operationsPerCall = operationsPerCall
    self.floorBudget = floorBudget
    self.nanosecondBudget = nanosecondBudget
    self.makeLoop = makeLoop
  }
}
