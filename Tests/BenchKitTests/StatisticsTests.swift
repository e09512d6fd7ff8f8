import Services
import Testing

@testable import BenchKit

@Suite(.threadOfItsOwn) struct StatisticsTests {
  @Test func percentilesUseNearestRank() {
    let sorted = Array(1...100)
    #expect(Statistics.percentile(0.5, ofSorted: sorted) == 50)
    #expect(Statistics.percentile(0.9, ofSorted: sorted) == 90)
    #expect(Statistics.percentile(0.99, ofSorted: sorted) == 99)
    #expect(Statistics.percentile(0.5, ofSorted: []) == nil)
  }

  @Test func selectFindsEveryRankOfAShuffledArray() {
    var generator = SplitMix64(seed: 42)
    let values = (0..<301).map { _ in Int(generator.next() % 1_000) }
    let sorted = values.sorted()
    for rank in [0, 1, 150, 299, 300] {
      var scratch = values
      #expect(Statistics.select(rank: rank, in: &scratch) == sorted[rank])
    }
    var empty: [Int] = []
    #expect(Statistics.select(rank: 0, in: &empty) == nil)
  }

  @Test func medianOfMediansIgnoresOneSlowRound() {
    let rounds = [[10, 11, 12], [10, 10, 11], [90, 95, 99]]
    #expect(Statistics.medianOfMedians(rounds) == 11)
  }

  /// The interval by its definition: each draw's rounds and samples taken in the generator's
  /// order, each drawn round sorted for its median.
  @Test(arguments: [1, 2, 5, 25])
  func theIntervalIsTheDefinitionsWithOrWithoutTiesAndUnevenRounds(roundCount: Int) {
    var generator = SplitMix64(seed: UInt64(roundCount))
    let rounds = (0..<roundCount).map { round in
      // Uneven and empty rounds; values with many ties in every other round.
      (0..<(round % 3 == 2 ? 0 : generator.next(below: 120) + 1)).map { _ in
        1_000 + generator.next(below: round.isMultiple(of: 2) ? 4 : 5_000)
      }
    }
    let filled = rounds.filter { !$0.isEmpty }
    var draws = SplitMix64(seed: 99)
    var estimates: [Int] = (0..<Statistics.resamples).map { _ in
      let medians = filled.indices.map { _ in
        let round = filled[draws.next(below: filled.count)]
        let drawn = round.indices.map { _ in round[draws.next(below: round.count)] }.sorted()
        return drawn[(drawn.count + 1) / 2 - 1]
      }.sorted()
      return medians[(medians.count + 1) / 2 - 1]
    }
    estimates.sort()
    let estimate = Statistics.medianOfMedians(rounds) ?? 0
    let low = min(Statistics.percentile(0.025, ofSorted: estimates) ?? 0, estimate)
    let high = max(Statistics.percentile(0.975, ofSorted: estimates) ?? 0, estimate)
    let interval = Statistics.medianInterval(rounds, seed: 99)
    #expect(interval?.low == low && interval?.high == high)
    #expect(Statistics.medianInterval([[], []], seed: 99) == nil)
  }

  @Test func pairedRatiosCancelADriftThatSlowsBothArms() throws {
    var generator = SplitMix64(seed: 9)
    // Each round the machine is slower by another factor, for both arms alike; the arm is
    // 30 % slower than the reference, give or take 5 % of noise.
    var reference: [[Int]] = []
    var arm: [[Int]] = []
    for drift in [1.0, 1.6, 0.8] {
      var references: [Int] = []
      var arms: [Int] = []
      for _ in 0..<150 {
        let base = 1_000 * drift
        references.append(Int(base))
        arms.append(Int(base * (1.275 + Double(generator.next(below: 50)) / 1_000)))
      }
      reference.append(references)
      arm.append(arms)
    }
    let paired = try #require(Statistics.pairedRatios(arm, over: reference))
    let value = Statistics.ratio(fromMillionths: try #require(Statistics.medianOfMedians(paired)))
    #expect(abs(value - 1.3) < 0.01)
    let interval = try #require(Statistics.medianInterval(paired, seed: 3))
    #expect(Statistics.ratio(fromMillionths: interval.low) > 1.28)
    #expect(Statistics.ratio(fromMillionths: interval.high) < 1.32)
    #expect(
      !RatioEstimate(
        value: value, low: Statistics.ratio(fromMillionths: interval.low),
        high: Statistics.ratio(fromMillionths: interval.high)
      ).noMeasurableDifference)
  }

  @Test func samplesThatDoNotPairUpGiveNoRatio() {
    #expect(Statistics.pairedRatios([[1, 2]], over: [[1]]) == nil)
    #expect(Statistics.pairedRatios([[1]], over: [[0]]) == nil)
    #expect(Statistics.pairedRatios([[2]], over: [[1]]) == [[2_000_000]])
    #expect(RatioEstimate(value: 1, low: 0.97, high: 1.02).noMeasurableDifference)
  }

  @Test func seedsDifferByText() {
    #expect("a".seed != "b".seed)
    #expect("a".seed == "a".seed)
  }
}
