import MVVM
import PresentationTesting
import Services
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginObservationViewModelTests {
  let service = ControllableAuthenticationService()

  /// Fills in both fields and presses login, leaving the attempt in flight.
  func pressed(
    _ viewModel: LoginObservationViewModel, username: String = "Admin", password: String = "12345"
  ) async {
    viewModel.usernameDidChange(username)
    viewModel.passwordDidChange(password)
    viewModel.loginButtonWasPressed()
    await service.waitForRequests(count: 1)
  }

  @Test func startsWithEmptyFieldsAndAnEnabledButton() {
    let viewModel = LoginObservationViewModel(service: service)

    #expect(viewModel.username == "")
    #expect(viewModel.password == "")
    #expect(viewModel.errorMessage == nil)
    #expect(viewModel.isLoggingIn == false)
    #expect(viewModel.isLoginButtonEnabled == true)
    #expect(viewModel.route == nil)
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

  @Test func pressingClearsTheFieldsAndShowsProgressWhileTheCheckRuns() async {
    let viewModel = LoginObservationViewModel(service: service)

    await pressed(viewModel)

    #expect(viewModel.username == "")
    #expect(viewModel.password == "")
    #expect(viewModel.isLoggingIn == true)
    #expect(viewModel.isLoginButtonEnabled == false)
    #expect(service.requests.map(\.argument) == [SampleData.adminCredentials])
  }

  @Test func wrongCredentialsShowTheError() async throws {
    let viewModel = LoginObservationViewModel(service: service)
    await pressed(viewModel, password: "wrong")

    service.fail(0, with: ServiceError.invalidCredentials)
    try await until { !viewModel.isLoggingIn }

    #expect(viewModel.errorMessage == "The provided credentials are not correct")
    #expect(viewModel.route == nil)
  }

  @Test func anotherFailureShowsItsReason() async throws {
    let viewModel = LoginObservationViewModel(service: service)
    await pressed(viewModel)

    service.fail(0, with: ServiceError.connectionLost)
    try await until { !viewModel.isLoggingIn }

    #expect(viewModel.errorMessage == "Could not log in: The network connection was lost.")
  }

  // The service's own CancellationError (its timeout, a cancelled child task) is a failure:
  // only the view model's own cancellation is silent.
  @Test func aCancellationErrorFromTheServiceFailsTheAttemptAndTheNextPressWorks() async throws {
    let viewModel = LoginObservationViewModel(service: service)
    await pressed(viewModel)

    service.fail(0, with: CancellationError())
    try await until { !viewModel.isLoggingIn }

    #expect(viewModel.errorMessage == "Could not log in: Something went wrong.")
    viewModel.usernameDidChange("Admin")
    viewModel.passwordDidChange("12345")
    viewModel.loginButtonWasPressed()
    await service.waitForRequests(count: 2)
    #expect(
      service.requests.map(\.argument) == [
        SampleData.adminCredentials, SampleData.adminCredentials,
      ])
  }

  @Test func theRightCredentialsNavigateToTheLoggedInScreen() async throws {
    let viewModel = LoginObservationViewModel(service: service)
    await pressed(viewModel)

    service.resolve(0, with: Session(username: "Admin"))
    try await until { viewModel.route != nil }

    #expect(viewModel.route == .loggedIn(Session(username: "Admin")))
    #expect(viewModel.isLoggingIn == false)
    #expect(viewModel.errorMessage == nil)
  }

  @Test func aNewAttemptHidesTheOldError() async {
    let viewModel = LoginObservationViewModel(service: service)
    viewModel.loginButtonWasPressed()
    #expect(viewModel.errorMessage != nil)

    await pressed(viewModel)

    #expect(viewModel.errorMessage == nil)
  }

  @Test func aPressWhileCheckingIsIgnoredAndNotifiesNothing() async {
    let viewModel = LoginObservationViewModel(service: service)
    await pressed(viewModel)
    let probe = ChangeProbe { (viewModel.errorMessage, viewModel.isLoggingIn) }

    viewModel.loginButtonWasPressed()

    #expect(!probe.changed)
    #expect(service.requests.count == 1)
  }

  @Test func releasingTheViewModelCancelsTheAttemptAndTheLateAnswerChangesNothing() async {
    var viewModel: LoginObservationViewModel? = LoginObservationViewModel(service: service)
    weak let weakViewModel = viewModel
    await pressed(viewModel!)

    viewModel = nil

    #expect(weakViewModel == nil)
    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(!service.resolve(0, with: Session(username: "Admin")))
  }
}
