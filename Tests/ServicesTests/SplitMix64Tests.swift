import Testing

@testable import Services

@Suite struct SplitMix64Tests {
  @Test func matchesTheReferenceSequenceForSeedZero() {
    var generator = SplitMix64(seed: 0)
    let values = (0..<3).map { _ in generator.next() }
    #expect(values == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
  }

  @Test func boundedNumbersStayInRangeAndCoverIt() {
    var generator = SplitMix64(seed: 11)
    let values = (0..<1_000).map { _ in generator.next(below: 7) }
    #expect(Set(values) == Set(0..<7))
    let inRange = (0..<1_000).map { _ in generator.next(in: 18...90) }
    #expect(inRange.allSatisfy { (18...90).contains($0) })
  }
}
