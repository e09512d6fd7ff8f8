import MVVM
import PresentationTesting
import Services
import Signals
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ProfileViewModelTests {
  enum Emission: Equatable {
    case isLoading(Bool)
    case isRefreshEnabled(Bool)
    case userName(String?)
    case errorMessage(String?)
  }

  static let loadStarted: [Emission] = [
    .isLoading(true), .isRefreshEnabled(false), .userName(nil), .errorMessage(nil),
  ]

  let service = ControllableProfileService()

  /// Binds every output in declaration order, as a view does, and drops the initial emissions.
  func bind(_ viewModel: ProfileViewModel) -> EmissionRecorder<Emission> {
    let recorder = EmissionRecorder<Emission>()
    recorder.bind(viewModel.isLoading, as: Emission.isLoading)
    recorder.bind(viewModel.isRefreshEnabled, as: Emission.isRefreshEnabled)
    recorder.bind(viewModel.userName, as: Emission.userName)
    recorder.bind(viewModel.errorMessage, as: Emission.errorMessage)
    _ = recorder.take()
    return recorder
  }

  /// Fails the request at `index` and forgets the emissions up to its result.
  func failed(
    _ index: Int, _ viewModel: ProfileViewModel, _ recorder: EmissionRecorder<Emission>
  ) async throws {
    try await service.waitForRequests(count: index + 1)
    service.fail(index, with: ServiceError.timedOut)
    _ = try await recorder.take(atLeast: 7)
  }

  @Test func bindingShowsNoNameNoErrorAndRefreshEnabled() {
    let viewModel = ProfileViewModel(service: service)
    let recorder = EmissionRecorder<Emission>()
    recorder.bind(viewModel.isLoading, as: Emission.isLoading)
    recorder.bind(viewModel.isRefreshEnabled, as: Emission.isRefreshEnabled)
    recorder.bind(viewModel.userName, as: Emission.userName)
    recorder.bind(viewModel.errorMessage, as: Emission.errorMessage)

    #expect(
      recorder.take() == [
        .isLoading(false), .isRefreshEnabled(true), .userName(nil), .errorMessage(nil),
      ])
  }

  @Test func appearingShowsLoadingThenTheUppercasedName() async throws {
    let viewModel = ProfileViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    #expect(recorder.take() == Self.loadStarted)
    try await service.waitForRequests(count: 1)
    #expect(viewModel.isLoading.value)
    service.resolve(0, with: UserProfile(name: "Alice"))

    #expect(
      try await recorder.take(atLeast: 3) == [
        .isLoading(false), .isRefreshEnabled(true), .userName("User: ALICE"),
      ])
  }

  @Test func theNameFromAnInMemoryServiceIsFormatted() async throws {
    let viewModel = ProfileViewModel(service: InMemoryProfileService())
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    _ = try await recorder.take(atLeast: 7)

    #expect(viewModel.userName.value == "User: ALICE")
  }

  @Test func failureShowsTheReasonAndEnablesRefresh() async throws {
    let viewModel = ProfileViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.server(statusCode: 500))

    #expect(
      try await recorder.take(atLeast: 7) == Self.loadStarted + [
        .isLoading(false), .isRefreshEnabled(true),
        .errorMessage("Failed to load user: The server responded with status 500."),
      ])
  }

  @Test func refreshingAfterAFailureClearsTheErrorAndShowsTheName() async throws {
    let viewModel = ProfileViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    try await failed(0, viewModel, recorder)

    viewModel.refreshButtonWasPressed()
    #expect(recorder.take() == Self.loadStarted)
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedProfile)

    #expect(
      try await recorder.take(atLeast: 3) == [
        .isLoading(false), .isRefreshEnabled(true), .userName("User: ALICE"),
      ])
  }

  @Test func refreshHidesTheNameWhileLoading() async throws {
    let viewModel = ProfileViewModel(service: InMemoryProfileService())
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    _ = try await recorder.take(atLeast: 7)

    viewModel.refreshButtonWasPressed()

    #expect(recorder.take() == Self.loadStarted)
  }

  @Test func refreshingWhileLoadingIsIgnored() async throws {
    let viewModel = ProfileViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    _ = recorder.take()

    viewModel.refreshButtonWasPressed()

    #expect(recorder.take() == [])
    #expect(service.requests.map(\.state) == [.pending])
  }

  @Test func appearingAgainWhileLoadingCancelsTheFirstRequest() async throws {
    let viewModel = ProfileViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 2)

    #expect(service.requests.map(\.state) == [.cancelled, .pending])
    service.resolve(1, with: SampleData.seedProfile)
    #expect(
      try await recorder.take(atLeast: 11) == Self.loadStarted + Self.loadStarted + [
        .isLoading(false), .isRefreshEnabled(true), .userName("User: ALICE"),
      ])
  }

  @Test func releasingTheViewModelCancelsTheLoadAndNothingReachesTheView() async throws {
    var viewModel: ProfileViewModel? = ProfileViewModel(service: service)
    let recorder = bind(viewModel!)
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)
    _ = recorder.take()

    viewModel = nil

    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(!service.resolve(0, with: SampleData.seedProfile))
    #expect(recorder.take() == [])
  }

  @Test func isReleasedWhileAViewStillObservesAnOutput() async throws {
    var viewModel: ProfileViewModel? = ProfileViewModel(service: service)
    weak let weakViewModel = viewModel
    let subscription = viewModel!.isRefreshEnabled.observe { _ in }
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel = nil

    #expect(weakViewModel == nil)
    subscription.cancel()
  }
}
