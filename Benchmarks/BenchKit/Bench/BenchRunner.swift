public import Comparison

/// Runs `pattern-bench`'s suites and gathers their figures.
///
/// Each scenario runs in three stages, on every arm alike:
/// 1. **counting**: one run per arm records snapshots (parity), exact counts per phase and the
///    names of the view calls; it is cold, so it is never timed;
/// 2. **warm-up**: a few runs per arm, interleaved, whose samples are discarded;
/// 3. **timed rounds**: `repeats` independent rounds; in each, every iteration runs every arm
///    once, in an order rotated by one arm per iteration, so no arm always runs first (or right
///    after another) and drift in the machine affects every arm alike.
///
/// Each kind of timed step gets its own figure (the initial render is one kind), summarised as
/// the median of the round medians with a bootstrap interval, and each arm's ratio to the
/// reference (MVP) with a bootstrap interval of its own.
@MainActor
public struct BenchRunner {
  /// The validated options.
  public var options: BenchOptions
  /// Counts allocations on the main thread, when the host can.
  public var allocationCounter: (@Sendable () -> Int)?
  /// Where progress goes.
  public var progress: (any BenchProgress)?
  /// The arms to run, the reference first.
  public var arms: [Arm] = Arm.all

  /// Creates a runner.
  public init(
    options: BenchOptions,
    allocationCounter: (@Sendable () -> Int)? = nil,
    progress: (any BenchProgress)? = nil
  ) {
    self.options = options
    self.allocationCounter = allocationCounter
    self.progress = progress
  }

  /// The scenarios the options select.
  public var scenarios: [Scenario] {
    ScenarioCatalog.scenarios(sizes: options.sizes).filter { scenario in
      guard let filter = options.filter?.lowercased() else { return true }
      return scenario.name.lowercased().contains(filter)
        || scenario.screen.rawValue.lowercased().contains(filter)
    }
  }

  /// The micro benchmarks the options select.
  public var microBenchmarks: [MicroBenchmark] {
    SignalsSuite.benchmarks.filter { benchmark in
      guard let filter = options.filter?.lowercased() else { return true }
      // The floor always runs: every ratio divides by it.
      return benchmark.name == MicroBenchmark.floorName
        || benchmark.name.lowercased().contains(filter) || "signals".contains(filter)
    }
  }

  /// Runs the selected suites.
  public func run() async -> BenchResults {
    var results = BenchResults(
      toolchain: BuildInfo.toolchain, configuration: BuildInfo.configuration,
      quick: options.quick, date: BuildInfo.now(), machine: BuildInfo.machine,
      cpu: BuildInfo.cpuModel, cores: BuildInfo.cores, commit: BuildInfo.commit,
      repeats: options.repeats, reference: arms[0].id, arms: arms.map(ArmInfo.init))
    if options.suites.contains(.scenarios) {
      let selected = scenarios
      if !selected.isEmpty {
        let floor = options.countsOnly ? nil : await measureFloor()
        results.latencyFloorNs = floor
        results.scenarios = await runScenarios(selected, floor: floor?.p50)
      }
    }
    if options.suites.contains(.signals), !options.countsOnly {
      results.micro = runMicro()
    }
    return results
  }

  /// How many timed runs a scenario gets per arm, over all rounds.
  func iterations(for scenario: Scenario) -> Int {
    if options.countsOnly { return 0 }
    if let iterations = options.iterations { return iterations }
    // About half a second per scenario at most on 2 cores with five arms, and several hundred
    // samples where runs are cheap, so that p99 means something.
    let base =
      switch scenario.size {
      case 100_000...: 10
      case 10_000...: 20
      case 1_000...: 60
      default: 300
      }
    return options.quick ? max(options.repeats, base / 20) : base
  }

  /// Warm-up runs per arm before the timed rounds, discarded.
  func warmup(forIterations iterations: Int) -> Int {
    iterations == 0 ? 0 : max(1, iterations / 10)
  }

