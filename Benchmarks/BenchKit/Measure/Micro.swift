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
  /// The budget as a multiple of the closure-call floor, if the benchmark has one.
  public let floorBudget: Double?
  /// The budget in nanoseconds per operation, if the benchmark has one.
  public let nanosecondBudget: Double?
  /// The budget as a multiple of another row measured in the same run, if one is set: that
  /// row's id and the multiple.
  public let referenceBudget: ReferenceBudget?
  /// The most allocations one operation may make beyond another row's, if one is set.
  public let allocationBudget: AllocationBudget?
  /// A row of the same run this one is shown against (its time divided by that row's), when it
  /// has no time budget that names one: the allocate-and-free floor of a binding, say.
  public let shownAgainst: ID?
  /// Builds the state to measure and returns the loop: it runs the operation `iterations`
  /// times. Runs on the main actor so that main-actor types stay in one isolation domain.
  let makeLoop: @MainActor @Sendable () -> (Int) -> Void

  /// Creates a benchmark from a loop factory.
  public init(
    _ id: ID, _ name: String, operationsPerCall: Int = 1, floorBudget: Double? = nil,
    nanosecondBudget: Double? = nil, referenceBudget: ReferenceBudget? = nil,
    allocationBudget: AllocationBudget? = nil, shownAgainst: ID? = nil,
    makeLoop: @escaping @MainActor @Sendable () -> (Int) -> Void
  ) {
    self.id = id
    self.name = name
    self.operationsPerCall = operationsPerCall
    self.floorBudget = floorBudget
    self.nanosecondBudget = nanosecondBudget
    self.referenceBudget = referenceBudget
    self.allocationBudget = allocationBudget
    self.shownAgainst = shownAgainst
    self.makeLoop = makeLoop
  }
}

extension MicroBenchmark {
  /// A micro benchmark's stable id: what code finds a row by, where the name is for people and
  /// may be reworded.
  public struct ID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The id as JSON writes it, e.g. `signal-send-1`.
    public let rawValue: String

    /// An id from its JSON form.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The raw value.
    public var description: String { rawValue }

    /// Calling a stored closure: the floor every ratio divides by.
    public static let closureCall = ID(rawValue: "closure-call")
  }
}

/// A budget stated as a multiple of another row of the same run, so that the machine's speed
/// cancels out as it does for the floor: `subscribe + cancel ≤ 3 × allocate and free`.
public struct ReferenceBudget: Sendable, Equatable, Codable {
  /// The row the budget divides by.
  public var reference: MicroBenchmark.ID
  /// The most the row may cost, as a multiple of the reference row's cost.
  public var ratio: Double
  /// A short name of the reference row for the budget column (`alloc`); its id by default.
  public var label: String

  /// Creates a budget of `ratio` times the row `reference`, named `label` in the budget
  /// column (the row's id when `nil`).
  public init(_ ratio: Double, of reference: MicroBenchmark.ID, label: String? = nil) {
    self.reference = reference
    self.ratio = ratio
    self.label = label ?? reference.rawValue
  }

  /// Decodes a budget; one saved before the label was kept is named by its row's id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(Double.self, forKey: .ratio),
      of: try container.decode(MicroBenchmark.ID.self, forKey: .reference),
      label: try container.decodeIfPresent(String.self, forKey: .label))
  }
}

/// A budget on allocations: at most `extra` per operation beyond what the row `reference`
/// makes per operation in the same run (a binding against MVP's view call).
public struct AllocationBudget: Sendable, Equatable, Codable {
  /// The row whose allocations per operation the budget adds to.
  public var reference: MicroBenchmark.ID
  /// The most allocations per operation beyond the reference's.
  public var extra: Double

  /// Creates a budget of `extra` allocations per operation beyond `reference`'s.
  public init(_ extra: Double, beyond reference: MicroBenchmark.ID) {
    self.extra = extra
    self.reference = reference
  }
}

