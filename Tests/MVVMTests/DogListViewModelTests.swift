import MVVM
import PresentationTesting
import ScreenData
import Services
import Signals
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct DogListViewModelTests {
  enum Emission: Equatable {
    case isLoading(Bool)
    case rows([DogViewData])
    case isEmptyViewVisible(Bool)
    case errorMessage(String?)
    case selectedFilterTitle(String)
  }

  static let alfred = DogViewData(name: "Alfred Labrador", age: "1")
  static let vinny = DogViewData(name: "Vinny Doberman", age: "5")
  static let lucky = DogViewData(name: "Lucky Labrador", age: "3")

  let service = ControllableDogService()

  /// Binds every output in declaration order, as a view does, and drops the initial emissions.
  func bind(_ viewModel: DogListViewModel) -> EmissionRecorder<Emission> {
    let recorder = EmissionRecorder<Emission>()
    recorder.bind(viewModel.isLoading, as: Emission.isLoading)
    recorder.bind(viewModel.rows, as: Emission.rows)
    recorder.bind(viewModel.isEmptyViewVisible, as: Emission.isEmptyViewVisible)
    recorder.bind(viewModel.errorMessage, as: Emission.errorMessage)
    recorder.bind(viewModel.selectedFilterTitle, as: Emission.selectedFilterTitle)
    _ = recorder.take()
    return recorder
  }

  /// Appears and answers the first request with the seed's dogs, leaving the recorder empty.
  func loaded(_ viewModel: DogListViewModel, _ recorder: EmissionRecorder<Emission>) async throws {
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedDogs)
    _ = try await recorder.take(atLeast: 5)
  }

  @Test func bindingShowsTheAllFilterAndNothingLoaded() {
    let viewModel = DogListViewModel(service: service)
    let recorder = EmissionRecorder<Emission>()
    recorder.bind(viewModel.isLoading, as: Emission.isLoading)
    recorder.bind(viewModel.rows, as: Emission.rows)
    recorder.bind(viewModel.isEmptyViewVisible, as: Emission.isEmptyViewVisible)
    recorder.bind(viewModel.errorMessage, as: Emission.errorMessage)
    recorder.bind(viewModel.selectedFilterTitle, as: Emission.selectedFilterTitle)

    #expect(
      recorder.take() == [
        .isLoading(false), .rows([]), .isEmptyViewVisible(false), .errorMessage(nil),
        .selectedFilterTitle("All"),
      ])
    #expect(service.requests.isEmpty)
  }

  @Test func appearingShowsTheSpinnerThenTheDogsAsFormattedRowsInServiceOrder() async throws {
    let viewModel = DogListViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    #expect(recorder.take() == [.isLoading(true), .errorMessage(nil)])
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedDogs)

    #expect(
      try await recorder.take(atLeast: 3) == [
        .isLoading(false), .rows([Self.alfred, Self.vinny, Self.lucky]),
        .isEmptyViewVisible(false),
      ])
  }

  @Test func dogsFromAnInMemoryServiceAreShown() async throws {
    let viewModel = DogListViewModel(service: InMemoryDogService())
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    _ = try await recorder.take(atLeast: 5)

    #expect(viewModel.rows.value == [Self.alfred, Self.vinny, Self.lucky])
  }

  @Test func choosingABreedFiltersTheLoadedDogsWithoutReloading() async throws {
    let viewModel = DogListViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, recorder)

    viewModel.breedFilterDidChange(.breed(.labrador))

    #expect(
      recorder.take() == [
        .rows([Self.alfred, Self.lucky]), .isEmptyViewVisible(false),
        .selectedFilterTitle("Labrador"),
      ])
    #expect(service.requests.count == 1)
  }

  @Test func aFilterThatLeavesNoDogShowsTheEmptyViewUntilAllIsChosenAgain() async throws {
    let viewModel = DogListViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, recorder)

    viewModel.breedFilterDidChange(.breed(.bulldog))
    #expect(
      recorder.take() == [
        .rows([]), .isEmptyViewVisible(true), .selectedFilterTitle("Bulldog"),
      ])

    viewModel.breedFilterDidChange(.all)
    #expect(
      recorder.take() == [
        .rows([Self.alfred, Self.vinny, Self.lucky]), .isEmptyViewVisible(false),
        .selectedFilterTitle("All"),
      ])
    #expect(service.requests.count == 1)
  }

  @Test func aFilterChosenBeforeTheDogsArriveShowsItsTitleAndAppliesWhenTheyDo() async throws {
    let viewModel = DogListViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    _ = recorder.take()

    viewModel.breedFilterDidChange(.breed(.doberman))
    // Only the title changes on screen; the derived rows and empty view re-emit what they
    // showed (Signals does not de-duplicate).
    #expect(
      recorder.take() == [
        .rows([]), .isEmptyViewVisible(false), .selectedFilterTitle("Doberman"),
      ])

    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedDogs)
    #expect(
      try await recorder.take(atLeast: 3) == [
        .isLoading(false), .rows([Self.vinny]), .isEmptyViewVisible(false),
      ])
  }

  @Test func noDogsShowTheEmptyView() async throws {
    let viewModel = DogListViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: [])

    #expect(
      try await recorder.take(atLeast: 5) == [
        .isLoading(true), .errorMessage(nil),
        .isLoading(false), .rows([]), .isEmptyViewVisible(true),
      ])
  }

  @Test func failureClearsTheRowsHidesTheEmptyViewAndShowsTheReason() async throws {
    let viewModel = DogListViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.server(statusCode: 503))

    #expect(
      try await recorder.take(atLeast: 6) == [
        .isLoading(true), .errorMessage(nil),
        .isLoading(false), .rows([]), .isEmptyViewVisible(false),
        .errorMessage("Could not load dogs: The server responded with status 503."),
      ])
  }

  @Test func retryingAfterAFailureHidesTheErrorAndShowsTheFilteredDogs() async throws {
    let viewModel = DogListViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.breedFilterDidChange(.breed(.labrador))
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.connectionLost)
    _ = try await recorder.take(atLeast: 9)

    viewModel.retryButtonWasPressed()
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedDogs)

    #expect(
      try await recorder.take(atLeast: 5) == [
        .isLoading(true), .errorMessage(nil),
        .isLoading(false), .rows([Self.alfred, Self.lucky]), .isEmptyViewVisible(false),
      ])
  }

  @Test func appearingAgainWhileLoadingCancelsTheFirstRequest() async throws {
    let viewModel = DogListViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 2)

    #expect(service.requests.map(\.state) == [.cancelled, .pending])
    service.resolve(1, with: SampleData.seedDogs)
    #expect(
      try await recorder.take(atLeast: 7) == [
        .isLoading(true), .errorMessage(nil),
        .isLoading(true), .errorMessage(nil),
        .isLoading(false), .rows([Self.alfred, Self.vinny, Self.lucky]),
        .isEmptyViewVisible(false),
      ])
  }

  @Test func releasingTheViewModelCancelsTheLoadAndNothingReachesTheView() async throws {
    var viewModel: DogListViewModel? = DogListViewModel(service: service)
    let recorder = bind(viewModel!)
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)
    _ = recorder.take()

    viewModel = nil

    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(!service.resolve(0, with: SampleData.seedDogs))
    #expect(recorder.take() == [])
  }

  @Test func isReleasedWhileAViewStillObservesAnOutput() async throws {
    var viewModel: DogListViewModel? = DogListViewModel(service: service)
    weak let weakViewModel = viewModel
    let subscription = viewModel!.rows.observe { _ in }
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel = nil

    #expect(weakViewModel == nil)
    subscription.cancel()
  }
}
