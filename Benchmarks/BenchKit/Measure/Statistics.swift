import Comparison
import Services

/// The statistics behind every latency figure: nearest-rank percentiles, the median of round
/// medians, paired ratios, and bootstrap confidence intervals.
///
/// Everything is deterministic: the bootstrap draws from a seeded generator, so the same
/// samples always give the same interval.
enum Statistics {
  /// How many bootstrap resamples an interval is made of.
  static let resamples = 400

  /// The nearest-rank percentile of `sorted` (ascending), or `nil` when it is empty.
  static func percentile(_ fraction: Double, ofSorted sorted: [Int]) -> Int? {
    guard !sorted.isEmpty else { return nil }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[max(0, min(sorted.count - 1, rank))]
  }

  /// The median of `values` (the lower middle one for an even count, as nearest rank gives).
  static func median(_ values: [Int]) -> Int? {
    var scratch = values
    return select(rank: (values.count + 1) / 2 - 1, in: &scratch)
  }

  /// The median of `values`, as a real number, or `nil` when there are none.
  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The median of each round's median: the figure a repeated run reports, robust to one round
  /// that a busy machine slowed down.
  static func medianOfMedians(_ rounds: [[Int]]) -> Int? {
    median(rounds.compactMap(median))
  }

  /// A 95 % bootstrap interval (2.5th and 97.5th percentiles) of the median of round medians,
  /// resampling the rounds and the samples within them.
  static func medianInterval(_ rounds: [[Int]], seed: UInt64) -> (low: Int, high: Int)? {
    let ranked = rounds.filter { !$0.isEmpty }.map(RankedRound.init)
    guard let longest = ranked.map(\.sorted.count).max(), let estimate = medianOfMedians(rounds)
    else { return nil }
    var generator = SplitMix64(seed: seed)
    var estimates = [Int](repeating: 0, count: resamples)
    // NB: buffers made once, so the draws (most of what a run does after its last round)
    // neither allocate nor check an array's uniqueness.
    var tally = [Int](repeating: 0, count: longest)
    var medians = [Int](repeating: 0, count: ranked.count)
    tally.withUnsafeMutableBufferPointer { tally in
      medians.withUnsafeMutableBufferPointer { medians in
        for index in estimates.indices {
          estimates[index] = resampledMedianOfMedians(ranked, &generator, tally, medians)
        }
      }
    }
    estimates.sort()
    guard let low = percentile(0.025, ofSorted: estimates),
      let high = percentile(0.975, ofSorted: estimates)
    else { return nil }
    // NB: a skewed, lumpy sample can leave the estimate outside its bootstrap percentiles; the
    // interval is widened to hold it, so a figure always lies within its own interval (a
    // baseline is checked for that when it is read).
    return (Swift.min(low, estimate), Swift.max(high, estimate))
  }

  /// The quotient of each sample of `numerator` by the sample of `denominator` at the same
  /// place (same round, same index), in millionths, grouped by round; `nil` when the two do not
  /// pair up (a round of another length) or a denominator is 0.
  ///
  /// Samples at the same place were taken in the same iteration, moments apart, so whatever
  /// slowed the machine then slowed both: it cancels out of the quotient.
  static func pairedRatios(_ numerator: [[Int]], over denominator: [[Int]]) -> [[Int]]? {
    guard numerator.count == denominator.count, !numerator.isEmpty else { return nil }
    var rounds: [[Int]] = []
    for (top, bottom) in zip(numerator, denominator) {
      guard top.count == bottom.count, !bottom.contains(where: { $0 <= 0 }) else { return nil }
      rounds.append(
        zip(top, bottom).map { Int((Double($0) / Double($1) * 1_000_000).rounded()) })
    }
    return rounds.contains(where: { !$0.isEmpty }) ? rounds : nil
  }

  /// A ratio stored in millionths, as a real number.
  static func ratio(fromMillionths value: Int) -> Double {
    Double(value) / 1_000_000
  }

  /// A round sorted once, with each sample's place in that order: the median of samples
  /// drawn from it is the sorted value at the median of their places, which a tally of the
  /// places finds in one pass, without comparing or moving the samples.
  private struct RankedRound {
    /// The samples in ascending order.
    let sorted: [Int]
    /// The place in ``sorted`` of each sample, by its index in the round.
    let places: [Int]

    init(_ round: [Int]) {
      let order = round.indices.sorted { round[$0] < round[$1] }
      sorted = order.map { round[$0] }
      var places = [Int](repeating: 0, count: round.count)
      for (place, index) in order.enumerated() { places[index] = place }
      self.places = places
    }
  }

  /// One bootstrap draw of the median of round medians, in two stages: the rounds are drawn
  /// with replacement, then the samples within each drawn round. Drawing the rounds carries the
  /// machine's drift from one moment of the run to another into the interval, which a draw of
  /// samples alone would hide.
  ///
  /// - Parameters:
  ///   - rounds: The rounds, none of them empty.
  ///   - tally: Room for the longest round's places.
  ///   - medians: Room for one median per round, exactly.
  private static func resampledMedianOfMedians(
    _ rounds: [RankedRound], _ generator: inout SplitMix64,
    _ tally: UnsafeMutableBufferPointer<Int>, _ medians: UnsafeMutableBufferPointer<Int>
  ) -> Int {
    for slot in medians.indices {
      let round = rounds[generator.next(below: rounds.count)]
      let count = round.places.count
      round.places.withUnsafeBufferPointer { places in
        UnsafeMutableBufferPointer(rebasing: tally[..<count]).update(repeating: 0)
        for _ in 0..<count { tally[places[generator.next(below: count)]] += 1 }
      }
      // The median drawn is the lower middle one: the first place at which the tally reaches
      // half the draws, rounded up.
      var place = 0
      var needed = (count + 1) / 2 - tally[0]
      while needed > 0 {
        place += 1
        needed -= tally[place]
      }
      medians[slot] = round.sorted[place]
    }
    return select(rank: (medians.count + 1) / 2 - 1, in: medians)
  }

  /// The element of rank `rank` (0-based) in `values`, reordering them (quickselect).
  ///
  /// - Complexity: O(n) on average.
  static func select(rank: Int, in values: inout [Int]) -> Int? {
    guard values.indices.contains(rank) else { return nil }
    return values.withUnsafeMutableBufferPointer { select(rank: rank, in: $0) }
  }

  /// The element of rank `rank` in `values`, a valid index, reordering them (quickselect).
  private static func select(rank: Int, in values: UnsafeMutableBufferPointer<Int>) -> Int {
    var low = 0
    var high = values.count - 1
    while low < high {
      let pivot = values[(low + high) / 2]
      var left = low
      var right = high
      while left <= right {
        while values[left] < pivot { left += 1 }
        while values[right] > pivot { right -= 1 }
        if left <= right {
          values.swapAt(left, right)
          left += 1
          right -= 1
        }
      }
      if rank <= right {
        high = right
      } else if rank >= left {
        low = left
      } else {
        return values[rank]
      }
    }
    return values[rank]
  }
}

extension String {
  /// A stable seed made from the text (FNV-1a), so each figure's bootstrap is reproducible and
  /// independent of the others.
  var seed: UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01B3
    }
    return hash
  }
}

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
