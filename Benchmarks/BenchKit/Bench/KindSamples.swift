/// One arm's samples of one kind of step in one round.
public struct KindSamples: Sendable, Codable, Equatable {
  /// The latencies, in nanoseconds, in the order they were taken.
  public var latencies: [Int]
  /// The allocation counts, when they could be counted.
  public var allocations: [Int]
  /// Whether any step of this kind waited for a task or a timer.
  public var awaited: Bool
}
