/// A results page that cannot be checked or updated.
enum ResultsFileError: Error, Equatable, CustomStringConvertible {
  /// The page has no `<!-- counts -->` … `<!-- /counts -->` section.
  case noCounts
  /// The page has no code section, and the run has code figures to check or write there.
  case noCodeSection
  /// The page is the results of another study (its title names it).
  case otherStudy(page: String, run: String)

  /// One line naming the problem.
  var description: String {
    switch self {
    case .noCounts:
      "it has no counts section ('\(BenchFormatter.countsStart)' … "
        + "'\(BenchFormatter.countsEnd)'): regenerate it with --write-results"
    case .noCodeSection:
      "it has no code section ('\(CodeMarkdown.start)' … '\(CodeMarkdown.end)') for this "
        + "run's code figures: regenerate it with --write-results, or leave the code out with "
        + "--suite scenarios"
    case .otherStudy(let page, let run):
      "it holds the results of the study \(page), and this run measures \(run): "
        + "a page is checked and updated by its own study's benchmark"
    }
  }
}
