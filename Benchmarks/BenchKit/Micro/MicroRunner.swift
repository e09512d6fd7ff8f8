import Comparison

/// Runs micro benchmarks with a calibrated loop, in several independent runs, and reports
/// each row's median over the runs with the runs' spread.
///
/// In one run each benchmark is calibrated so that one round takes about `roundDuration`, then
/// run for `rounds` rounds; the fastest round is kept, because on a shared machine noise only
/// ever adds time. The loops take the iteration count as a parameter and are not inlined into
/// the runner, so the work cannot be hoisted or folded away.
///
/// A run is one process's luck: where the heap and the code landed can make a row cost half as
/// much again in one process as in the next, the same in every round. So a full run makes
/// ``runs`` runs, each in a fresh process (``BenchRunner/microExecutor``), and a row's figure
/// is the median over them; a ratio is taken within each run (both rows measured in the same
/// process, seconds apart), then the median of those is reported.
@MainActor
struct MicroRunner {
  /// The target duration of one round.
  var roundDuration: Duration
  /// How many rounds each run times after calibration.
  var rounds: Int
  /// Counts the process's heap allocations, when the executable can; each benchmark's
  /// allocations per operation are then counted over one pass of its loop.
  var allocationCounter: (@Sendable () -> Int)?
  /// How long a benchmark may run, twice over (see `StalledRunWatchdog`), before a watchdog
  /// that is installed ends the process.
  var waitLimit = ScenarioContext.defaultWaitLimit

  /// The independent runs of a suite, each in a fresh process unless `--in-process`.
  nonisolated static let runs = 3

  /// Creates a runner whose rounds last about `roundDuration` each, `rounds` per run.
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

  /// Measures `benchmark`: its best time per operation, in nanoseconds, and its allocations per
  /// operation when they are counted.
  func measure(_ benchmark: MicroBenchmark) -> MicroMeasurement {
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
    return MicroMeasurement(
      nanoseconds: best / Double(benchmark.operationsPerCall), allocations: allocations)
  }

  /// One run: every benchmark measured in turn in this process.
  ///
  /// - Parameter progress: Called before each benchmark with its index and name.
  func measureRun(_ benchmarks: [MicroBenchmark], progress: (Int, String) -> Void = { _, _ in })
    -> MicroRun
  {
    var run = MicroRun()
    defer { StalledRunWatchdog.shared.clearMark() }
    for (index, benchmark) in benchmarks.enumerated() {
      progress(index, benchmark.name)
      StalledRunWatchdog.shared.mark("the micro benchmark '\(benchmark.name)'", limit: waitLimit)
      run.measurements[benchmark.id.rawValue] = measure(benchmark)
    }
    return run
  }

  /// Each benchmark's row from `runs`, which measured the same benchmarks: its figure is the
  /// median over the runs, and each ratio (to the floor, ``MicroBenchmark/ID/closureCall``, to
  /// a budget's reference row, to the row it is shown against) the median over the runs of
  /// the ratio within each run.
  ///
  /// A row that a run lacks (a worker that answered for other benchmarks) is measured by the
  /// runs that have it; a budget whose reference row did not run (a `--filter` left it out) is
  /// dropped rather than judged against nothing.
  nonisolated static func results(of benchmarks: [MicroBenchmark], runs: [MicroRun])
    -> [MicroResult]
  {
    func measurements(_ id: MicroBenchmark.ID) -> [MicroMeasurement?] {
      runs.map { $0.measurements[id.rawValue] }
    }
    /// The row's time divided by `reference`'s, run by run, where both were measured.
    func ratios(_ own: [MicroMeasurement?], to reference: MicroBenchmark.ID?) -> [Double]? {
      guard let reference else { return nil }
      let quotients = zip(own, measurements(reference)).compactMap { own, other in
        own.flatMap { own in other.map { own.nanoseconds / $0.nanoseconds } }
      }
      return quotients.isEmpty ? nil : quotients
    }
    let measured = benchmarks.filter { benchmark in
      measurements(benchmark.id).contains { $0 != nil }
    }
    return measured.map { benchmark in
      let own = measurements(benchmark.id)
      let nanoseconds = own.compactMap { $0?.nanoseconds }
      let toFloor = ratios(own, to: .closureCall)
      let budget = benchmark.referenceBudget
      let toReference = ratios(own, to: budget?.reference)
      let allocationBudget = benchmark.allocationBudget
      let allocations = Statistics.median(own.compactMap { $0?.allocations })
      let referenceAllocations = allocationBudget.flatMap { budget in
        Statistics.median(measurements(budget.reference).compactMap { $0?.allocations })
      }
      let beyond = allocations.flatMap { own in referenceAllocations.map { own - $0 } }
      let toShown = ratios(own, to: benchmark.shownAgainst)
      let budgetRuns: [Double]? =
        if toReference != nil { toReference } else if benchmark.floorBudget != nil {
          toFloor
        } else if benchmark.nanosecondBudget != nil { nanoseconds } else { nil }
      return MicroResult(
        id: benchmark.id, name: benchmark.name, nsPerOp: Statistics.median(nanoseconds)!,
        ratioToClosure: toFloor.flatMap(Statistics.median) ?? .nan,
        floorBudget: benchmark.floorBudget, nanosecondBudget: benchmark.nanosecondBudget,
        referenceBudget: toReference == nil ? nil : budget,
        ratioToBudgetReference: toReference.flatMap(Statistics.median),
        allocationsPerOp: allocations,
        allocationBudget: beyond == nil ? nil : allocationBudget,
        allocationsBeyondReference: beyond,
        shownAgainst: toShown == nil ? nil : benchmark.shownAgainst,
        ratioToShownAgainst: toShown.flatMap(Statistics.median),
        nsPerOpRuns: nanoseconds, timeBudgetRuns: budgetRuns)
    }
  }
}

/// One run's measurement of one micro benchmark: its best round, per operation.
struct MicroMeasurement: Sendable, Codable, Equatable {
  /// Nanoseconds per operation, the best round of the run.
  var nanoseconds: Double
  /// Heap allocations per operation; `nil` where they are not counted.
  var allocations: Double?
}

/// One run of the micro benchmarks, in one process: what a worker hands back.
struct MicroRun: Sendable, Codable, Equatable {
  /// Each benchmark's measurement, by the raw value of its id.
  var measurements: [String: MicroMeasurement] = [:]
}
