import Comparison
import Foundation

/// Compares a run with a saved baseline, as a regression check: exact counts strictly, latency
/// through the intervals of both runs.
///
/// A p50 counts as a regression only when the two 95 % intervals do not overlap (the new lower
/// end above the baseline's upper end) *and* it grew by more than the threshold, so noise that
/// the intervals already show never fails a check. Any change of a count, or a scenario that
/// lost parity, is a regression.
///
/// ```swift
/// let check = BaselineComparison(baseline: saved, current: results, thresholdPercent: 10)
/// if !check.regressions.isEmpty { exit(BenchExit.regression) }
/// ```
public struct BaselineComparison {
  /// Findings that fail the check, one sentence each.
  public private(set) var regressions: [String] = []
  /// Latencies that got faster beyond both intervals and the threshold.
  public private(set) var improvements: [String] = []
  /// What could not be compared (a scenario or arm in one run only, another toolchain…).
  public private(set) var notes: [String] = []

  /// Compares `current` with `baseline`.
  ///
  /// - Parameter thresholdPercent: How much slower a p50 must be, beyond both intervals.
  public init(baseline: BenchResults, current: BenchResults, thresholdPercent: Double) {
    if baseline.configuration != current.configuration {
      notes.append(
        "the baseline is a \(baseline.configuration) build, this run a \(current.configuration) "
          + "build")
    }
    if baseline.toolchain != current.toolchain {
      notes.append("toolchains differ: \(baseline.toolchain) then, \(current.toolchain) now")
    }
    let saved = Dictionary(
      baseline.scenarios.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let factor = 1 + thresholdPercent / 100
    for scenario in current.scenarios {
      guard let old = saved[scenario.id] else {
        notes.append("\(scenario.title) is not in the baseline")
        continue
      }
      if old.parity && !scenario.parity {
        regressions.append("\(scenario.title) broke parity")
      }
      for (arm, counts) in scenario.arms.sorted(by: { $0.key < $1.key }) {
        guard let oldCounts = old.arms[arm] else {
          notes.append("\(scenario.title): arm \(arm) is not in the baseline")
          continue
        }
        for phase in Phase.allCases where counts.counts(of: phase) != oldCounts.counts(of: phase) {
          regressions.append(
            "\(scenario.title) · \(arm) · \(phase.rawValue): counts changed from "
              + "\(oldCounts.counts(of: phase)) to \(counts.counts(of: phase)) "
              + "(view calls/widget writes/redundant writes)")
        }
      }
      for action in scenario.actions {
        guard let oldAction = old.actions.first(where: { $0.kind == action.kind }) else {
          continue
        }
        for (arm, figures) in action.arms.sorted(by: { $0.key < $1.key }) {
          guard let now = figures.latencyNs, let then = oldAction.arms[arm]?.latencyNs else {
            continue
          }
          let label =
            "\(scenario.title) · \(action.kind) · \(arm): p50 \(then.p50) ns "
            + "[\(then.p50Low)–\(then.p50High)] then, \(now.p50) ns [\(now.p50Low)–\(now.p50High)] "
            + "now"
          if now.p50Low > then.p50High, Double(now.p50) > Double(then.p50) * factor {
            regressions.append(label + String(format: ", %.0f%% slower", percent(now, then)))
          } else if now.p50High < then.p50Low, Double(now.p50) * factor < Double(then.p50) {
            improvements.append(label + String(format: ", %.0f%% faster", -percent(now, then)))
          }
        }
      }
    }
  }

  private func percent(_ now: LatencyFigure, _ then: LatencyFigure) -> Double {
    then.p50 == 0 ? 0 : (Double(now.p50) / Double(then.p50) - 1) * 100
  }

  /// Reads a baseline written by `--save-baseline` (or `--format json`).
  ///
  /// - Throws: ``BaselineError`` naming the file and the problem in plain words.
  public static func load(_ path: String) throws(BaselineError) -> BenchResults {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadable(path, reason: (error as NSError).localizedDescription)
    }
    struct Schema: Decodable { var schema: Int }
    guard let schema = try? JSONDecoder().decode(Schema.self, from: data) else {
      throw .notResults(path)
    }
    guard schema.schema == 2 else { throw .wrongSchema(path, schema.schema) }
    do {
      return try JSONDecoder().decode(BenchResults.self, from: data)
    } catch {
      throw .notResults(path)
    }
  }
}

/// A baseline that cannot be used.
public enum BaselineError: Error, Equatable, CustomStringConvertible {
  /// The file cannot be read.
  case unreadable(String, reason: String)
  /// The file is not pattern-bench JSON results.
  case notResults(String)
  /// The file holds results of another schema.
  case wrongSchema(String, Int)

  /// One line naming the file and the problem.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "cannot read the baseline '\(path)': \(reason)"
    case .notResults(let path):
      "'\(path)' is not a pattern-bench baseline (JSON results of schema 2, as --save-baseline "
        + "writes)"
    case .wrongSchema(let path, let schema):
      "the baseline '\(path)' has schema \(schema); this pattern-bench reads schema 2: save a "
        + "new baseline with --save-baseline"
    }
  }
}
