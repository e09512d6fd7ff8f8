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
  /// The file holds results of another study: the file, its study and this run's.
  case otherStudy(String, baseline: String, study: String)
  /// The file's ratios divide by another reference arm: the file, its reference and this
  /// run's.
  case otherReference(String, baseline: String, reference: String)

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
    case .otherStudy(let path, let baseline, let study):
      "the baseline '\(path)' measured the study \(baseline), and this run measures \(study): "
        + "there is nothing to compare"
    case .otherReference(let path, let baseline, let reference):
      "the baseline '\(path)' divides its ratios by the arm '\(baseline)', and this run by "
        + "'\(reference)': ratios to two references cannot be compared"
    }
  }
}