  private func runScenarios(_ selected: [Scenario], floor: Int?) async -> [ScenarioResult] {
    let clock = ContinuousClock()
    let start = clock.now
    progress?.begin(suite: "scenarios", total: selected.count)
    var results: [ScenarioResult] = []
    for (index, scenario) in selected.enumerated() {
      progress?.advance(to: index, name: scenario.id)
      results.append(await runScenario(scenario, floor: floor))
    }
    progress?.end(suite: "scenarios", seconds: (clock.now - start).seconds)
    return results
  }

  /// Runs one scenario through counting, warm-up and timed rounds on every arm.
  func runScenario(_ scenario: Scenario, floor: Int?) async -> ScenarioResult {
    var runner = ScenarioRunner(allocationCounter: allocationCounter)
    runner.injectedDelays = options.injectedDelays
    // 1. Counting: parity, exact counts, call names. Cold, so never timed.
    let comparison = await runner.compare(scenario, arms: arms)
    var samples = SampleTable(arms: arms, repeats: options.repeats)
    for run in comparison.runs {
      samples.noteKinds(of: run)
    }
    // 2. Warm-up and 3. timed rounds, the arms interleaved in a rotating order.
    let iterations = iterations(for: scenario)
    let hasTimedSteps = comparison.runs.contains { !$0.samples.isEmpty }
    let timed = hasTimedSteps ? iterations : 0
    let warmup = warmup(forIterations: timed)
    let perRound = timed == 0 ? 0 : Int((Double(timed) / Double(options.repeats)).rounded(.up))
    var turn = 0
    for _ in 0..<warmup {
      for arm in rotated(arms, by: turn) {
        _ = await runner.run(scenario, on: arm, logsCallNames: false)
      }
      turn += 1
    }
    for round in 0..<(timed == 0 ? 0 : options.repeats) {
      for _ in 0..<perRound {
        for arm in rotated(arms, by: turn) {
          let run = await runner.run(scenario, on: arm, logsCallNames: false)
          samples.add(run, round: round)
        }
        turn += 1
      }
    }
    let failures = comparison.parityFailures
    var counts: [String: ArmCounts] = [:]
    for run in comparison.runs {
      counts[run.arm.id] = ArmCounts(
        initialRender: run.initialRenderCounts, actions: run.actionCounts,
        initialRenderCalls: tally(run.callNames?.initialRender ?? []),
        actionCalls: tally(run.callNames?.actions ?? []), leaks: run.leaks)
    }
    return ScenarioResult(
      screen: scenario.screen.rawValue, name: scenario.name, size: scenario.size,
      parity: failures.isEmpty, parityFailures: failures.map(\.description),
      iterations: timed == 0 ? 0 : perRound * options.repeats, warmup: warmup, arms: counts,
      actions: samples.figures(scenario: scenario.id, floor: floor))
  }

  private func rotated(_ arms: [Arm], by turn: Int) -> [Arm] {
    let offset = turn % arms.count
    return Array(arms[offset...] + arms[..<offset])
  }

  private func tally(_ names: [String]) -> [String: Int] {
    names.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }

  /// The latency of an empty action through the same measuring path, warmed up first.
  private func measureFloor() async -> LatencyFigure? {
    let scenario = Scenario(screen: .login, name: "floor", size: 0) { _, context in
      context.open { EmptyDriver() }
      for _ in 0..<100 {
        await context.step("nothing") {}
      }
    }
    let runner = ScenarioRunner()
    _ = await runner.run(scenario, on: arms[0], logsCallNames: false)
    var rounds: [[Int]] = []
    for _ in 0..<options.repeats {
      rounds.append(await runner.run(scenario, on: arms[0], logsCallNames: false).latencies)
    }
    return LatencyFigure(rounds: rounds, seed: "floor".seed)
  }

