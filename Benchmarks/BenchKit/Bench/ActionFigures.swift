/// One arm's figures for one kind of step.
public struct ActionFigures: Sendable, Codable, Equatable {
  /// The latency, from the start of the step until the view settled; `null` when not timed.
  public var latencyNs: LatencyFigure?
  /// Heap allocations per step (the median), when they can be counted; `null` otherwise.
  public var allocations: Double?
  /// How many timed samples the figures are made of.
  public var samples: Int
  /// This arm's p50 over the reference's, with its interval; `null` for the reference and
  /// when either was not timed.
  public var ratioToReference: RatioEstimate?
}

extension ActionFigures {
  /// Encodes every key, `null` for a figure that was not measured.
  public func encode(to encoder: any Encoder) throws { try encodeEveryKey(to: encoder) }
}
