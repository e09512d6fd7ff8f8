import Services
import Testing

@testable import BenchKit

@Suite struct StatisticsTests {
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

  @Test func theMediansIntervalHoldsTheMedianAndIsReproducible() throws {
    var generator = SplitMix64(seed: 7)
    let rounds = (0..<3).map { _ in (0..<200).map { _ in 1_000 + Int(generator.next() % 200) } }
    let interval = try #require(Statistics.medianInterval(rounds, seed: 1))
    let median = try #require(Statistics.medianOfMedians(rounds))
    #expect(interval.low <= median && median <= interval.high)
    #expect(interval.high - interval.low < 60, "200 samples a round pin the median down")
    let again = try #require(Statistics.medianInterval(rounds, seed: 1))
    #expect(again == interval)
  }

  @Test func aRatioIntervalExcludesOneOnlyForARealDifference() throws {
    var generator = SplitMix64(seed: 9)
    func rounds(_ base: Int) -> [[Int]] {
      (0..<3).map { _ in (0..<150).map { _ in base + Int(generator.next() % 100) } }
    }
    let reference = rounds(1_000)
    let same = try #require(Statistics.ratioInterval(rounds(1_000), over: reference, seed: 3))
    #expect(same.low <= 1 && same.high >= 1)
    let slower = try #require(Statistics.ratioInterval(rounds(1_300), over: reference, seed: 3))
    #expect(slower.low > 1.2 && slower.high < 1.4)
    #expect(RatioEstimate(value: 1, low: same.low, high: same.high).noMeasurableDifference)
    #expect(!RatioEstimate(value: 1.3, low: slower.low, high: slower.high).noMeasurableDifference)
  }

  @Test func seedsDifferByText() {
    #expect("a".seed != "b".seed)
    #expect("a".seed == "a".seed)
  }
}
