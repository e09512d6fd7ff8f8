/// The self-contained HTML report: charts of the tradeoff drawn as inline SVG, then the
/// tables, with no script, font or stylesheet from outside.
///
/// The document is well-formed XHTML, so it can be checked with an XML parser.
public struct HTMLReport {
  /// The results to draw.
  public var results: BenchResults

  /// Creates a report.
  public init(results: BenchResults) {
    self.results = results
  }

  /// The HTML document.
  public func render() -> String {
    // Being rewritten for any number of arms.
    "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><pre>"
      + escape(BenchFormatter(results: results).table()) + "</pre></body></html>\n"
  }
}
