import Comparison
import Foundation

/// Everything one run measured; its JSON form (schema 2) is a contract other tools read.
struct BenchResults: Sendable, Codable, Equatable {
  var schema = 2
  /// The study that ran; `null` in results saved before this key.
  var study: String?
  var toolchain: String
  /// `release` or `debug`.
  var configuration: String
  var quick: Bool
  /// When the run started, ISO 8601.
  var date: String
  /// The operating system and architecture.
  var machine: String
  /// The processor's model name, when the system says it.
  var cpu: String?
  /// The processors the process may use.
  var cores = 1
  /// The kinds of core where the processor has several (Apple silicon).
  var coreKinds: String?
  /// Whether allocations were counted; `null` in results saved before this key.
  var allocationsCounted: Bool?
  /// The git commit the benchmark was built from (`-dirty` with changes).
  var commit: String?
  /// Independent timed rounds per scenario: figures are medians of round medians.
  var repeats = 1
  /// The id of the arm every ratio divides by.
  var reference: String
  /// Every arm that ran, the reference first.
  var arms: [ArmInfo]
  /// The clock's tick in nanoseconds (see ``ClockTick``); `null` when not measured.
  var clockTickNs: Int?
  /// The latency of an empty action through the same path; `null` when nothing was timed.
  var latencyFloorNs: LatencyFigure?
  var scenarios: [ScenarioResult] = []
  /// Each screen's initial render, pooled over the screen's scenarios.
  var initialRenders: [ScreenInitialRender] = []
  /// The micro benchmark rows, the floor (`closure call`) first.
  var micro: [MicroResult] = []
  /// The code figures; `null` when the code suite did not run.
  var code: CodeResults?
  /// The study's judgment, budgets and words; `null` when the study has none.
  var guide: StudyGuide?

  /// Encodes every key, `null` for what is unknown or was not measured.
  func encode(to encoder: any Encoder) throws { try encodeEveryKey(to: encoder) }

  /// The JSON contract: one object, pretty-printed with sorted keys.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // NB: encoding these plain value types cannot fail; a failure would be a programming error.
    return String(decoding: try! encoder.encode(self), as: UTF8.self) + "\n"
  }

  /// The scenarios in which some arm stopped, leaked or showed another screen.
  var parityFailures: [ScenarioResult] { scenarios.filter { !$0.parity } }
  /// The screens that have results, in the study's order.
  var screens: [Screen] { (scenarios.map(\.screen) + initialRenders.map(\.screen)).uniqued() }

  /// The scenario of `screen` whose per-row cost is followed against the list size: the first that
  /// ran at two sizes of 1 000 or more; `nil` when none did.
  func scalingScenario(on screen: Screen) -> String? {
    var sizes: [String: Set<Int>] = [:]
    for scenario in scenarios where scenario.screen == screen && scenario.size >= 1_000 {
      sizes[scenario.name, default: []].insert(scenario.size)
      if sizes[scenario.name]!.count >= 2 { return scenario.name }
    }
    return nil
  }

  /// How many runs the micro rows are the best of (1 for results saved before runs were kept).
  var microRuns: Int { micro.compactMap { $0.nsPerOpRuns?.count }.max() ?? 1 }
  var comparedArms: [ArmInfo] { arms.filter { $0.id != reference } }
  var referenceName: String { arms.first { $0.id == reference }?.name ?? reference }
  /// The guide's words for the micro benchmarks, or plain ones.
  var microText: StudyGuide.MicroText { guide?.micro ?? .plain }
  var isTimed: Bool { scenarios.contains { $0.iterations > 0 } }

  /// One frame at 120 Hz, in nanoseconds: what every "share of a frame" divides by.
  static let frameNanoseconds = 8_333_333
  /// The prefix of the kinds of step that each stand for one frame of a scrolling list (`frame:
  /// scroll`), which the findings and the report treat apart.
  static let frameKindPrefix = "frame: "
  /// `nanoseconds` as a share of a 120 Hz frame: 1 is a whole frame.
  static func frameShare(_ nanoseconds: Int) -> Double {
    Double(nanoseconds) / Double(frameNanoseconds)
  }
}

