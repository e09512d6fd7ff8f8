import Comparison
import ComparisonTesting
import PresentationTesting
import SettingsStudy
import Testing

/// Every Settings scenario on every arm: the screens must be identical after every step, every
/// arm must run the whole script, and every screen object must be gone once the screen is
/// closed and released.
@MainActor
@Suite struct SettingsParityTests {
  @Test(arguments: SettingsStudy.definition.scenarios(sizes: []))
  func everyArmShowsTheSameScreensAndLeaksNothing(scenario: Scenario) async {
    let comparison = await expectParity(scenario)
    #expect(comparison.runs.map(\.arm) == SettingsStudy.study.arms)
  }
}