  private func runMicro() -> [MicroResult] {
    let clock = ContinuousClock()
    let start = clock.now
    let benchmarks = microBenchmarks
    progress?.begin(suite: "signals", total: benchmarks.count)
    let runner =
      options.quick
      ? MicroRunner(roundDuration: .milliseconds(4), rounds: 3)
      : MicroRunner(roundDuration: .milliseconds(40), rounds: 9)
    let results = runner.run(benchmarks) { index, name in
      progress?.advance(to: index, name: name)
    }
    progress?.end(suite: "signals", seconds: (clock.now - start).seconds)
    return results
  }
}

/// The timed samples of one scenario: per kind of step, per arm, per round.
struct SampleTable {
  let arms: [Arm]
  let repeats: Int
  /// The kinds in the order the counting runs met them, with their phase and steps per run.
  private var kinds: [(kind: String, phase: Phase, steps: Int)] = []
  private var latencies: [String: [String: [[Int]]]] = [:]
  private var allocations: [String: [String: [Int]]] = [:]
  private var awaited: Set<String> = []

  init(arms: [Arm], repeats: Int) {
    self.arms = arms
    self.repeats = repeats
  }

  /// Records the kinds of timed step a counting run made, and whether any awaited.
  mutating func noteKinds(of run: ScenarioRun) {
    var steps: [String: Int] = [:]
    for sample in run.samples {
      steps[sample.kind, default: 0] += 1
      if sample.awaited { awaited.insert(sample.kind) }
    }
    for sample in run.samples where !kinds.contains(where: { $0.kind == sample.kind }) {
      kinds.append((sample.kind, sample.phase, steps[sample.kind] ?? 0))
    }
  }

  /// Adds the samples of a timed run to `round`.
  mutating func add(_ run: ScenarioRun, round: Int) {
    for sample in run.samples {
      if sample.awaited { awaited.insert(sample.kind) }
      var rounds =
        latencies[sample.kind]?[run.arm.id] ?? Array(repeating: [], count: repeats)
      rounds[round].append(sample.latencyNanoseconds)
      latencies[sample.kind, default: [:]][run.arm.id] = rounds
      if let count = sample.allocations {
        allocations[sample.kind, default: [:]][run.arm.id, default: []].append(count)
      }
    }
  }

  /// One figure per kind, with each arm's ratio to the first arm.
  func figures(scenario: String, floor: Int?) -> [ActionResult] {
    kinds.map { kind, phase, steps in
      let reference = arms[0].id
      let referenceRounds = latencies[kind]?[reference] ?? []
      var figures: [String: ActionFigures] = [:]
      for arm in arms {
        let rounds = latencies[kind]?[arm.id] ?? []
        var latency = LatencyFigure(rounds: rounds, seed: "\(scenario) \(kind) \(arm.id)".seed)
        if let floor, let p50 = latency?.p50 {
          latency?.p50MinusFloor = max(0, p50 - floor)
        }
        var ratio: RatioEstimate?
        if arm.id != reference, let latency,
          let referenceP50 = Statistics.medianOfMedians(referenceRounds), referenceP50 > 0,
          let interval = Statistics.ratioInterval(
            rounds, over: referenceRounds, seed: "\(scenario) \(kind) \(arm.id) ratio".seed)
        {
          ratio = RatioEstimate(
            value: Double(latency.p50) / Double(referenceP50), low: interval.low,
            high: interval.high)
        }
        let counted = allocations[kind]?[arm.id] ?? []
        figures[arm.id] = ActionFigures(
          latencyNs: latency,
          allocations: Statistics.median(counted).map(Double.init),
          samples: rounds.reduce(0) { $0 + $1.count },
          ratioToReference: ratio)
      }
      return ActionResult(
        kind: kind, phase: phase, synchronous: !awaited.contains(kind), stepsPerRun: steps,
        arms: figures)
    }
  }
}

/// A screen with nothing on it, for measuring the floor of the latency path.
@MainActor
private final class EmptyDriver: ScreenDriver {
  let counters = ViewCounters()
  func snapshot() -> ScreenSnapshot { ScreenSnapshot(screen: "Empty", elements: []) }
  func close() {}
  var lifetimeProbes: [AnyObject] { [] }
}
