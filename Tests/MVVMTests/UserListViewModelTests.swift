import MVVM
import PresentationTesting
import ScreenData
import Services
import Signals
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UserListViewModelTests {
  enum Emission: Equatable {
    case isLoading(Bool)
    case rows([UserViewData])
    case isEmptyViewVisible(Bool)
    case errorMessage(String?)
    case route(UserListRoute)
  }

  static let seedRows = [
    UserViewData(name: "Iyad Agha", age: "36 years"),
    UserViewData(name: "Mila Haward", age: "24 years"),
    UserViewData(name: "Mark Astun", age: "39 years"),
  ]

  let service = ControllableUserService()

  /// Binds every output in declaration order, as a view does, and drops the initial emissions.
  func bind(_ viewModel: UserListViewModel) -> EmissionRecorder<Emission> {
    let recorder = EmissionRecorder<Emission>()
    recorder.bind(viewModel.isLoading, as: Emission.isLoading)
    recorder.bind(viewModel.rows, as: Emission.rows)
    recorder.bind(viewModel.isEmptyViewVisible, as: Emission.isEmptyViewVisible)
    recorder.bind(viewModel.errorMessage, as: Emission.errorMessage)
    recorder.bind(viewModel.route, as: Emission.route)
    _ = recorder.take()
    return recorder
  }

  /// Appears and answers the first request with `users`, leaving the recorder empty.
  func loaded(
    _ viewModel: UserListViewModel, with users: [User], _ recorder: EmissionRecorder<Emission>
  ) async throws {
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: users)
    _ = try await recorder.take(atLeast: 5)
  }

  @Test func bindingShowsAnIdleScreenWithNothingLoaded() {
    let viewModel = UserListViewModel(service: service)
    let recorder = EmissionRecorder<Emission>()
    recorder.bind(viewModel.isLoading, as: Emission.isLoading)
    recorder.bind(viewModel.rows, as: Emission.rows)
    recorder.bind(viewModel.isEmptyViewVisible, as: Emission.isEmptyViewVisible)
    recorder.bind(viewModel.errorMessage, as: Emission.errorMessage)
    recorder.bind(viewModel.route, as: Emission.route)

    #expect(
      recorder.take() == [
        .isLoading(false), .rows([]), .isEmptyViewVisible(false), .errorMessage(nil),
      ])
    #expect(service.requests.isEmpty)
  }

  @Test func appearingShowsTheSpinnerAndHidesTheErrorThenRequestsTheUsers() async throws {
    let viewModel = UserListViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()

    #expect(recorder.take() == [.isLoading(true), .errorMessage(nil)])
    try await service.waitForRequests(count: 1)
    #expect(service.requests.count == 1)
  }

  @Test func appearingShowsTheSpinnerThenTheUsersAsFormattedRows() async throws {
    let viewModel = UserListViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedUsers)

    #expect(
      try await recorder.take(atLeast: 5) == [
        .isLoading(true), .errorMessage(nil),
        .isLoading(false), .rows(Self.seedRows), .isEmptyViewVisible(false),
      ])
  }

  @Test func twoUsersAreShownAsTwoRows() async throws {
    let twoUsers = [
      User(firstName: "firstname1", lastName: "lastname1", email: "first@test.com", age: 30),
      User(firstName: "firstname2", lastName: "lastname2", email: "second@test.com", age: 24),
    ]
    let viewModel = UserListViewModel(service: InMemoryUserService(users: twoUsers))
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()

    #expect(
      try await recorder.take(atLeast: 5) == [
        .isLoading(true), .errorMessage(nil), .isLoading(false),
        .rows([
          UserViewData(name: "firstname1 lastname1", age: "30 years"),
          UserViewData(name: "firstname2 lastname2", age: "24 years"),
        ]),
        .isEmptyViewVisible(false),
      ])
  }

  @Test func noUsersShowTheEmptyView() async throws {
    let viewModel = UserListViewModel(service: InMemoryUserService(users: []))
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()

    #expect(
      try await recorder.take(atLeast: 5) == [
        .isLoading(true), .errorMessage(nil),
        .isLoading(false), .rows([]), .isEmptyViewVisible(true),
      ])
  }

  @Test func failureClearsTheRowsAndShowsTheReason() async throws {
    let viewModel = UserListViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, with: SampleData.seedUsers, recorder)

    viewModel.refreshWasRequested()
    try await service.waitForRequests(count: 2)
    service.fail(1, with: ServiceError.timedOut)

    #expect(
      try await recorder.take(atLeast: 6) == [
        .isLoading(true), .errorMessage(nil),
        .isLoading(false), .rows([]), .isEmptyViewVisible(false),
        .errorMessage("Could not load users: The request timed out."),
      ])
  }

  @Test func refreshKeepsTheRowsShownUntilTheResultArrives() async throws {
    let viewModel = UserListViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, with: SampleData.seedUsers, recorder)

    viewModel.refreshWasRequested()
    try await service.waitForRequests(count: 2)

    #expect(recorder.take() == [.isLoading(true), .errorMessage(nil)])
    #expect(viewModel.rows.value == Self.seedRows)
    service.resolve(1, with: Array(SampleData.seedUsers.prefix(1)))
    #expect(
      try await recorder.take(atLeast: 3) == [
        .isLoading(false), .rows(Array(Self.seedRows.prefix(1))), .isEmptyViewVisible(false),
      ])
  }

  @Test func refreshingAfterAFailureHidesTheErrorAndShowsTheUsers() async throws {
    let viewModel = UserListViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.connectionLost)
    _ = try await recorder.take(atLeast: 6)
    #expect(
      viewModel.errorMessage.value == "Could not load users: The network connection was lost.")

    viewModel.refreshWasRequested()
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedUsers)

    #expect(
      try await recorder.take(atLeast: 5) == [
        .isLoading(true), .errorMessage(nil),
        .isLoading(false), .rows(Self.seedRows), .isEmptyViewVisible(false),
      ])
  }

  @Test func refreshingWhileLoadingCancelsTheFirstRequestAndTheLatestWins() async throws {
    let viewModel = UserListViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    viewModel.refreshWasRequested()
    try await service.waitForRequests(count: 2)

    #expect(service.requests.map(\.state) == [.cancelled, .pending])
    #expect(!service.resolve(0, with: []))
    service.resolve(1, with: SampleData.seedUsers)
    #expect(
      try await recorder.take(atLeast: 7) == [
        .isLoading(true), .errorMessage(nil),
        .isLoading(true), .errorMessage(nil),
        .isLoading(false), .rows(Self.seedRows), .isEmptyViewVisible(false),
      ])
  }

  @Test func selectingARowNavigatesToThatUsersProfile() async throws {
    let viewModel = UserListViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, with: SampleData.seedUsers, recorder)

    viewModel.didSelectRow(at: 1)

    #expect(recorder.take() == [.route(.profile(SampleData.seedUsers[1]))])
  }

  @Test func selectingTheSameRowTwiceNavigatesTwice() async throws {
    let viewModel = UserListViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, with: SampleData.seedUsers, recorder)

    viewModel.didSelectRow(at: 1)
    viewModel.didSelectRow(at: 1)

    #expect(
      recorder.take() == [
        .route(.profile(SampleData.seedUsers[1])), .route(.profile(SampleData.seedUsers[1])),
      ])
  }

  @Test(arguments: [-1, 3, 100])
  func selectingARowOutsideTheRowsDoesNothing(index: Int) async throws {
    let viewModel = UserListViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.didSelectRow(at: 0)
    #expect(recorder.take() == [])

    try await loaded(viewModel, with: SampleData.seedUsers, recorder)
    viewModel.didSelectRow(at: index)

    #expect(recorder.take() == [])
  }

  @Test func selectingARowAfterAFailureDoesNothing() async throws {
    let viewModel = UserListViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, with: SampleData.seedUsers, recorder)
    viewModel.refreshWasRequested()
    try await service.waitForRequests(count: 2)
    service.fail(1, with: ServiceError.server(statusCode: 503))
    _ = try await recorder.take(atLeast: 6)

    viewModel.didSelectRow(at: 0)

    #expect(recorder.take() == [])
  }

  @Test func releasingTheViewModelCancelsTheLoadAndNothingReachesTheView() async throws {
    var viewModel: UserListViewModel? = UserListViewModel(service: service)
    let recorder = bind(viewModel!)
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)
    _ = recorder.take()

    viewModel = nil

    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(!service.resolve(0, with: SampleData.seedUsers))
    #expect(recorder.take() == [])
  }

  @Test func isReleasedWhileAViewStillObservesAnOutput() async throws {
    var viewModel: UserListViewModel? = UserListViewModel(service: service)
    weak let weakViewModel = viewModel
    let subscription = viewModel!.rows.observe { _ in }
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel = nil

    #expect(weakViewModel == nil)
    subscription.cancel()
  }
}