/// An arm as the results describe it.
struct ArmInfo: Sendable, Codable, Equatable, Hashable {
  /// The stable id, the key of the arm's figures.
  var id: String
  var name: String
  /// What sets the arm apart, in one line.
  var description: String
  /// Its pattern (`MVP`, `MVVM`); `nil` in results saved before this key.
  var pattern: String? = nil
  /// Its reactive core; `nil` in results saved before this key.
  var core: String? = nil
}

extension ArmInfo {
  init(_ arm: Arm) {
    self.init(
      id: arm.id, name: arm.name, description: arm.summary, pattern: arm.pattern.rawValue,
      core: arm.core.rawValue)
  }
}

/// One scenario's figures for every arm.
struct ScenarioResult: Sendable, Codable, Equatable {
  var screen: Screen
  var name: String
  /// Rows, keystrokes or records; 0 when the scenario has no size.
  var size: Int
  /// Whether every arm ran the whole script, showed the reference's screens and left nothing alive,
  /// in its counting run and its timed rounds.
  var parity: Bool
  /// What failed: each stop, parity break (drawn) and leak.
  var parityFailures: [String] = []
  /// Timed runs per arm, after the `warmup` runs it discarded (0 when not timed), in `rounds`.
  var iterations = 0
  var rounds = 0
  var warmup = 0
  /// By arm id.
  var arms: [String: ArmCounts]
  /// One figure per kind of timed step: the initial render first, then each kind of action.
  var actions: [ActionResult] = []

  /// `name@size`, unique in a run.
  var id: String { "\(name)@\(size)" }
  /// The name, with the size when it has one.
  var title: String { size == 0 ? name : id }
  /// The figures of the user's actions, the initial render left out.
  var userActions: [ActionResult] { actions.filter { $0.phase == .action } }
}

/// The figures of one kind of timed step in one scenario, for every arm.
struct ActionResult: Sendable, Codable, Equatable {
  /// The kind of step (`initial render`, `keystroke`…).
  var kind: String
  var phase: Phase
  /// Whether the step settled without waiting for a task or a timer, in every arm and run.
  var synchronous: Bool
  /// Steps of this kind in one run of the scenario.
  var stepsPerRun: Int
  /// By arm id.
  var arms: [String: ActionFigures]

  /// Whether the kind stands for one frame of a scrolling list.
  var isFrame: Bool { kind.hasPrefix(BenchResults.frameKindPrefix) }
}

/// One arm's figures for one kind of step.
struct ActionFigures: Sendable, Codable, Equatable {
  /// The latency until the view settled; `null` when not timed.
  var latencyNs: LatencyFigure?
  /// Heap allocations per step (the median); `null` when not counted.
  var allocations: Double?
  /// How many timed samples the figures are made of.
  var samples: Int
  /// This arm's p50 over the reference's, with its interval; `null` for the reference.
  var ratioToReference: RatioEstimate?
  /// The counts of one step of this kind (the mean over the steps of one run); `null` in older
  /// results.
  var countsPerStep: CountsPerStep?

  /// Encodes every key, `null` for a figure that was not measured.
  func encode(to encoder: any Encoder) throws { try encodeEveryKey(to: encoder) }
}

/// The view calls, widget writes and redundant writes of one step: the mean over the steps of one
/// kind in one run (each keystroke of a burst writes what it changed).
struct CountsPerStep: Sendable, Codable, Equatable {
  var viewCalls: Double
  var widgetWrites: Double
  var redundantWrites: Double
}

extension CountsPerStep {
  /// The mean of `counts`; `nil` when there are none.
  init?(mean counts: [ViewCounts]) {
    guard !counts.isEmpty else { return nil }
    let steps = Double(counts.count)
    viewCalls = Double(counts.reduce(0) { $0 + $1.viewCalls }) / steps
    widgetWrites = Double(counts.reduce(0) { $0 + $1.widgetWrites }) / steps
    redundantWrites = Double(counts.reduce(0) { $0 + $1.redundantWrites }) / steps
  }
}

