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
  let calls = CallRecorder<UserListCall>()
  let view: SpyUserListView
  let presenter: UserListPresenter
  // The router of `presenter`, and of the presenters some tests make for themselves.
  let router: SpyUserListRouter

  init() {
    view = SpyUserListView(calls: calls)
    router = SpyUserListRouter(calls: calls)
    presenter = UserListPresenter(service: service)
    presenter.attachView(view, router: router)
  }

  /// Appears and answers with the seed users, returning once their rows are shown.
  private func showSeedUsers() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedUsers)
    try await calls.waitForCalls(count: 3)
  }

  @Test func appearingShowsTheSpinnerThenTheUsersAsFormattedRows() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    #expect(calls.arguments == [.startLoading])

    service.resolve(0, with: SampleData.seedUsers)
    try await calls.waitForCalls(count: 3)
    #expect(calls.arguments == [.startLoading, .finishLoading, .display(rows: Self.seedRows)])
  }

  // Seed 000, testShouldSetUsers.
  @Test func twoUsersAreShownAsTwoRows() async throws {
    let users = [
      User(firstName: "firstname1", lastName: "lastname1", email: "first@test.com", age: 30),
      User(firstName: "firstname2", lastName: "lastname2", email: "second@test.com", age: 24),
    ]
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: users)
    try await calls.waitForCalls(count: 3)

    let rows = [
      UserViewData(name: "firstname1 lastname1", age: "30 years"),
      UserViewData(name: "firstname2 lastname2", age: "24 years"),
    ]
    #expect(calls.arguments == [.startLoading, .finishLoading, .display(rows: rows)])
  }

  // Seed 000, testShouldSetEmptyIfNoUserAvailable.
  @Test func noUsersShowTheEmptyView() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: [])
    try await calls.waitForCalls(count: 3)

    #expect(calls.arguments == [.startLoading, .finishLoading, .displayEmpty])
  }

  @Test func aFailedLoadShowsTheReason() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.connectionLost)
    try await calls.waitForCalls(count: 3)

    #expect(
      calls.arguments == [
        .startLoading, .finishLoading,
        .displayError("Could not load users: The network connection was lost."),
      ])
  }

  @Test func refreshingAfterAFailureHidesTheErrorAndShowsTheUsers() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.server(statusCode: 503))
    try await calls.waitForCalls(count: 3)

    presenter.refreshWasRequested()
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedUsers)
    try await calls.waitForCalls(count: 6)

    #expect(
      calls.arguments == [
        .startLoading, .finishLoading,
        .displayError("Could not load users: The server responded with status 503."),
        .startLoading, .finishLoading, .display(rows: Self.seedRows),
      ])
  }

  @Test func refreshingKeepsTheRowsSelectableUntilTheNewUsersArrive() async throws {
    try await showSeedUsers()

    presenter.refreshWasRequested()
    try await service.waitForRequests(count: 2)
    presenter.didSelectRow(at: 1)
    #expect(calls.arguments.dropFirst(3) == [.startLoading, .showProfile(SampleData.seedUsers[1])])

    let newcomer = User(firstName: "Ada", lastName: "Lovelace", email: "ada@test.com", age: 36)
    service.resolve(1, with: [newcomer])
    try await calls.waitForCalls(count: 7)
    presenter.didSelectRow(at: 0)
    #expect(
      calls.arguments.dropFirst(5) == [
        .finishLoading, .display(rows: [UserViewData(name: "Ada Lovelace", age: "36 years")]),
        .showProfile(newcomer),
      ])
  }

  @Test func refreshingWhileLoadingCancelsTheFirstRequestAndTheLatestWins() async throws {
    presenter.viewDidAppear()
    presenter.refreshWasRequested()
    try await service.waitForRequests(count: 2)
    // The loads run in separate tasks, so either request may have arrived first.
    #expect(Set(service.requests.map(\.state)) == [.cancelled, .pending])

    service.resolve(
      try #require(service.requests.first { $0.isPending }), with: SampleData.seedUsers)
    try await calls.waitForCalls(count: 4)
    #expect(
      calls.arguments == [
        .startLoading, .startLoading, .finishLoading, .display(rows: Self.seedRows),
      ])
  }

  @Test func anAnswerToASupersededLoadIsDroppedEvenWhenItArrivesLast() async throws {
    let service = ControllableUserService(ignoringCancellation: true)
    let presenter = UserListPresenter(service: service)
    presenter.attachView(view, router: router)
    presenter.viewDidAppear()
    presenter.refreshWasRequested()
    try await service.waitForRequests(count: 2)
    // The loads run in separate tasks, so either request may have arrived first: the superseded
    // one is the one whose caller the presenter cancelled.
    let superseded = try #require(service.requests.first { $0.callerWasCancelled })
    let current = try #require(service.requests.first { !$0.callerWasCancelled })

    service.resolve(current, with: SampleData.seedUsers)
    try await calls.waitForCalls(count: 4)
    service.resolve(superseded, with: [])
    try await service.waitForDeliveries(count: 2)

    #expect(
      calls.arguments == [
        .startLoading, .startLoading, .finishLoading, .display(rows: Self.seedRows),
      ])
  }

  @Test func aFailureOfASupersededLoadIsDroppedEvenWhenItArrivesLast() async throws {
    let service = ControllableUserService(ignoringCancellation: true)
    let presenter = UserListPresenter(service: service)
    presenter.attachView(view, router: router)
    presenter.viewDidAppear()
    presenter.refreshWasRequested()
    try await service.waitForRequests(count: 2)
    // The loads run in separate tasks, so either request may have arrived first: the superseded
    // one is the one whose caller the presenter cancelled.
    let superseded = try #require(service.requests.first { $0.callerWasCancelled })
    let current = try #require(service.requests.first { !$0.callerWasCancelled })

    service.resolve(current, with: SampleData.seedUsers)
    try await calls.waitForCalls(count: 4)
    service.fail(superseded, with: ServiceError.timedOut)
    try await service.waitForDeliveries(count: 2)

    #expect(
      calls.arguments == [
        .startLoading, .startLoading, .finishLoading, .display(rows: Self.seedRows),
      ])
  }

  @Test func selectingARowNavigatesToThatUsersProfile() async throws {
    try await showSeedUsers()

    presenter.didSelectRow(at: 2)

    #expect(calls.arguments.last == .showProfile(SampleData.seedUsers[2]))
    #expect(calls.arguments.count == 4)
  }

  @Test func selectingTheSameRowTwiceNavigatesTwice() async throws {
    try await showSeedUsers()

    presenter.didSelectRow(at: 1)
    presenter.didSelectRow(at: 1)

    #expect(
      calls.arguments.dropFirst(3) == [
        .showProfile(SampleData.seedUsers[1]), .showProfile(SampleData.seedUsers[1]),
      ])
  }

  @Test func aRouterPassedInlineReceivesTheNavigation() async throws {
    let presenter = UserListPresenter(service: service)
    presenter.attachView(view, router: SpyUserListRouter(calls: calls))
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedUsers)
    try await calls.waitForCalls(count: 3)

    presenter.didSelectRow(at: 1)

    #expect(calls.arguments.last == .showProfile(SampleData.seedUsers[1]))
    #expect(calls.arguments.count == 4)
  }

  @Test(arguments: [-1, 3])
  func selectingARowOutsideTheRowsDoesNothing(index: Int) async throws {
    try await showSeedUsers()

    presenter.didSelectRow(at: index)

    #expect(calls.arguments.count == 3)
  }

  @Test func selectingBeforeTheUsersArriveDoesNothing() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)

    presenter.didSelectRow(at: 0)

    #expect(calls.arguments == [.startLoading])
  }

  @Test func selectingARowAfterAFailureDoesNothing() async throws {
    try await showSeedUsers()
    presenter.refreshWasRequested()
    try await service.waitForRequests(count: 2)
    service.fail(1, with: ServiceError.timedOut)
    try await calls.waitForCalls(count: 6)

    presenter.didSelectRow(at: 0)

    #expect(calls.arguments.count == 6)
    #expect(calls.arguments.last == .displayError("Could not load users: The request timed out."))
  }

  @Test func detachingMidRequestCancelsTheRequest() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)

    presenter.detachView()

    #expect(service.requests[0].state == .cancelled)
    #expect(!service.resolve(0, with: SampleData.seedUsers))
    #expect(calls.arguments == [.startLoading])
  }

  @Test func anAnswerThatArrivesAfterDetachingReachesNothing() async throws {
    let service = ControllableUserService(ignoringCancellation: true)
    let presenter = UserListPresenter(service: service)
    presenter.attachView(view, router: router)
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    presenter.detachView()

    service.resolve(0, with: SampleData.seedUsers)
    try await service.waitForDeliveries(count: 1)
    presenter.didSelectRow(at: 0)

    #expect(calls.arguments == [.startLoading])
  }

  @Test func releasingTheScreenMidRequestFreesThePresenterAndCancelsTheRequest() async throws {
    var view: SpyUserListView? = SpyUserListView(calls: calls)
    weak let weakView = view
    weak var weakPresenter: UserListPresenter?
    do {
      let presenter = UserListPresenter(service: service)
      presenter.attachView(view!, router: router)
      view?.presenter = presenter
      weakPresenter = presenter
    }
    view?.presenter?.viewDidAppear()
    try await service.waitForRequests(count: 1)

    view = nil

    #expect(weakView == nil)
    #expect(weakPresenter == nil)
    #expect(service.requests[0].state == .cancelled)
    #expect(calls.arguments == [.startLoading])
  }

  @Test func releasingOnlyTheViewMidRequestSendsItNothing() async throws {
    let service = ControllableUserService(ignoringCancellation: true)
    let presenter = UserListPresenter(service: service)
    var view: SpyUserListView? = SpyUserListView(calls: calls)
    weak let weakView = view
    presenter.attachView(view!, router: router)
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)

    view = nil
    service.resolve(0, with: SampleData.seedUsers)
    try await service.waitForDeliveries(count: 1)

    #expect(weakView == nil)
    // The presenter took the users in without a view: selection still navigates.
    presenter.didSelectRow(at: 0)
    #expect(calls.arguments == [.startLoading, .showProfile(SampleData.seedUsers[0])])
  }

  @Test func releasingTheViewFreesThePresenterAndARouterPassedInlineWithoutDetaching() {
    var view: SpyUserListView? = SpyUserListView(calls: calls)
    weak var weakPresenter: UserListPresenter?
    weak var weakRouter: SpyUserListRouter?
    do {
      let presenter = UserListPresenter(service: service)
      let router = SpyUserListRouter(calls: calls)
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
      let router = SpyUserListRouter(calls: calls)
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

  @Test func aViewThatRoutesItselfReceivesTheNavigation() async throws {
    let presenter = UserListPresenter(service: service)
    presenter.attachView(view, router: view)
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedUsers)
    try await calls.waitForCalls(count: 3)

    presenter.didSelectRow(at: 1)

    #expect(calls.arguments.last == .showProfile(SampleData.seedUsers[1]))
    #expect(calls.arguments.count == 4)
  }

  @Test func aViewThatRoutesItselfIsFreedWithItsPresenterWithoutDetaching() {
    var view: SpyUserListView? = SpyUserListView(calls: calls)
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
