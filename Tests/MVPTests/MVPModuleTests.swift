import Testing

@testable import MVP

@Suite struct MVPModuleTests {
  @Test func moduleIsLinked() {
    #expect(String(describing: MVPModule.self) == "MVPModule")
  }
}
