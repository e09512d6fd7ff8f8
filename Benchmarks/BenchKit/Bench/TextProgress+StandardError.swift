import Foundation

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
