import Comparison
import Services

/// The statistics behind every figure; "Statistics" in `HowPatternBenchMeasures.md` says why.
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

  /// The median of each round's median, robust to one round that a busy machine slowed down.
  static func medianOfMedians(_ rounds: [[Int]]) -> Int? { median(rounds.compactMap(median)) }

  /// A 95 % bootstrap interval of the median of round medians, resampling rounds and samples.
  static func medianInterval(_ rounds: [[Int]], seed: UInt64) -> (low: Int, high: Int)? {
    let ranked = rounds.filter { !$0.isEmpty }.map(rank)
    guard let longest = ranked.map(\.sorted.count).max(), let estimate = medianOfMedians(rounds)
    else { return nil }
    var generator = SplitMix64(seed: seed)
    var estimates = [Int](repeating: 0, count: resamples)
    // NB: buffers made once, so the draws (most of a run's end) neither allocate nor copy.
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
    // NB: a lumpy sample can leave the estimate outside its percentiles; the interval holds it,
    // as a baseline's is checked to.
    return (Swift.min(low, estimate), Swift.max(high, estimate))
  }

  /// Each sample over the one taken at the same place, in millionths, by round; `nil` when the
  /// two do not pair up or a denominator is 0.
  static func pairedRatios(_ numerator: [[Int]], over denominator: [[Int]]) -> [[Int]]? {
    let pairs = zip(numerator, denominator)
    guard numerator.count == denominator.count, !numerator.isEmpty,
      pairs.allSatisfy({ top, bottom in top.count == bottom.count && !bottom.contains { $0 <= 0 } })
    else { return nil }
    let rounds = pairs.map { top, bottom in
      zip(top, bottom).map { Int((Double($0) / Double($1) * 1_000_000).rounded()) }
    }
    return rounds.contains(where: { !$0.isEmpty }) ? rounds : nil
  }

  /// A ratio stored in millionths, as a real number.
  static func ratio(fromMillionths value: Int) -> Double { Double(value) / 1_000_000 }

  /// A round sorted once, with each sample's place in `sorted` by its index in the round, so
  /// that a tally of places finds a median.
  private static func rank(_ round: [Int]) -> RankedRound {
    let order = round.indices.sorted { round[$0] < round[$1] }
    var places = [Int](repeating: 0, count: round.count)
    for (place, index) in order.enumerated() { places[index] = place }
    return (order.map { round[$0] }, places)
  }

  private typealias RankedRound = (sorted: [Int], places: [Int])

  /// One bootstrap draw of the median of round medians: rounds, then samples within each;
  /// `tally` fits the longest round and `medians` holds one per round.
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
      // The lower middle one: the first place at which the tally reaches half the draws.
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

  /// The element of rank `rank` (0-based) in `values`, reordering them (quickselect, O(n)).
  static func select(rank: Int, in values: inout [Int]) -> Int? {
    guard values.indices.contains(rank) else { return nil }
    return values.withUnsafeMutableBufferPointer { select(rank: rank, in: $0) }
  }

  /// The element of rank `rank`, a valid index, in `values`, reordering them.
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
  /// A stable seed made from the text (FNV-1a), so that each figure's bootstrap repeats.
  var seed: UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01B3
    }
    return hash
  }
}

/// The clock's tick, and the rule that no figure is called faster or slower on a difference of
/// one tick or less, which quantisation alone could make: "The clock's tick" in
/// `HowPatternBenchMeasures.md` states it and has the figures.
enum ClockTick {
  /// The smallest non-zero step between 10 000 readings of `clock`, in whole nanoseconds, if any.
  static func measure(_ clock: StepClock) -> Int? {
    // NB: readings back to back: work between two would lengthen every step on Apple silicon.
    var taken: [ContinuousClock.Instant] = []
    taken.reserveCapacity(10_000)
    for _ in 0..<10_000 { taken.append(clock.instant()) }
    let steps = zip(taken.dropFirst(), taken).map { $0 - $1 }.filter { $0 > .zero }
    return steps.min()?.wholeNanoseconds
  }

  /// The widening one tick gives a ratio, as a fraction of the reference's p50, or 0.
  static func ratioMargin(tickNs: Int?, referenceP50: Int?) -> Double {
    guard let tickNs, let referenceP50, referenceP50 > 0 else { return 0 }
    return Double(allowance(tickNs: tickNs)) / Double(referenceP50)
  }

  /// What one tick may move a p50 by: the tick and the nanosecond readings are rounded to.
  static func allowance(tickNs: Int?) -> Int { tickNs.map { $0 + 1 } ?? 0 }
}
