import MVVM
import PresentationTesting
import ScreenData
import Services
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct DogListObservationViewModelTests {
  static let seedRows = [
    DogViewData(name: "Alfred Labrador", age: "1"),
    DogViewData(name: "Vinny Doberman", age: "5"),
    DogViewData(name: "Lucky Labrador", age: "3"),
  ]

  let service = ControllableDogService()

  /// Appears and answers the first request with `dogs`.
  func loaded(_ viewModel: DogListObservationViewModel, with dogs: [Dog]) async throws {
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: dogs)
    try await until { !viewModel.isLoading }
  }

  @Test func startsIdleUnderTheAllFilter() {
    let viewModel = DogListObservationViewModel(service: service)

    #expect(viewModel.selectedFilterTitle == "All")
    #expect(viewModel.isLoading == false)
    #expect(viewModel.rows == [])
    #expect(viewModel.isEmptyViewVisible == false)
    #expect(viewModel.errorMessage == nil)
  }

  @Test func appearingShowsTheSpinnerThenTheDogsAsFormattedRowsInServiceOrder() async throws {
    let viewModel = DogListObservationViewModel(service: service)

    viewModel.viewDidAppear()
    #expect(viewModel.isLoading == true)
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedDogs)
    try await until { !viewModel.isLoading }

    #expect(viewModel.rows == Self.seedRows)
    #expect(viewModel.isEmptyViewVisible == false)
  }

  @Test func choosingABreedFiltersTheLoadedDogsWithoutReloading() async throws {
    let viewModel = DogListObservationViewModel(service: service)
    try await loaded(viewModel, with: SampleData.seedDogs)

    viewModel.breedFilterDidChange(.breed(.labrador))

    #expect(viewModel.selectedFilterTitle == "Labrador")
    #expect(viewModel.rows == [Self.seedRows[0], Self.seedRows[2]])
    viewModel.breedFilterDidChange(.all)
    #expect(viewModel.rows == Self.seedRows)
    #expect(service.requests.count == 1)
  }

  @Test func aFilterThatLeavesNoDogShowsTheEmptyView() async throws {
    let viewModel = DogListObservationViewModel(service: service)
    try await loaded(viewModel, with: SampleData.seedDogs)

    viewModel.breedFilterDidChange(.breed(.bulldog))

    #expect(viewModel.rows == [])
    #expect(viewModel.isEmptyViewVisible == true)
  }

  @Test func aFilterChosenWhileLoadingAppliesWhenTheDogsArrive() async throws {
    let viewModel = DogListObservationViewModel(service: service)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel.breedFilterDidChange(.breed(.labrador))
    #expect(viewModel.rows == [])
    #expect(viewModel.isEmptyViewVisible == false)
    service.resolve(0, with: SampleData.seedDogs)
    try await until { !viewModel.isLoading }

    #expect(viewModel.rows == [Self.seedRows[0], Self.seedRows[2]])
  }

  @Test func choosingTheSameFilterAgainNotifiesNothing() async throws {
    let viewModel = DogListObservationViewModel(service: service)
    try await loaded(viewModel, with: SampleData.seedDogs)
    let probe = ChangeProbe {
      (viewModel.selectedFilterTitle, viewModel.rows, viewModel.isEmptyViewVisible)
    }

    viewModel.breedFilterDidChange(.all)

    #expect(!probe.changed)
  }

  @Test func failureShowsTheReasonAndRetryLoadsAgain() async throws {
    let viewModel = DogListObservationViewModel(service: service)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.timedOut)
    try await until { !viewModel.isLoading }
    #expect(viewModel.errorMessage == "Could not load dogs: The request timed out.")
    #expect(viewModel.rows == [])

    viewModel.retryButtonWasPressed()
    #expect(viewModel.errorMessage == nil)
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedDogs)
    try await until { !viewModel.isLoading }

    #expect(viewModel.rows == Self.seedRows)
  }

  @Test func retryingWhileLoadingCancelsTheFirstRequest() async throws {
    let viewModel = DogListObservationViewModel(service: service)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel.retryButtonWasPressed()
    try await service.waitForRequests(count: 2)

    #expect(service.requests.map(\.state) == [.cancelled, .pending])
  }

  @Test func releasingTheViewModelCancelsTheLoadAndTheLateAnswerChangesNothing() async throws {
    var viewModel: DogListObservationViewModel? = DogListObservationViewModel(service: service)
    weak let weakViewModel = viewModel
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel = nil

    #expect(weakViewModel == nil)
    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(!service.resolve(0, with: SampleData.seedDogs))
  }
}
