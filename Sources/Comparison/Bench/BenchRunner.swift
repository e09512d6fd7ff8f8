/// Runs `pattern-bench`'s suites and gathers their figures.
///
/// Each scenario runs once per pattern to record snapshots, counts and parity, then
/// `iterations` more times per pattern, alternating the patterns so that drift in the machine
/// affects both alike, to collect latency and allocation samples.
@MainActor
public struct BenchRunner {
  /// The validated options.
  public var options: BenchOptions
  /// Counts allocations on the main thread, when the host can.
  public var allocationCounter: (@Sendable () -> Int)?
  /// Where progress goes.
  public var progress: (any BenchProgress)?

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
      quick: options.quick, date: BuildInfo.now(), machine: BuildInfo.machine)
    if options.suites.contains(.scenarios) {
      let selected = scenarios
      if !selected.isEmpty {
        results.latencyFloorNs = await measureFloor()
        results.scenarios = await runScenarios(selected)
      }
    }
    if options.suites.contains(.signals) {
      results.micro = runMicro()
    }
    return results
  }

  /// How many latency runs a scenario gets per pattern.
  func iterations(for scenario: Scenario) -> Int {
    if let iterations = options.iterations { return iterations }
    // About a second per scenario at most on 2 cores, and over 500 samples where runs are
    // cheap, so that p99 means something.
    let base =
      switch scenario.size {
      case 100_000...: 5
      case 10_000...: 20
      case 1_000...: 60
      default: 500
      }
    return options.quick ? max(1, base / 25) : base
  }

  private func runScenarios(_ selected: [Scenario]) async -> [ScenarioResult] {
    let clock = ContinuousClock()
    let start = clock.now
    progress?.begin(suite: "scenarios", total: selected.count)
    let runner = ScenarioRunner(allocationCounter: allocationCounter)
    var results: [ScenarioResult] = []
    for (index, scenario) in selected.enumerated() {
      progress?.advance(to: index, name: scenario.id)
      let comparison = await runner.compare(scenario)
      var latencies: [Pattern: [Int]] = [:]
      var allocations: [Pattern: [Int]] = [:]
      for pattern in Pattern.allCases {
        latencies[pattern] = comparison[pattern]?.latencies ?? []
        allocations[pattern] = comparison[pattern]?.samples.compactMap(\.allocations) ?? []
      }
      for _ in 0..<iterations(for: scenario) {
        for pattern in Pattern.allCases {
          let run = await runner.run(scenario, on: pattern)
          latencies[pattern, default: []] += run.latencies
          allocations[pattern, default: []] += run.samples.compactMap(\.allocations)
        }
      }
      var patterns: [String: PatternResult] = [:]
      for pattern in Pattern.allCases {
        guard let run = comparison[pattern] else { continue }
        let samples = latencies[pattern] ?? []
        let counted = allocations[pattern] ?? []
        patterns[pattern.rawValue] = PatternResult(
          viewCalls: run.counts.viewCalls,
          widgetWrites: run.counts.widgetWrites,
          redundantWrites: run.counts.redundantWrites,
          latencyNs: LatencySummary(samples: samples),
          allocations: counted.isEmpty ? nil : Double(LatencySummary(samples: counted).p50),
          samples: samples.count,
          leaks: run.leaks
        )
      }
      let failure = comparison.parityFailure
      results.append(
        ScenarioResult(
          screen: scenario.screen.rawValue, name: scenario.name, size: scenario.size,
          synchronous: false, parity: failure == nil,
          parityFailure: failure?.description, patterns: patterns))
    }
    progress?.end(suite: "scenarios", seconds: (clock.now - start).seconds)
    return results
  }

  /// The latency of an empty action through the same measuring path.
  private func measureFloor() async -> LatencySummary {
    let scenario = Scenario(screen: .login, name: "floor", size: 0) { _, context in
      context.open { EmptyDriver() }
      for _ in 0..<200 {
        await context.step("nothing") {}
      }
    }
    let run = await ScenarioRunner().run(scenario, on: .mvp)
    return LatencySummary(samples: run.latencies)
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

/// A screen with nothing on it, for measuring the floor of the latency path.
@MainActor
private final class EmptyDriver: ScreenDriver {
  let counters = ViewCounters()
  func snapshot() -> ScreenSnapshot { ScreenSnapshot(screen: "Empty", elements: []) }
  func close() {}
  var lifetimeProbes: [AnyObject] { [] }
}
