import Comparison

/// Runs micro benchmarks with a calibrated loop and reports the best round.
///
/// Each benchmark is calibrated so that one round takes about `roundDuration`, then run for
/// `rounds` rounds; the fastest round is kept, because on a shared machine noise only ever
/// adds time. The loops take the iteration count as a parameter and are not inlined into the
/// runner, so the work cannot be hoisted or folded away.
@MainActor
struct MicroRunner {
  /// The target duration of one round.
  var roundDuration: Duration
  /// How many rounds to run after calibration.
  var rounds: Int
  /// Counts the process's heap allocations, when the executable can; each benchmark's
  /// allocations per operation are then counted over one pass of its loop.
  var allocationCounter: (@Sendable () -> Int)?

  /// Creates a runner whose rounds last about `roundDuration` each.
  init(
    roundDuration: Duration, rounds: Int, allocationCounter: (@Sendable () -> Int)? = nil
  ) {
    self.roundDuration = roundDuration
    self.rounds = rounds
    self.allocationCounter = allocationCounter
  }

  /// The passes over which allocations are counted: enough that one stray allocation of the
  /// runtime is lost in the division.
  static let allocationPasses = 1_000

  /// Measures `benchmark` and returns its best time per operation, in nanoseconds, and its
  /// allocations per operation when they are counted.
  func measure(_ benchmark: MicroBenchmark) -> (nanoseconds: Double, allocations: Double?) {
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
    let allocations = allocationCounter.map { count in
      let passes = min(iterations, Self.allocationPasses)
      let before = count()
      loop(passes)
      return Double(count() - before) / Double(passes * benchmark.operationsPerCall)
    }
    return (best / Double(benchmark.operationsPerCall), allocations)
  }

  /// Runs every benchmark and expresses each against the floor, ``MicroBenchmark/ID/closureCall``.
  ///
  /// - Parameter progress: Called before each benchmark with its index and name.
  func run(_ benchmarks: [MicroBenchmark], progress: (Int, String) -> Void = { _, _ in })
    -> [MicroResult]
  {
    var measured: [MicroBenchmark.ID: (nanoseconds: Double, allocations: Double?)] = [:]
    for (index, benchmark) in benchmarks.enumerated() {
      progress(index, benchmark.name)
      measured[benchmark.id] = measure(benchmark)
    }
    let floor = measured[.closureCall]?.nanoseconds ?? .nan
    return benchmarks.map { benchmark in
      let own = measured[benchmark.id]!
      // A budget whose reference row did not run (a --filter left it out) is dropped rather
      // than judged against nothing.
      let budget = benchmark.referenceBudget
      let reference = budget.flatMap { measured[$0.reference]?.nanoseconds }
      let allocationBudget = benchmark.allocationBudget
      let beyond = allocationBudget.flatMap { budget in
        own.allocations.flatMap { own in measured[budget.reference]?.allocations.map { own - $0 } }
      }
      let shownAgainst = benchmark.shownAgainst.flatMap { id in
        measured[id].map { (id: id, ratio: own.nanoseconds / $0.nanoseconds) }
      }
      return MicroResult(
        id: benchmark.id, name: benchmark.name, nsPerOp: own.nanoseconds,
        ratioToClosure: own.nanoseconds / floor, floorBudget: benchmark.floorBudget,
        nanosecondBudget: benchmark.nanosecondBudget,
        referenceBudget: reference == nil ? nil : budget,
        ratioToBudgetReference: reference.map { own.nanoseconds / $0 },
        allocationsPerOp: own.allocations,
        allocationBudget: beyond == nil ? nil : allocationBudget,
        allocationsBeyondReference: beyond, shownAgainst: shownAgainst?.id,
        ratioToShownAgainst: shownAgainst?.ratio)
    }
  }
}
