import MVVM
import PresentationTesting
import Services
import Signals
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginViewModelTests {
  enum Emission: Equatable {
    case username(String)
    case password(String)
    case errorMessage(String?)
    case isLoggingIn(Bool)
    case route(LoginRoute)
  }

  let service = ControllableAuthenticationService()

  /// Binds every output in declaration order, as a view does, and drops the initial emissions.
  func bind(_ viewModel: LoginViewModel) -> EmissionRecorder<Emission> {
    let recorder = EmissionRecorder<Emission>()
    recorder.bind(viewModel.username, as: Emission.username)
    recorder.bind(viewModel.password, as: Emission.password)
    recorder.bind(viewModel.errorMessage, as: Emission.errorMessage)
    recorder.bind(viewModel.isLoggingIn, as: Emission.isLoggingIn)
    recorder.bind(viewModel.route, as: Emission.route)
    _ = recorder.take()
    return recorder
  }

  /// Types the credentials into both fields and forgets the echoes.
  func type(
    _ username: String, _ password: String, into viewModel: LoginViewModel,
    _ recorder: EmissionRecorder<Emission>
  ) {
    viewModel.usernameDidChange(username)
    viewModel.passwordDidChange(password)
    _ = recorder.take()
  }

  @Test func bindingShowsEmptyFieldsNoErrorAndNoProgress() {
    let viewModel = LoginViewModel(service: service)
    let recorder = EmissionRecorder<Emission>()
    recorder.bind(viewModel.username, as: Emission.username)
    recorder.bind(viewModel.password, as: Emission.password)
    recorder.bind(viewModel.errorMessage, as: Emission.errorMessage)
    recorder.bind(viewModel.isLoggingIn, as: Emission.isLoggingIn)
    recorder.bind(viewModel.route, as: Emission.route)

    #expect(
      recorder.take() == [
        .username(""), .password(""), .errorMessage(nil), .isLoggingIn(false),
      ])
  }

  @Test func fieldsFollowTheEdits() {
    let viewModel = LoginViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.usernameDidChange("A")
    viewModel.usernameDidChange("Ad")
    viewModel.passwordDidChange("1")

    #expect(recorder.take() == [.username("A"), .username("Ad"), .password("1")])
  }

  @Test(arguments: [("", "12345"), ("Admin", ""), ("", "")])
  func pressingWithAnEmptyFieldAsksForBothAndClearsTheFieldsWithoutARequest(
    username: String, password: String
  ) async {
    let spy = SpyAuthenticationService(wrapping: InMemoryAuthenticationService())
    let viewModel = LoginViewModel(service: spy)
    let recorder = bind(viewModel)
    type(username, password, into: viewModel, recorder)

    viewModel.loginButtonWasPressed()

    #expect(
      recorder.take() == [
        .errorMessage("Please provide your username and password"), .username(""),
        .password(""),
      ])
    #expect(spy.callCount == 0)
  }

  @Test func pressingClearsTheFieldsAndShowsProgressWhileTheCheckRuns() async throws {
    let viewModel = LoginViewModel(service: service)
    let recorder = bind(viewModel)
    type("Admin", "12345", into: viewModel, recorder)

    viewModel.loginButtonWasPressed()

    #expect(
      recorder.take() == [
        .username(""), .password(""), .errorMessage(nil), .isLoggingIn(true),
      ])
    try await service.waitForRequests(count: 1)
    #expect(service.requests.map(\.argument) == [SampleData.adminCredentials])
    #expect(viewModel.isLoggingIn.value)
  }

  @Test func wrongCredentialsAreRejectedAndTheFieldsCleared() async throws {
    let viewModel = LoginViewModel(service: InMemoryAuthenticationService())
    let recorder = bind(viewModel)
    type("Admin", "wrong", into: viewModel, recorder)

    viewModel.loginButtonWasPressed()

    #expect(
      try await recorder.take(atLeast: 6) == [
        .username(""), .password(""), .errorMessage(nil), .isLoggingIn(true),
        .isLoggingIn(false), .errorMessage("The provided credentials are not correct"),
      ])
  }

  @Test func rightCredentialsHideTheOldErrorAndNavigateToTheLoggedInScreen() async throws {
    let viewModel = LoginViewModel(service: InMemoryAuthenticationService())
    let recorder = bind(viewModel)
    type("admin", "12345", into: viewModel, recorder)
    viewModel.loginButtonWasPressed()
    _ = try await recorder.take(atLeast: 6)
    #expect(viewModel.errorMessage.value == "The provided credentials are not correct")
    type("Admin", "12345", into: viewModel, recorder)

    viewModel.loginButtonWasPressed()

    #expect(
      try await recorder.take(atLeast: 6) == [
        .username(""), .password(""), .errorMessage(nil), .isLoggingIn(true),
        .isLoggingIn(false), .route(.loggedIn(Session(username: "Admin"))),
      ])
  }

  @Test func loggingInTwiceAsTheSameUserNavigatesTwice() async throws {
    let viewModel = LoginViewModel(service: InMemoryAuthenticationService())
    let recorder = bind(viewModel)

    for _ in 0..<2 {
      type("Admin", "12345", into: viewModel, recorder)
      viewModel.loginButtonWasPressed()

      #expect(
        try await recorder.take(atLeast: 6).last == .route(.loggedIn(Session(username: "Admin"))))
    }
  }

  @Test func anotherFailureShowsItsReason() async throws {
    let viewModel = LoginViewModel(service: service)
    let recorder = bind(viewModel)
    type("Admin", "12345", into: viewModel, recorder)
    viewModel.loginButtonWasPressed()
    _ = recorder.take()

    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.connectionLost)

    #expect(
      try await recorder.take(atLeast: 2) == [
        .isLoggingIn(false),
        .errorMessage("Could not log in: The network connection was lost."),
      ])
  }

  // The service's own CancellationError (its timeout, a cancelled child task) is a failure:
  // only the view model's own cancellation is silent.
  @Test func aCancellationErrorFromTheServiceFailsTheAttemptAndTheNextPressWorks() async throws {
    let viewModel = LoginViewModel(service: service)
    let recorder = bind(viewModel)
    type("Admin", "12345", into: viewModel, recorder)
    viewModel.loginButtonWasPressed()
    _ = recorder.take()
    try await service.waitForRequests(count: 1)

    service.fail(0, with: CancellationError())

    #expect(
      try await recorder.take(atLeast: 2) == [
        .isLoggingIn(false), .errorMessage("Could not log in: Something went wrong."),
      ])
    type("Admin", "12345", into: viewModel, recorder)
    viewModel.loginButtonWasPressed()
    try await service.waitForRequests(count: 2)
    #expect(
      service.requests.map(\.argument) == [
        SampleData.adminCredentials, SampleData.adminCredentials,
      ])
  }

  @Test func pressesWhileAnAttemptRunsAreIgnoredButEditsAreNot() async throws {
    let viewModel = LoginViewModel(service: service)
    let recorder = bind(viewModel)
    type("Admin", "12345", into: viewModel, recorder)
    viewModel.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)
    _ = recorder.take()

    viewModel.usernameDidChange("Other")
    viewModel.loginButtonWasPressed()

    #expect(recorder.take() == [.username("Other")])
    service.resolve(0, with: Session(username: "Admin"))
    #expect(
      try await recorder.take(atLeast: 2) == [
        .isLoggingIn(false), .route(.loggedIn(Session(username: "Admin"))),
      ])
    #expect(service.requests.count == 1)
  }

  @Test func aNewAttemptCanStartOnceTheLastOneFailed() async throws {
    let viewModel = LoginViewModel(service: service)
    let recorder = bind(viewModel)
    type("Admin", "1234", into: viewModel, recorder)
    viewModel.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.invalidCredentials)
    _ = try await recorder.take(atLeast: 6)
    type("Admin", "12345", into: viewModel, recorder)

    viewModel.loginButtonWasPressed()
    try await service.waitForRequests(count: 2)

    #expect(service.requests.map(\.argument.password) == ["1234", "12345"])
  }

  @Test func releasingTheViewModelCancelsTheAttemptAndNothingReachesTheView() async throws {
    var viewModel: LoginViewModel? = LoginViewModel(service: service)
    let recorder = bind(viewModel!)
    type("Admin", "12345", into: viewModel!, recorder)
    viewModel!.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)
    _ = recorder.take()

    viewModel = nil

    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(!service.resolve(0, with: Session(username: "Admin")))
    #expect(recorder.take() == [])
  }

  @Test func isReleasedWhileAViewStillObservesAnOutput() async throws {
    var viewModel: LoginViewModel? = LoginViewModel(service: service)
    weak let weakViewModel = viewModel
    let subscription = viewModel!.isLoggingIn.observe { _ in }
    viewModel!.usernameDidChange("Admin")
    viewModel!.passwordDidChange("12345")
    viewModel!.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)

    viewModel = nil

    #expect(weakViewModel == nil)
    subscription.cancel()
  }
}