/// One arm's counts in one scenario, per phase, and the view calls it made.
struct ArmCounts: Sendable, Codable, Equatable {
  /// The initial render (build, attach or bind, first display) and the actions after it.
  var initialRender: ViewCounts
  var actions: ViewCounts
  // Both phases' totals.
  var viewCalls: Int
  var widgetWrites: Int
  var redundantWrites: Int
  /// How often each view call was made in each phase, by name.
  var initialRenderCalls: [String: Int]
  var actionCalls: [String: Int]
  /// Screen objects still alive after the screen closed.
  var leaks: [String]

  init(
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

  func counts(of phase: Phase) -> ViewCounts { phase == .initialRender ? initialRender : actions }
}

/// One screen's initial render, timed over every scenario of the screen.
struct ScreenInitialRender: Sendable, Codable, Equatable {
  var screen: Screen
  /// How many scenarios' samples the figure pools.
  var scenarios: Int
  var figure: ActionResult
  /// How many outputs each arm bound, by arm id; `nil` when not counted.
  var boundOutputs: [String: Int]? = nil
}

/// A latency in nanoseconds, from the samples of every round.
struct LatencyFigure: Sendable, Codable, Equatable {
  /// The median of the round medians.
  var p50: Int
  /// The 90th percentile of every sample.
  var p90: Int
  /// The 99th percentile; `null` with 100 samples or fewer, where it would be the maximum.
  var p99: Int?
  var max: Int
  /// The ends of the median's 95 % bootstrap interval.
  var p50Low: Int
  var p50High: Int
  var roundP50s: [Int]
  /// The p50 less the floor's, at least 0; `null` without a floor.
  var p50MinusFloor: Int?

  /// The spread of the round medians: (largest − smallest) / p50, 0 with one round.
  var spread: Double {
    guard let low = roundP50s.min(), let high = roundP50s.max(), p50 > 0 else { return 0 }
    return Double(high - low) / Double(p50)
  }

  var p50FrameShare: Double { BenchResults.frameShare(p50) }
  var p99FrameShare: Double? { p99.map(BenchResults.frameShare) }

  /// Encodes every key, `null` for a missing p99, then the shares of a frame.
  func encode(to encoder: any Encoder) throws {
    try encodeEveryKey(to: encoder)
    // NB: the same encoder's keyed container again: these keys join the object above.
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(p50FrameShare, forKey: .p50FrameShare)
    try container.encode(p99FrameShare, forKey: .p99FrameShare)
  }
}

extension LatencyFigure {
  /// Summarises samples grouped by round; `nil` when there are none.
  init?(rounds: [[Int]], seed: UInt64) {
    let all = rounds.flatMap { $0 }.sorted()
    guard let p50 = Statistics.medianOfMedians(rounds),
      let p90 = Statistics.percentile(0.9, ofSorted: all), let max = all.last,
      let interval = Statistics.medianInterval(rounds, seed: seed)
    else { return nil }
    self.init(
      p50: p50, p90: p90,
      p99: all.count > 100 ? Statistics.percentile(0.99, ofSorted: all) : nil, max: max,
      p50Low: interval.low, p50High: interval.high,
      roundP50s: rounds.compactMap(Statistics.median))
  }

  private enum CodingKeys: String, CodingKey {
    case p50, p90, p99, max, p50Low, p50High, roundP50s, p50MinusFloor
    case p50FrameShare, p99FrameShare
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      p50: try container.figure(.p50), p90: try container.figure(.p90),
      p99: try container.optionalFigure(.p99), max: try container.figure(.max),
      p50Low: try container.figure(.p50Low), p50High: try container.figure(.p50High),
      roundP50s: try container.decode([Int].self, forKey: .roundP50s),
      p50MinusFloor: try container.optionalFigure(.p50MinusFloor))
    try container.checkWithin(p50, .p50, low: ("p50Low", p50Low), high: ("p50High", p50High))
    if let negative = roundP50s.first(where: { $0 < 0 }) {
      throw ImpossibleFigure(
        at: container.codingPath + [CodingKeys.roundP50s], "\(negative) (it must not be negative)")
    }
  }
}

