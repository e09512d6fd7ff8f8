public import Comparison

/// Everything one `pattern-bench` run measured; its JSON form (schema 2) is a contract other
/// tools read.
///
/// Results are keyed by arm id (`mvp`, `mvvm`, `mvvm-dedup`…); ``reference`` names the arm
/// every ratio divides by. A figure that was not measured is `null`, never 0. Keys may be added
/// in later schemas; none is renamed within one.
public struct BenchResults: Sendable, Codable, Equatable {
  /// The version of this format.
  public var schema = 2
  /// The Swift toolchain that built the benchmark, as `swift --version` names it when it can
  /// be asked, otherwise the compiler version the code was built with.
  public var toolchain: String
  /// `release` or `debug`.
  public var configuration: String
  /// Whether this was a `--quick` run.
  public var quick: Bool
  /// When the run started, ISO 8601.
  public var date: String
  /// The operating system and architecture.
  public var machine: String
  /// The processor's model name, when the system says it.
  public var cpu: String?
  /// The processors the process may use.
  public var cores: Int
  /// The kinds of core where the processor has several (Apple silicon), e.g. `10 cores: 4
  /// performance + 6 efficiency`; `null` elsewhere.
  public var coreKinds: String?
  /// Whether allocations were counted: `false` where the platform does not allow the counter
  /// (see ``BenchFormatter``'s provenance for the reason), `null` in results saved before
  /// this key.
  public var allocationsCounted: Bool?
  /// The git commit the benchmark was built from (with `-dirty` when the tree had changes),
  /// when it ran in a git checkout.
  public var commit: String?
  /// Independent timed rounds per scenario: figures are medians of round medians.
  public var repeats: Int
  /// The id of the arm every ratio divides by.
  public var reference: String
  /// Every arm that ran, the reference first.
  public var arms: [ArmInfo]
  /// The tick of the clock that timed the steps, in nanoseconds, measured as the run started
  /// (see ``ClockTick``); `null` when not measured.
  public var clockTickNs: Int?
  /// The latency of an empty action through the same measuring path: the floor that
  /// `p50MinusFloor` subtracts; `null` when no scenario was timed.
  public var latencyFloorNs: LatencyFigure?
  /// One entry per scenario.
  public var scenarios: [ScenarioResult]
  /// Each screen's initial render, timed over every scenario of the screen (the screen renders
  /// empty the same way in each): the figure tables and the summary use.
  public var initialRenders: [ScreenInitialRender] = []
  /// The micro benchmark rows, `closure call` (the floor) first.
  public var micro: [MicroResult]

  /// Creates results.
  public init(
    toolchain: String, configuration: String, quick: Bool, date: String, machine: String,
    cpu: String? = nil, cores: Int = 1, coreKinds: String? = nil,
    allocationsCounted: Bool? = nil, commit: String? = nil, repeats: Int = 1,
    reference: String = Arm.reference.id, arms: [ArmInfo] = Arm.all.map(ArmInfo.init),
    clockTickNs: Int? = nil, latencyFloorNs: LatencyFigure? = nil, scenarios: [ScenarioResult] = [],
    micro: [MicroResult] = []
  ) {
    self.toolchain = toolchain
    self.configuration = configuration
    self.quick = quick
    self.date = date
    self.machine = machine
    self.cpu = cpu
    self.cores = cores
    self.coreKinds = coreKinds
    self.allocationsCounted = allocationsCounted
    self.commit = commit
    self.repeats = repeats
    self.reference = reference
    self.arms = arms
    self.clockTickNs = clockTickNs
    self.latencyFloorNs = latencyFloorNs
    self.scenarios = scenarios
    self.micro = micro
  }

  /// The scenarios in which some arm showed a different screen from the reference.
  public var parityFailures: [ScenarioResult] {
    scenarios.filter { !$0.parity }
  }

  /// The arms other than the reference, in order.
  public var comparedArms: [ArmInfo] {
    arms.filter { $0.id != reference }
  }
}

/// An arm as the results name it.
public struct ArmInfo: Sendable, Codable, Equatable, Hashable {
  /// The stable id, the key of the arm's figures.
  public var id: String
  /// The name tables and charts show.
  public var name: String
  /// What sets the arm apart, in one line.
  public var description: String

  /// Creates the description of `arm`.
  public init(_ arm: Arm) {
    self.init(id: arm.id, name: arm.name, description: arm.summary)
  }

