import MVVM
import PresentationTesting
import Services
import Signals
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ProfileStateViewModelTests {
  static let loading = ProfileState(isLoading: true)
  static let alice = ProfileState(userName: "User: ALICE")

  let service = ControllableProfileService()

  /// Observes the state, as a view does, and drops the state given at once.
  func bind(_ viewModel: ProfileStateViewModel) -> EmissionRecorder<ProfileState> {
    let recorder = EmissionRecorder<ProfileState>()
    recorder.bind(viewModel.state) { $0 }
    _ = recorder.take()
    return recorder
  }

  /// Fails the request at `index` and forgets the states up to its result.
  func failed(
    _ index: Int, _ viewModel: ProfileStateViewModel, _ recorder: EmissionRecorder<ProfileState>
  ) async throws {
    try await service.waitForRequests(count: index + 1)
    service.fail(index, with: ServiceError.timedOut)
    #expect(
      try await recorder.take(atLeast: 2).last
        == ProfileState(errorMessage: "Failed to load user: The request timed out.")
    )
  }

  @Test func bindingShowsNoNameNoErrorAndRefreshEnabled() {
    let viewModel = ProfileStateViewModel(service: service)
    let recorder = EmissionRecorder<ProfileState>()
    recorder.bind(viewModel.state) { $0 }

    let states = recorder.take()
    #expect(states == [ProfileState(isLoading: false, userName: nil, errorMessage: nil)])
    #expect(states.first?.isRefreshEnabled == true)
  }

  @Test func appearingShowsLoadingWithRefreshDisabledThenTheUppercasedName() async throws {
    let viewModel = ProfileStateViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    #expect(recorder.take() == [Self.loading])
    #expect(!viewModel.state.value.isRefreshEnabled)
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: UserProfile(name: "Alice"))

    #expect(try await recorder.take(atLeast: 1) == [Self.alice])
    #expect(viewModel.state.value.isRefreshEnabled)
  }

  @Test func theNameFromAnInMemoryServiceIsFormatted() async throws {
    let viewModel = ProfileStateViewModel(service: InMemoryProfileService())
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    _ = try await recorder.take(atLeast: 2)

    #expect(viewModel.state.value == Self.alice)
  }

  @Test func failureShowsTheReasonAndEnablesRefresh() async throws {
    let viewModel = ProfileStateViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.server(statusCode: 500))

    #expect(
      try await recorder.take(atLeast: 2) == [
        Self.loading,
        ProfileState(errorMessage: "Failed to load user: The server responded with status 500."),
      ])
    #expect(viewModel.state.value.isRefreshEnabled)
  }

  @Test func refreshingAfterAFailureClearsTheErrorAndShowsTheName() async throws {
    let viewModel = ProfileStateViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    try await failed(0, viewModel, recorder)

    viewModel.refreshButtonWasPressed()
    #expect(recorder.take() == [Self.loading])
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedProfile)

    #expect(try await recorder.take(atLeast: 1) == [Self.alice])
  }

  @Test func refreshHidesTheNameWhileLoading() async throws {
    let viewModel = ProfileStateViewModel(service: InMemoryProfileService())
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    _ = try await recorder.take(atLeast: 2)

    viewModel.refreshButtonWasPressed()

    #expect(recorder.take() == [Self.loading])
  }

  @Test func refreshingWhileLoadingIsIgnored() async throws {
    let viewModel = ProfileStateViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    _ = recorder.take()

    viewModel.refreshButtonWasPressed()

    #expect(recorder.take() == [])
    #expect(service.requests.map(\.state) == [.pending])
  }

  @Test func appearingAgainWhileLoadingCancelsTheFirstRequestAndPublishesNothing() async throws {
    let viewModel = ProfileStateViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 2)

    #expect(service.requests.map(\.state) == [.cancelled, .pending])
    service.resolve(1, with: SampleData.seedProfile)
    #expect(try await recorder.take(atLeast: 2) == [Self.loading, Self.alice])
  }

  @Test func releasingTheViewModelCancelsTheLoadAndTheLateAnswerChangesNothing() async throws {
    var viewModel: ProfileStateViewModel? = ProfileStateViewModel(service: service)
    let recorder = bind(viewModel!)
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)
    _ = recorder.take()

    viewModel = nil

    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(!service.resolve(0, with: SampleData.seedProfile))
    #expect(recorder.take() == [])
  }

  @Test func isReleasedWhileAViewStillObservesTheState() async throws {
    var viewModel: ProfileStateViewModel? = ProfileStateViewModel(service: service)
    weak let weakViewModel = viewModel
    let subscription = viewModel!.state.observe { _ in }
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel = nil

    #expect(weakViewModel == nil)
    subscription.cancel()
  }
}
