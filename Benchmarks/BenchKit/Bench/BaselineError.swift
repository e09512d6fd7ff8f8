/// A baseline that cannot be used.
enum BaselineError: Error, Equatable, CustomStringConvertible {
  /// The file cannot be read.
  case unreadable(String, reason: String)
  /// The file is not pattern-bench JSON results.
  case notResults(String)
  /// The file holds results of another schema.
  case wrongSchema(String, Int)
  /// A figure in the file that no run could have made: the file, the figure's place
  /// (`scenarios[0].actions[1].arms.mvvm.ratioToReference.value`) and its value and rule.
  case impossibleFigure(String, at: String, String)

  /// One line naming the file and the problem.
  var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "cannot read the baseline '\(path)': \(reason)"
    case .notResults(let path):
      "'\(path)' is not a pattern-bench baseline (JSON results of schema 2, as --save-baseline "
        + "writes)"
    case .wrongSchema(let path, let schema):
      "the baseline '\(path)' has schema \(schema); this pattern-bench reads schema 2: save a "
        + "new baseline with --save-baseline"
    case .impossibleFigure(let path, let place, let problem):
      "the baseline '\(path)' holds an impossible figure at \(place): \(problem)"
    }
  }
}