/// A ratio of medians with its 95 % bootstrap interval.
struct RatioEstimate: Sendable, Codable, Equatable {
  var value: Double
  var low: Double
  var high: Double
  /// Whether the interval holds 1.0: no measurable difference.
  var noMeasurableDifference: Bool
  /// Whether the interval misses 1.0 by one clock tick or less (see ``ClockTick``); `false` in
  /// results saved before this key.
  var withinClockResolution: Bool

  /// An estimate; `margin` (one tick over the reference's p50) widens the interval on each side to
  /// decide ``withinClockResolution``.
  init(value: Double, low: Double, high: Double, margin: Double = 0) {
    (self.value, self.low, self.high) = (value, low, high)
    noMeasurableDifference = low <= 1 && high >= 1
    withinClockResolution = !noMeasurableDifference && low - margin <= 1 && high + margin >= 1
  }

  /// Whether the ratio shows a difference: its interval excludes 1.0 by more than a tick.
  var isDifference: Bool { !noMeasurableDifference && !withinClockResolution }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    value = try container.figure(.value)
    low = try container.figure(.low)
    high = try container.figure(.high)
    try container.checkWithin(value, .value, low: ("low", low), high: ("high", high))
    noMeasurableDifference = try container.decode(Bool.self, forKey: .noMeasurableDifference)
    withinClockResolution =
      try container.decodeIfPresent(Bool.self, forKey: .withinClockResolution) ?? false
  }
}

/// The result of one micro benchmark.
struct MicroResult: Sendable, Equatable, Codable {
  var id: MicroBenchmark.ID
  var name: String
  /// The cost of one operation in nanoseconds: the best run's best round.
  var nsPerOp: Double
  /// The cost divided by the closure-call floor's, each the best over the runs.
  var ratioToClosure: Double
  /// The budget as a multiple of the floor, or in nanoseconds, if any.
  var floorBudget: Double?
  var nanosecondBudget: Double?
  /// The budget as a multiple of another row of the same run, if any.
  var referenceBudget: ReferenceBudget? = nil
  /// The cost divided by the ``referenceBudget``'s row's, each the best over the runs.
  var ratioToBudgetReference: Double? = nil
  /// Heap allocations per operation; `null` where they are not counted.
  var allocationsPerOp: Double? = nil
  var allocationBudget: AllocationBudget? = nil
  /// The allocations per operation beyond the budget's reference row's.
  var allocationsBeyondReference: Double? = nil
  /// The row this one is shown against, when it has no time budget naming one.
  var shownAgainst: MicroBenchmark.ID? = nil
  /// The cost divided by ``shownAgainst``'s, each the best over the runs.
  var ratioToShownAgainst: Double? = nil
  /// Each run's cost of one operation, in run order (index 0 of two rows is one process).
  var nsPerOpRuns: [Double]? = nil
  /// The figure the time budget judges, run by run.
  var timeBudgetRuns: [Double]? = nil

  /// The lowest and highest cost over the runs; `nil` with fewer than two.
  var nsPerOpSpread: (low: Double, high: Double)? { Self.spread(of: nsPerOpRuns) }

  /// The lowest and highest value of `runs`; `nil` with fewer than two.
  static func spread(of runs: [Double]?) -> (low: Double, high: Double)? {
    guard let runs, runs.count > 1, let low = runs.min(), let high = runs.max() else {
      return nil
    }
    return (low, high)
  }

  /// Whether the allocations meet their budget: `nil` without a budget or a count.
  var meetsAllocationBudget: Bool? {
    guard let allocationBudget, let allocationsBeyondReference else { return nil }
    return allocationsBeyondReference <= allocationBudget.extra
  }

  /// Whether every budget of the row holds; `nil` without a budget.
  var meetsBudget: Bool? {
    let verdicts = [meetsTimeBudget, meetsAllocationBudget].compactMap { $0 }
    return verdicts.isEmpty ? nil : verdicts.allSatisfy { $0 }
  }

  /// Whether the time meets its budget: `nil` without one.
  var meetsTimeBudget: Bool? {
    if let referenceBudget, let ratioToBudgetReference {
      return ratioToBudgetReference <= referenceBudget.ratio
    }
    if let floorBudget { return ratioToClosure <= floorBudget }
    if let nanosecondBudget { return nsPerOp <= nanosecondBudget }
    return nil
  }
}

