import Comparison

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
  /// Latencies in nanoseconds, and allocation counts, by kind, arm and round.
  private(set) var latencies: [String: [String: [[Int]]]] = [:]
  private(set) var allocations: [String: [String: [[Int]]]] = [:]
  /// The kinds of which a step waited for a task or a timer.
  private(set) var awaited: Set<String> = []
  /// The counts of each step of a counting run, by kind and arm.
  private(set) var counts: [String: [String: [ViewCounts]]] = [:]

  /// One screen's initial renders pooled round by round: every scenario renders it alike.
  static func pooledInitialRenders(_ tables: [SampleTable]) -> SampleTable? {
    guard let first = tables.first else { return nil }
    var pooled = SampleTable(arms: first.arms, repeats: first.repeats)
    let kind = ScenarioContext.initialRenderKind
    pooled.kinds = [StepKind(name: kind, phase: .initialRender, steps: 1)]
    pooled.counts[kind] = first.counts[kind]
    for table in tables {
      for figure in [\SampleTable.latencies, \.allocations] {
        for (arm, rounds) in table[keyPath: figure][kind] ?? [:] {
          for (index, round) in rounds.enumerated() {
            pooled[keyPath: figure].append(
              round, kind: kind, arm: arm, round: index, of: first.repeats)
          }
        }
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
      counts[sample.kind, default: [:]][run.arm.id, default: []].append(sample.counts)
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
      for (arm, taken) in byArm where round < repeats {
        latencies.append(taken.latencies, kind: kind, arm: arm, round: round, of: repeats)
        allocations.append(taken.allocations, kind: kind, arm: arm, round: round, of: repeats)
        if taken.awaited { awaited.insert(kind) }
      }
    }
  }

  /// Adds the samples of a timed run to `round`.
  mutating func add(_ run: ScenarioRun, round: Int) {
    for sample in run.samples {
      if sample.awaited { awaited.insert(sample.kind) }
      let (kind, arm) = (sample.kind, run.arm.id)
      latencies.append([sample.latencyNanoseconds], kind: kind, arm: arm, round: round, of: repeats)
      if let count = sample.allocations {
        allocations.append([count], kind: kind, arm: arm, round: round, of: repeats)
      }
    }
  }

  /// Drops every timing and allocation taken, keeping what the counting runs noted.
  mutating func dropTimings() { (latencies, allocations) = ([:], [:]) }

  /// One figure per kind, with each arm's ratio to the first arm (``ClockTick`` reads `tick`).
  func figures(scenario: String, floor: Int?, tick: Int?) -> [ActionResult] {
    kinds.map { stepKind in
      let kind = stepKind.name
      let reference = latencies[kind]?[arms[0].id] ?? []
      let margin = ClockTick.ratioMargin(
        tickNs: tick, referenceP50: Statistics.medianOfMedians(reference))
      var figures: [String: ActionFigures] = [:]
      for arm in arms {
        let rounds = latencies[kind]?[arm.id] ?? []
        let seed = "\(scenario) \(kind) \(arm.id)"
        var latency = LatencyFigure(rounds: rounds, seed: seed.seed)
        if let floor, let p50 = latency?.p50 { latency?.p50MinusFloor = max(0, p50 - floor) }
        var ratio: RatioEstimate?
        if arm != arms[0], latency != nil,
          let paired = Statistics.pairedRatios(rounds, over: reference),
          let value = Statistics.medianOfMedians(paired),
          let interval = Statistics.medianInterval(paired, seed: "\(seed) ratio".seed)
        {
          ratio = RatioEstimate(
            value: Statistics.ratio(fromMillionths: value),
            low: Statistics.ratio(fromMillionths: interval.low),
            high: Statistics.ratio(fromMillionths: interval.high), margin: margin)
        }
        figures[arm.id] = ActionFigures(
          latencyNs: latency,
          allocations: Statistics.median((allocations[kind]?[arm.id] ?? []).flatMap { $0 })
            .map(Double.init), samples: rounds.reduce(0) { $0 + $1.count },
          ratioToReference: ratio, countsPerStep: CountsPerStep(mean: counts[kind]?[arm.id] ?? []))
      }
      return ActionResult(
        kind: kind, phase: stepKind.phase, synchronous: !awaited.contains(kind),
        stepsPerRun: stepKind.steps, arms: figures)
    }
  }
}

extension [String: [String: [[Int]]]] {
  /// Appends `values` to round `round` (of `repeats`, made when new) of `kind` and `arm`.
  fileprivate mutating func append(
    _ values: [Int], kind: String, arm: String, round: Int, of repeats: Int
  ) {
    var rounds = self[kind]?[arm] ?? Array(repeating: [], count: repeats)
    guard round < rounds.count else { return }
    rounds[round] += values
    self[kind, default: [:]][arm] = rounds
  }
}

/// The samples one timed round took: a worker's answer.
struct RoundSamples: Sendable, Codable, Equatable {
  /// The samples, by scenario id, then kind of step, then arm id.
  var scenarios: [String: [String: [String: KindSamples]]] = [:]
  /// Why a scenario's run stopped or leaked, by scenario id; such a scenario has no samples.
  var failures: [String: String] = [:]
}

/// One arm's samples of one kind of step in one round: the latencies in nanoseconds and the
/// allocation counts (when counted) in the order taken, and whether any step of the kind waited
/// for a task or a timer.
struct KindSamples: Sendable, Codable, Equatable {
  var latencies: [Int]
  var allocations: [Int]
  var awaited: Bool
}