extension MicroBenchmark {
  /// The floor every ratio divides by: calling a stored closure that adds its argument into a
  /// counter (``ID/closureCall``). The runner adds it to a suite that lacks it.
  public static var floor: MicroBenchmark {
    MicroBenchmark(.closureCall, "closure call") {
      let counter = FloorCounter()
      let closure = opaqueClosure(counter.observer)
      return { iterations in
        for index in 0..<iterations { closure(index) }
        withExtendedLifetime(counter) {}
      }
    }
  }
}

/// A counter the floor's closure adds into through a raw pointer: no exclusivity check and no
/// reference counting in the loop.
private final class FloorCounter {
  let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 1)

  init() { pointer.initialize(to: 0) }

  /// A closure that adds its argument, written at the call as an observer is.
  var observer: (Int) -> Void {
    { [self] value in pointer.pointee &+= value }
  }

  deinit { pointer.deallocate() }
}

/// Returns `closure` unknown to the optimizer, in its direct calling convention.
@inline(never) @_optimize(none)
private func opaqueClosure(_ closure: @escaping (Int) -> Void) -> (Int) -> Void { closure }

/// Runs micro benchmarks in calibrated rounds, interleaved, and keeps each row's best round of
/// its best run, since noise only adds time. "Micro benchmarks" in `HowPatternBenchMeasures.md`
/// shows the spells of a slower machine that this answers.
@MainActor
struct MicroRunner {
  /// About how long a round lasts, and how many each run times after calibration.
  var roundDuration: Duration
  var rounds: Int
  var allocationCounter: (@Sendable () -> Int)?
  /// How long a benchmark may run, twice over, before an installed `StalledRunWatchdog` ends it.
  var waitLimit = ScenarioContext.defaultWaitLimit

  /// The independent runs of a suite, each in a fresh process unless `--in-process`.
  nonisolated static let runs = 5

  /// The iterations that take `target`, if `iterations` took `elapsed`: at least 1, and as many
  /// as before when the clock saw no time pass (a loop the optimiser removed), where the ratio
  /// would be infinite.
  nonisolated static func iterations(
    scaling iterations: Int, took elapsed: Duration, to target: Duration
  ) -> Int {
    guard elapsed > .zero else { return iterations }
    return max(1, Int(min(Double(iterations) * (target / elapsed), Double(1 << 40))))
  }

  /// Measures `benchmarks` in one run, telling `progress` each round's share done and name.
  ///
  /// NB: one round of each, then the next round of each…, so that a spell of a slower machine
  /// slows every row alike, never one row and its ratios alone.
  func measureRun(_ benchmarks: [MicroBenchmark], progress: (Int, String) -> Void) -> MicroRun {
    defer { StalledRunWatchdog.shared.clearMark() }
    func mark(_ benchmark: MicroBenchmark) {
      StalledRunWatchdog.shared.mark("the micro benchmark '\(benchmark.name)'", limit: waitLimit)
    }
    let clock = ContinuousClock()
    let loops = benchmarks.map { benchmark in
      mark(benchmark)
      return benchmark.makeLoop()
    }
    // Calibrate: double until one round takes at least a tenth of the target, then scale.
    let iterations = zip(benchmarks, loops).map { benchmark, loop in
      mark(benchmark)
      var iterations = 1
      while true {
        let elapsed = clock.measure { loop(iterations) }
        if elapsed >= roundDuration / 10 || iterations >= 1 << 30 {
          return Self.iterations(scaling: iterations, took: elapsed, to: roundDuration)
        }
        iterations *= 2
      }
    }
    var best = [Double](repeating: .infinity, count: benchmarks.count)
    for round in 0..<rounds {
      for index in benchmarks.indices {
        progress((round * benchmarks.count + index) / rounds, benchmarks[index].name)
        mark(benchmarks[index])
        let elapsed = clock.measure { loops[index](iterations[index]) }
        best[index] = min(best[index], elapsed.nanoseconds / Double(iterations[index]))
      }
    }
    var run = MicroRun()
    for (index, benchmark) in benchmarks.enumerated() {
      let allocations = allocationCounter.map { count in
        mark(benchmark)
        // Enough passes that one stray allocation is lost.
        let passes = min(iterations[index], 1_000)
        let before = count()
        loops[index](passes)
        return Double(count() - before) / Double(passes * benchmark.operationsPerCall)
      }
      run.measurements[benchmark.id.rawValue] = MicroMeasurement(
        nanoseconds: best[index] / Double(benchmark.operationsPerCall), allocations: allocations)
    }
    return run
  }

