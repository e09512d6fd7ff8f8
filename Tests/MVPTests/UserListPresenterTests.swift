import MVP
import PresentationTesting
import ScreenData
import Services
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct UserListPresenterTests {
  static let seedRows = [
    UserViewData(name: "Iyad Agha", age: "36 years"),
    UserViewData(name: "Mila Haward", age: "24 years"),
    UserViewData(name: "Mark Astun", age: "39 years"),
  ]

  let service = ControllableUserService()
  let log = CallLog<UserListCall>()
  let view: SpyUserListView
  let presenter: UserListPresenter
  // The router of `presenter`, and of the presenters some tests make for themselves.
  let router: SpyUserListRouter

  init() {
    view = SpyUserListView(log: log)
    router = SpyUserListRouter(log: log)
    presenter = UserListPresenter(service: service)
    presenter.attachView(view, router: router)
  }

  /// Appears and answers with the seed users, returning once their rows are shown.
  private func showSeedUsers() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedUsers)
    await log.waitForCalls(count: 3)
  }

  @Test func appearingShowsTheSpinnerThenTheUsersAsFormattedRows() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    #expect(log.calls == [.startLoading])

    service.resolve(0, with: SampleData.seedUsers)
    await log.waitForCalls(count: 3)
    #expect(log.calls == [.startLoading, .finishLoading, .display(rows: Self.seedRows)])
  }

  // Seed 000, testShouldSetUsers.
  @Test func twoUsersAreShownAsTwoRows() async {
    let users = [
      User(firstName: "firstname1", lastName: "lastname1", email: "first@test.com", age: 30),
      User(firstName: "firstname2", lastName: "lastname2", email: "second@test.com", age: 24),
    ]
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    service.resolve(0, with: users)
    await log.waitForCalls(count: 3)

    let rows = [
      UserViewData(name: "firstname1 lastname1", age: "30 years"),
      UserViewData(name: "firstname2 lastname2", age: "24 years"),
    ]
    #expect(log.calls == [.startLoading, .finishLoading, .display(rows: rows)])
  }

  // Seed 000, testShouldSetEmptyIfNoUserAvailable.
  @Test func noUsersShowTheEmptyView() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    service.resolve(0, with: [])
    await log.waitForCalls(count: 3)

    #expect(log.calls == [.startLoading, .finishLoading, .displayEmpty])
  }

  @Test func aFailedLoadShowsTheReason() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.connectionLost)
    await log.waitForCalls(count: 3)

    #expect(
      log.calls == [
        .startLoading, .finishLoading,
        .displayError("Could not load users: The network connection was lost."),
      ])
  }

  @Test func refreshingAfterAFailureHidesTheErrorAndShowsTheUsers() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.server(statusCode: 503))
    await log.waitForCalls(count: 3)

    presenter.refreshWasRequested()
    await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedUsers)
    await log.waitForCalls(count: 6)

    #expect(
      log.calls == [
        .startLoading, .finishLoading,
        .displayError("Could not load users: The server responded with status 503."),
        .startLoading, .finishLoading, .display(rows: Self.seedRows),
      ])
  }

  @Test func refreshingKeepsTheRowsSelectableUntilTheNewUsersArrive() async {
    await showSeedUsers()

    presenter.refreshWasRequested()
    await service.waitForRequests(count: 2)
    presenter.didSelectRow(at: 1)
    #expect(log.calls.dropFirst(3) == [.startLoading, .showProfile(SampleData.seedUsers[1])])

    let newcomer = User(firstName: "Ada", lastName: "Lovelace", email: "ada@test.com", age: 36)
    service.resolve(1, with: [newcomer])
    await log.waitForCalls(count: 7)
    presenter.didSelectRow(at: 0)
    #expect(
      log.calls.dropFirst(5) == [
        .finishLoading, .display(rows: [UserViewData(name: "Ada Lovelace", age: "36 years")]),
        .showProfile(newcomer),
      ])
  }

  @Test func refreshingWhileLoadingCancelsTheFirstRequestAndTheLatestWins() async throws {
    presenter.viewDidAppear()
    presenter.refreshWasRequested()
    await service.waitForRequests(count: 2)
    // The loads run in separate tasks, so either request may have arrived first.
    #expect(Set(service.requests.map(\.state)) == [.cancelled, .pending])

    service.resolve(
      try #require(service.requests.first { $0.isPending }), with: SampleData.seedUsers)
    await log.waitForCalls(count: 4)
    #expect(
      log.calls == [.startLoading, .startLoading, .finishLoading, .display(rows: Self.seedRows)])
  }

  @Test func anAnswerToASupersededLoadIsDroppedEvenWhenItArrivesLast() async throws {
    let service = ControllableUserService(ignoringCancellation: true)
    let presenter = UserListPresenter(service: service)
    presenter.attachView(view, router: router)
    presenter.viewDidAppear()
    presenter.refreshWasRequested()
    await service.waitForRequests(count: 2)
    // The loads run in separate tasks, so either request may have arrived first: the superseded
    // one is the one whose caller the presenter cancelled.
    let superseded = try #require(service.requests.first { $0.callerWasCancelled })
    let current = try #require(service.requests.first { !$0.callerWasCancelled })

    service.resolve(current, with: SampleData.seedUsers)
    await log.waitForCalls(count: 4)
    service.resolve(superseded, with: [])
    await service.waitForDeliveries(count: 2)

    #expect(
      log.calls == [.startLoading, .startLoading, .finishLoading, .display(rows: Self.seedRows)])
  }

  @Test func aFailureOfASupersededLoadIsDroppedEvenWhenItArrivesLast() async throws {
    let service = ControllableUserService(ignoringCancellation: true)
    let presenter = UserListPresenter(service: service)
    presenter.attachView(view, router: router)
    presenter.viewDidAppear()
    presenter.refreshWasRequested()
    await service.waitForRequests(count: 2)
    // The loads run in separate tasks, so either request may have arrived first: the superseded
    // one is the one whose caller the presenter cancelled.
    let superseded = try #require(service.requests.first { $0.callerWasCancelled })
    let current = try #require(service.requests.first { !$0.callerWasCancelled })

    service.resolve(current, with: SampleData.seedUsers)
    await log.waitForCalls(count: 4)
    service.fail(superseded, with: ServiceError.timedOut)
    await service.waitForDeliveries(count: 2)

    #expect(
      log.calls == [.startLoading, .startLoading, .finishLoading, .display(rows: Self.seedRows)])
  }

  @Test func selectingARowNavigatesToThatUsersProfile() async {
    await showSeedUsers()

    presenter.didSelectRow(at: 2)

    #expect(log.calls.last == .showProfile(SampleData.seedUsers[2]))
    #expect(log.calls.count == 4)
  }

  @Test func aRouterPassedInlineReceivesTheNavigation() async {
    let presenter = UserListPresenter(service: service)
    presenter.attachView(view, router: SpyUserListRouter(log: log))
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedUsers)
    await log.waitForCalls(count: 3)

    presenter.didSelectRow(at: 1)

    #expect(log.calls.last == .showProfile(SampleData.seedUsers[1]))
    #expect(log.calls.count == 4)
  }

  @Test(arguments: [-1, 3])
  func selectingARowOutsideTheRowsDoesNothing(index: Int) async {
    await showSeedUsers()

    presenter.didSelectRow(at: index)

    #expect(log.calls.count == 3)
  }

  @Test func selectingBeforeTheUsersArriveDoesNothing() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)

    presenter.didSelectRow(at: 0)

    #expect(log.calls == [.startLoading])
  }

  @Test func selectingARowAfterAFailureDoesNothing() async {
    await showSeedUsers()
    presenter.refreshWasRequested()
    await service.waitForRequests(count: 2)
    service.fail(1, with: ServiceError.timedOut)
    await log.waitForCalls(count: 6)

    presenter.didSelectRow(at: 0)

    #expect(log.calls.count == 6)
    #expect(log.calls.last == .displayError("Could not load users: The request timed out."))
  }

  @Test func detachingMidRequestCancelsTheRequest() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)

    presenter.detachView()

    #expect(service.requests[0].state == .cancelled)
    #expect(!service.resolve(0, with: SampleData.seedUsers))
    #expect(log.calls == [.startLoading])
  }

  @Test func anAnswerThatArrivesAfterDetachingReachesNothing() async {
    let service = ControllableUserService(ignoringCancellation: true)
    let presenter = UserListPresenter(service: service)
    presenter.attachView(view, router: router)
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    presenter.detachView()

    service.resolve(0, with: SampleData.seedUsers)
    await service.waitForDeliveries(count: 1)
    presenter.didSelectRow(at: 0)

    #expect(log.calls == [.startLoading])
  }

  @Test func releasingTheScreenMidRequestFreesThePresenterAndCancelsTheRequest() async {
    var view: SpyUserListView? = SpyUserListView(log: log)
    weak let weakView = view
    weak var weakPresenter: UserListPresenter?
    do {
      let presenter = UserListPresenter(service: service)
      presenter.attachView(view!, router: router)
      view?.presenter = presenter
      weakPresenter = presenter
    }
    view?.presenter?.viewDidAppear()
    await service.waitForRequests(count: 1)

    view = nil

    #expect(weakView == nil)
    #expect(weakPresenter == nil)
    #expect(service.requests[0].state == .cancelled)
    #expect(log.calls == [.startLoading])
  }

  @Test func releasingOnlyTheViewMidRequestSendsItNothing() async {
    let service = ControllableUserService(ignoringCancellation: true)
    let presenter = UserListPresenter(service: service)
    var view: SpyUserListView? = SpyUserListView(log: log)
    weak let weakView = view
    presenter.attachView(view!, router: router)
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)

    view = nil
    service.resolve(0, with: SampleData.seedUsers)
    await service.waitForDeliveries(count: 1)

    #expect(weakView == nil)
    // The presenter took the users in without a view: selection still navigates.
    presenter.didSelectRow(at: 0)
    #expect(log.calls == [.startLoading, .showProfile(SampleData.seedUsers[0])])
  }

  @Test func releasingTheViewFreesThePresenterAndARouterPassedInlineWithoutDetaching() {
    var view: SpyUserListView? = SpyUserListView(log: log)
    weak var weakPresenter: UserListPresenter?
    weak var weakRouter: SpyUserListRouter?
    do {
      let presenter = UserListPresenter(service: service)
      let router = SpyUserListRouter(log: log)
      presenter.attachView(view!, router: router)
      view?.presenter = presenter
      weakPresenter = presenter
      weakRouter = router
    }

    view = nil

    #expect(weakPresenter == nil)
    #expect(weakRouter == nil)
  }

  @Test func detachingFreesARouterThatOwnsThePresenter() {
    weak var weakPresenter: UserListPresenter?
    weak var weakRouter: SpyUserListRouter?
    do {
      let router = SpyUserListRouter(log: log)
      let presenter = UserListPresenter(service: service)
      router.presenter = presenter
      presenter.attachView(view, router: router)
      weakPresenter = presenter
      weakRouter = router

      presenter.detachView()
    }

    #expect(weakPresenter == nil)
    #expect(weakRouter == nil)
  }

  @Test func aViewThatRoutesItselfReceivesTheNavigation() async {
    let presenter = UserListPresenter(service: service)
    presenter.attachView(view, router: view)
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedUsers)
    await log.waitForCalls(count: 3)

    presenter.didSelectRow(at: 1)

    #expect(log.calls.last == .showProfile(SampleData.seedUsers[1]))
    #expect(log.calls.count == 4)
  }

  @Test func aViewThatRoutesItselfIsFreedWithItsPresenterWithoutDetaching() {
    var view: SpyUserListView? = SpyUserListView(log: log)
    weak let weakView = view
    weak var weakPresenter: UserListPresenter?
    do {
      let presenter = UserListPresenter(service: service)
      presenter.attachView(view!, router: view!)
      view?.presenter = presenter
      weakPresenter = presenter
    }

    view = nil

    #expect(weakView == nil)
    #expect(weakPresenter == nil)
  }
}
