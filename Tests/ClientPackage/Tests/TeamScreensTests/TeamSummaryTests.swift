import Services
import Testing

/// The screen this package writes itself, in all four patterns, on the library's services.
@MainActor
@Suite
struct TeamSummaryTests {
  @Test(
    arguments: Pattern.allCases,
    [
      (SampleData.seedUsers, "Team of 3: Iyad, Mila, Mark"),
      ([], "Nobody in the team yet"),
    ]
  )
  func everyPatternShowsTheTeam(pattern: Pattern, team: (users: [User], text: String)) async {
    let screen = TeamSummaryScreen(pattern, service: InMemoryUserService(users: team.users))
    #expect(await screen.widgets.shownLabel() == team.text)
    #expect(screen.widgets.drawing == "spinner: hidden, label: \(team.text)")
  }

  @Test(arguments: Pattern.allCases)
  func everyPatternShowsTheFailure(pattern: Pattern) async {
    let service = InMemoryUserService(failure: .always(.timedOut))
    let screen = TeamSummaryScreen(pattern, service: service)
    let expected = "Could not load the team: \(ServiceError.timedOut.reason)"
    #expect(await screen.widgets.shownLabel() == expected)
    #expect(screen.widgets.drawing == "spinner: hidden, label: \(expected)")
  }

  /// The @Observable view renders after the change, as SwiftUI does, so it is left out here.
  @Test(arguments: [Pattern.presenter, .viewModel, .stateViewModel])
  func theSpinnerShowsAtOnceUntilTheTeamArrives(pattern: Pattern) async {
    let screen = TeamSummaryScreen(pattern, service: InMemoryUserService())
    #expect(screen.widgets.isSpinnerVisible)
    _ = await screen.widgets.shownLabel()
    #expect(!screen.widgets.isSpinnerVisible)
  }
}