  /// Each benchmark's row: its best run, and each ratio its best run over the other row's
  /// best, in the runs that measured both.
  nonisolated static func results(of benchmarks: [MicroBenchmark], runs: [MicroRun])
    -> [MicroResult]
  {
    benchmarks.filter { runs.of($0.id).contains { $0 != nil } }.map(runs.result)
  }
}

/// The runs of a micro suite, read row by row.
extension [MicroRun] {
  /// The row's measurement in each run, `nil` in a run that lacks it.
  fileprivate func of(_ id: MicroBenchmark.ID) -> [MicroMeasurement?] {
    map { $0.measurements[id.rawValue] }
  }

  /// The row's time over `reference`'s, run by run, and its best over the reference's best
  /// (which lies within them), in the runs that measured both.
  fileprivate func ratios(_ own: [MicroMeasurement?], to reference: MicroBenchmark.ID?)
    -> (runs: [Double], best: Double)?
  {
    guard let reference else { return nil }
    let pairs = zip(own, of(reference)).compactMap { own, other in
      own.flatMap { own in other.map { (own: own.nanoseconds, reference: $0.nanoseconds) } }
    }
    guard !pairs.isEmpty else { return nil }
    let best = pairs.map(\.own).min()! / pairs.map(\.reference).min()!
    return (pairs.map { $0.own / $0.reference }, best)
  }

  /// The row of `benchmark`, without a budget whose reference row never ran.
  fileprivate func result(_ benchmark: MicroBenchmark) -> MicroResult {
    let own = of(benchmark.id)
    let nanoseconds = own.compactMap { $0?.nanoseconds }
    let budget = benchmark.referenceBudget
    let toFloor = ratios(own, to: .closureCall)
    let toReference = ratios(own, to: budget?.reference)
    let toShown = ratios(own, to: benchmark.shownAgainst)
    let allocationBudget = benchmark.allocationBudget
    let allocations = Statistics.median(own.compactMap { $0?.allocations })
    let referenceAllocations = allocationBudget.flatMap { budget in
      Statistics.median(of(budget.reference).compactMap { $0?.allocations })
    }
    let beyond = allocations.flatMap { own in referenceAllocations.map { own - $0 } }
    let budgetRuns: [Double]? =
      if let toReference { toReference.runs } else if benchmark.floorBudget != nil {
        toFloor?.runs
      } else if benchmark.nanosecondBudget != nil { nanoseconds } else { nil }
    return MicroResult(
      id: benchmark.id, name: benchmark.name, nsPerOp: nanoseconds.min()!,
      ratioToClosure: toFloor?.best ?? .nan,
      floorBudget: benchmark.floorBudget, nanosecondBudget: benchmark.nanosecondBudget,
      referenceBudget: toReference == nil ? nil : budget,
      ratioToBudgetReference: toReference?.best, allocationsPerOp: allocations,
      allocationBudget: beyond == nil ? nil : allocationBudget,
      allocationsBeyondReference: beyond,
      shownAgainst: toShown == nil ? nil : benchmark.shownAgainst,
      ratioToShownAgainst: toShown?.best, nsPerOpRuns: nanoseconds, timeBudgetRuns: budgetRuns)
  }
}

/// One run's measurement of one micro benchmark, per operation: the nanoseconds of its best
/// round, and the heap allocations where they are counted.
struct MicroMeasurement: Sendable, Codable, Equatable {
  var nanoseconds: Double
  var allocations: Double?
}

/// One run of the micro benchmarks, in one process: what a worker hands back.
struct MicroRun: Sendable, Codable, Equatable {
  /// Each benchmark's measurement, by the raw value of its id.
  var measurements: [String: MicroMeasurement] = [:]
}
