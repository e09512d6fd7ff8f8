import Foundation

/// Progress as text, for standard error: a live line on a terminal, redrawn at most ten times a
/// second; elsewhere (CI, a pipe, a log) a line at the end of each suite, and a line whenever
/// `heartbeat` has passed since the last one, so a long phase shows that it moves without
/// flooding a log.
///
/// ```swift
/// let progress = TextProgress(isTerminal: isatty(STDERR_FILENO) != 0) { line in
///   FileHandle.standardError.write(Data(line.utf8))
/// }
/// ```
@MainActor
final class TextProgress: BenchProgress {
  private let isTerminal: Bool
  private let heartbeat: Duration
  private let elapsed: () -> Duration
  private let emit: (String) -> Void
  private let prefix: String
  private let reportsEnds: Bool
  private var total = 0
  private var suite = ""
  private var index = 0
  private var item = ""
  private var lastLine = Duration.zero
  private var lastRedraw: Duration?

  /// Creates a progress that hands each piece of text, line ends included, to `emit`.
  ///
  /// - Parameters:
  ///   - isTerminal: Whether the text goes to a terminal (a live line) or to a log.
  ///   - heartbeat: In a log, the silence after which a line says where the run is.
  ///   - prefix: Starts every line, e.g. `pattern-bench` or `pattern-bench worker`.
  ///   - reportsEnds: Whether each suite's end gets a line (a worker's parent says it).
  ///   - elapsed: The time since the run started (a test passes its own).
  init(
    isTerminal: Bool, heartbeat: Duration = .seconds(10), prefix: String = "pattern-bench",
    reportsEnds: Bool = true, elapsed: (() -> Duration)? = nil,
    emit: @escaping (String) -> Void
  ) {
    self.isTerminal = isTerminal
    self.heartbeat = heartbeat
    self.prefix = prefix
    self.reportsEnds = reportsEnds
    if let elapsed {
      self.elapsed = elapsed
    } else {
      let clock = ContinuousClock()
      let start = clock.now
      self.elapsed = { clock.now - start }
    }
    self.emit = emit
  }

  /// A suite starts.
  func begin(suite: String, total: Int) {
    self.suite = suite
    self.total = total
  }

  /// An item starts: a terminal shows it at once.
  func advance(to index: Int, name: String) {
    self.index = index
    item = name
    report(force: true)
  }

  /// Runs within the item: shown on a terminal, and in a log once a heartbeat has passed.
  func update(done: Int, of total: Int) {
    report(force: false, runs: " · \(done)/\(total) runs")
  }

  /// The suite ended: one line.
  func end(suite: String, seconds: Double) {
    guard reportsEnds else {
      if isTerminal { emit("\r\u{1B}[K") }
      return
    }
    let tenths = Int((seconds * 10).rounded())
    let line = "\(prefix): \(suite): \(total) done in \(tenths / 10).\(tenths % 10) s"
    emit((isTerminal ? "\r\u{1B}[K" : "") + line + "\n")
    lastLine = elapsed()
  }

  private func report(force: Bool, runs: String = "") {
    let now = elapsed()
    let position = "\(suite) \(index + 1)/\(total)"
    if isTerminal {
      if !force, let lastRedraw, now - lastRedraw < .milliseconds(100) { return }
      lastRedraw = now
      emit("\r\u{1B}[K" + String("[\(position)] \(item)\(runs)".prefix(99)))
    } else if now - lastLine >= heartbeat {
      lastLine = now
      emit("\(prefix): \(position): \(item)\(runs), \(now.components.seconds) s in\n")
    }
  }
}

extension TextProgress {
  /// Progress on standard error: a live line when it is a terminal. A worker's progress
  /// leaves the end of each suite to its parent. Each line starts with `command`, the
  /// executable's name.
  static func standardError(worker: Bool, command: String = "pattern-bench")
    -> TextProgress
  {
    TextProgress(
      isTerminal: isatty(STDERR_FILENO) != 0,
      prefix: worker ? "\(command) worker" : command, reportsEnds: !worker
    ) { text in
      // A failure to write (standard error a closed pipe) is not the run's to report.
      try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
  }
}

/// Where a benchmark run reports how far it has got (pattern-bench prints it on stderr).
@MainActor
protocol BenchProgress: AnyObject {
  /// A suite starts with `total` items.
  func begin(suite: String, total: Int)
  /// Item `index` (from 0) named `name` starts.
  func advance(to index: Int, name: String)
  /// The current item has done `done` of its `total` runs: a long item (many iterations, large
  /// lists) reports after every run, so that a long phase shows that it moves.
  func update(done: Int, of total: Int)
  /// The suite ended after `seconds`.
  func end(suite: String, seconds: Double)
}

extension BenchProgress {
  /// Ignores the runs within an item.
  func update(done: Int, of total: Int) {}
}
