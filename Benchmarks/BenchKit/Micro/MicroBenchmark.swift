import Comparison

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
    _ id: ID,
    _ name: String,
    operationsPerCall: Int = 1,
    floorBudget: Double? = nil,
    nanosecondBudget: Double? = nil,
    makeLoop: @escaping @MainActor @Sendable () -> (Int) -> Void
  ) {
    self.id = id
    self.name = name
    self.operationsPerCall = operationsPerCall
    self.floorBudget = floorBudget
    self.nanosecondBudget = nanosecondBudget
    self.makeLoop = makeLoop
  }
}

/// The result of one micro benchmark.
public struct MicroResult: Sendable, Equatable, Codable {
  /// The benchmark's stable id.
  public var id: MicroBenchmark.ID
  /// The benchmark's row name.
  public var name: String
  /// The cost of one operation, in nanoseconds (the best of several rounds).
  public var nsPerOp: Double
  /// `nsPerOp` divided by the closure-call floor measured in the same run.
  public var ratioToClosure: Double
  /// The budget as a multiple of the floor, if any.
  public var floorBudget: Double?
  /// The budget in nanoseconds, if any.
  public var nanosecondBudget: Double?

  /// Creates a result.
  public init(
    id: MicroBenchmark.ID, name: String, nsPerOp: Double, ratioToClosure: Double,
    floorBudget: Double? = nil, nanosecondBudget: Double? = nil
  ) {
    self.id = id
    self.name = name
    self.nsPerOp = nsPerOp
    self.ratioToClosure = ratioToClosure
    self.floorBudget = floorBudget
    self.nanosecondBudget = nanosecondBudget
  }

  /// `true` or `false` when the row has a budget, `nil` when it has none.
  public var meetsBudget: Bool? {
    if let floorBudget { return ratioToClosure <= floorBudget }
    if let nanosecondBudget { return nsPerOp <= nanosecondBudget }
    return nil
  }

  /// The budget and its verdict, e.g. `≤ 8.0×: pass`, with `miss` marking a missed one;
  /// empty when the row has no budget.
  func budgetText(miss: String) -> String {
    let verdict = meetsBudget == true ? "pass" : miss
    if let floorBudget { return "≤ \(decimalText(floorBudget))×: \(verdict)" }
    if let nanosecondBudget { return "≤ \(decimalText(nanosecondBudget)) ns: \(verdict)" }
    return ""
  }
}

/// Runs micro benchmarks with a calibrated loop and reports the best round.
///
/// Each benchmark is calibrated so that one round takes about `roundDuration`, then run for
/// `rounds` rounds; the fastest round is kept, because on a shared machine noise only ever
/// adds time. The loops take the iteration count as a parameter and are not inlined into the
/// runner, so the work cannot be hoisted or folded away.
@MainActor
public struct MicroRunner {
  /// The target duration of one round.
  public var roundDuration: Duration
  /// How many rounds to run after calibration.
  public var rounds: Int

  /// Creates a runner; the quick preset uses shorter and fewer rounds.
  public init(roundDuration: Duration = .milliseconds(20), rounds: Int = 7) {
    self.roundDuration = roundDuration
    self.rounds = rounds
  }

  /// Measures `benchmark` and returns its best time per operation, in nanoseconds.
  public func measure(_ benchmark: MicroBenchmark) -> Double {
    let loop = benchmark.makeLoop()
    let clock = ContinuousClock()
    var iterations = 1
    // Calibrate: double until one round takes at least a tenth of the target.
    while true {
      let elapsed = clock.measure { loop(iterations) }
      if elapsed >= roundDuration / 10 || iterations >= 1 << 30 {
        let scale = Double(roundDuration / elapsed)
        iterations = max(1, Int(Double(iterations) * scale))
        break
      }
      iterations *= 2
    }
    var best = Double.infinity
    for _ in 0..<rounds {
      let elapsed = clock.measure { loop(iterations) }
      best = min(best, elapsed.nanoseconds / Double(iterations))
    }
    return best / Double(benchmark.operationsPerCall)
  }

  /// Runs every benchmark and expresses each against the floor, ``MicroBenchmark/ID/closureCall``.
  ///
  /// - Parameter progress: Called before each benchmark with its index and name.
  public func run(
    _ benchmarks: [MicroBenchmark],
    progress: (Int, String) -> Void = { _, _ in }
  ) -> [MicroResult] {
    var measured: [(MicroBenchmark, Double)] = []
    for (index, benchmark) in benchmarks.enumerated() {
      progress(index, benchmark.name)
      measured.append((benchmark, measure(benchmark)))
    }
    let floor = measured.first { $0.0.id == .closureCall }?.1 ?? .nan
    return measured.map { benchmark, nanoseconds in
      MicroResult(
        id: benchmark.id,
        name: benchmark.name,
        nsPerOp: nanoseconds,
        ratioToClosure: nanoseconds / floor,
        floorBudget: benchmark.floorBudget,
        nanosecondBudget: benchmark.nanosecondBudget
      )
    }
  }
}

extension MicroBenchmark {
  /// The name of the floor row that every ratio divides by.
  public static let floorName = "closure call"
}

extension MicroResult {
  private enum CodingKeys: String, CodingKey {
    case id, name, nsPerOp, ratioToClosure, floorBudget, nanosecondBudget
  }

  /// Decodes a row; one saved before rows had ids takes its name as its id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    id =
      try container.decodeIfPresent(MicroBenchmark.ID.self, forKey: .id)
      ?? MicroBenchmark.ID(rawValue: name)
    nsPerOp = try container.decode(Double.self, forKey: .nsPerOp)
    ratioToClosure = try container.decode(Double.self, forKey: .ratioToClosure)
    floorBudget = try container.decodeIfPresent(Double.self, forKey: .floorBudget)
    nanosecondBudget = try container.decodeIfPresent(Double.self, forKey: .nanosecondBudget)
  }
}
