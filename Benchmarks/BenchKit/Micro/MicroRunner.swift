import Comparison

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
  public func run(_ benchmarks: [MicroBenchmark], progress: (Int, String) -> Void = { _, _ in })
    -> [MicroResult]
  {
    var measured: [(MicroBenchmark, Double)] = []
    for (index, benchmark) in benchmarks.enumerated() {
      progress(index, benchmark.name)
      measured.append((benchmark, measure(benchmark)))
    }
    let floor = measured.first { $0.0.id == .closureCall }?.1 ?? .nan
    return measured.map { benchmark, nanoseconds in
      // A reference budget whose reference row did not run (a --filter left it out) is
      // dropped rather than judged against nothing.
      let budget = benchmark.referenceBudget
      let reference = budget.flatMap { budget in
        measured.first { $0.0.id == budget.reference }?.1
      }
      return MicroResult(
        id: benchmark.id, name: benchmark.name, nsPerOp: nanoseconds,
        ratioToClosure: nanoseconds / floor, floorBudget: benchmark.floorBudget,
        nanosecondBudget: benchmark.nanosecondBudget,
        referenceBudget: reference == nil ? nil : budget,
        ratioToBudgetReference: reference.map { nanoseconds / $0 })
    }
  }
}
