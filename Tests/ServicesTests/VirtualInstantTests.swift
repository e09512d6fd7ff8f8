import Testing

@testable import Services

@Suite struct VirtualInstantTests {
  @Test func advancingAndMeasuringAreInverse() {
    let start = VirtualInstant(offset: .seconds(1))
    let later = start.advanced(by: .milliseconds(1_500))
    #expect(later == VirtualInstant(offset: .milliseconds(2_500)))
    #expect(start.duration(to: later) == .milliseconds(1_500))
    #expect(later.duration(to: start) == .milliseconds(-1_500))
  }

  @Test func instantsOrderByOffset() {
    #expect(VirtualInstant(offset: .seconds(1)) < VirtualInstant(offset: .seconds(2)))
    #expect(!(VirtualInstant(offset: .seconds(2)) < VirtualInstant(offset: .seconds(2))))
  }
}
