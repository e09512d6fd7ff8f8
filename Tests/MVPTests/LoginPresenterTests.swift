import MVP
import PresentationTesting
import Services
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct LoginPresenterTests {
  static let admin = SampleData.adminCredentials
  static let attemptStarted: [LoginCall] = [.clearFields, .hideError, .startProgress]

  let service = ControllableAuthenticationService()
  let calls = CallRecorder<LoginCall>()
  let view: SpyLoginView
  let presenter: LoginPresenter
  // The router of `presenter`, and of the presenters some tests make for themselves.
  let router: SpyLoginRouter

  init() {
    view = SpyLoginView(calls: calls)
    router = SpyLoginRouter(calls: calls)
    presenter = LoginPresenter(service: service)
    presenter.attachView(view, router: router)
  }

  /// Types both fields on the screen of `presenter`, this suite's own by default.
  private func type(_ credentials: Credentials, into presenter: LoginPresenter? = nil) {
    let presenter = presenter ?? self.presenter
    presenter.usernameDidChange(credentials.username)
    presenter.passwordDidChange(credentials.password)
  }

  @Test(arguments: [
    Credentials(username: "", password: ""),
    Credentials(username: "Admin", password: ""),
    Credentials(username: "", password: "12345"),
  ])
  func pressingWithAnEmptyFieldAsksForBothAndClearsTheFieldsWithoutARequest(
    credentials: Credentials
  ) async throws {
    type(credentials)

    presenter.loginButtonWasPressed()
    #expect(
      calls.arguments == [.displayError("Please provide your username and password"), .clearFields])

    // Had the empty attempt gone out, it would be the first request, or block this one.
    type(Self.admin)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)
    #expect(service.requests.map(\.argument) == [Self.admin])
  }

  @Test func typingAloneChangesNothingOnScreen() {
    type(Self.admin)

    #expect(calls.arguments == [])
    #expect(service.requests.isEmpty)
  }

  @Test func pressingClearsTheFieldsAndShowsProgressWhileTheCheckRuns() async throws {
    type(Self.admin)

    presenter.loginButtonWasPressed()

    #expect(calls.arguments == Self.attemptStarted)
    try await service.waitForRequests(count: 1)
    #expect(service.requests.map(\.argument) == [Self.admin])
    #expect(calls.arguments == Self.attemptStarted)
  }

  // Seed 003, wrong credentials.
  @Test func wrongCredentialsAreRejectedAndTheFieldsCleared() async throws {
    let wrong = Credentials(username: "Admin", password: "wrong")
    type(wrong)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)

    service.fail(0, with: ServiceError.invalidCredentials)
    try await calls.waitForCalls(count: 5)

    #expect(service.requests[0].argument == wrong)
    #expect(
      calls.arguments == Self.attemptStarted + [
        .finishProgress, .displayError("The provided credentials are not correct"),
      ])
  }

  // Seed 003, right credentials.
  @Test func theRightCredentialsNavigateToTheLoggedInScreen() async throws {
    type(Self.admin)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)

    service.resolve(0, with: Session(username: "Admin"))
    try await calls.waitForCalls(count: 5)

    #expect(
      calls.arguments == Self.attemptStarted + [
        .finishProgress, .showLoggedIn(Session(username: "Admin")),
      ])
  }

  @Test func loggingInTwiceAsTheSameUserNavigatesTwice() async throws {
    for attempt in 0..<2 {
      type(Self.admin)
      presenter.loginButtonWasPressed()
      try await service.waitForRequests(count: attempt + 1)
      service.resolve(attempt, with: Session(username: "Admin"))
      try await calls.waitForCalls(count: 5 * (attempt + 1))
    }

    #expect(
      calls.arguments.filter { $0 == .showLoggedIn(Session(username: "Admin")) }.count == 2)
    #expect(calls.arguments.last == .showLoggedIn(Session(username: "Admin")))
  }

  @Test func aRouterPassedInlineReceivesTheNavigation() async throws {
    let presenter = LoginPresenter(service: service)
    presenter.attachView(view, router: SpyLoginRouter(calls: calls))
    type(Self.admin, into: presenter)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)

    service.resolve(0, with: Session(username: "Admin"))
    // NB: waits for `finishProgress()`, not for the navigation, which would never come were the
    // router dropped; the navigation is part of the same synchronous update.
    try await calls.waitForCalls(count: 4)

    #expect(
      calls.arguments == Self.attemptStarted + [
        .finishProgress, .showLoggedIn(Session(username: "Admin")),
      ])
  }

  @Test func anotherFailureShowsItsReason() async throws {
    type(Self.admin)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)

    service.fail(0, with: ServiceError.timedOut)
    try await calls.waitForCalls(count: 5)

    #expect(
      calls.arguments == Self.attemptStarted + [
        .finishProgress, .displayError("Could not log in: The request timed out."),
      ])
  }

  // The service's own CancellationError (its timeout, a cancelled child task) is a failure:
  // only the presenter's own cancellation is silent.
  @Test func aCancellationErrorFromTheServiceFailsTheAttemptAndTheNextPressWorks() async throws {
    type(Self.admin)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)

    service.fail(0, with: CancellationError())
    try await calls.waitForCalls(count: 5)

    #expect(
      calls.arguments == Self.attemptStarted + [
        .finishProgress, .displayError("Could not log in: Something went wrong."),
      ])
    type(Self.admin)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 2)
    #expect(service.requests.map(\.argument) == [Self.admin, Self.admin])
  }

  @Test func aSuccessfulAttemptAfterAFailedOneHidesTheErrorAsItStarts() async throws {
    type(Credentials(username: "Admin", password: "wrong"))
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.invalidCredentials)
    try await calls.waitForCalls(count: 5)

    type(Self.admin)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: Session(username: "Admin"))
    try await calls.waitForCalls(count: 10)

    #expect(
      calls.arguments.dropFirst(5) == Self.attemptStarted + [
        .finishProgress, .showLoggedIn(Session(username: "Admin")),
      ])
  }

  // Seed 003, both fields are emptied after every attempt.
  @Test(arguments: [
    Credentials(username: "", password: ""),
    Credentials(username: "Admin", password: ""),
    Credentials(username: "", password: "12345"),
  ])
  func theFieldsAreForgottenAfterAnAttempt(retyped: Credentials) async throws {
    type(Self.admin)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.invalidCredentials)
    try await calls.waitForCalls(count: 5)

    // The view reports only the edits the user makes after the fields were emptied.
    if !retyped.username.isEmpty { presenter.usernameDidChange(retyped.username) }
    if !retyped.password.isEmpty { presenter.passwordDidChange(retyped.password) }
    presenter.loginButtonWasPressed()

    #expect(
      calls.arguments.dropFirst(5) == [
        .displayError("Please provide your username and password"), .clearFields,
      ])
    #expect(service.requests.count == 1)
  }

  @Test func pressesWhileAnAttemptRunsAreIgnored() async throws {
    type(Self.admin)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)

    type(Self.admin)
    presenter.loginButtonWasPressed()
    presenter.loginButtonWasPressed()
    #expect(calls.arguments == Self.attemptStarted)

    service.resolve(0, with: Session(username: "Admin"))
    try await calls.waitForCalls(count: 5)
    #expect(service.requests.count == 1)
  }

  @Test func editsDuringAnAttemptAreUsedByTheNextPress() async throws {
    type(Credentials(username: "Admin", password: "wrong"))
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)

    type(Self.admin)
    service.fail(0, with: ServiceError.invalidCredentials)
    try await calls.waitForCalls(count: 5)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 2)

    #expect(service.requests[1].argument == Self.admin)
  }

  // Seed 003: Admin / 12345 are the only right credentials.
  @Test(arguments: [
    (
      Credentials(username: "Admin", password: "12345"),
      LoginCall.showLoggedIn(Session(username: "Admin"))
    ),
    (
      Credentials(username: "Admin", password: "1234"),
      .displayError("The provided credentials are not correct")
    ),
    (
      Credentials(username: "admin", password: "12345"),
      .displayError("The provided credentials are not correct")
    ),
  ])
  func theInMemoryServiceAcceptsOnlyAdmin12345(credentials: Credentials, outcome: LoginCall)
    async throws
  {
    let presenter = LoginPresenter(service: InMemoryAuthenticationService())
    presenter.attachView(view, router: router)
    type(credentials, into: presenter)

    presenter.loginButtonWasPressed()
    try await calls.waitForCalls(count: 5)

    #expect(calls.arguments == Self.attemptStarted + [.finishProgress, outcome])
  }

  @Test func detachingMidRequestCancelsTheAttempt() async throws {
    type(Self.admin)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)

    presenter.detachView()

    #expect(service.requests[0].state == .cancelled)
    #expect(!service.resolve(0, with: Session(username: "Admin")))
    #expect(calls.arguments == Self.attemptStarted)
  }

  @Test func aSuccessThatArrivesAfterDetachingNeitherShowsNorNavigates() async throws {
    let service = ControllableAuthenticationService(ignoringCancellation: true)
    let presenter = LoginPresenter(service: service)
    presenter.attachView(view, router: router)
    type(Self.admin, into: presenter)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)
    presenter.detachView()

    service.resolve(0, with: Session(username: "Admin"))
    try await service.waitForDeliveries(count: 1)

    #expect(calls.arguments == Self.attemptStarted)
  }

  @Test func aScreenAttachedAgainAfterDetachingCanLogIn() async throws {
    type(Self.admin)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)
    presenter.detachView()

    presenter.attachView(view, router: router)
    type(Self.admin)
    presenter.loginButtonWasPressed()

    try #require(calls.arguments == Self.attemptStarted + Self.attemptStarted)
    try await service.waitForRequests(count: 2)
    #expect(service.requests.map(\.state) == [.cancelled, .pending])
  }

  @Test func releasingTheScreenMidRequestFreesThePresenterAndCancelsTheAttempt() async throws {
    var view: SpyLoginView? = SpyLoginView(calls: calls)
    weak let weakView = view
    weak var weakPresenter: LoginPresenter?
    do {
      let presenter = LoginPresenter(service: service)
      presenter.attachView(view!, router: router)
      view?.presenter = presenter
      weakPresenter = presenter
    }
    view?.presenter?.usernameDidChange("Admin")
    view?.presenter?.passwordDidChange("12345")
    view?.presenter?.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)

    view = nil

    #expect(weakView == nil)
    #expect(weakPresenter == nil)
    #expect(service.requests[0].state == .cancelled)
    #expect(calls.arguments == Self.attemptStarted)
  }

  @Test func releasingTheViewFreesThePresenterAndARouterPassedInlineWithoutDetaching() {
    var view: SpyLoginView? = SpyLoginView(calls: calls)
    weak var weakPresenter: LoginPresenter?
    weak var weakRouter: SpyLoginRouter?
    do {
      let presenter = LoginPresenter(service: service)
      let router = SpyLoginRouter(calls: calls)
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
    weak var weakPresenter: LoginPresenter?
    weak var weakRouter: SpyLoginRouter?
    do {
      let router = SpyLoginRouter(calls: calls)
      let presenter = LoginPresenter(service: service)
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
    let presenter = LoginPresenter(service: service)
    presenter.attachView(view, router: view)
    type(Self.admin, into: presenter)
    presenter.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)

    service.resolve(0, with: Session(username: "Admin"))
    try await calls.waitForCalls(count: 4)

    #expect(
      calls.arguments == Self.attemptStarted + [
        .finishProgress, .showLoggedIn(Session(username: "Admin")),
      ])
  }

  @Test func aViewThatRoutesItselfIsFreedWithItsPresenterWithoutDetaching() {
    var view: SpyLoginView? = SpyLoginView(calls: calls)
    weak let weakView = view
    weak var weakPresenter: LoginPresenter?
    do {
      let presenter = LoginPresenter(service: service)
      presenter.attachView(view!, router: view!)
      view?.presenter = presenter
      weakPresenter = presenter
    }

    view = nil

    #expect(weakView == nil)
    #expect(weakPresenter == nil)
  }
}
