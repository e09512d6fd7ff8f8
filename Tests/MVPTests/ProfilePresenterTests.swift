import MVP
import PresentationTesting
import Services
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ProfilePresenterTests {
  static let alice = UserProfile(name: "Alice")

  let service = ControllableProfileService()
  let log = CallLog<ProfileCall>()
  let view: SpyProfileView
  let presenter: ProfilePresenter

  init() {
    view = SpyProfileView(log: log)
    presenter = ProfilePresenter(service: service)
    presenter.attachView(view)
  }

  // Seed 004, loading true then false around the request and the formatted name on success.
  @Test func appearingShowsLoadingThenTheUppercasedName() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    #expect(log.calls == [.displayLoading(true)])

    service.resolve(0, with: Self.alice)
    await log.waitForCalls(count: 3)
    #expect(
      log.calls == [.displayLoading(true), .displayLoading(false), .displayUserName("User: ALICE")])
  }

  // Seed 004, the error text on failure.
  @Test func failureShowsTheReasonAndEnablesRefresh() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)

    service.fail(0, with: ServiceError.connectionLost)
    await log.waitForCalls(count: 3)

    #expect(
      log.calls == [
        .displayLoading(true), .displayLoading(false),
        .displayError("Failed to load user: The network connection was lost."),
      ])
  }

  // Seed 004, refresh; loading hides the old error.
  @Test func refreshingAfterAFailureClearsTheErrorAndShowsTheName() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.timedOut)
    await log.waitForCalls(count: 3)

    presenter.refreshButtonWasPressed()
    await service.waitForRequests(count: 2)
    service.resolve(1, with: Self.alice)
    await log.waitForCalls(count: 6)

    #expect(
      log.calls == [
        .displayLoading(true), .displayLoading(false),
        .displayError("Failed to load user: The request timed out."),
        .displayLoading(true), .displayLoading(false), .displayUserName("User: ALICE"),
      ])
  }

  @Test func refreshingAfterASuccessShowsTheNewName() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    service.resolve(0, with: Self.alice)
    await log.waitForCalls(count: 3)

    presenter.refreshButtonWasPressed()
    await service.waitForRequests(count: 2)
    service.resolve(1, with: UserProfile(name: "Bob"))
    await log.waitForCalls(count: 6)

    #expect(
      log.calls.dropFirst(3) == [
        .displayLoading(true), .displayLoading(false), .displayUserName("User: BOB"),
      ])
  }

  @Test func refreshingWhileLoadingIsIgnored() async throws {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)

    presenter.refreshButtonWasPressed()
    try #require(log.calls == [.displayLoading(true)])

    service.resolve(0, with: Self.alice)
    await log.waitForCalls(count: 3)
    #expect(service.requests.count == 1)
    #expect(log.calls.count == 3)
  }

  @Test func appearingAgainWhileLoadingCancelsTheFirstRequest() async throws {
    presenter.viewDidAppear()
    presenter.viewDidAppear()
    await service.waitForRequests(count: 2)
    // The loads run in separate tasks, so either request may have arrived first.
    #expect(Set(service.requests.map(\.state)) == [.cancelled, .pending])

    service.resolve(try #require(service.requests.first { $0.isPending }), with: Self.alice)
    await log.waitForCalls(count: 4)
    #expect(
      log.calls == [
        .displayLoading(true), .displayLoading(true), .displayLoading(false),
        .displayUserName("User: ALICE"),
      ])
  }

  @Test func anAnswerToASupersededLoadIsDroppedEvenWhenItArrivesLast() async throws {
    let service = ControllableProfileService(ignoringCancellation: true)
    let presenter = ProfilePresenter(service: service)
    presenter.attachView(view)
    presenter.viewDidAppear()
    presenter.viewDidAppear()
    await service.waitForRequests(count: 2)
    // The loads run in separate tasks, so either request may have arrived first: the superseded
    // one is the one whose caller the presenter cancelled.
    let superseded = try #require(service.requests.first { $0.callerWasCancelled })
    let current = try #require(service.requests.first { !$0.callerWasCancelled })

    service.resolve(current, with: Self.alice)
    await log.waitForCalls(count: 4)
    service.resolve(superseded, with: UserProfile(name: "Stale"))
    await service.waitForDeliveries(count: 2)

    #expect(log.calls.count == 4)
    #expect(log.calls.last == .displayUserName("User: ALICE"))
  }

  @Test func detachingMidRequestCancelsTheLoad() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)

    presenter.detachView()

    #expect(service.requests[0].state == .cancelled)
    #expect(!service.resolve(0, with: Self.alice))
    #expect(log.calls == [.displayLoading(true)])
  }

  @Test func refreshWorksOnAScreenAttachedAgainAfterDetachingMidRequest() async throws {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    presenter.detachView()

    presenter.attachView(view)
    presenter.refreshButtonWasPressed()

    try #require(log.calls == [.displayLoading(true), .displayLoading(true)])
    await service.waitForRequests(count: 2)
    #expect(service.requests.map(\.state) == [.cancelled, .pending])
  }

  @Test func releasingTheScreenMidRequestFreesThePresenterAndCancelsTheLoad() async {
    var view: SpyProfileView? = SpyProfileView(log: log)
    weak let weakView = view
    weak var weakPresenter: ProfilePresenter?
    do {
      let presenter = ProfilePresenter(service: service)
      presenter.attachView(view!)
      view?.presenter = presenter
      weakPresenter = presenter
    }
    view?.presenter?.viewDidAppear()
    await service.waitForRequests(count: 1)

    view = nil

    #expect(weakView == nil)
    #expect(weakPresenter == nil)
    #expect(service.requests[0].state == .cancelled)
    #expect(log.calls == [.displayLoading(true)])
  }

  @Test func theInMemoryServicesProfileAndFailureAreShown() async {
    let succeeding = ProfilePresenter(service: InMemoryProfileService())
    let failing = ProfilePresenter(service: InMemoryProfileService(failure: .always(.timedOut)))
    let succeedingView = SpyProfileView()
    let failingView = SpyProfileView()
    succeeding.attachView(succeedingView)
    failing.attachView(failingView)

    succeeding.viewDidAppear()
    failing.viewDidAppear()
    await succeedingView.log.waitForCalls(count: 3)
    await failingView.log.waitForCalls(count: 3)

    #expect(succeedingView.log.calls.last == .displayUserName("User: ALICE"))
    #expect(
      failingView.log.calls.last == .displayError("Failed to load user: The request timed out."))
  }
}
