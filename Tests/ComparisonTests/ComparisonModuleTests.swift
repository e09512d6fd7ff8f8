import Testing

@testable import Comparison

@Suite struct ComparisonModuleTests {
  @Test func moduleIsLinked() {
    #expect(String(describing: ComparisonModule.self) == "ComparisonModule")
  }
}
