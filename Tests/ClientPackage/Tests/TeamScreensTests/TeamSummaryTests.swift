import Services
import Signals
import TeamScreens
import Testing

/// The screen this package writes itself, in both patterns, on the library's services.
@MainActor
@Suite
struct TeamSummaryTests {
  @Test(arguments: [
    (SampleData.seedUsers, "Team of 3: Iyad, Mila, Mark"),
    ([], "Nobody in the team yet"),
  ])
  func bothPatternsShowTheSameTeam(users: [User], expected: String) async {
    let service = InMemoryUserService(users: users)
    let mvp = await renderWithPresenter(service)
    let mvvm = await renderWithViewModel(service)
    #expect(mvp.label == expected)
    #expect(mvvm.drawing == mvp.drawing)
    #expect(!mvp.isSpinnerVisible)
  }

  @Test func bothPatternsShowTheSameFailure() async {
    let service = InMemoryUserService(failure: .always(.timedOut))
    let mvp = await renderWithPresenter(service)
    let mvvm = await renderWithViewModel(service)
    #expect(mvp.label == "Could not load the team: \(ServiceError.timedOut.reason)")
    #expect(mvvm.drawing == mvp.drawing)
  }

  @Test func thePresenterShowsTheSpinnerUntilTheTeamArrives() async {
    let screen = HeadlessTeamSummary()
    let presenter = TeamSummaryPresenter(service: InMemoryUserService())
    presenter.attachView(screen)
    presenter.viewDidAppear()
    #expect(screen.isSpinnerVisible)
    _ = await screen.shownLabel()
    #expect(!screen.isSpinnerVisible)
  }

  @Test func theViewModelShowsTheSpinnerUntilTheTeamArrives() async {
    let screen = HeadlessTeamSummary()
    let viewModel = TeamSummaryViewModel(service: InMemoryUserService())
    let subscriptions = bind(viewModel, to: screen)
    viewModel.viewDidAppear()
    #expect(screen.isSpinnerVisible)
    _ = await screen.shownLabel()
    #expect(!screen.isSpinnerVisible)
    _ = subscriptions
  }

  private func renderWithPresenter(_ service: any UserService) async -> HeadlessTeamSummary {
    let screen = HeadlessTeamSummary()
    let presenter = TeamSummaryPresenter(service: service)
    presenter.attachView(screen)
    presenter.viewDidAppear()
    _ = await screen.shownLabel()
    return screen
  }

  private func renderWithViewModel(_ service: any UserService) async -> HeadlessTeamSummary {
    let screen = HeadlessTeamSummary()
    let viewModel = TeamSummaryViewModel(service: service)
    let subscriptions = bind(viewModel, to: screen)
    viewModel.viewDidAppear()
    _ = await screen.shownLabel()
    _ = subscriptions
    return screen
  }

  /// Binds every output to the widget it drives, as a view controller's `viewDidLoad` would.
  private func bind(_ viewModel: TeamSummaryViewModel, to screen: HeadlessTeamSummary)
    -> Set<Subscription>
  {
    var subscriptions = Set<Subscription>()
    viewModel.isLoading.observe { screen.displayLoading($0) }.store(in: &subscriptions)
    viewModel.summary.observe { text in
      if let text { screen.displaySummary(text) }
    }.store(in: &subscriptions)
    return subscriptions
  }
}