  /// Creates an arm description.
  public init(id: String, name: String, description: String) {
    self.id = id
    self.name = name
    self.description = description
  }
}

/// One scenario's figures for every arm.
public struct ScenarioResult: Sendable, Codable, Equatable {
  /// The screen; JSON names it by its raw value (`UserList`, `DogList`…).
  public var screen: Screen
  /// The scenario's name, e.g. `login.wrong-credentials`.
  public var name: String
  /// Rows, keystrokes or records; 0 when the scenario has no size.
  public var size: Int
  /// Whether every arm showed the reference's screen after every step.
  public var parity: Bool
  /// The first difference of each arm that broke parity, drawn.
  public var parityFailures: [String]
  /// Timed runs per arm, after the warm-up (0 when the scenario has no timed step).
  public var iterations: Int
  /// The timed rounds those runs were split into (fewer than the run's `repeats` when the
  /// scenario has fewer iterations).
  public var rounds: Int
  /// Warm-up runs per arm, discarded.
  public var warmup: Int
  /// The counts of each arm, keyed by arm id.
  public var arms: [String: ArmCounts]
  /// One figure per kind of timed step: the initial render first, then each kind of action.
  public var actions: [ActionResult]

  /// Creates a result.
  public init(
    screen: Screen, name: String, size: Int, parity: Bool, parityFailures: [String] = [],
    iterations: Int = 0, rounds: Int = 0, warmup: Int = 0, arms: [String: ArmCounts],
    actions: [ActionResult] = []
  ) {
    self.screen = screen
    self.name = name
    self.size = size
    self.parity = parity
    self.parityFailures = parityFailures
    self.iterations = iterations
    self.rounds = rounds
    self.warmup = warmup
    self.arms = arms
    self.actions = actions
  }

  /// `name@size`, unique in a run.
  public var id: String { "\(name)@\(size)" }

  /// The name, with the size when it has one.
  public var title: String { size == 0 ? name : "\(name)@\(size)" }

  /// The action figures of the user's actions, the initial render left out.
  public var userActions: [ActionResult] {
    actions.filter { $0.phase == .action }
  }
}

/// One screen's initial render, timed over every scenario of that screen.
public struct ScreenInitialRender: Sendable, Codable, Equatable {
  /// The screen; JSON names it by its raw value (`UserList`, `DogList`…).
  public var screen: Screen
  /// How many scenarios' samples the figure pools.
  public var scenarios: Int
  /// The figures of every arm, as for any other kind of step.
  public var figure: ActionResult

  /// Creates a figure.
  public init(screen: Screen, scenarios: Int, figure: ActionResult) {
    self.screen = screen
    self.scenarios = scenarios
    self.figure = figure
  }
}

/// One arm's counts in one scenario, per phase, and the view calls it made.
public struct ArmCounts: Sendable, Codable, Equatable {
  /// The initial render: building the screen, attach or bind, the first display.
  public var initialRender: ViewCounts
  /// The actions, after the initial render.
  public var actions: ViewCounts
  /// Both phases: view calls.
  public var viewCalls: Int
  /// Both phases: widget writes.
  public var widgetWrites: Int
  /// Both phases: writes that stored the value already there.
  public var redundantWrites: Int
  /// How often each view call was made during the initial render, by name.
  public var initialRenderCalls: [String: Int]
  /// How often each view call was made during the actions, by name.
  public var actionCalls: [String: Int]
  /// Screen objects still alive after the screen closed (should be empty).
  public var leaks: [String]

  /// Creates counts.
  public init(
    initialRender: ViewCounts, actions: ViewCounts, initialRenderCalls: [String: Int] = [:],
    actionCalls: [String: Int] = [:], leaks: [String] = []
  ) {
    self.initialRender = initialRender
    self.actions = actions
    viewCalls = initialRender.viewCalls + actions.viewCalls
    widgetWrites = initialRender.widgetWrites + actions.widgetWrites
    redundantWrites = initialRender.redundantWrites + actions.redundantWrites
    self.initialRenderCalls = initialRenderCalls
    self.actionCalls = actionCalls
    self.leaks = leaks
  }

  /// The counts of `phase`.
  public func counts(of phase: Phase) -> ViewCounts {
    phase == .initialRender ? initialRender : actions
  }
}

