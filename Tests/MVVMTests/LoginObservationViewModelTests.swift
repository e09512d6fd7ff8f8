import MVVM
import PresentationTesting
import Services
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginObservationViewModelTests {
  let service = ControllableAuthenticationService()
  let navigator = SpyNavigator<LoginRoute>()

  /// A view model whose routes go to ``navigator``, as a view sets it up before it appears.
  func makeViewModel() -> LoginObservationViewModel {
    let viewModel = LoginObservationViewModel(service: service)
    viewModel.onRoute = { [navigator] route in navigator.go(to: route) }
    return viewModel
  }

  /// Fills in both fields and presses login, leaving the attempt in flight.
  func pressed(
    _ viewModel: LoginObservationViewModel, username: String = "Admin", password: String = "12345"
  ) async throws {
    viewModel.usernameDidChange(username)
    viewModel.passwordDidChange(password)
    viewModel.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)
  }

  @Test func startsWithEmptyFieldsAndAnEnabledButton() {
    let viewModel = makeViewModel()

    #expect(viewModel.username == "")
    #expect(viewModel.password == "")
    #expect(viewModel.errorMessage == nil)
    #expect(viewModel.isLoggingIn == false)
    #expect(viewModel.isLoginButtonEnabled == true)
    #expect(navigator.routes == [])
  }

  @Test func editsAreShownAsTyped() {
    let viewModel = LoginObservationViewModel(service: service)

    viewModel.usernameDidChange("Adm")
    viewModel.passwordDidChange("12")

    #expect(viewModel.username == "Adm")
    #expect(viewModel.password == "12")
  }

  @Test(arguments: [("", ""), ("Admin", ""), ("", "12345")])
  func pressingWithAnEmptyFieldAsksForBothAndClearsTheFieldsWithoutARequest(
    username: String, password: String
  ) async {
    let viewModel = LoginObservationViewModel(service: service)
    viewModel.usernameDidChange(username)
    viewModel.passwordDidChange(password)

    viewModel.loginButtonWasPressed()

    #expect(viewModel.errorMessage == "Please provide your username and password")
    #expect(viewModel.username == "")
    #expect(viewModel.password == "")
    #expect(viewModel.isLoggingIn == false)
    #expect(service.requests.isEmpty)
  }

  @Test func pressingClearsTheFieldsAndShowsProgressWhileTheCheckRuns() async throws {
    let viewModel = LoginObservationViewModel(service: service)

    try await pressed(viewModel)

    #expect(viewModel.username == "")
    #expect(viewModel.password == "")
    #expect(viewModel.isLoggingIn == true)
    #expect(viewModel.isLoginButtonEnabled == false)
    #expect(service.requests.map(\.argument) == [SampleData.adminCredentials])
  }

  @Test func wrongCredentialsShowTheError() async throws {
    let viewModel = makeViewModel()
    try await pressed(viewModel, password: "wrong")

    service.fail(0, with: ServiceError.invalidCredentials)
    try await until { !viewModel.isLoggingIn }

    #expect(viewModel.errorMessage == "The provided credentials are not correct")
    #expect(navigator.routes == [])
  }

  @Test func anotherFailureShowsItsReason() async throws {
    let viewModel = LoginObservationViewModel(service: service)
    try await pressed(viewModel)

    service.fail(0, with: ServiceError.connectionLost)
    try await until { !viewModel.isLoggingIn }

    #expect(viewModel.errorMessage == "Could not log in: The network connection was lost.")
  }

  // The service's own CancellationError (its timeout, a cancelled child task) is a failure:
  // only the view model's own cancellation is silent.
  @Test func aCancellationErrorFromTheServiceFailsTheAttemptAndTheNextPressWorks() async throws {
    let viewModel = LoginObservationViewModel(service: service)
    try await pressed(viewModel)

    service.fail(0, with: CancellationError())
    try await until { !viewModel.isLoggingIn }

    #expect(viewModel.errorMessage == "Could not log in: Something went wrong.")
    viewModel.usernameDidChange("Admin")
    viewModel.passwordDidChange("12345")
    viewModel.loginButtonWasPressed()
    try await service.waitForRequests(count: 2)
    #expect(
      service.requests.map(\.argument) == [
        SampleData.adminCredentials, SampleData.adminCredentials,
      ])
  }

  @Test func theRightCredentialsNavigateToTheLoggedInScreen() async throws {
    let viewModel = makeViewModel()
    try await pressed(viewModel)

    service.resolve(0, with: Session(username: "Admin"))
    try await until { !navigator.routes.isEmpty }

    #expect(navigator.routes == [.loggedIn(Session(username: "Admin"))])
    #expect(viewModel.isLoggingIn == false)
    #expect(viewModel.errorMessage == nil)
  }

  @Test func loggingInTwiceAsTheSameUserNavigatesTwice() async throws {
    let viewModel = makeViewModel()

    for attempt in 0..<2 {
      viewModel.usernameDidChange("Admin")
      viewModel.passwordDidChange("12345")
      viewModel.loginButtonWasPressed()
      try await service.waitForRequests(count: attempt + 1)
      service.resolve(attempt, with: Session(username: "Admin"))
      try await until { navigator.routes.count == attempt + 1 }
    }

    #expect(
      navigator.routes == [
        .loggedIn(Session(username: "Admin")), .loggedIn(Session(username: "Admin")),
      ])
  }

  // A render reads the observable properties; none of them holds the route, so what changes
  // after the navigation (an empty press, say) cannot navigate again.
  @Test func aRenderAfterLoggingInDoesNotNavigateAgain() async throws {
    let viewModel = makeViewModel()
    try await pressed(viewModel)
    service.resolve(0, with: Session(username: "Admin"))
    try await until { !navigator.routes.isEmpty }
    let probe = ChangeProbe { (viewModel.errorMessage, viewModel.username) }

    viewModel.usernameDidChange("Ada")
    viewModel.loginButtonWasPressed()

    #expect(probe.changed)
    #expect(navigator.routes == [.loggedIn(Session(username: "Admin"))])
  }

  @Test func aNewAttemptHidesTheOldError() async throws {
    let viewModel = LoginObservationViewModel(service: service)
    viewModel.loginButtonWasPressed()
    #expect(viewModel.errorMessage != nil)

    try await pressed(viewModel)

    #expect(viewModel.errorMessage == nil)
  }

  @Test func aPressWhileCheckingIsIgnoredAndNotifiesNothing() async throws {
    let viewModel = LoginObservationViewModel(service: service)
    try await pressed(viewModel)
    let probe = ChangeProbe { (viewModel.errorMessage, viewModel.isLoggingIn) }

    viewModel.loginButtonWasPressed()

    #expect(!probe.changed)
    #expect(service.requests.count == 1)
  }

  @Test func releasingTheViewModelCancelsTheAttemptAndTheLateAnswerChangesNothing() async throws {
    var viewModel: LoginObservationViewModel? = LoginObservationViewModel(service: service)
    weak let weakViewModel = viewModel
    try await pressed(viewModel!)

    viewModel = nil

    #expect(weakViewModel == nil)
    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(!service.resolve(0, with: Session(username: "Admin")))
  }

  // The handler captures the navigator, which does not own the view model: nothing keeps the
  // view model alive.
  @Test func theViewModelWithARouteHandlerIsFreed() async throws {
    var navigator: SpyNavigator<LoginRoute>? = SpyNavigator()
    weak let weakNavigator = navigator
    var viewModel: LoginObservationViewModel? = LoginObservationViewModel(service: service)
    weak let weakViewModel = viewModel
    viewModel!.onRoute = { [navigator] route in navigator?.go(to: route) }
    try await pressed(viewModel!)
    service.resolve(0, with: Session(username: "Admin"))
    try await until { navigator?.routes.isEmpty == false }

    viewModel = nil
    navigator = nil

    #expect(weakViewModel == nil)
    #expect(weakNavigator == nil)
  }
}
