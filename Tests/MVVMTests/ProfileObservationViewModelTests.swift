import MVVM
import PresentationTesting
import Services
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ProfileObservationViewModelTests {
  let service = ControllableProfileService()

  @Test func startsIdleWithNothingShown() {
    let viewModel = ProfileObservationViewModel(service: service)

    #expect(viewModel.isLoading == false)
    #expect(viewModel.isRefreshEnabled == true)
    #expect(viewModel.userName == nil)
    #expect(viewModel.errorMessage == nil)
    #expect(service.requests.isEmpty)
  }

  @Test func appearingShowsTheSpinnerAndDisablesRefresh() async throws {
    let viewModel = ProfileObservationViewModel(service: service)

    viewModel.viewDidAppear()

    #expect(viewModel.isLoading == true)
    #expect(viewModel.isRefreshEnabled == false)
    try await service.waitForRequests(count: 1)
    #expect(service.requests.count == 1)
  }

  @Test func theLoadedNameIsShownUppercased() async throws {
    let viewModel = ProfileObservationViewModel(service: service)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)

    service.resolve(0, with: SampleData.seedProfile)
    try await until { !viewModel.isLoading }

    #expect(viewModel.userName == "User: ALICE")
    #expect(viewModel.isRefreshEnabled == true)
    #expect(viewModel.errorMessage == nil)
  }

  @Test func failureShowsTheReason() async throws {
    let viewModel = ProfileObservationViewModel(service: service)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)

    service.fail(0, with: ServiceError.timedOut)
    try await until { !viewModel.isLoading }

    #expect(viewModel.errorMessage == "Failed to load user: The request timed out.")
    #expect(viewModel.userName == nil)
  }

  @Test func refreshingAfterAFailureClearsTheErrorAndShowsTheName() async throws {
    let viewModel = ProfileObservationViewModel(service: service)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.timedOut)
    try await until { !viewModel.isLoading }

    viewModel.refreshButtonWasPressed()

    #expect(viewModel.errorMessage == nil)
    #expect(viewModel.isLoading == true)
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedProfile)
    try await until { !viewModel.isLoading }
    #expect(viewModel.userName == "User: ALICE")
  }

  @Test func refreshingWhileLoadingIsIgnoredAndChangesNothing() async throws {
    let viewModel = ProfileObservationViewModel(service: service)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    let probe = ChangeProbe { (viewModel.isLoading, viewModel.userName, viewModel.errorMessage) }

    viewModel.refreshButtonWasPressed()

    #expect(!probe.changed)
    #expect(service.requests.map(\.state) == [.pending])
  }

  @Test func releasingTheViewModelCancelsTheLoadAndTheLateAnswerChangesNothing() async throws {
    var viewModel: ProfileObservationViewModel? = ProfileObservationViewModel(service: service)
    weak let weakViewModel = viewModel
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel = nil

    #expect(weakViewModel == nil)
    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(!service.resolve(0, with: SampleData.seedProfile))
  }

  @Test func isReleasedWhileAViewStillTracksIt() async throws {
    var viewModel: ProfileObservationViewModel? = ProfileObservationViewModel(service: service)
    weak let weakViewModel = viewModel
    let probe = ChangeProbe { viewModel!.userName }
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel = nil

    #expect(weakViewModel == nil)
    #expect(!probe.changed)
  }
}
