import Comparison

/// Turns ``BenchResults`` into each output format of `pattern-bench`: one file per format,
/// `BenchFormatter+JSON.swift`, `+CSV.swift`, `+Table.swift` and `+Markdown.swift`.
struct BenchFormatter {
  /// The results to format.
  var results: BenchResults

  /// Creates a formatter.
  init(results: BenchResults) {
    self.results = results
  }

  /// The results in `format`.
  func render(_ format: BenchOptions.Format) -> String {
    switch format {
    case .table: table()
    case .markdown: markdown()
    case .json: json()
    case .csv: csv()
    }
  }

  /// The run's provenance, one fact per line.
  var provenance: [String] {
    var lines = [
      "\(results.configuration) build, \(results.toolchain)",
      [results.machine, results.cpu, results.coreKinds ?? "\(results.cores) cores"]
        .compactMap { $0 }.joined(separator: "; "),
      "commit \(results.commit ?? "unknown (not a git checkout)"); \(results.date)"
        + (results.quick ? "; quick run" : ""),
    ]
    if results.scenarios.contains(where: { $0.iterations > 0 }) {
      lines.append(
        "\(results.repeats) timed rounds per scenario after a warm-up; arms interleaved, "
          + "in a balanced order")
    } else if !results.scenarios.isEmpty {
      lines.append("counts only: nothing was timed")
    }
    if results.microRuns > 1 {
      lines.append(
        "micro benchmarks: \(results.microRuns) runs, each its best round; a row is the best run, shown "
          + "with their range")
    }
    if let tick = results.clockTickNs {
      lines.append(
        "clock tick \(tick) ns, the smallest step between readings: no difference within a "
          + "tick is called")
    }
    if let text = allocationsText {
      lines.append("allocations: " + text)
    }
    if let floor = results.latencyFloorNs {
      lines.append(
        "latency floor (an empty action through the same path): p50 \(nanosecondsText(floor.p50))")
    }
    return lines
  }

  /// Whether and how allocations were counted, or `nil` when the results do not say.
  var allocationsText: String? {
    results.allocationsCounted.map { counted in
      counted
        ? "counted (glibc's malloc interposed)"
        : "not counted on this platform (\(BuildInfo.allocationsNotCountedReason))"
    }
  }

  /// The words of the study's micro benchmarks (its guide's, or plain ones).
  var microText: StudyGuide.MicroText {
    results.guide?.micro ?? .plain
  }

  /// The name of the arm every ratio divides by.
  var referenceName: String {
    results.arms.first { $0.id == results.reference }?.name ?? results.reference
  }

  /// The initial render of `screen`, pooled over its scenarios (every scenario of a screen
  /// renders the same empty screen first; JSON and CSV also keep each scenario's own figure).
  func initialRender(of screen: Screen) -> ScreenInitialRender? {
    results.initialRenders.first { $0.screen == screen }
  }
}
