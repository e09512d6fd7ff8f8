/// Where a benchmark run reports how far it has got (pattern-bench prints it on stderr).
@MainActor
public protocol BenchProgress: AnyObject {
  /// A suite starts with `total` items.
  func begin(suite: String, total: Int)
  /// Item `index` (from 0) named `name` starts.
  func advance(to index: Int, name: String)
  /// The suite ended after `seconds`.
  func end(suite: String, seconds: Double)
}
