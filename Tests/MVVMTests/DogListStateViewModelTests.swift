import MVVM
import PresentationTesting
import ScreenData
import Services
import Signals
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct DogListStateViewModelTests {
  static let alfred = DogViewData(name: "Alfred Labrador", age: "1")
  static let vinny = DogViewData(name: "Vinny Doberman", age: "5")
  static let lucky = DogViewData(name: "Lucky Labrador", age: "3")
  static let loaded = DogListState(rows: [alfred, vinny, lucky])

  let service = ControllableDogService()

  /// Observes the state, as a view does, and drops the state given at once.
  func bind(_ viewModel: DogListStateViewModel) -> EmissionRecorder<DogListState> {
    let recorder = EmissionRecorder<DogListState>()
    recorder.bind(viewModel.state) { $0 }
    _ = recorder.take()
    return recorder
  }

  /// Appears and answers the first request with the seed's dogs, leaving the recorder empty.
  func loaded(_ viewModel: DogListStateViewModel, _ recorder: EmissionRecorder<DogListState>)
    async throws
  {
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedDogs)
    #expect(try await recorder.take(atLeast: 2).last == Self.loaded)
  }

  @Test func theEmptyInitializerIsTheScreenBeforeAnythingIsLoaded() {
    let empty = DogListState()
    let defaults = DogListState(
      selectedFilterTitle: "All", isLoading: false, isEmptyViewVisible: false, errorMessage: nil,
      rows: [], rowsRevision: 0)

    // Field by field: `==` leaves out how the rows got there (the revision).
    #expect(empty == defaults)
    #expect(empty.rowsRevision == defaults.rowsRevision)
  }

  @Test func bindingShowsTheAllFilterAndNothingLoaded() {
    let viewModel = DogListStateViewModel(service: service)
    let recorder = EmissionRecorder<DogListState>()
    recorder.bind(viewModel.state) { $0 }

    #expect(
      recorder.take() == [
        DogListState(
          selectedFilterTitle: "All", isLoading: false, isEmptyViewVisible: false,
          errorMessage: nil, rows: [])
      ])
    #expect(service.requests.isEmpty)
  }

  @Test func appearingShowsTheSpinnerThenTheDogsAsFormattedRowsInServiceOrder() async throws {
    let viewModel = DogListStateViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    #expect(recorder.take() == [DogListState(isLoading: true)])
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedDogs)

    #expect(try await recorder.take(atLeast: 1) == [Self.loaded])
  }

  @Test func dogsFromAnInMemoryServiceAreShown() async throws {
    let viewModel = DogListStateViewModel(service: InMemoryDogService())
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    _ = try await recorder.take(atLeast: 2)

    #expect(viewModel.state.value == Self.loaded)
  }

  @Test func choosingABreedFiltersTheLoadedDogsInOneStateWithoutReloading() async throws {
    let viewModel = DogListStateViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, recorder)

    viewModel.breedFilterDidChange(.breed(.labrador))

    #expect(
      recorder.take() == [
        DogListState(selectedFilterTitle: "Labrador", rows: [Self.alfred, Self.lucky])
      ])
    #expect(service.requests.count == 1)
  }

  @Test func aFilterThatLeavesNoDogShowsTheEmptyViewUntilAllIsChosenAgain() async throws {
    let viewModel = DogListStateViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, recorder)

    viewModel.breedFilterDidChange(.breed(.bulldog))
    #expect(
      recorder.take() == [
        DogListState(selectedFilterTitle: "Bulldog", isEmptyViewVisible: true, rows: [])
      ])

    viewModel.breedFilterDidChange(.all)
    #expect(recorder.take() == [Self.loaded])
    #expect(service.requests.count == 1)
  }

  @Test func choosingTheFilterAlreadySelectedPublishesNothing() async throws {
    let viewModel = DogListStateViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, recorder)

    viewModel.breedFilterDidChange(.all)

    #expect(recorder.take() == [])
  }

  @Test func aFilterChosenBeforeTheDogsArriveShowsItsTitleAndAppliesWhenTheyDo() async throws {
    let viewModel = DogListStateViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    _ = recorder.take()

    viewModel.breedFilterDidChange(.breed(.doberman))
    #expect(recorder.take() == [DogListState(selectedFilterTitle: "Doberman", isLoading: true)])

    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedDogs)
    #expect(
      try await recorder.take(atLeast: 1) == [
        DogListState(selectedFilterTitle: "Doberman", rows: [Self.vinny])
      ])
  }

  @Test func noDogsShowTheEmptyView() async throws {
    let viewModel = DogListStateViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: [])

    #expect(
      try await recorder.take(atLeast: 2) == [
        DogListState(isLoading: true), DogListState(isEmptyViewVisible: true, rows: []),
      ])
  }

  @Test func failureClearsTheRowsHidesTheEmptyViewAndShowsTheReason() async throws {
    let viewModel = DogListStateViewModel(service: service)
    let recorder = bind(viewModel)
    try await loaded(viewModel, recorder)
    viewModel.breedFilterDidChange(.breed(.bulldog))
    _ = recorder.take()

    viewModel.retryButtonWasPressed()
    try await service.waitForRequests(count: 2)
    service.fail(1, with: ServiceError.server(statusCode: 503))

    #expect(
      try await recorder.take(atLeast: 2) == [
        DogListState(
          selectedFilterTitle: "Bulldog", isLoading: true, isEmptyViewVisible: true, rows: []),
        DogListState(
          selectedFilterTitle: "Bulldog",
          errorMessage: "Could not load dogs: The server responded with status 503.", rows: []),
      ])
  }

  @Test func retryingAfterAFailureHidesTheErrorAndShowsTheFilteredDogs() async throws {
    let viewModel = DogListStateViewModel(service: service)
    let recorder = bind(viewModel)
    viewModel.breedFilterDidChange(.breed(.labrador))
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.connectionLost)
    _ = try await recorder.take(atLeast: 3)

    viewModel.retryButtonWasPressed()
    #expect(recorder.take() == [DogListState(selectedFilterTitle: "Labrador", isLoading: true)])
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedDogs)

    #expect(
      try await recorder.take(atLeast: 1) == [
        DogListState(selectedFilterTitle: "Labrador", rows: [Self.alfred, Self.lucky])
      ])
  }

  @Test func appearingAgainWhileLoadingCancelsTheFirstRequestAndPublishesNothing() async throws {
    let viewModel = DogListStateViewModel(service: service)
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 2)

    #expect(service.requests.map(\.state) == [.cancelled, .pending])
    #expect(recorder.take() == [DogListState(isLoading: true)])
    service.resolve(1, with: SampleData.seedDogs)
    #expect(try await recorder.take(atLeast: 1) == [Self.loaded])
  }

  @Test func releasingTheViewModelCancelsTheLoadAndTheLateAnswerChangesNothing() async throws {
    var viewModel: DogListStateViewModel? = DogListStateViewModel(service: service)
    let recorder = bind(viewModel!)
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)
    _ = recorder.take()

    viewModel = nil

    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(!service.resolve(0, with: SampleData.seedDogs))
    #expect(recorder.take() == [])
  }

  @Test func isReleasedWhileAViewStillObservesTheState() async throws {
    var viewModel: DogListStateViewModel? = DogListStateViewModel(service: service)
    weak let weakViewModel = viewModel
    let subscription = viewModel!.state.observe { _ in }
    viewModel!.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel = nil

    #expect(weakViewModel == nil)
    subscription.cancel()
  }
}
