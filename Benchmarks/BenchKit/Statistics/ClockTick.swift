import Comparison

/// The tick of the clock that times the steps, and the rule that keeps every comparison from
/// calling a difference that the tick alone could make.
///
/// ## The rule
///
/// A sample is the difference of two readings, so it is a whole number of ticks: on Apple
/// silicon the clock ticks every 41.7 ns, and a synchronous action of 150–900 ns is 4 to 20
/// ticks. A median (p50) is one of the samples, so it is quantised too: an action that lasts
/// 4.49 ticks has a p50 of 4 ticks, one of 4.51 ticks a p50 of 5. Two p50s one tick apart may
/// thus come from almost equal durations, however many samples they are made of; two ticks
/// apart, they cannot come from equal ones.
///
/// So no figure is called faster or slower on a difference of one tick or less:
/// - an arm's ratio to the reference is *within the clock's resolution*
///   (``RatioEstimate/withinClockResolution``) when its interval does not hold 1.0 but does
///   once widened on each side by one tick over the reference's p50;
/// - against a baseline (``BaselineComparison``), a p50 or a ratio whose change stands out
///   from the intervals only by a tick or less is a note that says so, not a regression or
///   an improvement.
///
/// The tick is measured when the run starts (``measure(_:readings:)``) and recorded in the
/// results (`clockTickNs`). Readings are whole nanoseconds, so a tick of 41.7 ns shows as a
/// step of 41 or 42 ns: the rule allows one tick and that nanosecond. Where the clock ticks
/// faster than it can be read (1 ns on Linux, where a reading takes 20–40 ns), the smallest
/// step is the time a reading takes, and the rule is stricter than quantisation alone needs:
/// it gives up differences of that size rather than call one that might not be there.
///
/// The micro benchmarks time loops of milliseconds, hundreds of thousands of ticks, and
/// need no rule.
enum ClockTick {
  /// The tick of `clock`: the smallest non-zero step between consecutive readings, in whole
  /// nanoseconds; `nil` when the clock never moved.
  ///
  /// - Parameter readings: How many readings to take (10 000 take well under a millisecond).
  static func measure(_ clock: StepClock, readings: Int = 10_000) -> Int? {
    // The readings first, back to back, the steps after: work between two readings would
    // make every step longer than the tick where reading is quick (Apple silicon).
    var taken: [ContinuousClock.Instant] = []
    taken.reserveCapacity(max(2, readings))
    for _ in 0..<max(2, readings) {
      taken.append(clock.instant())
    }
    let steps = zip(taken.dropFirst(), taken).map { $0 - $1 }.filter { $0 > .zero }
    return steps.min()?.wholeNanoseconds
  }

  /// The widening, as a fraction of the reference's p50, that one tick gives an arm's ratio
  /// to the reference (see "The rule" above); 0 without a tick or a p50.
  static func ratioMargin(tickNs: Int?, referenceP50: Int?) -> Double {
    guard let tickNs, let referenceP50, referenceP50 > 0 else { return 0 }
    return Double(allowance(tickNs: tickNs)) / Double(referenceP50)
  }

  /// What one tick may move a p50 by, in nanoseconds: the tick and the nanosecond readings are
  /// rounded to.
  static func allowance(tickNs: Int?) -> Int {
    tickNs.map { $0 + 1 } ?? 0
  }
}
