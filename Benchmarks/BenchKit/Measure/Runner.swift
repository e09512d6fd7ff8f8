import Comparison
import Services

/// Runs `pattern-bench`'s suites and gathers their figures: each scenario counted (one cold run
/// per arm), then timed in rounds that pass over the selection, each after a warm-up, the arms
/// in a balanced order. "The method" in `HowPatternBenchMeasures.md` (Comparison.docc) says why.
@MainActor
struct BenchRunner {
  let study: Study
  /// The micro benchmarks of the `signals` suite, if the study gives some.
  var micro: [MicroBenchmark] = []
  var options: BenchOptions
  /// Counts allocations on the main thread, when the host can.
  var allocationCounter: (@Sendable () -> Int)?
  var progress: (any BenchProgress)?
  /// Runs a timed round of every selected scenario but `skipping` (by id) in a fresh process, or
  /// returns `nil` so that it runs here.
  var roundExecutor: (@MainActor (_ round: Int, _ skipping: [String]) async -> RoundSamples?)?
  /// Makes a micro run in a fresh process, or returns `nil` so that it is made here.
  var microExecutor: (@MainActor (_ run: Int) async -> MicroRun?)?
  /// The clock every step is timed with; a test injects a coarser one.
  var clock = StepClock.continuous
  /// The arms to run, the reference first.
  var arms: [Arm] { study.arms }

  var scenarios: [Scenario] {
    study.scenarios(sizes: options.sizes).filter { selects($0.name, $0.screen.rawValue) }
  }

  /// The micro benchmarks the options select, and always the floor (added first when missing):
  /// every ratio divides by it.
  var microBenchmarks: [MicroBenchmark] {
    let all = micro.isEmpty || micro.contains { $0.id == .closureCall } ? micro : [.floor] + micro
    return all.filter { $0.id == .closureCall || selects($0.name, "signals") }
  }

  /// Whether one of `names` contains the `--filter`, ignoring case, or there is none.
  private func selects(_ names: String...) -> Bool {
    guard let filter = options.filter?.lowercased() else { return true }
    return names.contains { $0.lowercased().contains(filter) }
  }