extension MicroResult {
  /// Decodes a row, refusing an impossible figure; a row saved without an id takes its name.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    id =
      try container.decodeIfPresent(MicroBenchmark.ID.self, forKey: .id)
      ?? MicroBenchmark.ID(rawValue: name)
    nsPerOp = try container.figure(.nsPerOp)
    ratioToClosure = try container.figure(.ratioToClosure)
    floorBudget = try container.optionalFigure(.floorBudget)
    nanosecondBudget = try container.optionalFigure(.nanosecondBudget)
    referenceBudget = try container.decodeIfPresent(ReferenceBudget.self, forKey: .referenceBudget)
    ratioToBudgetReference = try container.optionalFigure(.ratioToBudgetReference)
    allocationsPerOp = try container.optionalFigure(.allocationsPerOp)
    allocationBudget = try container.decodeIfPresent(
      AllocationBudget.self, forKey: .allocationBudget)
    allocationsBeyondReference = try container.decodeIfPresent(
      Double.self, forKey: .allocationsBeyondReference)
    shownAgainst = try container.decodeIfPresent(MicroBenchmark.ID.self, forKey: .shownAgainst)
    ratioToShownAgainst = try container.optionalFigure(.ratioToShownAgainst)
    nsPerOpRuns = try container.optionalFigures(.nsPerOpRuns)
    timeBudgetRuns = try container.optionalFigures(.timeBudgetRuns)
  }
}

/// A figure no run could have made (negative, not finite, outside its own interval), found while
/// decoding, so that a corrupt baseline is refused when it is read.
struct ImpossibleFigure: Error {
  /// Where the figure is: `scenarios[0].actions[1]…`.
  var place: String
  /// The value and the rule it breaks: `-5 (it must not be negative)`.
  var problem: String

  init(at path: [any CodingKey], _ problem: String) {
    let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
      .joined()
    place = text.hasPrefix(".") ? String(text.dropFirst()) : text
    self.problem = problem
  }
}

extension KeyedDecodingContainer {
  /// Decodes a figure that must be finite and not negative.
  func figure<Value: Decodable & Comparable & Numeric>(_ key: Key) throws -> Value {
    try checked(decode(Value.self, forKey: key), key)
  }

  /// Decodes a figure that may be `null` and must otherwise be finite and not negative.
  func optionalFigure<Value: Decodable & Comparable & Numeric>(_ key: Key) throws -> Value? {
    try decodeIfPresent(Value.self, forKey: key).map { try checked($0, key) }
  }

  /// Decodes figures that may be `null` and must otherwise each be finite and not negative.
  func optionalFigures<Value: Decodable & Comparable & Numeric>(_ key: Key) throws -> [Value]? {
    try decodeIfPresent([Value].self, forKey: key)?.map { try checked($0, key) }
  }

  /// Checks that `low ≤ value ≤ high` for the figure at `key`.
  func checkWithin<Value: Comparable>(
    _ value: Value, _ key: Key, low: (name: String, value: Value),
    high: (name: String, value: Value)
  ) throws {
    guard low.value <= value, value <= high.value else {
      throw ImpossibleFigure(
        at: codingPath + [key],
        "\(value) (it must lie within \(low.name) \(low.value) and \(high.name) \(high.value))")
    }
  }

  private func checked<Value: Comparable & Numeric>(_ value: Value, _ key: Key) throws -> Value {
    if let real = value as? Double, !real.isFinite {
      throw ImpossibleFigure(at: codingPath + [key], "\(value) (it must be finite)")
    }
    guard value >= .zero else {
      throw ImpossibleFigure(at: codingPath + [key], "\(value) (it must not be negative)")
    }
    return value
  }
}

/// A key named by a stored property.
private struct PropertyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension Encodable {
  /// Encodes every stored property under its own name, `null` for a `nil` optional: the contract's
  /// "not measured", which synthesized encoding would leave out.
  func encodeEveryKey(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PropertyKey.self)
    for case (let name?, let value as any Encodable) in Mirror(reflecting: self).children {
      try container.encode(value, forKey: PropertyKey(stringValue: name))
    }
  }
}

extension Array where Element: Hashable {
  /// The elements in order, each once.
  func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
