import Comparison

/// One arm's figures for one kind of step.
struct ActionFigures: Sendable, Codable, Equatable {
  /// The latency, from the start of the step until the view settled; `null` when not timed.
  var latencyNs: LatencyFigure?
  /// Heap allocations per step (the median), when they can be counted; `null` otherwise.
  var allocations: Double?
  /// How many timed samples the figures are made of.
  var samples: Int
  /// This arm's p50 over the reference's, with its interval; `null` for the reference and
  /// when either was not timed.
  var ratioToReference: RatioEstimate?
  /// The view calls, widget writes and redundant writes of one step of this kind (the mean
  /// over the steps of one run, exact: counts do not vary between runs); `null` when they were
  /// not counted (results older than these fields).
  var countsPerStep: CountsPerStep?
}

/// The view calls, widget writes and redundant writes of one step, the mean over the steps of
/// one kind in one run (steps of one kind may differ: each keystroke of a burst writes what it
/// changed).
struct CountsPerStep: Sendable, Codable, Equatable {
  /// Crossings from presentation logic into the view.
  var viewCalls: Double
  /// Writes to widget properties.
  var widgetWrites: Double
  /// Writes that stored the value already there.
  var redundantWrites: Double

  /// Creates counts per step.
  init(viewCalls: Double, widgetWrites: Double, redundantWrites: Double) {
    self.viewCalls = viewCalls
    self.widgetWrites = widgetWrites
    self.redundantWrites = redundantWrites
  }

  /// The mean of `counts`, or `nil` when there are none.
  init?(mean counts: [ViewCounts]) {
    guard !counts.isEmpty else { return nil }
    let steps = Double(counts.count)
    viewCalls = Double(counts.reduce(0) { $0 + $1.viewCalls }) / steps
    widgetWrites = Double(counts.reduce(0) { $0 + $1.widgetWrites }) / steps
    redundantWrites = Double(counts.reduce(0) { $0 + $1.redundantWrites }) / steps
  }
}

extension ActionFigures {
  /// Encodes every key, `null` for a figure that was not measured.
  func encode(to encoder: any Encoder) throws { try encodeEveryKey(to: encoder) }
}
