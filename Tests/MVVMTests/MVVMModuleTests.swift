import Testing

@testable import MVVM

@Suite struct MVVMModuleTests {
  @Test func moduleIsLinked() {
    #expect(String(describing: MVVMModule.self) == "MVVMModule")
  }
}
