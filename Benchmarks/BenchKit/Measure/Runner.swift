import Comparison
import Services

/// Runs `pattern-bench`'s suites and gathers their figures.
///
/// Each scenario runs in three stages, on every arm alike:
/// 1. **counting**: one run per arm records snapshots (parity), exact counts per phase and the
///    names of the view calls; it is cold, so it is never timed;
/// 2. **warm-up**: before each round, a few runs per arm, interleaved, whose samples are
///    discarded;
/// 3. **timed rounds**: `repeats` independent rounds, run as passes over every selected
///    scenario (round 1 of all, then round 2 of all…), so a scenario's rounds lie seconds apart;
///    in each, every iteration runs every arm once, in a balanced order
///    (``order(ofArms:turn:)``): each arm runs right after each other arm equally often, and
///    drift in the machine affects every arm alike.
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
struct BenchRunner {
  /// The arms and screens to measure.
  let study: Study
  /// The micro benchmarks of the `signals` suite, the floor (a closure call) first; none
  /// unless the study gives some.
  let micro: [MicroBenchmark]
  /// The validated options.
  var options: BenchOptions
  /// Counts allocations on the main thread, when the host can.
  var allocationCounter: (@Sendable () -> Int)?
  /// Where progress goes.
  var progress: (any BenchProgress)?
  /// The arms to run, the reference first.
  var arms: [Arm] { study.arms }
  /// Runs one timed round of every selected scenario but those `skipping` names (by id: they
  /// failed a timed run already) somewhere else, in a fresh process, and returns its samples,
  /// or `nil` when it could not (the round then runs in this process).
  ///
  /// A process fixes things that no statistic within it can vary (where the heap and the code
  /// landed, which core it started on); a fresh one per round samples them like any other
  /// noise. `pattern-bench` sets this; without it every round runs in this process.
  var roundExecutor: (@MainActor (_ round: Int, _ skipping: [String]) async -> RoundSamples?)?
  /// Makes one run of the micro benchmarks somewhere else, in a fresh process, and returns
  /// its measurements, or `nil` when it could not (the run is then made in this process); see
  /// ``MicroRunner``. `pattern-bench` sets this, as ``roundExecutor``.
  var microExecutor: (@MainActor (_ run: Int) async -> MicroRun?)?
  /// The clock every step is timed with, and whose tick the run measures first (see
  /// ``ClockTick``); a test injects a coarser one.
  var clock = StepClock.continuous

  /// Creates a runner of `study` and, in the `signals` suite, of `micro` (the floor, a closure
  /// call, is added first when it is missing: every ratio divides by it).
  init(
    study: Study,
    micro: [MicroBenchmark] = [],
    options: BenchOptions,
    allocationCounter: (@Sendable () -> Int)? = nil,
    progress: (any BenchProgress)? = nil
  ) {
    self.study = study
    self.micro =
      micro.isEmpty || micro.contains(where: { $0.id == .closureCall })
      ? micro : [.floor] + micro
    self.options = options
    self.allocationCounter = allocationCounter
    self.progress = progress
  }

  /// The scenarios the options select.
  var scenarios: [Scenario] {
    study.scenarios(sizes: options.sizes).filter { scenario in
      guard let filter = options.filter?.lowercased() else { return true }
      return scenario.name.lowercased().contains(filter)
        || scenario.screen.rawValue.lowercased().contains(filter)
    }
  }

  /// The micro benchmarks the options select.
  var microBenchmarks: [MicroBenchmark] {
    micro.filter { benchmark in
      guard let filter = options.filter?.lowercased() else { return true }
      // The floor always runs: every ratio divides by it.
      return benchmark.id == .closureCall
        || benchmark.name.lowercased().contains(filter) || "signals".contains(filter)
    }
  }

