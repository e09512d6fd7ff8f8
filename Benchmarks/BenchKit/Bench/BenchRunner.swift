public import Comparison

/// Runs `pattern-bench`'s suites and gathers their figures.
///
/// Each scenario runs in three stages, on every arm alike:
/// 1. **counting**: one run per arm records snapshots (parity), exact counts per phase and the
///    names of the view calls; it is cold, so it is never timed;
/// 2. **warm-up**: before each round, a few runs per arm, interleaved, whose samples are
///    discarded;
/// 3. **timed rounds**: `repeats` independent rounds, run as passes over every selected
///    scenario (round 1 of all, then round 2 of all…), so a scenario's rounds lie seconds apart;
///    in each, every iteration runs every arm once, in an order rotated by one arm per
///    iteration, so no arm always runs first (or right after another) and drift in the machine
///    affects every arm alike.
///
/// Everything is timed on the main thread; `pattern-bench` first asks the system to keep that
/// thread on performance cores (``MeasuringThread/preferPerformanceCores()``: on Darwin, the
/// user-interactive quality of service), in each worker process as in the parent.
///
/// Each kind of timed step gets its own figure (the initial render is one kind), summarised as
/// the median of the round medians with a bootstrap interval. Each arm's ratio to the reference
/// (MVP) is *paired*: the k-th sample of an arm is divided by the k-th sample of the reference,
/// taken in the same iteration a few microseconds apart, so a slow drift of the machine (another
/// tenant, the clock speed) cancels out of the ratio; the ratio is the median of the round
/// medians of those quotients, with a bootstrap interval of its own. The clock's tick, measured
/// before anything else, decides which ratios are within the clock's resolution (see
/// ``ClockTick``).
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
  /// Runs one timed round of every selected scenario somewhere else, in a fresh process, and
  /// returns its samples, or `nil` when it could not (the round then runs in this process).
  ///
  /// A process fixes things that no statistic within it can vary (where the heap and the code
  /// landed, which core it started on); a fresh one per round samples them like any other
  /// noise. `pattern-bench` sets this; without it every round runs in this process.
  public var roundExecutor: (@MainActor (_ round: Int) async -> RoundSamples?)?
  /// The clock every step is timed with, and whose tick the run measures first (see
  /// ``ClockTick``); a test injects a coarser one.
  public var clock = StepClock.continuous

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
      return benchmark.id == .closureCall
        || benchmark.name.lowercased().contains(filter) || "signals".contains(filter)
    }
  }

  /// Runs the selected suites.
  public func run() async -> BenchResults {
    var results = BenchResults(
      toolchain: BuildInfo.toolchain, configuration: BuildInfo.configuration,
      quick: options.quick, date: BuildInfo.now(), machine: BuildInfo.machine,
      cpu: BuildInfo.cpuModel, cores: BuildInfo.cores, coreKinds: BuildInfo.coreKinds,
      allocationsCounted: allocationCounter != nil, commit: BuildInfo.commit,
      repeats: options.repeats, reference: arms[0].id, arms: arms.map(ArmInfo.init))
    // The tick decides which differences the figures may call (see ClockTick).
    let tick = options.countsOnly ? nil : ClockTick.measure(clock)
    results.clockTickNs = tick
    if options.suites.contains(.scenarios) {
      let selected = scenarios
      if !selected.isEmpty {
        let floor = options.countsOnly ? nil : await measureFloor()
        results.latencyFloorNs = floor
        let (scenarios, initialRenders) = await runScenarios(
          selected, floor: floor?.p50, tick: tick)
        results.scenarios = scenarios
        results.initialRenders = initialRenders
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

  /// Warm-up runs per arm before each timed round of `iterations` runs, discarded: a fifth of
  /// the round, at least one.
  func warmup(forIterations iterations: Int) -> Int {
    iterations == 0 ? 0 : max(1, iterations / 5)
  }

  /// Counts every scenario, then runs the timed rounds as passes over the whole selection:
  /// round 1 of every scenario, then round 2 of every scenario… A scenario's rounds are thus
  /// seconds apart, and a few busy moments of a shared machine fall on one round of a scenario
  /// rather than on all of them, where the median of the round medians discards them.
  private func runScenarios(_ selected: [Scenario], floor: Int?, tick: Int?) async
    -> (scenarios: [ScenarioResult], initialRenders: [ScreenInitialRender])
  {
    let clock = ContinuousClock()
    let start = clock.now
    let rounds = options.countsOnly ? 0 : options.repeats
    progress?.begin(suite: "scenarios", total: selected.count * (rounds + 1))
    var progressIndex = 0
    var states: [ScenarioState] = []
    for scenario in selected {
      progress?.advance(to: progressIndex, name: "\(scenario.id): counting")
      progressIndex += 1
      states.append(await count(scenario))
    }
    for round in 0..<rounds {
      if let roundExecutor {
        progress?.advance(
          to: progressIndex, name: "round \(round + 1) of \(rounds), in a fresh process")
        if let samples = await roundExecutor(round) {
          for index in states.indices {
            states[index].samples.add(
              samples.scenarios[states[index].scenario.id] ?? [:], round: round)
          }
          progressIndex += states.count
          continue
        }
      }
      for index in states.indices {
        progress?.advance(
          to: progressIndex, name: "\(states[index].scenario.id): round \(round + 1) of \(rounds)")
        progressIndex += 1
        await time(&states[index], round: round)
      }
    }
    progress?.end(suite: "scenarios", seconds: (clock.now - start).seconds)
    return (
      states.map { result(of: $0, floor: floor, tick: tick) },
      initialRenders(of: states, floor: floor, tick: tick)
    )
  }

  /// Each screen's initial render, pooled over the scenarios of that screen.
  func initialRenders(of states: [ScenarioState], floor: Int?, tick: Int?)
    -> [ScreenInitialRender]
  {
    Screen.allCases.compactMap { screen in
      let tables = states.filter { $0.scenario.screen == screen }.map(\.samples)
      guard let pooled = SampleTable.pooledInitialRenders(tables),
        let figure = pooled.figures(scenario: screen.rawValue, floor: floor, tick: tick).first
      else { return nil }
      return ScreenInitialRender(screen: screen, scenarios: tables.count, figure: figure)
    }
  }

  /// Runs round `round` of every selected scenario in this process and returns its samples:
  /// what a worker process does for ``roundExecutor``. Each scenario is warmed up and timed as
  /// in a full run; the counting is the parent's.
  public func runRound(_ round: Int) async -> RoundSamples {
    let clock = ContinuousClock()
    let start = clock.now
    let selected = scenarios
    let suite = "round \(round + 1) of \(options.repeats)"
    progress?.begin(suite: suite, total: selected.count)
    var samples = RoundSamples()
    for (index, scenario) in selected.enumerated() {
      progress?.advance(to: index, name: scenario.id)
      // Every scenario times its initial render at least, so it has timed steps.
      var state = plan(
        scenario, comparison: nil, samples: SampleTable(arms: arms, repeats: options.repeats),
        timed: true)
      guard round < state.rounds else { continue }
      state.turn = round
      await time(&state, round: round)
      samples.scenarios[scenario.id] = state.samples.samples(ofRound: round)
    }
    progress?.end(suite: suite, seconds: (clock.now - start).seconds)
    return samples
  }

  /// Runs one scenario through counting, then every timed round in a row.
  func runScenario(_ scenario: Scenario, floor: Int?, tick: Int? = nil) async -> ScenarioResult {
    var state = await count(scenario)
    for round in 0..<options.repeats {
      await time(&state, round: round)
    }
    return result(of: state, floor: floor, tick: tick)
  }

  /// What one scenario has gathered so far.
  struct ScenarioState {
    let scenario: Scenario
    /// The counting runs; `nil` in a worker process, which only times.
    let comparison: ScenarioComparison?
    var samples: SampleTable
    /// Timed runs per arm in each round (0 when the scenario times nothing).
    let perRound: Int
    /// The rounds this scenario runs: `repeats`, or fewer when it has fewer iterations (a
    /// 100 000-row list), one iteration a round.
    let rounds: Int
    /// Warm-up runs per arm before each round.
    let warmupPerRound: Int
    /// How many iterations have run, to rotate the order of the arms.
    var turn = 0
  }

  /// 1. Counting: one cold, untimed run per arm for parity, exact counts and call names.
  private func count(_ scenario: Scenario) async -> ScenarioState {
    let comparison = await scenarioRunner.compare(scenario, arms: arms)
    var samples = SampleTable(arms: arms, repeats: options.repeats)
    for run in comparison.runs {
      samples.noteKinds(of: run)
    }
    let hasTimedSteps = comparison.runs.contains { !$0.samples.isEmpty }
    return plan(scenario, comparison: comparison, samples: samples, timed: hasTimedSteps)
  }

  /// How `scenario`'s timed runs split into rounds, each after its warm-up.
  private func plan(
    _ scenario: Scenario, comparison: ScenarioComparison?, samples: SampleTable, timed: Bool
  ) -> ScenarioState {
    let iterations = timed ? iterations(for: scenario) : 0
    let rounds = min(options.repeats, iterations)
    let perRound = iterations == 0 ? 0 : Int((Double(iterations) / Double(rounds)).rounded(.up))
    return ScenarioState(
      scenario: scenario, comparison: comparison, samples: samples, perRound: perRound,
      rounds: rounds, warmupPerRound: perRound == 0 ? 0 : warmup(forIterations: perRound))
  }

  /// 2. A warm-up, discarded, then 3. one timed round, the arms interleaved in an order that
  /// rotates by one arm per iteration.
  private func time(_ state: inout ScenarioState, round: Int) async {
    guard state.perRound > 0, round < state.rounds else { return }
    let runner = scenarioRunner
    let runs = state.warmupPerRound + state.perRound
    for iteration in 0..<runs {
      for arm in rotated(arms, by: state.turn) {
        let run = await runner.run(state.scenario, on: arm, logsCallNames: false)
        if iteration >= state.warmupPerRound {
          state.samples.add(run, round: round)
        }
      }
      state.turn += 1
      // Between runs, never inside a timed step: a long round shows that it moves.
      progress?.update(done: iteration + 1, of: runs)
    }
  }

  private var scenarioRunner: ScenarioRunner {
    var runner = ScenarioRunner(allocationCounter: allocationCounter)
    runner.injectedDelays = options.injectedDelays
    runner.clock = clock
    return runner
  }

  private func result(of state: ScenarioState, floor: Int?, tick: Int?) -> ScenarioResult {
    let failures = state.comparison?.parityFailures ?? []
    var counts: [String: ArmCounts] = [:]
    for run in state.comparison?.runs ?? [] {
      counts[run.arm.id] = ArmCounts(
        initialRender: run.initialRenderCounts, actions: run.actionCounts,
        initialRenderCalls: tally(run.callNames?.initialRender ?? []),
        actionCalls: tally(run.callNames?.actions ?? []), leaks: run.leaks)
    }
    let scenario = state.scenario
    return ScenarioResult(
      screen: scenario.screen, name: scenario.name, size: scenario.size,
      parity: failures.isEmpty, parityFailures: failures.map(\.description),
      iterations: state.perRound * state.rounds, rounds: state.rounds,
      warmup: state.warmupPerRound * state.rounds, arms: counts,
      actions: state.samples.figures(scenario: scenario.id, floor: floor, tick: tick))
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
    var runner = ScenarioRunner()
    runner.clock = clock
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
  /// A kind of timed step as the counting runs met it.
  struct StepKind: Equatable {
    /// The kind's name (`appear`, `keystroke`…), the key of its samples.
    let name: String
    let phase: Phase
    /// Steps of this kind in one run of the scenario.
    let steps: Int
  }

  /// The kinds in the order the counting runs met them.
  private(set) var kinds: [StepKind] = []
  private(set) var latencies: [String: [String: [[Int]]]] = [:]
  /// Allocation counts by kind, arm and round, as the latencies.
  private(set) var allocations: [String: [String: [[Int]]]] = [:]
  private var awaited: Set<String> = []

  init(arms: [Arm], repeats: Int) {
    self.arms = arms
    self.repeats = repeats
  }

  /// The initial-render samples of `tables` (one screen's scenarios) pooled into one table:
  /// every scenario of a screen renders the same empty screen first, so its initial render is
  /// one figure per screen, made of every scenario's samples, round by round.
  static func pooledInitialRenders(_ tables: [SampleTable]) -> SampleTable? {
    guard let first = tables.first else { return nil }
    var pooled = SampleTable(arms: first.arms, repeats: first.repeats)
    let kind = ScenarioContext.initialRenderKind
    pooled.kinds = [StepKind(name: kind, phase: .initialRender, steps: 1)]
    for table in tables {
      for (arm, rounds) in table.latencies[kind] ?? [:] {
        var merged = pooled.latencies[kind]?[arm] ?? Array(repeating: [], count: first.repeats)
        for (index, round) in rounds.enumerated() where index < merged.count {
          merged[index] += round
        }
        pooled.latencies[kind, default: [:]][arm] = merged
      }
      for (arm, rounds) in table.allocations[kind] ?? [:] {
        var merged = pooled.allocations[kind]?[arm] ?? Array(repeating: [], count: first.repeats)
        for (index, round) in rounds.enumerated() where index < merged.count {
          merged[index] += round
        }
        pooled.allocations[kind, default: [:]][arm] = merged
      }
    }
    return pooled.latencies[kind] == nil ? nil : pooled
  }

  /// Records the kinds of timed step a counting run made, and whether any awaited.
  mutating func noteKinds(of run: ScenarioRun) {
    var steps: [String: Int] = [:]
    for sample in run.samples {
      steps[sample.kind, default: 0] += 1
      if sample.awaited { awaited.insert(sample.kind) }
    }
    for sample in run.samples where !kinds.contains(where: { $0.name == sample.kind }) {
      kinds.append(
        StepKind(name: sample.kind, phase: sample.phase, steps: steps[sample.kind] ?? 0))
    }
  }

  /// The samples of `round`, per kind and arm.
  func samples(ofRound round: Int) -> [String: [String: KindSamples]] {
    var result: [String: [String: KindSamples]] = [:]
    for (kind, byArm) in latencies {
      for (arm, rounds) in byArm where round < rounds.count {
        result[kind, default: [:]][arm] = KindSamples(
          latencies: rounds[round], allocations: allocations[kind]?[arm]?[round] ?? [],
          awaited: awaited.contains(kind))
      }
    }
    return result
  }

  /// Adds the samples of `round` that another process took.
  mutating func add(_ samples: [String: [String: KindSamples]], round: Int) {
    for (kind, byArm) in samples {
      for (arm, taken) in byArm {
        var rounds = latencies[kind]?[arm] ?? Array(repeating: [], count: repeats)
        guard round < rounds.count else { continue }
        rounds[round] += taken.latencies
        latencies[kind, default: [:]][arm] = rounds
        var counted = allocations[kind]?[arm] ?? Array(repeating: [], count: repeats)
        counted[round] += taken.allocations
        allocations[kind, default: [:]][arm] = counted
        if taken.awaited { awaited.insert(kind) }
      }
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
        var byRound =
          allocations[sample.kind]?[run.arm.id] ?? Array(repeating: [], count: repeats)
        byRound[round].append(count)
        allocations[sample.kind, default: [:]][run.arm.id] = byRound
      }
    }
  }

  /// One figure per kind, with each arm's ratio to the first arm.
  ///
  /// - Parameter tick: The clock's tick, which decides whether a ratio is within the clock's
  ///   resolution (see ``ClockTick``).
  func figures(scenario: String, floor: Int?, tick: Int? = nil) -> [ActionResult] {
    kinds.map { stepKind in
      let kind = stepKind.name
      let reference = arms[0].id
      let referenceRounds = latencies[kind]?[reference] ?? []
      let margin = ClockTick.ratioMargin(
        tickNs: tick, referenceP50: Statistics.medianOfMedians(referenceRounds))
      var figures: [String: ActionFigures] = [:]
      for arm in arms {
        let rounds = latencies[kind]?[arm.id] ?? []
        var latency = LatencyFigure(rounds: rounds, seed: "\(scenario) \(kind) \(arm.id)".seed)
        if let floor, let p50 = latency?.p50 {
          latency?.p50MinusFloor = max(0, p50 - floor)
        }
        var ratio: RatioEstimate?
        if arm.id != reference, latency != nil,
          let paired = Statistics.pairedRatios(rounds, over: referenceRounds),
          let value = Statistics.medianOfMedians(paired),
          let interval = Statistics.medianInterval(
            paired, seed: "\(scenario) \(kind) \(arm.id) ratio".seed)
        {
          ratio = RatioEstimate(
            value: Statistics.ratio(fromMillionths: value),
            low: Statistics.ratio(fromMillionths: interval.low),
            high: Statistics.ratio(fromMillionths: interval.high), margin: margin)
        }
        let counted = (allocations[kind]?[arm.id] ?? []).flatMap { $0 }
        figures[arm.id] = ActionFigures(
          latencyNs: latency,
          allocations: Statistics.median(counted).map(Double.init),
          samples: rounds.reduce(0) { $0 + $1.count },
          ratioToReference: ratio)
      }
      return ActionResult(
        kind: kind, phase: stepKind.phase, synchronous: !awaited.contains(kind),
        stepsPerRun: stepKind.steps, arms: figures)
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

/// The samples one timed round took, per scenario id, kind of step and arm id: what a worker
/// process hands back to the run that started it.
public struct RoundSamples: Sendable, Codable, Equatable {
  /// The samples, by scenario id, then kind of step, then arm id.
  public var scenarios: [String: [String: [String: KindSamples]]] = [:]

  /// No samples yet.
  public init() {}
}

/// One arm's samples of one kind of step in one round.
public struct KindSamples: Sendable, Codable, Equatable {
  /// The latencies, in nanoseconds, in the order they were taken.
  public var latencies: [Int]
  /// The allocation counts, when they could be counted.
  public var allocations: [Int]
  /// Whether any step of this kind waited for a task or a timer.
  public var awaited: Bool
}
