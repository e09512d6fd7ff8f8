/// Where a benchmark run reports how far it has got (pattern-bench prints it on stderr).
@MainActor
protocol BenchProgress: AnyObject {
  /// A suite starts with `total` items.
  func begin(suite: String, total: Int)
  /// Item `index` (from 0) named `name` starts.
  func advance(to index: Int, name: String)
  /// The current item has done `done` of its `total` runs: a long item (many iterations, large
  /// lists) reports after every run, so that a long phase shows that it moves.
  func update(done: Int, of total: Int)
  /// The suite ended after `seconds`.
  func end(suite: String, seconds: Double)
}

extension BenchProgress {
  /// Ignores the runs within an item.
  func update(done: Int, of total: Int) {}
}