/// The figures of one kind of timed step in one scenario, for every arm.
public struct ActionResult: Sendable, Codable, Equatable {
  /// The kind of step (`initial render`, `appear`, `keystroke`, `choose Labrador`…).
  public var kind: String
  /// The phase the step belongs to.
  public var phase: Phase
  /// Whether the step settled without waiting for a task or a timer, in every arm and run.
  public var synchronous: Bool
  /// Steps of this kind in one run of the scenario.
  public var stepsPerRun: Int
  /// The figures of each arm, keyed by arm id.
  public var arms: [String: ActionFigures]

  /// Creates a result.
  public init(
    kind: String, phase: Phase, synchronous: Bool, stepsPerRun: Int,
    arms: [String: ActionFigures]
  ) {
    self.kind = kind
    self.phase = phase
    self.synchronous = synchronous
    self.stepsPerRun = stepsPerRun
    self.arms = arms
  }
}

/// One arm's figures for one kind of step.
public struct ActionFigures: Sendable, Codable, Equatable {
  /// The latency, from the start of the step until the view settled; `null` when not timed.
  public var latencyNs: LatencyFigure?
  /// Heap allocations per step (the median), when they can be counted; `null` otherwise.
  public var allocations: Double?
  /// How many timed samples the figures are made of.
  public var samples: Int
  /// This arm's p50 over the reference's, with its interval; `null` for the reference and
  /// when either was not timed.
  public var ratioToReference: RatioEstimate?

  /// Creates figures.
  public init(
    latencyNs: LatencyFigure?, allocations: Double?, samples: Int,
    ratioToReference: RatioEstimate? = nil
  ) {
    self.latencyNs = latencyNs
    self.allocations = allocations
    self.samples = samples
    self.ratioToReference = ratioToReference
  }
}

/// A latency figure in nanoseconds: percentiles, the median's interval, its spread across
/// rounds and the floor-subtracted median.
public struct LatencyFigure: Sendable, Codable, Equatable {
  /// The median: the median of the round medians when the run had several rounds.
  public var p50: Int
  /// The 90th percentile of every sample.
  public var p90: Int
  /// The 99th percentile; `null` with 100 samples or fewer, where it would be the maximum.
  public var p99: Int?
  /// The slowest sample.
  public var max: Int
  /// The lower end of the median's 95 % bootstrap interval.
  public var p50Low: Int
  /// The upper end of the median's 95 % bootstrap interval.
  public var p50High: Int
  /// Each round's median, in order.
  public var roundP50s: [Int]
  /// The p50 less the floor's p50 (an empty action through the same path), at least 0;
  /// `null` when no floor was measured.
  public var p50MinusFloor: Int?

  /// Creates a figure.
  public init(
    p50: Int, p90: Int, p99: Int?, max: Int, p50Low: Int, p50High: Int, roundP50s: [Int],
    p50MinusFloor: Int? = nil
  ) {
    self.p50 = p50
    self.p90 = p90
    self.p99 = p99
    self.max = max
    self.p50Low = p50Low
    self.p50High = p50High
    self.roundP50s = roundP50s
    self.p50MinusFloor = p50MinusFloor
  }

  /// Summarises samples grouped by round; `nil` when there are none.
  ///
  /// - Parameter seed: Seeds the bootstrap, so the same samples give the same interval.
  public init?(rounds: [[Int]], seed: UInt64) {
    let all = rounds.flatMap { $0 }.sorted()
    guard let p50 = Statistics.medianOfMedians(rounds),
      let p90 = Statistics.percentile(
        0.9, ofSorted: all), let max = all.last,
      let interval = Statistics.medianInterval(rounds, seed: seed)
    else { return nil }
    self.init(
      p50: p50, p90: p90,
      p99: all.count > 100 ? Statistics.percentile(0.99, ofSorted: all) : nil, max: max,
      p50Low: interval.low, p50High: interval.high,
      roundP50s: rounds.compactMap(Statistics.median))
  }

  /// The spread of the round medians: (largest − smallest) / p50, or 0 with one round.
  public var spread: Double {
    guard let low = roundP50s.min(), let high = roundP50s.max(), p50 > 0 else { return 0 }
    return Double(high - low) / Double(p50)
  }
}

