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
