import MVP
import PresentationTesting
import Services
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ProfilePresenterTests {
  static let alice = UserProfile(name: "Alice")

  let service = ControllableProfileService()
  let calls = CallRecorder<ProfileCall>()
  let view: SpyProfileView
  let presenter: ProfilePresenter

  init() {
    view = SpyProfileView(calls: calls)
    presenter = ProfilePresenter(service: service)
    presenter.attachView(view)
  }

  // Seed 004, loading true then false around the request and the formatted name on success.
  @Test func appearingShowsLoadingThenTheUppercasedName() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    #expect(calls.arguments == [.displayLoading(true)])

    service.resolve(0, with: Self.alice)
    try await calls.waitForCalls(count: 3)
    #expect(
      calls.arguments == [
        .displayLoading(true), .displayLoading(false), .displayUserName("User: ALICE"),
      ])
  }

  // Seed 004, the error text on failure.
  @Test func failureShowsTheReasonAndEnablesRefresh() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)

    service.fail(0, with: ServiceError.connectionLost)
    try await calls.waitForCalls(count: 3)

    #expect(
      calls.arguments == [
        .displayLoading(true), .displayLoading(false),
        .displayError("Failed to load user: The network connection was lost."),
      ])
  }

  // Seed 004, refresh; loading hides the old error.
  @Test func refreshingAfterAFailureClearsTheErrorAndShowsTheName() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.timedOut)
    try await calls.waitForCalls(count: 3)

    presenter.refreshButtonWasPressed()
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: Self.alice)
    try await calls.waitForCalls(count: 6)

    #expect(
      calls.arguments == [
        .displayLoading(true), .displayLoading(false),
        .displayError("Failed to load user: The request timed out."),
        .displayLoading(true), .displayLoading(false), .displayUserName("User: ALICE"),
      ])
  }

  @Test func refreshingAfterASuccessShowsTheNewName() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: Self.alice)
    try await calls.waitForCalls(count: 3)

    presenter.refreshButtonWasPressed()
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: UserProfile(name: "Bob"))
    try await calls.waitForCalls(count: 6)

    #expect(
      calls.arguments.dropFirst(3) == [
        .displayLoading(true), .displayLoading(false), .displayUserName("User: BOB"),
      ])
  }

  @Test func refreshingWhileLoadingIsIgnored() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)

    presenter.refreshButtonWasPressed()
    try #require(calls.arguments == [.displayLoading(true)])

    service.resolve(0, with: Self.alice)
    try await calls.waitForCalls(count: 3)
    #expect(service.requests.count == 1)
    #expect(calls.arguments.count == 3)
  }

  @Test func appearingAgainWhileLoadingCancelsTheFirstRequest() async throws {
    presenter.viewDidAppear()
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 2)
    // The loads run in separate tasks, so either request may have arrived first.
    #expect(Set(service.requests.map(\.state)) == [.cancelled, .pending])

    service.resolve(try #require(service.requests.first { $0.isPending }), with: Self.alice)
    try await calls.waitForCalls(count: 4)
    #expect(
      calls.arguments == [
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
    try await service.waitForRequests(count: 2)
    // The loads run in separate tasks, so either request may have arrived first: the superseded
    // one is the one whose caller the presenter cancelled.
    let superseded = try #require(service.requests.first { $0.callerWasCancelled })
    let current = try #require(service.requests.first { !$0.callerWasCancelled })

    service.resolve(current, with: Self.alice)
    try await calls.waitForCalls(count: 4)
    service.resolve(superseded, with: UserProfile(name: "Stale"))
    try await service.waitForDeliveries(count: 2)

    #expect(calls.arguments.count == 4)
    #expect(calls.arguments.last == .displayUserName("User: ALICE"))
  }

  @Test func detachingMidRequestCancelsTheLoad() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)

    presenter.detachView()

    #expect(service.requests[0].state == .cancelled)
    #expect(!service.resolve(0, with: Self.alice))
    #expect(calls.arguments == [.displayLoading(true)])
  }

  @Test func refreshWorksOnAScreenAttachedAgainAfterDetachingMidRequest() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    presenter.detachView()

    presenter.attachView(view)
    presenter.refreshButtonWasPressed()

    try #require(calls.arguments == [.displayLoading(true), .displayLoading(true)])
    try await service.waitForRequests(count: 2)
    #expect(service.requests.map(\.state) == [.cancelled, .pending])
  }

  @Test func releasingTheScreenMidRequestFreesThePresenterAndCancelsTheLoad() async throws {
    var view: SpyProfileView? = SpyProfileView(calls: calls)
    weak let weakView = view
    weak var weakPresenter: ProfilePresenter?
    do {
      let presenter = ProfilePresenter(service: service)
      presenter.attachView(view!)
      view?.presenter = presenter
      weakPresenter = presenter
    }
    view?.presenter?.viewDidAppear()
    try await service.waitForRequests(count: 1)

    view = nil

    #expect(weakView == nil)
    #expect(weakPresenter == nil)
    #expect(service.requests[0].state == .cancelled)
    #expect(calls.arguments == [.displayLoading(true)])
  }

  @Test func theInMemoryServicesProfileAndFailureAreShown() async throws {
    let succeeding = ProfilePresenter(service: InMemoryProfileService())
    let failing = ProfilePresenter(service: InMemoryProfileService(failure: .always(.timedOut)))
    let succeedingView = SpyProfileView()
    let failingView = SpyProfileView()
    succeeding.attachView(succeedingView)
    failing.attachView(failingView)

    succeeding.viewDidAppear()
    failing.viewDidAppear()
    try await succeedingView.calls.waitForCalls(count: 3)
    try await failingView.calls.waitForCalls(count: 3)

    #expect(succeedingView.calls.arguments.last == .displayUserName("User: ALICE"))
    #expect(
      failingView.calls.arguments.last
        == .displayError("Failed to load user: The request timed out."))
  }
}
