import MVVM
import PresentationTesting
import ScreenData
import Services
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UserListObservationViewModelTests {
  static let seedRows = [
    UserViewData(name: "Iyad Agha", age: "36 years"),
    UserViewData(name: "Mila Haward", age: "24 years"),
    UserViewData(name: "Mark Astun", age: "39 years"),
  ]

  let service = ControllableUserService()
  let navigator = SpyNavigator<UserListRoute>()

  /// A view model whose routes go to ``navigator``, as a view sets it up before it appears.
  func makeViewModel() -> UserListObservationViewModel {
    let viewModel = UserListObservationViewModel(service: service)
    viewModel.onRoute = { [navigator] route in navigator.go(to: route) }
    return viewModel
  }

  /// Appears and answers the first request with `users`.
  func loaded(_ viewModel: UserListObservationViewModel, with users: [User]) async throws {
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: users)
    try await until { !viewModel.isLoading }
  }

  @Test func startsIdleWithNothingLoaded() {
    let viewModel = makeViewModel()

    #expect(viewModel.isLoading == false)
    #expect(viewModel.rows == [])
    #expect(viewModel.isEmptyViewVisible == false)
    #expect(viewModel.errorMessage == nil)
    #expect(navigator.routes == [])
    #expect(service.requests.isEmpty)
  }

  @Test func appearingShowsTheSpinnerThenTheUsersAsFormattedRows() async throws {
    let viewModel = UserListObservationViewModel(service: service)

    viewModel.viewDidAppear()
    #expect(viewModel.isLoading == true)
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedUsers)
    try await until { !viewModel.isLoading }

    #expect(viewModel.rows == Self.seedRows)
    #expect(viewModel.isEmptyViewVisible == false)
    #expect(viewModel.errorMessage == nil)
  }

  @Test func noUsersShowTheEmptyView() async throws {
    let viewModel = UserListObservationViewModel(service: service)

    try await loaded(viewModel, with: [])

    #expect(viewModel.rows == [])
    #expect(viewModel.isEmptyViewVisible == true)
  }

  @Test func failureClearsTheRowsAndShowsTheReason() async throws {
    let viewModel = UserListObservationViewModel(service: service)
    try await loaded(viewModel, with: SampleData.seedUsers)

    viewModel.refreshWasRequested()
    try await service.waitForRequests(count: 2)
    service.fail(1, with: ServiceError.connectionLost)
    try await until { !viewModel.isLoading }

    #expect(viewModel.errorMessage == "Could not load users: The network connection was lost.")
    #expect(viewModel.rows == [])
    #expect(viewModel.isEmptyViewVisible == false)
  }

  @Test func refreshHidesTheErrorAndKeepsTheRowsUntilTheResult() async throws {
    let viewModel = UserListObservationViewModel(service: service)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.timedOut)
    try await until { !viewModel.isLoading }

    viewModel.refreshWasRequested()
    #expect(viewModel.errorMessage == nil)
    #expect(viewModel.isLoading == true)
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedUsers)
    try await until { !viewModel.isLoading }

    #expect(viewModel.rows == Self.seedRows)
  }

  @Test func refreshingWhileLoadingCancelsTheFirstRequestWithoutNotifying() async throws {
    let viewModel = UserListObservationViewModel(service: service)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    let probe = ChangeProbe { (viewModel.isLoading, viewModel.errorMessage) }

    viewModel.refreshWasRequested()

    // Both properties keep their values, so an observing view is not told to render.
    #expect(!probe.changed)
    try await service.waitForRequests(count: 2)
    #expect(service.requests.map(\.state) == [.cancelled, .pending])
  }

  @Test func selectingARowNavigatesToThatUsersProfile() async throws {
    let viewModel = makeViewModel()
    try await loaded(viewModel, with: SampleData.seedUsers)

    viewModel.didSelectRow(at: 1)

    #expect(navigator.routes == [.profile(SampleData.seedUsers[1])])
  }

  @Test func selectingTheSameRowTwiceNavigatesTwice() async throws {
    let viewModel = makeViewModel()
    try await loaded(viewModel, with: SampleData.seedUsers)

    viewModel.didSelectRow(at: 1)
    viewModel.didSelectRow(at: 1)

    #expect(
      navigator.routes == [.profile(SampleData.seedUsers[1]), .profile(SampleData.seedUsers[1])])
  }

  // A render reads the observable properties; none of them holds the route, so no render after
  // navigating (a refresh, say) can navigate again, and navigating asks for no render.
  @Test func navigatingChangesNothingARenderReadsAndARenderAfterItDoesNotNavigate() async throws {
    let viewModel = makeViewModel()
    try await loaded(viewModel, with: SampleData.seedUsers)
    let probe = ChangeProbe {
      (viewModel.isLoading, viewModel.rows, viewModel.isEmptyViewVisible, viewModel.errorMessage)
    }

    viewModel.didSelectRow(at: 1)
    #expect(!probe.changed)
    viewModel.refreshWasRequested()
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedUsers)
    try await until { !viewModel.isLoading }

    #expect(navigator.routes == [.profile(SampleData.seedUsers[1])])
  }

  @Test(arguments: [-1, 3, 100])
  func selectingARowOutsideTheRowsDoesNothing(index: Int) async throws {
    let viewModel = makeViewModel()
    try await loaded(viewModel, with: SampleData.seedUsers)

    viewModel.didSelectRow(at: index)

    #expect(navigator.routes == [])
  }

  // The handler captures the navigator, which does not own the view model: nothing keeps the
  // view model alive.
  @Test func theViewModelWithARouteHandlerIsFreed() async throws {
    var navigator: SpyNavigator<UserListRoute>? = SpyNavigator()
    weak let weakNavigator = navigator
    var viewModel: UserListObservationViewModel? = UserListObservationViewModel(service: service)
    weak let weakViewModel = viewModel
    viewModel!.onRoute = { [navigator] route in navigator?.go(to: route) }
    try await loaded(viewModel!, with: SampleData.seedUsers)
    viewModel!.didSelectRow(at: 0)
    #expect(navigator?.routes == [.profile(SampleData.seedUsers[0])])

    viewModel = nil
    navigator = nil

    #expect(weakViewModel == nil)
    #expect(weakNavigator == nil)
  }

  @Test func releasingTheViewModelCancelsTheLoadAndTheLateAnswerChangesNothing() async throws {
    var viewModel: UserListObservationViewModel? = UserListObservationViewModel(service: service)
    weak let weakViewModel = viewModel
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel = nil

    #expect(weakViewModel == nil)
    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(!service.resolve(0, with: SampleData.seedUsers))
  }
}
