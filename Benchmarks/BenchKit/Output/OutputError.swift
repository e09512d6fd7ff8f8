/// A destination that cannot be written; its description names it and the problem.
enum OutputError: Error, Equatable, CustomStringConvertible {
  /// The path cannot be written (a folder, a link to nothing, a device, a read-only file, a
  /// missing folder…); found before the run.
  case unusable(option: String, path: String, problem: String)
  /// A standard stream (1 or 2) is closed, and something was to be written there.
  case streamClosed(option: String, descriptor: Int32)
  /// A write failed: the destination and the system's reason.
  case writeFailed(String, reason: String)

  /// One line naming the destination and the problem.
  var description: String {
    switch self {
    case .unusable(let option, let path, let problem):
      "\(option) '\(path)' cannot be written: \(problem)"
    case .streamClosed(let option, let descriptor):
      "\(option): standard \(descriptor == 2 ? "error" : "output") (descriptor \(descriptor)) "
        + "is closed; give a file with --output"
    case .writeFailed(let destination, let reason):
      "could not write \(destination): \(reason)"
    }
  }

  /// The exit status for this error: ``BenchExit/usage`` for a destination that cannot be
  /// used (nothing ran), ``BenchExit/ioFailure`` for a closed stream or a failed write.
  var exitStatus: Int32 {
    switch self {
    case .unusable: BenchExit.usage
    case .streamClosed, .writeFailed: BenchExit.ioFailure
    }
  }
}
