import MVVM
import PresentationTesting
import ScreenData
import Services
import Signals
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UserListStateViewModelTests {
  enum Emission: Equatable {
    case state(UserListState)
    case route(UserListRoute)
  }

  static let seedRows = [
    UserViewData(name: "Iyad Agha", age: "36 years"),
    UserViewData(name: "Mila Haward", age: "24 years"),
    UserViewData(name: "Mark Astun", age: "39 years"),
  ]
  static let loaded = UserListState(rows: seedRows)

  let service = ControllableUserService()

  /// Observes the state and the routes, as a view does, and drops the state given at once.
  func bind(_ viewModel: UserListStateViewModel) -> EmissionRecorder<Emission> {
    let recorder = EmissionRecorder<Emission>()
    recorder.bind(viewModel.state, as: Emission.state)
    recorder.bind(viewModel.route, as: Emission.route)
    _ = recorder.take()
    return recorder
  }

  /// Appears and answers the first request with the seed's users, leaving the recorder empty.
  func loaded(_ viewModel: UserListStateViewModel, _ recorder: EmissionRecorder<Emission>)
    async throws
  {
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedUsers)
    #expect(try await recorder.take(atLeast: 2).last == .state(Self.loaded))
  }

  @Test func theEmptyInitializerIsTheScreenBeforeAnythingIsLoaded() {
    let empty = UserListState()
    let defaults = UserListState(
      isLoading: false, isEmptyViewVisible: false, errorMessage: nil, rows: [], rowsRevision: 0,
      changedRow: nil)

    // Field by field: `==` leaves out how the rows got there (revision, changed row).
    #expect(empty == defaults)
    #expect(empty.rowsRevision == defaults.rowsRevision)
    #expect(empty.changedRow == defaults.changedRow)
  }

  @Test func bindingShowsAnIdleScreenWithNothingLoaded() {
    let viewModel = UserListStateViewModel(service: service)
    let recorder = EmissionRecorder<Emission>()
    recorder.bind(viewModel.state, as: Emission.state)
    recorder.bind(viewModel.route, as: Emission.route)

    #expect(
      recorder.take() == [
        .state(
          UserListState(isLoading: false, isEmptyViewVisible: false, errorMessage: nil, rows: []))
      ])
    #expect(service.requests.isEmpty)
  }

  @Test func appearingShowsTheSpinnerInOneStateThenRequestsTheUsers() async throws {
    let viewModel = UserListStateViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()

    #expect(recorder.take() == [.state(UserListState(isLoading: true))])
    try await service.waitForRequests(count: 1)
    #expect(service.requests.count == 1)
  }

  @Test func loadedUsersAreShownAsFormattedRowsInOneState() async throws {
    let viewModel = UserListStateViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    _ = recorder.take()

    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedUsers)

    #expect(try await recorder.take(atLeast: 1) == [.state(Self.loaded)])
  }

  @Test func usersFromAnInMemoryServiceAreShown() async throws {
    let viewModel = UserListStateViewModel(service: InMemoryUserService())
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    _ = try await recorder.take(atLeast: 2)

    #expect(viewModel.state.value == Self.loaded)
  }

  @Test func noUsersShowTheEmptyView() async throws {
    let viewModel = UserListStateViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: [])

    #expect(
      try await recorder.take(atLeast: 2) == [
        .state(UserListState(isLoading: true)),
        .state(UserListState(isEmptyViewVisible: true, rows: [])),
      ])
  }

  @Test func failureClearsTheRowsAndShowsTheReason() async throws {
    let viewModel = UserListStateViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, recorder)

    viewModel.refreshWasRequested()
    try await service.waitForRequests(count: 2)
    service.fail(1, with: ServiceError.timedOut)

    #expect(
      try await recorder.take(atLeast: 2) == [
        .state(UserListState(isLoading: true, rows: Self.seedRows)),
        .state(UserListState(errorMessage: "Could not load users: The request timed out.")),
      ])
  }

  @Test func refreshingAfterAFailureHidesTheErrorAndShowsTheUsers() async throws {
    let viewModel = UserListStateViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.connectionLost)
    _ = try await recorder.take(atLeast: 2)
    #expect(
      viewModel.state.value.errorMessage
        == "Could not load users: The network connection was lost.")

    viewModel.refreshWasRequested()
    #expect(recorder.take() == [.state(UserListState(isLoading: true))])
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedUsers)

    #expect(try await recorder.take(atLeast: 1) == [.state(Self.loaded)])
  }

  @Test func refreshingWhileLoadingCancelsTheFirstRequestPublishesNothingAndTheLatestWins()
    async throws
  {
    let viewModel = UserListStateViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    _ = recorder.take()

    viewModel.refreshWasRequested()
    // The screen already shows the spinner and no error: the state does not change.
    #expect(recorder.take() == [])
    try await service.waitForRequests(count: 2)

    #expect(service.requests.map(\.state) == [.cancelled, .pending])
    #expect(!service.resolve(0, with: []))
    service.resolve(1, with: SampleData.seedUsers)
    #expect(try await recorder.take(atLeast: 1) == [.state(Self.loaded)])
  }

  @Test func selectingARowNavigatesToThatUsersProfileWithoutChangingTheState() async throws {
    let viewModel = UserListStateViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, recorder)

    viewModel.didSelectRow(at: 1)

    #expect(recorder.take() == [.route(.profile(SampleData.seedUsers[1]))])
  }

  @Test func selectingTheSameRowTwiceNavigatesTwice() async throws {
    let viewModel = UserListStateViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, recorder)

    viewModel.didSelectRow(at: 1)
    viewModel.didSelectRow(at: 1)

    #expect(
      recorder.take() == [
        .route(.profile(SampleData.seedUsers[1])), .route(.profile(SampleData.seedUsers[1])),
      ])
  }

  @Test(arguments: [-1, 3, 100])
  func selectingARowOutsideTheRowsDoesNothing(index: Int) async throws {
    let viewModel = UserListStateViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, recorder)

    viewModel.didSelectRow(at: index)

    #expect(recorder.take() == [])
  }

  @Test func selectingARowAfterAFailureDoesNothing() async throws {
    let viewModel = UserListStateViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, recorder)
    viewModel.refreshWasRequested()
    try await service.waitForRequests(count: 2)
    service.fail(1, with: ServiceError.server(statusCode: 503))
    _ = try await recorder.take(atLeast: 2)

    viewModel.didSelectRow(at: 0)

    #expect(recorder.take() == [])
  }

  @Test func releasingTheViewModelCancelsTheLoadAndTheLateAnswerChangesNothing() async throws {
    var viewModel: UserListStateViewModel? = UserListStateViewModel(service: service)
    let recorder = bind(viewModel!)
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)
    _ = recorder.take()

    viewModel = nil

    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(!service.resolve(0, with: SampleData.seedUsers))
    #expect(recorder.take() == [])
  }

  @Test func isReleasedWhileAViewStillObservesTheState() async throws {
    var viewModel: UserListStateViewModel? = UserListStateViewModel(service: service)
    weak let weakViewModel = viewModel
    let subscription = viewModel!.state.observe { _ in }
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel = nil

    #expect(weakViewModel == nil)
    subscription.cancel()
  }
}
