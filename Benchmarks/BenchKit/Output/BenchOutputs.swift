/// The files a run writes (the results, the HTML report, the baseline copy, the results page),
/// each checked before the run so that a bad one fails at once and costs nothing.
///
/// ```swift
/// let outputs = try BenchOutputs(options: options)   // before the run
/// let written = outputs.write(results, format: options.format) { print($0) }
/// ```
struct BenchOutputs: Sendable {
  private let results: OutputDestination?
  private let report: OutputDestination?
  private let baselineCopy: OutputDestination?
  private let resultsPage: OutputDestination?
  /// The standard descriptors that were closed when the command started.
  private let closed: Set<Int32>

  /// Checks every destination that `options` names, and standard output for the results when
  /// no `--output` is given (a counts check prints no results: only a given `--output` gets
  /// them).
  ///
  /// - Throws: ``OutputError`` for the first destination that cannot be used.
  init(options: BenchOptions, closed: Set<Int32> = []) throws(OutputError) {
    func check(_ path: String?, _ option: String) throws(OutputError) -> OutputDestination? {
      guard let path else { return nil }
      return try OutputDestination.check(path, option: option, closed: closed)
    }
    self.closed = closed
    let resultsPath =
      options.output
      ?? (options.checkResults == nil && options.updateResults == nil ? "-" : nil)
    results = try check(resultsPath, options.output == nil ? "the results" : "--output")
    report = try check(options.report, "--report")
    baselineCopy = try check(options.saveBaseline, "--save-baseline")
    resultsPage = try check(options.writeResults, "--write-results")
  }

  /// Writes every output of `results`, each whatever befell the others.
  ///
  /// - Parameter say: Takes each line for the user: a write that failed and why, a results
  ///   page written.
  /// - Returns: Whether every write succeeded.
  func write(
    _ results: BenchResults, format: BenchOptions.Format, say: (String) -> Void
  ) -> Bool {
    let formatter = BenchFormatter(results: results)
    let outputs: [(OutputDestination?, () -> String)] = [
      (self.results, { formatter.render(format) }),
      (report, { HTMLReport(results: results).render() }),
      (baselineCopy, { formatter.json() }),
      (resultsPage, { ResultsFile.document(for: results, path: resultsPage?.path ?? "") }),
    ]
    var written = true
    for case (let destination?, let text) in outputs {
      do {
        try destination.write(text(), closed: closed)
        if destination == resultsPage { say("wrote \(destination.path)") }
      } catch {
        say(error.description)
        written = false
      }
    }
    return written
  }
}
