import Testing

@testable import Services

@Suite struct ServicesModuleTests {
  @Test func moduleIsLinked() {
    #expect(String(describing: ServicesModule.self) == "ServicesModule")
  }
}
