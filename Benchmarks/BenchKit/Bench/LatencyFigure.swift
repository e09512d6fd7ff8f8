/// A latency figure in nanoseconds: percentiles, the median's interval, its spread across
/// rounds and the floor-subtracted median.
///
/// JSON also carries `p50FrameShare` and `p99FrameShare`: the p50 and p99 as a share of a
/// 120 Hz frame (see ``BenchResults/frameNanoseconds``), `null` where the percentile is; they
/// are derived from the figures, so decoding ignores them.
struct LatencyFigure: Sendable, Codable, Equatable {
  /// The median: the median of the round medians when the run had several rounds.
  var p50: Int
  /// The 90th percentile of every sample.
  var p90: Int
  /// The 99th percentile; `null` with 100 samples or fewer, where it would be the maximum.
  var p99: Int?
  /// The slowest sample.
  var max: Int
  /// The lower end of the median's 95 % bootstrap interval.
  var p50Low: Int
  /// The upper end of the median's 95 % bootstrap interval.
  var p50High: Int
  /// Each round's median, in order.
  var roundP50s: [Int]
  /// The p50 less the floor's p50 (an empty action through the same path), at least 0;
  /// `null` when no floor was measured.
  var p50MinusFloor: Int?

  /// The spread of the round medians: (largest − smallest) / p50, or 0 with one round.
  var spread: Double {
    guard let low = roundP50s.min(), let high = roundP50s.max(), p50 > 0 else { return 0 }
    return Double(high - low) / Double(p50)
  }

  /// The p50 as a share of a 120 Hz frame (1 is a whole frame).
  var p50FrameShare: Double { BenchResults.frameShare(p50) }

  /// The p99 as a share of a 120 Hz frame; `nil` when there is no p99.
  var p99FrameShare: Double? { p99.map(BenchResults.frameShare) }
}

extension LatencyFigure {
  /// Summarises samples grouped by round; `nil` when there are none.
  ///
  /// - Parameter seed: Seeds the bootstrap, so the same samples give the same interval.
  init?(rounds: [[Int]], seed: UInt64) {
    let all = rounds.flatMap { $0 }.sorted()
    guard let p50 = Statistics.medianOfMedians(rounds),
      let p90 = Statistics.percentile(0.9, ofSorted: all), let max = all.last,
      let interval = Statistics.medianInterval(rounds, seed: seed)
    else { return nil }
    self.init(
      p50: p50, p90: p90,
      p99: all.count > 100 ? Statistics.percentile(0.99, ofSorted: all) : nil, max: max,
      p50Low: interval.low, p50High: interval.high,
      roundP50s: rounds.compactMap(Statistics.median))
  }

  private enum CodingKeys: String, CodingKey {
    case p50, p90, p99, max, p50Low, p50High, roundP50s, p50MinusFloor
    case p50FrameShare, p99FrameShare
  }

  /// Decodes a figure, refusing one no run could have made (see ``ImpossibleFigure``).
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func figure(_ key: CodingKeys) throws -> Int {
      try ImpossibleFigure.figure(Int.self, key, in: container)
    }
    p50 = try figure(.p50)
    p90 = try figure(.p90)
    p99 = try ImpossibleFigure.optionalFigure(Int.self, .p99, in: container)
    max = try figure(.max)
    p50Low = try figure(.p50Low)
    p50High = try figure(.p50High)
    roundP50s = try container.decode([Int].self, forKey: .roundP50s)
    p50MinusFloor = try ImpossibleFigure.optionalFigure(Int.self, .p50MinusFloor, in: container)
    try ImpossibleFigure.checkWithin(
      p50, .p50, low: ("p50Low", p50Low), high: ("p50High", p50High), in: container)
    if let negative = roundP50s.first(where: { $0 < 0 }) {
      throw ImpossibleFigure(
        at: container.codingPath + [CodingKeys.roundP50s], "\(negative) (it must not be negative)")
    }
  }

  /// Encodes every key, `null` for p99 when too few samples give one, then the shares of a
  /// frame.
  func encode(to encoder: any Encoder) throws {
    try encodeEveryKey(to: encoder)
    // NB: the same encoder's keyed container again: these keys join the object above.
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(p50FrameShare, forKey: .p50FrameShare)
    try container.encode(p99FrameShare, forKey: .p99FrameShare)
  }
}
