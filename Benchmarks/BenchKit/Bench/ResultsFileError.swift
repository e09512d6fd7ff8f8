/// A results page that cannot be checked.
enum ResultsFileError: Error, Equatable, CustomStringConvertible {
  /// The page has no `<!-- counts -->` … `<!-- /counts -->` section.
  case noCounts

  /// One line naming the problem.
  var description: String {
    switch self {
    case .noCounts:
      "it has no counts section ('\(BenchFormatter.countsStart)' … "
        + "'\(BenchFormatter.countsEnd)'): regenerate it with --write-results"
    }
  }
}
