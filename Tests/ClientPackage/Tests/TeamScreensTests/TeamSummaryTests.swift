import Comparison
import ComparisonTesting
import PresentationTesting
import Services
import Testing

/// The screen this package writes itself, in all four shapes, compared by the harness: the
/// same screens after every step, nothing left alive, and the view calls each shape makes.
@MainActor
@Suite
struct TeamSummaryTests {
  @Test(arguments: TeamSummaryScreen.definition.scenarios(sizes: []))
  func everyShapeShowsTheSameScreensAndLeaksNothing(scenario: Scenario) async {
    await expectParity(scenario)
  }

  @Test func theSeedTeamShowsItsFirstNames() async throws {
    let comparison = await expectParity(
      TeamSummaryScreen.definition.scenario(
        TeamSummaryScreen.appear(
          "team.seed", service: InMemoryUserService(users: SampleData.seedUsers))))
    let shown = try #require(comparison[.presenter]?.snapshot(after: "appear"))
    #expect(shown.drawing().contains("summary: \"Team of 3: Iyad, Mila, Mark\""))
  }

  /// The presenter calls its view twice to show a result; every binding shows its output at
  /// bind time too, and a view rendering the whole screen renders once per change.
  @Test func eachShapeMakesTheViewCallsItsPatternPredicts() async {
    let comparison = await ScenarioRunner().compare(
      TeamSummaryScreen.definition.scenario(
        TeamSummaryScreen.appear("team.empty", service: InMemoryUserService(users: []))))
    #expect(
      comparison[.presenter]?.callNames
        == CallNames(
          initialRender: [],
          actions: ["displayLoading(_:)", "displayLoading(_:)", "displaySummary(_:)"]))
    #expect(
      comparison[.viewModel]?.callNames
        == CallNames(
          initialRender: ["isLoading", "summary"], actions: ["isLoading", "isLoading", "summary"]))
    #expect(comparison[.stateViewModel]?.callNames?.actions == ["render", "render"])
    #expect(comparison[.observationViewModel]?.callNames?.initialRender == ["render"])
  }
}