/// A ratio of medians with its 95 % bootstrap interval.
public struct RatioEstimate: Sendable, Codable, Equatable {
  /// The ratio of the two p50 figures.
  public var value: Double
  /// The lower end of the interval.
  public var low: Double
  /// The upper end of the interval.
  public var high: Double
  /// Whether the interval contains 1.0: no measurable difference at this precision.
  public var noMeasurableDifference: Bool
  /// Whether the interval excludes 1.0 by one clock tick or less, a difference the clock's
  /// quantisation alone could make: not called faster or slower (see ``ClockTick``). `false`
  /// in results saved before this key.
  public var withinClockResolution: Bool

  /// Creates an estimate.
  ///
  /// - Parameter margin: One clock tick as a fraction of the reference's p50
  ///   (``ClockTick/ratioMargin(tickNs:referenceP50:)``), by which the interval is widened
  ///   on each side to decide ``withinClockResolution``.
  public init(value: Double, low: Double, high: Double, margin: Double = 0) {
    self.value = value
    self.low = low
    self.high = high
    noMeasurableDifference = low <= 1 && high >= 1
    withinClockResolution = !noMeasurableDifference && low - margin <= 1 && high + margin >= 1
  }

  /// Whether the ratio shows a difference: its interval excludes 1.0 by more than a tick.
  public var isDifference: Bool {
    !noMeasurableDifference && !withinClockResolution
  }
}

// The JSON contract says "not measured" is `null`: synthesized encoding would leave the key
// out instead, so the types with optional figures spell their encoding out.

extension BenchResults {
  private enum CodingKeys: String, CodingKey {
    case schema, toolchain, configuration, quick, date, machine, cpu, cores, coreKinds
    case allocationsCounted, commit, repeats
    case reference, arms, clockTickNs, latencyFloorNs, scenarios, initialRenders, micro
  }

  /// Encodes every key, `null` for what is unknown or was not measured.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(schema, forKey: .schema)
    try container.encode(toolchain, forKey: .toolchain)
    try container.encode(configuration, forKey: .configuration)
    try container.encode(quick, forKey: .quick)
    try container.encode(date, forKey: .date)
    try container.encode(machine, forKey: .machine)
    try container.encode(cpu, forKey: .cpu)
    try container.encode(cores, forKey: .cores)
    try container.encode(coreKinds, forKey: .coreKinds)
    try container.encode(allocationsCounted, forKey: .allocationsCounted)
    try container.encode(commit, forKey: .commit)
    try container.encode(repeats, forKey: .repeats)
    try container.encode(reference, forKey: .reference)
    try container.encode(arms, forKey: .arms)
    try container.encode(clockTickNs, forKey: .clockTickNs)
    try container.encode(latencyFloorNs, forKey: .latencyFloorNs)
    try container.encode(scenarios, forKey: .scenarios)
    try container.encode(initialRenders, forKey: .initialRenders)
    try container.encode(micro, forKey: .micro)
  }
}

extension ActionFigures {
  private enum CodingKeys: String, CodingKey {
    case latencyNs, allocations, samples, ratioToReference
  }

  /// Encodes every key, `null` for a figure that was not measured.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(latencyNs, forKey: .latencyNs)
    try container.encode(allocations, forKey: .allocations)
    try container.encode(samples, forKey: .samples)
    try container.encode(ratioToReference, forKey: .ratioToReference)
  }
}

extension LatencyFigure {
  private enum CodingKeys: String, CodingKey {
    case p50, p90, p99, max, p50Low, p50High, roundP50s, p50MinusFloor
  }

  /// Encodes every key, `null` for p99 when too few samples give one.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(p50, forKey: .p50)
    try container.encode(p90, forKey: .p90)
    try container.encode(p99, forKey: .p99)
    try container.encode(max, forKey: .max)
    try container.encode(p50Low, forKey: .p50Low)
    try container.encode(p50High, forKey: .p50High)
    try container.encode(roundP50s, forKey: .roundP50s)
    try container.encode(p50MinusFloor, forKey: .p50MinusFloor)
  }
}

extension RatioEstimate {
  private enum CodingKeys: String, CodingKey {
    case value, low, high, noMeasurableDifference, withinClockResolution
  }

  /// Decodes an estimate; one saved before `withinClockResolution` was not within it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    value = try container.decode(Double.self, forKey: .value)
    low = try container.decode(Double.self, forKey: .low)
    high = try container.decode(Double.self, forKey: .high)
    noMeasurableDifference = try container.decode(Bool.self, forKey: .noMeasurableDifference)
    withinClockResolution =
      try container.decodeIfPresent(Bool.self, forKey: .withinClockResolution) ?? false
  }
}
