import Comparison
import ComparisonTesting
import PresentationTesting
import Services
import Testing

/// The library's own Profile screen, imported as products: its presenter driving a view this
/// package wrote, and its view model bound to the same widgets, show the same screens.
@MainActor
@Suite
struct ProfileTests {
  @Test(arguments: ProfileScreen.definition.scenarios(sizes: []))
  func presenterAndViewModelShowTheSameProfile(scenario: Scenario) async {
    await expectParity(scenario)
  }

  @Test func theProfileShowsTheNameUppercasedOrTheReason() async {
    let scenarios = ProfileScreen.definition.scenarios(sizes: [])
    let load = await ScenarioRunner().run(scenarios[0], on: .presenter)
    let failure = await ScenarioRunner().run(scenarios[1], on: .viewModel)
    #expect(load.snapshot(after: "appear")?.drawing().contains("name: \"User: ALICE\"") == true)
    #expect(
      failure.snapshot(after: "appear")?.drawing().contains(
        "error: \"Failed to load user: \(ServiceError.connectionLost.reason)\"") == true)
  }
}
