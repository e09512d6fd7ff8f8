import PresentationTesting
import Services
import Testing

@testable import Comparison
@testable import PatternStudy

/// The Profile scenarios on each pattern: what the screen shows and what it cost.
///
/// Where the counts differ, it is the patterns' nature, not a bug:
/// - binding calls every output's observer once at bind time (4 view calls: spinner, refresh
///   button, name, error; 6 widget writes, all storing what is already there, so redundant),
///   which MVP never does;
/// - a load starts with one `displayLoading(true)` in MVP (4 writes: spinner, button, and the
///   name and error labels' hidden flags), where the view model sets `isLoading` (which drives
///   the spinner and, derived, `isRefreshEnabled`: 2 calls) and clears `userName` and
///   `errorMessage` (2 calls, each writing its label's text and hidden flag);
/// - a result is `displayLoading(false)` plus one display call in MVP (2 calls), and `isLoading`
///   (2 calls again, through `isRefreshEnabled`) plus one output in MVVM (3 calls).
@MainActor
@Suite struct ProfileComparisonTests {
  nonisolated static let expectedCounts: [String: [Arm: ViewCounts]] = [
    // MVVM: 4/6/6 at bind, 4/6/4 to start loading (the name and error were already nil), 3/4/0
    // for the result. MVP: displayLoading(true) (1/4/2: both labels were already hidden),
    // displayLoading(false) and displayUserName (or displayError) (2/4/0).
    "profile.load@0": [.mvvm: ViewCounts(11, 16, 10), .mvp: ViewCounts(3, 8, 2)],
    "profile.error@0": [.mvvm: ViewCounts(11, 16, 10), .mvp: ViewCounts(3, 8, 2)],
    // The refresh hides a visible error, so only the name label's writes are redundant: its
    // text and flag in MVVM (4/6/2), its flag in MVP (1/4/1).
    "profile.refresh-after-failure@0": [.mvvm: ViewCounts(18, 26, 12), .mvp: ViewCounts(6, 16, 3)],
    // The tap while loading is ignored by both (0/0/0), so the counts are those of a load.
    "profile.refresh-while-loading@0": [.mvvm: ViewCounts(11, 16, 10), .mvp: ViewCounts(3, 8, 2)],
    // Bind (MVVM only) and the start of the load; nothing after the close in either.
    "profile.close-mid-request@0": [.mvvm: ViewCounts(8, 12, 10), .mvp: ViewCounts(1, 4, 2)],
  ]

  nonisolated static let scenarios = ProfileScreen.definition.scenarios(sizes: [10])

  @Test(arguments: scenarios, [Arm.mvp, .mvvm])
  func countsAreTheExpectedOnes(scenario: Scenario, arm: Arm) async throws {
    let expected = try #require(Self.expectedCounts[scenario.id]?[arm])
    let run = await run(scenario, on: arm)
    #expect(run.counts == expected)
  }

  @Test(arguments: Arm.all)
  func loadShowsTheNameUppercased(arm: Arm) async {
    let run = await run(ProfileScenarios.load, on: arm)
    let screen = run.snapshot(after: "appear")
    #expect(screen?.text("name") == "User: ALICE")
    #expect(screen?.isVisible("spinner") == false)
    #expect(screen?.isEnabled("Refresh") == true)
    #expect(screen?.isVisible("error") == false)
  }

  @Test(arguments: Arm.all)
  func failureShowsTheReasonAndNoName(arm: Arm) async {
    let run = await run(ProfileScenarios.error, on: arm)
    let screen = run.snapshot(after: "appear")
    #expect(screen?.text("error") == "Failed to load user: The request timed out.")
    #expect(screen?.isVisible("name") == false)
    #expect(screen?.isVisible("spinner") == false)
    #expect(screen?.isEnabled("Refresh") == true)
  }

  @Test(arguments: Arm.all)
  func refreshAfterAFailureClearsTheErrorThenShowsTheName(arm: Arm) async throws {
    let service = ControllableProfileService()
    let run = await run(ProfileScenarios.refreshAfterFailure(service: service), on: arm)
    let loading = try #require(run.snapshot(after: "appear"))
    #expect(loading.isVisible("spinner") == true)
    #expect(loading.isEnabled("Refresh") == false)
    #expect(
      run.snapshot(after: "request fails")?.text("error")
        == "Failed to load user: The request timed out.")
    let refreshing = try #require(run.snapshot(after: "refresh"))
    #expect(refreshing.isVisible("error") == false)
    #expect(refreshing.isVisible("spinner") == true)
    #expect(refreshing.isEnabled("Refresh") == false)
    #expect(refreshing.isVisible("name") == false)
    let loaded = run.snapshot(after: "profile arrives")
    #expect(loaded?.text("name") == "User: ALICE")
    #expect(loaded?.isVisible("error") == false)
    #expect(loaded?.isEnabled("Refresh") == true)
    #expect(service.requests.count == 2)
  }

  @Test(arguments: Arm.all)
  func refreshWhileLoadingIsIgnored(arm: Arm) async {
    let service = ControllableProfileService()
    let run = await run(ProfileScenarios.refreshWhileLoading(service: service), on: arm)
    #expect(run.snapshot(after: "refresh while loading") == run.snapshot(after: "appear"))
    // The first request answered (a reload would have cancelled it) and no other was made.
    #expect(service.requests.first?.state == .resolved)
    #expect(service.requests.count == 1)
    #expect(run.snapshot(after: "profile arrives")?.text("name") == "User: ALICE")
    #expect(run.snapshot(after: "profile arrives")?.isVisible("spinner") == false)
  }

  @Test(arguments: Arm.all)
  func closingMidRequestCancelsItAndTheLateAnswerChangesNothing(arm: Arm) async {
    let service = ControllableProfileService()
    let run = await run(ProfileScenarios.closeMidRequest(service: service), on: arm)
    #expect(run.snapshot(after: "profile arrives late") == run.snapshot(after: "close"))
    #expect(run.snapshot(after: "close")?.isVisible("spinner") == true)
    #expect(run.snapshot(after: "close")?.isVisible("name") == false)
    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(run.leaks == [])
  }
}
