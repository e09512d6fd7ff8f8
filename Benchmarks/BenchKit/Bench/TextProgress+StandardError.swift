import Foundation

extension TextProgress {
  /// Progress on standard error: a live line when it is a terminal. A worker's progress
  /// leaves the end of each suite to its parent.
  public static func standardError(worker: Bool) -> TextProgress {
    TextProgress(
      isTerminal: isatty(STDERR_FILENO) != 0,
      prefix: worker ? "pattern-bench worker" : "pattern-bench", reportsEnds: !worker
    ) { text in
      // A failure to write (standard error a closed pipe) is not the run's to report.
      try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
  }
}
