import Foundation

/// Where a benchmark run reports how far it has got (pattern-bench prints it on stderr).
@MainActor
protocol BenchProgress: AnyObject {
  /// A suite starts with `total` items.
  func begin(suite: String, total: Int)
  /// Item `index` (from 0) named `name` starts.
  func advance(to index: Int, name: String)
  /// The current item has done `done` of its `total` runs, so that a long one shows it moves.
  func update(done: Int, of total: Int)
  /// The suite ended after `seconds`.
  func end(suite: String, seconds: Double)
}

/// Progress as text: a live line on a terminal, redrawn at most ten times a second; in a log, a
/// line at the end of each suite and one whenever `heartbeat` passed since the last.
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

  /// Creates a progress that hands each piece of text to `emit`, every line starting with
  /// `prefix`, each suite's end said when `reportsEnds` (a worker's parent says it).
  init(
    isTerminal: Bool, heartbeat: Duration = .seconds(10), prefix: String = "pattern-bench",
    reportsEnds: Bool = true, elapsed: (() -> Duration)? = nil,
    emit: @escaping (String) -> Void
  ) {
    (self.isTerminal, self.heartbeat, self.prefix) = (isTerminal, heartbeat, prefix)
    (self.reportsEnds, self.emit) = (reportsEnds, emit)
    let start = ContinuousClock.now
    self.elapsed = elapsed ?? { ContinuousClock.now - start }
  }

  /// Progress on standard error, each line starting with `command` (and ` worker` in one).
  static func standardError(worker: Bool, command: String = "pattern-bench") -> TextProgress {
    TextProgress(
      isTerminal: isatty(STDERR_FILENO) != 0,
      prefix: worker ? "\(command) worker" : command, reportsEnds: !worker
    ) { text in
      // A failure to write (standard error a closed pipe) is not the run's to report.
      try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
  }

  func begin(suite: String, total: Int) { (self.suite, self.total) = (suite, total) }

  /// A terminal shows a new item at once.
  func advance(to index: Int, name: String) {
    (self.index, item) = (index, name)
    report(force: true)
  }

  func update(done: Int, of total: Int) { report(force: false, runs: " · \(done)/\(total) runs") }

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

  /// Redraws the terminal's line, or writes a log line once a heartbeat has passed.
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
