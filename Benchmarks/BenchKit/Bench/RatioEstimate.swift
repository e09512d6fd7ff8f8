/// A ratio of medians with its 95 % bootstrap interval.
struct RatioEstimate: Sendable, Codable, Equatable {
  /// The ratio of the two p50 figures.
  var value: Double
  /// The lower end of the interval.
  var low: Double
  /// The upper end of the interval.
  var high: Double
  /// Whether the interval contains 1.0: no measurable difference at this precision.
  var noMeasurableDifference: Bool
  /// Whether the interval excludes 1.0 by one clock tick or less, a difference the clock's
  /// quantisation alone could make: not called faster or slower (see ``ClockTick``). `false`
  /// in results saved before this key.
  var withinClockResolution: Bool

  /// Creates an estimate.
  ///
  /// - Parameter margin: One clock tick as a fraction of the reference's p50
  ///   (``ClockTick/ratioMargin(tickNs:referenceP50:)``), by which the interval is widened
  ///   on each side to decide ``withinClockResolution``.
  init(value: Double, low: Double, high: Double, margin: Double = 0) {
    self.value = value
    self.low = low
    self.high = high
    noMeasurableDifference = low <= 1 && high >= 1
    withinClockResolution = !noMeasurableDifference && low - margin <= 1 && high + margin >= 1
  }

  /// Whether the ratio shows a difference: its interval excludes 1.0 by more than a tick.
  var isDifference: Bool {
    !noMeasurableDifference && !withinClockResolution
  }
}

extension RatioEstimate {
  private enum CodingKeys: String, CodingKey {
    case value, low, high, noMeasurableDifference, withinClockResolution
  }

  /// Decodes an estimate, refusing one no run could have made (see ``ImpossibleFigure``); one
  /// saved before `withinClockResolution` was not within it.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    value = try ImpossibleFigure.figure(Double.self, .value, in: container)
    low = try ImpossibleFigure.figure(Double.self, .low, in: container)
    high = try ImpossibleFigure.figure(Double.self, .high, in: container)
    try ImpossibleFigure.checkWithin(
      value, .value, low: ("low", low), high: ("high", high), in: container)
    noMeasurableDifference = try container.decode(Bool.self, forKey: .noMeasurableDifference)
    withinClockResolution =
      try container.decodeIfPresent(Bool.self, forKey: .withinClockResolution) ?? false
  }
}
