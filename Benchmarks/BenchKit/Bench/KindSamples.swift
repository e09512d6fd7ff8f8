/// One arm's samples of one kind of step in one round.
struct KindSamples: Sendable, Codable, Equatable {
  /// The latencies, in nanoseconds, in the order they were taken.
  var latencies: [Int]
  /// The allocation counts, when they could be counted.
  var allocations: [Int]
  /// Whether any step of this kind waited for a task or a timer.
  var awaited: Bool
}