  /// Whether the options select no scenario and no micro benchmark but the floor, with a
  /// filter (which does not narrow the code suite) or without the code suite.
  var selectsNothing: Bool {
    let scenarios = options.suites.contains(.scenarios) && !scenarios.isEmpty
    let micro =
      options.suites.contains(.signals) && !options.countsOnly && microBenchmarks.count > 1
    return !scenarios && !micro && (options.filter != nil || !options.suites.contains(.code))
  }

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
    // At most about half a second a scenario, and hundreds of samples where runs are cheap.
    let base =
      switch scenario.size {
      case 100_000...: 10
      case 10_000...: 20
      case 1_000...: 60
      default: 300
      }
    return options.quick ? max(options.repeats, base / 20) : base
  }

  /// Counts every scenario, then times round 1 of all, round 2 of all…: a busy moment then
  /// falls on one round of a scenario, which the median of round medians discards.
  private func runScenarios(_ selected: [Scenario], floor: Int?, tick: Int?) async
    -> (scenarios: [ScenarioResult], initialRenders: [ScreenInitialRender])
  {
    let start = ContinuousClock.now
    let rounds = options.countsOnly ? 0 : options.repeats
    progress?.begin(suite: "scenarios", total: selected.count * (rounds + 1))
    var states: [ScenarioState] = []
    for (index, scenario) in selected.enumerated() {
      progress?.advance(to: index, name: "\(scenario.id): counting")
      states.append(await count(scenario))
    }
    // A worker times every selected scenario: with one that failed counting, rounds run here.
    let counted = states.allSatisfy { $0.comparison?.failures.isEmpty ?? true }
    for round in 0..<rounds { await timeRound(round, &states, inWorker: counted) }
    progress?.end(suite: "scenarios", seconds: (ContinuousClock.now - start).seconds)
    // The figures' bootstrap is most of what a run does after its last round: on every core.
    let figures = await states.map { ($0.scenario.id, $0.samples) }.concurrentMap {
      id, samples in samples.figures(scenario: id, floor: floor, tick: tick)
    }
    let renders = await initialRenders(of: states, floor: floor, tick: tick)
    return (zip(states, figures).map { result(of: $0, actions: $1) }, renders)
  }

  /// Times round `round` of every scenario, in a worker when `inWorker` and one answers.
  private func timeRound(_ round: Int, _ states: inout [ScenarioState], inWorker: Bool) async {
    // Progress counts every scenario's counting, then every round of each.
    let (first, rounds) = (states.count * (round + 1), options.repeats)
    if let roundExecutor, inWorker {
      progress?.advance(to: first, name: "round \(round + 1) of \(rounds), in a fresh process")
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
        return
      }
    }
    for index in states.indices {
      progress?.advance(
        to: first + index, name: "\(states[index].scenario.id): round \(round + 1) of \(rounds)")
      await time(&states[index], round: round)
    }
  }

  /// Each screen's initial render, pooled over the scenarios of that screen.
  private func initialRenders(of states: [ScenarioState], floor: Int?, tick: Int?) async
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
      // Every scenario opens its screen alike: an arm's first counted run says what it bound.
      let runs = tables.compactMap(\.comparison).flatMap(\.runs)
      let boundOutputs = Dictionary(
        runs.map { ($0.arm.id, $0.boundOutputs) }, uniquingKeysWith: { first, _ in first })
      return ScreenInitialRender(
        screen: screen, scenarios: tables.count, figure: figure,
        boundOutputs: boundOutputs.isEmpty ? nil : boundOutputs)
    }
  }

  /// Runs round `round` of every selected scenario but `skipping` here: a worker's work for
  /// ``roundExecutor``, the counting left to its parent.
  func runRound(_ round: Int, skipping: [String] = []) async -> RoundSamples {
    let start = ContinuousClock.now
    let selected = scenarios.filter { !skipping.contains($0.id) }
    let suite = "round \(round + 1) of \(options.repeats)"
    progress?.begin(suite: suite, total: selected.count)
    var samples = RoundSamples()
    for (index, scenario) in selected.enumerated() {
      progress?.advance(to: index, name: scenario.id)
      // Every scenario times its initial render at least, so it has timed steps.
      var state = ScenarioState(
        scenario: scenario, comparison: nil,
        samples: SampleTable(arms: arms(of: scenario), repeats: options.repeats),
        iterations: iterations(for: scenario))
      guard round < state.rounds else { continue }
      await time(&state, round: round)
      if let failure = state.timedFailure {
        samples.failures[scenario.id] = failure
      } else {
        samples.scenarios[scenario.id] = state.samples.samples(ofRound: round)
      }
    }
    progress?.end(suite: suite, seconds: (ContinuousClock.now - start).seconds)
    return samples
  }

  /// What one scenario has gathered so far.
  struct ScenarioState {
    let scenario: Scenario
    /// The counting runs; `nil` in a worker, which only times.
    let comparison: ScenarioComparison?
    var samples: SampleTable
    /// Timed runs per arm over all rounds: 0 when the scenario times nothing.
    let iterations: Int
    /// Why a timed run stopped, naming the round.
    var timedFailure: String?
    var rounds: Int { min(samples.repeats, iterations) }
    /// Timed runs per arm in each of `rounds` (fewer than `repeats` when it has fewer
    /// iterations), after `warmupPerRound`: a fifth, at least one.
    var perRound: Int {
      iterations == 0 ? 0 : Int((Double(iterations) / Double(rounds)).rounded(.up))
    }
    var warmupPerRound: Int { perRound == 0 ? 0 : max(1, perRound / 5) }

    /// Records `failure` and drops every sample: the rounds that survived would hide the slow.
    mutating func failTiming(_ failure: String) {
      timedFailure = failure
      samples.dropTimings()
    }
  }

  /// Counts `scenario`: one cold, untimed run per arm for parity, exact counts and call names.
  private func count(_ scenario: Scenario) async -> ScenarioState {
    let comparison = await scenarioRunner.compare(scenario, arms: arms(of: scenario))
    var samples = SampleTable(arms: arms(of: scenario), repeats: options.repeats)
    for run in comparison.runs { samples.noteKinds(of: run) }
    // NB: one that failed counting is not timed: its figures would mean nothing, and a screen
    // that never settles would hang every round.
    let timed = comparison.failures.isEmpty && comparison.runs.contains { !$0.samples.isEmpty }
    return ScenarioState(
      scenario: scenario, comparison: comparison, samples: samples,
      iterations: timed ? iterations(for: scenario) : 0)
  }

  /// A warm-up, discarded, then one timed round, each iteration's arms in a balanced order.
  private func time(_ state: inout ScenarioState, round: Int) async {
    guard state.perRound > 0, round < state.rounds, state.timedFailure == nil else { return }
    let runner = scenarioRunner
    let runs = state.warmupPerRound + state.perRound
    let scenarioArms = arms(of: state.scenario)
    for iteration in 0..<runs {
      // Numbered across the rounds, which each run the same number, here or in a worker.
      let turn = round * runs + iteration
      for index in Self.order(ofArms: scenarioArms.count, turn: turn) {
        let run = await runner.run(state.scenario, on: scenarioArms[index], logsCallNames: false)
        if let failure = Self.timedFailure(
          of: run, in: state.scenario.id, round: round, of: state.rounds)
        {
          state.failTiming(failure)
          return
        }
        if iteration >= state.warmupPerRound { state.samples.add(run, round: round) }
      }
      // Between runs, never inside a timed step: a long round shows that it moves.
      progress?.update(done: iteration + 1, of: runs)
    }
  }

  /// What a timed run that stopped or leaked says, naming the round (`mvvm stopped in
  /// profile.load@0 at step "appear" in timed round 2 of 25: …`); `nil` for a good run.
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

  private func result(of state: ScenarioState, actions: [ActionResult]) -> ScenarioResult {
    let failures = (state.comparison?.failures ?? []) + [state.timedFailure].compactMap { $0 }
    let timed = state.timedFailure == nil
    let tally = { (names: [String]?) in names?.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
    var counts: [String: ArmCounts] = [:]
    for run in state.comparison?.runs ?? [] {
      counts[run.arm.id] = ArmCounts(
        initialRender: run.initialRenderCounts, actions: run.actionCounts,
        initialRenderCalls: tally(run.callNames?.initialRender) ?? [:],
        actionCalls: tally(run.callNames?.actions) ?? [:], leaks: run.leaks)
    }
    let scenario = state.scenario
    return ScenarioResult(
      screen: scenario.screen, name: scenario.name, size: scenario.size,
      parity: failures.isEmpty, parityFailures: failures,
      iterations: timed ? state.perRound * state.rounds : 0, rounds: timed ? state.rounds : 0,
      warmup: timed ? state.warmupPerRound * state.rounds : 0, arms: counts, actions: actions)
  }

  /// The order in which iteration `turn` runs `count` arms: a row of a Williams square, each
  /// cycle's rows shuffled by a seed, so that each arm runs right after each other equally often.
  ///
  /// NB: an arm finds warm what the arm before ran; a rotation moved ratios by up to 17 % ("The
  /// method" in `HowPatternBenchMeasures.md` has the figures).
  nonisolated static func order(ofArms count: Int, turn: Int) -> [Int] {
    // One arm (or none, which a study that runs never has) has one order.
    guard count > 1 else { return Array(0..<count) }
    // 0, n-1, 1, n-2…: its steps differ mod n, so its shifts hold every ordered pair once (an
    // odd count needs the mirrored rows too).
    let first = (0..<count).map { $0 % 2 == 0 ? $0 / 2 : count - 1 - $0 / 2 }
    let rows = count % 2 == 0 ? count : 2 * count
    var generator = SplitMix64(seed: UInt64(turn / rows))
    let row = Array(0..<rows).shuffled(using: &generator)[turn % rows]
    let order = first.map { ($0 + row) % count }
    return row < count ? order : order.reversed()
  }

  /// The latency of an empty action through the same measuring path, warmed up first.
  private func measureFloor() async -> LatencyFigure? {
    let floor = ScreenScenario<Void, EmptyDriver>("floor") { open, context in
      _ = try open(())
      for _ in 0..<100 { try await context.step("nothing") {} }
    }
    let scenario = ScreenDefinition(
      "floor", drivers: [arms[0]: { _ in EmptyDriver() }], scenarios: []
    ).scenario(floor)
    var runner = ScenarioRunner()
    runner.clock = clock
    _ = await runner.run(scenario, on: arms[0], logsCallNames: false)
    var rounds: [[Int]] = []
    for _ in 0..<options.repeats {
      rounds.append(await runner.run(scenario, on: arms[0], logsCallNames: false).latencies)
    }
    return LatencyFigure(rounds: rounds, seed: "floor".seed)
  }

  private var microRunner: MicroRunner {
    MicroRunner(
      roundDuration: .milliseconds(options.quick ? 4 : 15), rounds: options.quick ? 1 : 8,
      allocationCounter: allocationCounter, waitLimit: options.waitLimit)
  }

  /// Makes ``MicroRunner/runs`` runs of the selected micro benchmarks and combines them.
  private func runMicro() async -> [MicroResult] {
    let start = ContinuousClock.now
    let benchmarks = microBenchmarks
    let runs = MicroRunner.runs
    progress?.begin(suite: "signals", total: runs * benchmarks.count)
    var measured: [MicroRun] = []
    for run in 0..<runs {
      let first = run * benchmarks.count
      if let microExecutor {
        progress?.advance(to: first, name: "run \(run + 1) of \(runs), in a fresh process")
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
          progress?.advance(to: first + index, name: "\(name): run \(run + 1) of \(runs)")
        })
    }
    progress?.end(suite: "signals", seconds: (ContinuousClock.now - start).seconds)
    return MicroRunner.results(of: benchmarks, runs: measured)
  }

  /// Makes run `run` of the selected micro benchmarks here: a worker's work.
  func runMicroRun(_ run: Int) -> MicroRun {
    let start = ContinuousClock.now
    let benchmarks = microBenchmarks
    let suite = "micro run \(run + 1) of \(MicroRunner.runs)"
    progress?.begin(suite: suite, total: benchmarks.count)
    let measured = microRunner.measureRun(benchmarks) { index, name in
      progress?.advance(to: index, name: name)
    }
    progress?.end(suite: suite, seconds: (ContinuousClock.now - start).seconds)
    return measured
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

extension Array where Element: Sendable {
  /// `transform` of each element, in order, each in a task of its own to share the cores.
  func concurrentMap<Result: Sendable>(
    _ transform: @escaping @Sendable (Element) -> Result
  ) async -> [Result] {
    await withTaskGroup(of: (Int, Result).self) { group in
      for (index, element) in enumerated() { group.addTask { (index, transform(element)) } }
      var results = [Result?](repeating: nil, count: count)
      for await (index, result) in group { results[index] = result }
      return results.map { $0! }
    }
  }
}