  /// Whether the options select nothing to run: no scenario in the scenarios suite and no
  /// benchmark but the floor in the signals suite, when a filter was given (which does not
  /// narrow the code suite) or no code suite runs.
  var selectsNothing: Bool {
    let scenarios = options.suites.contains(.scenarios) && !scenarios.isEmpty
    let micro =
      options.suites.contains(.signals) && !options.countsOnly && microBenchmarks.count > 1
    return !scenarios && !micro && (options.filter != nil || !options.suites.contains(.code))
  }

  /// Runs the selected suites.
  func run() async -> BenchResults {
    var results = BenchResults(
      toolchain: BuildInfo.toolchain(), configuration: BuildInfo.configuration,
      quick: options.quick, date: BuildInfo.now(), machine: BuildInfo.machine,
      cpu: BuildInfo.cpuModel, cores: BuildInfo.cores, coreKinds: BuildInfo.coreKinds,
      allocationsCounted: allocationCounter != nil, commit: BuildInfo.commit(),
      repeats: options.repeats, reference: arms[0].id, arms: arms.map(ArmInfo.init))
    // The tick decides which differences the figures may call (see ClockTick).
    let tick = options.countsOnly ? nil : ClockTick.measure(clock)
    results.clockTickNs = tick
    if options.suites.contains(.scenarios), case let selected = scenarios, !selected.isEmpty {
      let floor = options.countsOnly ? nil : await measureFloor()
      results.latencyFloorNs = floor
      (results.scenarios, results.initialRenders) = await runScenarios(
        selected, floor: floor?.p50, tick: tick)
    }
    // A study without micro benchmarks has no signals suite to run, nor to report as run.
    if options.suites.contains(.signals), !options.countsOnly, !microBenchmarks.isEmpty {
      results.micro = await runMicro()
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
    // A worker times every selected scenario: with one that failed its counting run, the
    // rounds run here, where it is left out.
    let allCounted = states.allSatisfy { $0.comparison?.failures.isEmpty ?? true }
    for round in 0..<rounds {
      if let roundExecutor, allCounted {
        progress?.advance(
          to: progressIndex, name: "round \(round + 1) of \(rounds), in a fresh process")
        let skipping = states.filter { $0.timedFailure != nil }.map(\.scenario.id)
        if let samples = await roundExecutor(round, skipping) {
          for index in states.indices where states[index].timedFailure == nil {
            let id = states[index].scenario.id
            if let failure = samples.failures[id] {
              states[index].failTiming(failure)
            } else {
              states[index].samples.add(samples.scenarios[id] ?? [:], round: round)
            }
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
    // The figures' bootstrap is most of what a run does after its last round: on every core.
    let figures = await states.map { ($0.scenario.id, $0.samples) }.concurrentMap {
      id, samples in samples.figures(scenario: id, floor: floor, tick: tick)
    }
    return (
      zip(states, figures).map { result(of: $0, actions: $1) },
      await initialRenders(of: states, floor: floor, tick: tick)
    )
  }

  /// Each screen's initial render, pooled over the scenarios of that screen.
  func initialRenders(of states: [ScenarioState], floor: Int?, tick: Int?) async
    -> [ScreenInitialRender]
  {
    let screens = study.screens.map(\.screen)
    let pooled = screens.map { screen in
      SampleTable.pooledInitialRenders(
        states.filter { $0.scenario.screen == screen }.map(\.samples))
    }
    let figures = await Array(zip(screens, pooled)).concurrentMap { screen, pooled in
      pooled?.figures(scenario: screen.rawValue, floor: floor, tick: tick).first
    }
    return zip(screens, figures).compactMap { screen, figure in
      guard let figure else { return nil }
      let tables = states.filter { $0.scenario.screen == screen }
      // Every scenario of a screen opens it the same way; the first counted run of each arm
      // says how many outputs it bound.
      let runs = tables.compactMap(\.comparison).flatMap(\.runs)
      let boundOutputs = Dictionary(
        runs.map { ($0.arm.id, $0.boundOutputs) }, uniquingKeysWith: { first, _ in first })
      return ScreenInitialRender(
        screen: screen, scenarios: tables.count, figure: figure,
        boundOutputs: boundOutputs.isEmpty ? nil : boundOutputs)
    }
  }

  /// Runs round `round` of every selected scenario but those `skipping` names (by id) in this
  /// process and returns its samples, and the failure of each scenario a run of which
  /// stopped: what a worker process does for ``roundExecutor``. Each scenario is warmed up and
  /// timed as in a full run; the counting is the parent's.
  func runRound(_ round: Int, skipping: [String] = []) async -> RoundSamples {
    let clock = ContinuousClock()
    let start = clock.now
    let selected = scenarios.filter { !skipping.contains($0.id) }
    let suite = "round \(round + 1) of \(options.repeats)"
    progress?.begin(suite: suite, total: selected.count)
    var samples = RoundSamples()
    for (index, scenario) in selected.enumerated() {
      progress?.advance(to: index, name: scenario.id)
      // Every scenario times its initial render at least, so it has timed steps.
      var state = plan(
        scenario, comparison: nil,
        samples: SampleTable(arms: arms(of: scenario), repeats: options.repeats), timed: true)
      guard round < state.rounds else { continue }
      await time(&state, round: round)
      if let failure = state.timedFailure {
        samples.failures[scenario.id] = failure
      } else {
        samples.scenarios[scenario.id] = state.samples.samples(ofRound: round)
      }
    }
    progress?.end(suite: suite, seconds: (clock.now - start).seconds)
    return samples
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
    /// Why a run of a timed round (its warm-up included) stopped, naming the arm, the step and
    /// the round; the scenario is then timed no further, its samples are dropped (the rounds
    /// that survived would hide the slow ones that did not) and the run fails as a failed
    /// counting run does.
    var timedFailure: String?

    /// Records `failure` and drops every sample taken.
    mutating func failTiming(_ failure: String) {
      timedFailure = failure
      samples.dropTimings()
    }
  }

  /// 1. Counting: one cold, untimed run per arm for parity, exact counts and call names.
  private func count(_ scenario: Scenario) async -> ScenarioState {
    let comparison = await scenarioRunner.compare(scenario, arms: arms(of: scenario))
    var samples = SampleTable(arms: arms(of: scenario), repeats: options.repeats)
    for run in comparison.runs {
      samples.noteKinds(of: run)
    }
    // A scenario that failed its counting run (a stop, a parity break, a leak) is not timed:
    // its figures would mean nothing, and a screen that never settles would hang every round.
    let hasTimedSteps = comparison.runs.contains { !$0.samples.isEmpty }
    return plan(
      scenario, comparison: comparison, samples: samples,
      timed: hasTimedSteps && comparison.failures.isEmpty)
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

  /// 2. A warm-up, discarded, then 3. one timed round, the arms interleaved in a balanced
  /// order (``order(ofArms:turn:)``).
  private func time(_ state: inout ScenarioState, round: Int) async {
    guard state.perRound > 0, round < state.rounds, state.timedFailure == nil else { return }
    let runner = scenarioRunner
    let runs = state.warmupPerRound + state.perRound
    let scenarioArms = arms(of: state.scenario)
    for iteration in 0..<runs {
      // Numbered across the rounds, which each run the same number, here or in a worker.
      let turn = round * runs + iteration
      for index in Self.order(ofArms: scenarioArms.count, turn: turn) {
        let arm = scenarioArms[index]
        let run = await runner.run(state.scenario, on: arm, logsCallNames: false)
        if let failure = Self.timedFailure(
          of: run, in: state.scenario.id, round: round, of: state.rounds)
        {
          state.failTiming(failure)
          return
        }
        if iteration >= state.warmupPerRound {
          state.samples.add(run, round: round)
        }
      }
      // Between runs, never inside a timed step: a long round shows that it moves.
      progress?.update(done: iteration + 1, of: runs)
    }
  }

  /// What a timed run that stopped or leaked says, as its counting run would, naming the
  /// round: `mvvm stopped in profile.load@0 at step "appear" in timed round 2 of 25: …`;
  /// `nil` for a run that ran its whole script and left nothing alive.
  nonisolated static func timedFailure(
    of run: ScenarioRun, in scenario: String, round: Int, of rounds: Int
  ) -> String? {
    let timed = "in timed round \(round + 1) of \(rounds)"
    if let failure = run.failure {
      let place =
        failure.step.map { "\(failure.isDuringStep ? "at" : "after") step \"\($0)\"" }
        ?? "before the screen opened"
      return "\(failure.arm) stopped in \(failure.scenario) \(place) \(timed): \(failure.reason)"
    }
    guard !run.leaks.isEmpty else { return nil }
    return "\(run.arm.id) leaked in \(scenario) \(timed): "
      + "\(run.leaks.joined(separator: ", ")) still alive after the screen closed and its driver "
      + "was released"
  }

  /// The arms of the study that `scenario`'s screen is written in, the reference first.
  func arms(of scenario: Scenario) -> [Arm] {
    arms.filter(scenario.arms.contains)
  }

  private var scenarioRunner: ScenarioRunner {
    var runner = ScenarioRunner(allocationCounter: allocationCounter)
    runner.injectedDelays = options.injectedDelays
    runner.clock = clock
    runner.waitLimit = options.waitLimit
    return runner
  }

  /// What one scenario has gathered, given the figures of its samples.
  private func result(of state: ScenarioState, actions: [ActionResult]) -> ScenarioResult {
    let failures = (state.comparison?.failures ?? []) + [state.timedFailure].compactMap { $0 }
    let timed = state.timedFailure == nil
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
      parity: failures.isEmpty, parityFailures: failures,
      iterations: timed ? state.perRound * state.rounds : 0, rounds: timed ? state.rounds : 0,
      warmup: timed ? state.warmupPerRound * state.rounds : 0, arms: counts,
      actions: actions)
  }

  /// The order in which iteration `turn` runs `count` arms, by index: a row of a Williams
  /// square, so that within every cycle of `count` iterations (twice as many for an odd count)
  /// each arm runs right after each other arm equally often; the cycle's rows come in a
  /// shuffled order (seeded by the cycle, so a run repeats), which also varies the arm that
  /// ends one iteration before the next begins.
  ///
  /// NB: an arm finds warm what the arm before it ran, which matters when the two share code
  /// (the same view models, the same renderer). A rotation put every arm after the same
  /// neighbour in all but one iteration in `count`: against MVP, MVVM dedup's initial render
  /// (after MVVM, whose view models and driver it shares) came out 9–13 % cheaper than in
  /// this order, MVVM @Observable's (after MVP @Observable) 10–17 %, MVVM state's 4–9 %, and
  /// MVVM's 2–7 % dearer (three runs of the default scenarios in each order).
  nonisolated static func order(ofArms count: Int, turn: Int) -> [Int] {
    // One arm (or none, which a study that runs never has) has one order.
    guard count > 1 else { return Array(0..<count) }
    // 0, n-1, 1, n-2, 2…: its steps differ mod n, so its shifts hold every ordered pair once
    // (an odd count needs the mirrored rows too).
    let first = (0..<count).map { $0 % 2 == 0 ? $0 / 2 : count - 1 - $0 / 2 }
    let rows = count % 2 == 0 ? count : 2 * count
    var generator = SplitMix64(seed: UInt64(turn / rows))
    let row = Array(0..<rows).shuffled(using: &generator)[turn % rows]
    let order = first.map { ($0 + row) % count }
    return row < count ? order : order.reversed()
  }

  private func tally(_ names: [String]) -> [String: Int] {
    names.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }

  /// The latency of an empty action through the same measuring path, warmed up first.
  private func measureFloor() async -> LatencyFigure? {
    let reference = arms[0]
    let floor = ScreenScenario<Void, EmptyDriver>("floor") { open, context in
      _ = try open(())
      for _ in 0..<100 {
        try await context.step("nothing") {}
      }
    }
    let scenario = ScreenDefinition(
      "floor", drivers: [reference: { _ in EmptyDriver() }], scenarios: []
    )
    .scenario(floor)
    var runner = ScenarioRunner()
    runner.clock = clock
    _ = await runner.run(scenario, on: arms[0], logsCallNames: false)
    var rounds: [[Int]] = []
    for _ in 0..<options.repeats {
      rounds.append(await runner.run(scenario, on: arms[0], logsCallNames: false).latencies)
    }
    return LatencyFigure(rounds: rounds, seed: "floor".seed)
  }

  /// The micro runner for the options: rounds of 15 ms, 8 of each benchmark per run,
  /// interleaved (4 ms and 1 with `--quick`).
  private var microRunner: MicroRunner {
    var runner =
      options.quick
      ? MicroRunner(
        roundDuration: .milliseconds(4), rounds: 1, allocationCounter: allocationCounter)
      : MicroRunner(
        roundDuration: .milliseconds(15), rounds: 8, allocationCounter: allocationCounter)
    runner.waitLimit = options.waitLimit
    return runner
  }

  /// Makes ``MicroRunner/runs`` runs of the selected micro benchmarks, each in a fresh process
  /// when ``microExecutor`` can, and combines them.
  private func runMicro() async -> [MicroResult] {
    let clock = ContinuousClock()
    let start = clock.now
    let benchmarks = microBenchmarks
    let runs = MicroRunner.runs
    progress?.begin(suite: "signals", total: runs * benchmarks.count)
    var measured: [MicroRun] = []
    for run in 0..<runs {
      if let microExecutor {
        progress?.advance(
          to: run * benchmarks.count, name: "run \(run + 1) of \(runs), in a fresh process")
        // A worker measures what this process selected, or its answer is not used.
        if let answer = await microExecutor(run),
          Set(answer.measurements.keys) == Set(benchmarks.map(\.id.rawValue))
        {
          measured.append(answer)
          continue
        }
      }
      measured.append(
        microRunner.measureRun(benchmarks) { index, name in
          progress?.advance(
            to: run * benchmarks.count + index, name: "\(name): run \(run + 1) of \(runs)")
        })
    }
    progress?.end(suite: "signals", seconds: (clock.now - start).seconds)
    return MicroRunner.results(of: benchmarks, runs: measured)
  }

  /// Makes run `run` of the selected micro benchmarks in this process: what a worker process
  /// does for ``microExecutor``.
  func runMicroRun(_ run: Int) -> MicroRun {
    let clock = ContinuousClock()
    let start = clock.now
    let benchmarks = microBenchmarks
    let suite = "micro run \(run + 1) of \(MicroRunner.runs)"
    progress?.begin(suite: suite, total: benchmarks.count)
    let measured = microRunner.measureRun(benchmarks) { index, name in
      progress?.advance(to: index, name: name)
    }
    progress?.end(suite: suite, seconds: (clock.now - start).seconds)
    return measured
  }
}

extension Array where Element: Sendable {
  /// `transform` of each element, in order, each computed in a task of its own, so that the
  /// elements share the cores.
  func concurrentMap<Result: Sendable>(
    _ transform: @escaping @Sendable (Element) -> Result
  ) async -> [Result] {
    await withTaskGroup(of: (Int, Result).self) { group in
      for (index, element) in enumerated() {
        group.addTask { (index, transform(element)) }
      }
      var results = [Result?](repeating: nil, count: count)
      for await (index, result) in group { results[index] = result }
      return results.map { $0! }
    }
  }
}

/// A screen with nothing on it, for measuring the floor of the latency path.
@MainActor
final class EmptyDriver: ScreenDriver {
  let counters = ViewCounters()
  func snapshot() -> ScreenSnapshot { ScreenSnapshot(screen: "Empty", elements: []) }
  func close() {}
  var lifetimeProbes: [AnyObject] { [] }
}
