import Comparison
import Foundation

/// Compares a run with a saved baseline, as a regression check: exact counts strictly, latency
/// through the intervals of both runs.
struct BaselineComparison {
  /// Findings that fail the check, one sentence each.
  private(set) var regressions: [String] = []
  /// Latencies that got faster beyond both intervals and the threshold.
  private(set) var improvements: [String] = []
  /// What could not be compared (a scenario or arm in one run only, another toolchain…).
  private(set) var notes: [String] = []
  private let reference: String
  /// 1 plus the threshold: how far a figure must move to count.
  private let factor: Double
  /// The coarser clock tick of the two runs, in nanoseconds, when either recorded one.
  private let tick: Int?

  init(baseline: BenchResults, current: BenchResults, thresholdPercent: Double) {
    (reference, factor) = (current.reference, 1 + thresholdPercent / 100)
    tick = [baseline.clockTickNs, current.clockTickNs].compactMap { $0 }.max()
    if baseline.configuration != current.configuration {
      notes.append(
        "the baseline is a \(baseline.configuration) build, this run a \(current.configuration) "
          + "build")
    }
    if baseline.toolchain != current.toolchain {
      notes.append("toolchains differ: \(baseline.toolchain) then, \(current.toolchain) now")
    }
    let onlyOne = [(current, baseline, "this run"), (baseline, current, "the baseline")]
      .compactMap { one, other, name -> String? in
        let ids = one.arms.map(\.id).filter { id in !other.arms.contains { $0.id == id } }
        return ids.isEmpty ? nil : "\(ids.joined(separator: ", ")) only in \(name)"
      }
    if !onlyOne.isEmpty {
      notes.append("the arms differ (\(onlyOne.joined(separator: "; "))): those are not compared")
    }
    let saved = Dictionary(
      baseline.scenarios.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let speed = Self.speed(of: reference, now: current, saved: saved)
    for scenario in current.scenarios {
      guard let old = saved[scenario.id] else {
        notes.append("\(scenario.title) is not in the baseline")
        continue
      }
      compareCounts(scenario, then: old)
      // The initial render is compared once per screen, pooled (below).
      for action in scenario.userActions {
        guard let oldAction = old.actions.first(where: { $0.kind == action.kind }) else {
          continue
        }
        // An awaited action waits mostly for a thread to wake up, which a machine's speed
        // does not scale; only synchronous ones are divided by it.
        compareFigures(
          "\(scenario.title) · \(action.kind)", now: action, then: oldAction,
          speed: action.synchronous ? speed : 1)
      }
    }
    for initial in current.initialRenders {
      guard let old = baseline.initialRenders.first(where: { $0.screen == initial.screen })
      else { continue }
      compareFigures(
        "\(initial.screen) · initial render", now: initial.figure, then: old.figure, speed: speed)
    }
    notes += Self.codeNotes(then: baseline.code, now: current.code)
    if abs(speed - 1) * 100 > thresholdPercent {
      notes.append(
        String(
          format: "the reference arm's synchronous actions ran at %.2f× the baseline's times "
            + "overall (another machine, or a busier one); its timings were compared after "
            + "dividing by that", speed))
    }
  }

  /// What the code figures of the two runs say: exact, so every change is named, but a note, never
  /// a regression (the sources are the change; `--check-results` is their check).
  static func codeNotes(then: CodeResults?, now: CodeResults?) -> [String] {
    switch (then, now) {
    case (nil, nil): return []
    case (nil, _?): return ["the baseline has no code figures: this run's are not compared"]
    case (_?, nil): return ["this run measured no code figures: the baseline's are not compared"]
    case (let then?, let now?):
      var notes: [String] = []
      for shape in now.sheet.totals {
        guard let old = then.sheet.totals.first(where: { $0.shape == shape.shape }) else {
          notes.append("code figures of \(shape.shape): not in the baseline")
          continue
        }
        let figures: [(name: String, figure: KeyPath<ShapeCode, Int>)] = [
          ("logic lines", \.logic.lines), ("types", \.logic.types),
          ("protocol requirements", \.logic.requirements), ("decisions", \.logic.decisions),
          ("view lines", \.view.lines), ("view decisions", \.view.decisions),
          ("view support lines", \.viewSupport.lines), ("test lines", \.tests.lines),
          ("tests", \.tests.tests),
        ]
        let changed = figures.filter { old[keyPath: $0.figure] != shape[keyPath: $0.figure] }
          .map { "\($0.name) \(old[keyPath: $0.figure]) then, \(shape[keyPath: $0.figure]) now" }
        if !changed.isEmpty {
          notes.append("code figures of \(shape.shape): " + changed.joined(separator: "; "))
        }
      }
      for id in (then.changes + now.changes).map(\.id).uniqued() {
        let old = then.changes.first { $0.id == id }
        let new = now.changes.first { $0.id == id }
        if old == nil {
          notes.append("requirement change \(id): not measured in the baseline")
        } else if new == nil {
          notes.append("requirement change \(id): not measured in this run")
        } else if let old, let new, Self.costs(of: old) != Self.costs(of: new) {
          notes.append("requirement change \(id): its cost differs from the baseline's")
        }
      }
      return notes.isEmpty ? ["the code figures are the baseline's"] : notes
    }
  }

  /// A change's parts without their patches' text, which JSON does not hold.
  private static func costs(of change: ChangeCost) -> [PatchCost] {
    ([change.shared] + change.shapes).map { part in
      var part = part
      part.patch = ""
      return part
    }
  }

  /// Any change of a count, or a scenario that lost parity, is a regression.
  private mutating func compareCounts(_ scenario: ScenarioResult, then old: ScenarioResult) {
    if old.parity && !scenario.parity {
      regressions.append("\(scenario.title) broke parity")
    }
    for (arm, counts) in scenario.arms.sorted(by: { $0.key < $1.key }) {
      // An arm the baseline did not run is said once, for the whole run.
      guard let oldCounts = old.arms[arm] else { continue }
      for phase in Phase.allCases where counts.counts(of: phase) != oldCounts.counts(of: phase) {
        regressions.append(
          "\(scenario.title) · \(arm) · \(phase.rawValue): counts changed from "
            + "\(oldCounts.counts(of: phase)) to \(counts.counts(of: phase)) "
            + "(view calls/widget writes/redundant writes)")
      }
    }
  }

  /// Calls a change of a figure (its value and interval now and then) that clears the threshold:
  /// a regression or an improvement, or a note when one tick (`allowance`) could have made it.
  private mutating func judge(
    _ label: String, now: (value: Double, low: Double, high: Double),
    then: (value: Double, low: Double, high: Double), allowance: Double
  ) {
    let slower = now.low > then.high * factor
    guard slower || now.high * factor < then.low else { return }
    let clearsTick =
      slower ? now.low - allowance > then.high * factor : (now.high + allowance) * factor < then.low
    if clearsTick {
      // A figure of 0 then makes any change infinite: said in words, never as `inf%`.
      let change = now.value / then.value
      let percent = (slower ? change - 1 : 1 - change) * 100
      let amount = percent.isFinite ? String(format: ", %.0f%% ", percent) : ", "
      if slower {
        regressions.append(label + amount + "slower" + (percent.isFinite ? "" : " than 0"))
      } else {
        improvements.append(label + amount + "faster")
      }
    } else {
      notes.append(
        label + ": within the clock's resolution (one \(tick ?? 0) ns tick), not called")
    }
  }

  /// Compares every arm's figures for one kind of step: the reference by its p50 at the baseline's
  /// `speed` (it has no ratio), the others by their paired ratio to it, which a machine's speed
  /// does not move.
  private mutating func compareFigures(
    _ place: String, now: ActionResult, then: ActionResult, speed: Double
  ) {
    for (arm, figures) in now.arms.sorted(by: { $0.key < $1.key }) {
      guard let old = then.arms[arm] else { continue }
      if arm == reference, let now = figures.latencyNs, let then = old.latencyNs {
        let p50 = Double(now.p50) / speed
        judge(
          "\(place) · \(arm): p50 \(then.p50) ns [\(then.p50Low)–\(then.p50High)] then, "
            + "\(now.p50) ns [\(now.p50Low)–\(now.p50High)] now"
            + (speed == 1 ? "" : String(format: " (%.0f ns at the baseline's speed)", p50)),
          now: (p50, Double(now.p50Low) / speed, Double(now.p50High) / speed),
          then: (Double(then.p50), Double(then.p50Low), Double(then.p50High)),
          allowance: Double(ClockTick.allowance(tickNs: tick)) / speed)
      } else if arm != reference, let ratio = figures.ratioToReference,
        let old = old.ratioToReference
      {
        // The smaller of the reference's p50 in the two runs: over it, one tick weighs the most.
        let referenceP50 = [now, then].compactMap { $0.arms[reference]?.latencyNs?.p50 }.min()
        judge(
          "\(place) · \(arm): \(decimalText(old.value))× the reference "
            + "[\(decimalText(old.low))–\(decimalText(old.high))] then, "
            + "\(decimalText(ratio.value))× [\(decimalText(ratio.low))–\(decimalText(ratio.high))] now",
          now: (ratio.value, ratio.low, ratio.high), then: (old.value, old.low, old.high),
          allowance: ClockTick.ratioMargin(tickNs: tick, referenceP50: referenceP50))
      }
    }
  }

  /// The reference arm's typical change of p50 between the two runs: the median over every
  /// synchronous action of now ÷ then, finite and positive (every timing is divided by it).
  private static func speed(
    of reference: String, now: BenchResults, saved: [String: ScenarioResult]
  ) -> Double {
    let quotients = now.scenarios.flatMap { scenario in
      scenario.userActions.filter(\.synchronous).compactMap { action -> Double? in
        guard let new = action.arms[reference]?.latencyNs?.p50,
          let old = saved[scenario.id]?.actions.first(where: { $0.kind == action.kind })?
            .arms[reference]?.latencyNs?.p50, old > 0
        else { return nil }
        return Double(new) / Double(old)
      }
    }
    return Statistics.median(quotients).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1
  }

  /// The most bytes a baseline may take: a full run's results are a few MiB.
  static let sizeLimit = 64 << 20

  /// Reads a baseline written by `--save-baseline` (or `--format json`), from a file or a pipe of
  /// at most ``sizeLimit`` bytes, checks that every figure in it could have come from a run (see
  /// ``ImpossibleFigure``), and that it measured `study` against `reference`: ratios to another
  /// reference, or figures of another study, cannot be judged against this run's.
  static func load(_ path: String, study: String, reference: String) throws(BaselineError)
    -> BenchResults
  {
    let data: Data
    do {
      data = try InputFile.data(at: path, option: "--compare", limit: sizeLimit)
    } catch {
      switch error {
      case .unreadable(_, _, let reason): throw .unreadable(path, reason: reason)
      case .tooLarge: throw .unreadable(path, reason: "larger than \(byteCountText(sizeLimit))")
      case .notText: throw .notResults(path)
      }
    }
    let results = try decode(data, path: path)
    if let other = results.study, other != study {
      throw .otherStudy(path, baseline: other, study: study)
    }
    guard results.reference == reference else {
      throw .otherReference(path, baseline: results.reference, reference: reference)
    }
    return results
  }

  private static func decode(_ data: Data, path: String) throws(BaselineError) -> BenchResults {
    struct Schema: Decodable { var schema: Int }
    guard let schema = try? JSONDecoder().decode(Schema.self, from: data) else {
      throw .notResults(path)
    }
    guard schema.schema == 2 else { throw .wrongSchema(path, schema.schema) }
    do {
      return try JSONDecoder().decode(BenchResults.self, from: data)
    } catch let figure as ImpossibleFigure {
      throw .impossibleFigure(path, at: figure.place, figure.problem)
    } catch {
      throw .notResults(path)
    }
  }
}

/// A baseline that cannot be used.
enum BaselineError: Error, Equatable, CustomStringConvertible {
  case unreadable(String, reason: String)
  case notResults(String)
  case wrongSchema(String, Int)
  /// A figure no run could have made: the file, the figure's place
  /// (`scenarios[0].actions[1].arms.mvvm.ratioToReference.value`) and its value and rule.
  case impossibleFigure(String, at: String, String)
  /// The file, its study and this run's.
  case otherStudy(String, baseline: String, study: String)
  /// The file, its reference arm and this run's.
  case otherReference(String, baseline: String, reference: String)

  /// One line naming the file and the problem.
  var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "cannot read the baseline '\(path)': \(reason)"
    case .notResults(let path):
      "'\(path)' is not a baseline (JSON results of schema 2, as --save-baseline writes)"
    case .wrongSchema(let path, let schema):
      "the baseline '\(path)' has schema \(schema); this tool reads schema 2: save a "
        + "new baseline with --save-baseline"
    case .impossibleFigure(let path, let place, let problem):
      "the baseline '\(path)' holds an impossible figure at \(place): \(problem)"
    case .otherStudy(let path, let baseline, let study):
      "the baseline '\(path)' measured the study \(baseline), and this run measures \(study): "
        + "there is nothing to compare"
    case .otherReference(let path, let baseline, let reference):
      "the baseline '\(path)' divides its ratios by the arm '\(baseline)', and this run by "
        + "'\(reference)': ratios to two references cannot be compared"
    }
  }
}
