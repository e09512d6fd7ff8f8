/// Everything one `pattern-bench` run measured; its JSON form is a contract other tools read.
///
/// Keys may be added in later schemas; the ones DESIGN.md lists are never renamed.
public struct BenchResults: Sendable, Codable, Equatable {
  /// The version of this format.
  public var schema = 1
  /// The Swift toolchain that built the benchmark.
  public var toolchain: String
  /// `release` or `debug`.
  public var configuration: String
  /// Whether this was a `--quick` run.
  public var quick: Bool
  /// When the run started, ISO 8601.
  public var date: String
  /// The machine, as far as the process can tell (system, architecture, processor count).
  public var machine: String
  /// The latency of an empty action through the same measuring path: the floor of the
  /// latency figures, in nanoseconds.
  public var latencyFloorNs: LatencySummary?
  /// One entry per scenario.
  public var scenarios: [ScenarioResult]
  /// The micro benchmark rows, `closure call` (the floor) first.
  public var micro: [MicroResult]

  /// Creates results.
  public init(
    toolchain: String, configuration: String, quick: Bool, date: String, machine: String,
    latencyFloorNs: LatencySummary? = nil, scenarios: [ScenarioResult] = [],
    micro: [MicroResult] = []
  ) {
    self.toolchain = toolchain
    self.configuration = configuration
    self.quick = quick
    self.date = date
    self.machine = machine
    self.latencyFloorNs = latencyFloorNs
    self.scenarios = scenarios
    self.micro = micro
  }

  /// The scenarios whose patterns showed different screens.
  public var parityFailures: [ScenarioResult] {
    scenarios.filter { !$0.parity }
  }
}

/// One scenario's figures for each pattern.
public struct ScenarioResult: Sendable, Codable, Equatable {
  /// `UserList`, `DogList`, `BookSearch`, `Login` or `Profile`.
  public var screen: String
  /// The scenario's name, e.g. `login.wrong-credentials`.
  public var name: String
  /// Rows, keystrokes or records; 0 when the scenario has no size.
  public var size: Int
  /// Whether every action settles synchronously (no service call, no timer).
  public var synchronous: Bool
  /// Whether both patterns showed the same screen after every step.
  public var parity: Bool
  /// The first difference, drawn, when `parity` is false.
  public var parityFailure: String?
  /// The figures per pattern, keyed `mvvm` and `mvp`.
  public var patterns: [String: PatternResult]

  /// Creates a result.
  public init(
    screen: String, name: String, size: Int, synchronous: Bool, parity: Bool,
    parityFailure: String? = nil, patterns: [String: PatternResult]
  ) {
    self.screen = screen
    self.name = name
    self.size = size
    self.synchronous = synchronous
    self.parity = parity
    self.parityFailure = parityFailure
    self.patterns = patterns
  }

  /// The figures of `pattern`.
  public subscript(pattern: Pattern) -> PatternResult? {
    patterns[pattern.rawValue]
  }
}

/// One pattern's figures for one scenario.
public struct PatternResult: Sendable, Codable, Equatable {
  /// Crossings from presentation logic into the view over the whole scenario.
  public var viewCalls: Int
  /// Widget property writes over the whole scenario.
  public var widgetWrites: Int
  /// Writes that stored the value already there.
  public var redundantWrites: Int
  /// The latency of one measured action, from its start until the view settled.
  public var latencyNs: LatencySummary
  /// Heap allocations per measured action (median over the runs), when they can be counted.
  public var allocations: Double?
  /// How many latency samples the summary is made of.
  public var samples: Int
  /// Screen objects still alive after the screen closed (should be empty).
  public var leaks: [String]

  /// Creates figures.
  public init(
    viewCalls: Int, widgetWrites: Int, redundantWrites: Int, latencyNs: LatencySummary,
    allocations: Double?, samples: Int, leaks: [String] = []
  ) {
    self.viewCalls = viewCalls
    self.widgetWrites = widgetWrites
    self.redundantWrites = redundantWrites
    self.latencyNs = latencyNs
    self.allocations = allocations
    self.samples = samples
    self.leaks = leaks
  }
}

/// Percentiles of latency samples, in nanoseconds.
public struct LatencySummary: Sendable, Codable, Equatable {
  /// The median.
  public var p50: Int
  /// The 90th percentile.
  public var p90: Int
  /// The 99th percentile.
  public var p99: Int
  /// The slowest sample.
  public var max: Int

  /// Creates a summary.
  public init(p50: Int, p90: Int, p99: Int, max: Int) {
    self.p50 = p50
    self.p90 = p90
    self.p99 = p99
    self.max = max
  }

  /// Summarises `samples` by nearest rank; all zero when there are none.
  public init(samples: [Int]) {
    let sorted = samples.sorted()
    func percentile(_ fraction: Double) -> Int {
      guard !sorted.isEmpty else { return 0 }
      let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
      return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank))]
    }
    self.init(
      p50: percentile(0.5), p90: percentile(0.9), p99: percentile(0.99), max: sorted.last ?? 0)
  }
}
