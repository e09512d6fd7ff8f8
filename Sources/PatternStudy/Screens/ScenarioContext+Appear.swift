import Comparison

extension ScenarioContext {
  /// The step "appear": `appear`, settled once `spinner` has stopped.
  func appear(spinner: Widget<Bool>, measured: Bool = true, _ appear: () -> Void) async throws {
    try await step("appear", measured: measured, settled: { !spinner.value }, action: appear)
  }
}
