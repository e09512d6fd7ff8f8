import MVVM
import PresentationTesting
import Services
import Signals
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginStateViewModelTests {
  enum Emission: Equatable {
    case state(LoginState)
    case route(LoginRoute)
  }

  static let checking = LoginState(isLoggingIn: true)
  static let admin = Session(username: "Admin")

  let service = ControllableAuthenticationService()

  /// Observes the state and the routes, as a view does, and drops the state given at once.
  func bind(_ viewModel: LoginStateViewModel) -> EmissionRecorder<Emission> {
    let recorder = EmissionRecorder<Emission>()
    recorder.bind(viewModel.state, as: Emission.state)
    recorder.bind(viewModel.route, as: Emission.route)
    _ = recorder.take()
    return recorder
  }

  /// Types the credentials into both fields and forgets the echoes.
  func type(
    _ username: String, _ password: String, into viewModel: LoginStateViewModel,
    _ recorder: EmissionRecorder<Emission>
  ) {
    viewModel.usernameDidChange(username)
    viewModel.passwordDidChange(password)
    _ = recorder.take()
  }

  @Test func bindingShowsEmptyFieldsNoErrorAndNoProgress() {
    let viewModel = LoginStateViewModel(service: service)
    let recorder = EmissionRecorder<Emission>()
    recorder.bind(viewModel.state, as: Emission.state)
    recorder.bind(viewModel.route, as: Emission.route)

    #expect(
      recorder.take() == [
        .state(LoginState(username: "", password: "", errorMessage: nil, isLoggingIn: false))
      ])
  }

  @Test func fieldsFollowTheEdits() {
    let viewModel = LoginStateViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.usernameDidChange("A")
    viewModel.usernameDidChange("Ad")
    viewModel.passwordDidChange("1")

    #expect(
      recorder.take() == [
        .state(LoginState(username: "A")), .state(LoginState(username: "Ad")),
        .state(LoginState(username: "Ad", password: "1")),
      ])
  }

  @Test(arguments: [("", "12345"), ("Admin", ""), ("", "")])
  func pressingWithAnEmptyFieldAsksForBothAndClearsTheFieldsInOneStateWithoutARequest(
    username: String, password: String
  ) async {
    let spy = SpyAuthenticationService(wrapping: InMemoryAuthenticationService())
    let viewModel = LoginStateViewModel(service: spy)
    let recorder = bind(viewModel)
    type(username, password, into: viewModel, recorder)

    viewModel.loginButtonWasPressed()

    #expect(
      recorder.take() == [
        .state(LoginState(errorMessage: "Please provide your username and password"))
      ])
    #expect(spy.callCount == 0)
  }

  @Test func pressingAgainWithEmptyFieldsPublishesNothing() {
    let viewModel = LoginStateViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.loginButtonWasPressed()
    _ = recorder.take()

    viewModel.loginButtonWasPressed()

    #expect(recorder.take() == [])
    #expect(service.requests.isEmpty)
  }

  @Test func pressingClearsTheFieldsAndShowsProgressInOneStateWhileTheCheckRuns()
    async throws
  {
    let viewModel = LoginStateViewModel(service: service)
    let recorder = bind(viewModel)
    type("Admin", "12345", into: viewModel, recorder)

    viewModel.loginButtonWasPressed()

    #expect(recorder.take() == [.state(Self.checking)])
    try await service.waitForRequests(count: 1)
    #expect(service.requests.map(\.argument) == [SampleData.adminCredentials])
  }

  @Test func wrongCredentialsAreRejectedAndTheFieldsCleared() async throws {
    let viewModel = LoginStateViewModel(service: InMemoryAuthenticationService())
    let recorder = bind(viewModel)
    type("Admin", "wrong", into: viewModel, recorder)

    viewModel.loginButtonWasPressed()

    #expect(
      try await recorder.take(atLeast: 2) == [
        .state(Self.checking),
        .state(LoginState(errorMessage: "The provided credentials are not correct")),
      ])
  }

  @Test func rightCredentialsHideTheOldErrorThenNavigateToTheLoggedInScreen() async throws {
    let viewModel = LoginStateViewModel(service: InMemoryAuthenticationService())
    let recorder = bind(viewModel)
    type("admin", "12345", into: viewModel, recorder)
    viewModel.loginButtonWasPressed()
    _ = try await recorder.take(atLeast: 2)
    #expect(viewModel.state.value.errorMessage == "The provided credentials are not correct")
    type("Admin", "12345", into: viewModel, recorder)

    viewModel.loginButtonWasPressed()

    // The progress stops before the route is emitted, as the presenter's view is told first.
    #expect(
      try await recorder.take(atLeast: 3) == [
        .state(Self.checking), .state(LoginState()), .route(.loggedIn(Self.admin)),
      ])
  }

  @Test func loggingInTwiceAsTheSameUserNavigatesTwice() async throws {
    let viewModel = LoginStateViewModel(service: InMemoryAuthenticationService())
    let recorder = bind(viewModel)

    for _ in 0..<2 {
      type("Admin", "12345", into: viewModel, recorder)
      viewModel.loginButtonWasPressed()

      #expect(try await recorder.take(atLeast: 3).last == .route(.loggedIn(Self.admin)))
    }
  }

  @Test func anotherFailureShowsItsReason() async throws {
    let viewModel = LoginStateViewModel(service: service)
    let recorder = bind(viewModel)
    type("Admin", "12345", into: viewModel, recorder)
    viewModel.loginButtonWasPressed()
    _ = recorder.take()

    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.connectionLost)

    #expect(
      try await recorder.take(atLeast: 1) == [
        .state(LoginState(errorMessage: "Could not log in: The network connection was lost."))
      ])
  }

  // The service's own CancellationError (its timeout, a cancelled child task) is a failure:
  // only the view model's own cancellation is silent.
  @Test func aCancellationErrorFromTheServiceFailsTheAttemptAndTheNextPressWorks() async throws {
    let viewModel = LoginStateViewModel(service: service)
    let recorder = bind(viewModel)
    type("Admin", "12345", into: viewModel, recorder)
    viewModel.loginButtonWasPressed()
    _ = recorder.take()
    try await service.waitForRequests(count: 1)

    service.fail(0, with: CancellationError())

    #expect(
      try await recorder.take(atLeast: 1) == [
        .state(LoginState(errorMessage: "Could not log in: Something went wrong."))
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
    let viewModel = LoginStateViewModel(service: service)
    let recorder = bind(viewModel)
    type("Admin", "12345", into: viewModel, recorder)
    viewModel.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)
    _ = recorder.take()

    viewModel.usernameDidChange("Other")
    viewModel.loginButtonWasPressed()

    #expect(recorder.take() == [.state(LoginState(username: "Other", isLoggingIn: true))])
    service.resolve(0, with: Self.admin)
    #expect(
      try await recorder.take(atLeast: 2) == [
        .state(LoginState(username: "Other")), .route(.loggedIn(Self.admin)),
      ])
    #expect(service.requests.count == 1)
  }

  @Test func aNewAttemptCanStartOnceTheLastOneFailed() async throws {
    let viewModel = LoginStateViewModel(service: service)
    let recorder = bind(viewModel)
    type("Admin", "1234", into: viewModel, recorder)
    viewModel.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.invalidCredentials)
    _ = try await recorder.take(atLeast: 2)
    type("Admin", "12345", into: viewModel, recorder)

    viewModel.loginButtonWasPressed()
    try await service.waitForRequests(count: 2)

    #expect(service.requests.map(\.argument.password) == ["1234", "12345"])
    #expect(recorder.take() == [.state(Self.checking)])
  }

  @Test func releasingTheViewModelCancelsTheAttemptAndTheLateAnswerChangesNothing() async throws {
    var viewModel: LoginStateViewModel? = LoginStateViewModel(service: service)
    let recorder = bind(viewModel!)
    type("Admin", "12345", into: viewModel!, recorder)
    viewModel!.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)
    _ = recorder.take()

    viewModel = nil

    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(!service.resolve(0, with: Self.admin))
    #expect(recorder.take() == [])
  }

  @Test func isReleasedWhileAViewStillObservesTheState() async throws {
    var viewModel: LoginStateViewModel? = LoginStateViewModel(service: service)
    weak let weakViewModel = viewModel
    let subscription = viewModel!.state.observe { _ in }
    viewModel!.usernameDidChange("Admin")
    viewModel!.passwordDidChange("12345")
    viewModel!.loginButtonWasPressed()
    try await service.waitForRequests(count: 1)

    viewModel = nil

    #expect(weakViewModel == nil)
    subscription.cancel()
  }
}
