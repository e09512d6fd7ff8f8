import MVP
import PresentationTesting
import ScreenData
import Services
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct DogListPresenterTests {
  static let alfred = DogViewData(name: "Alfred Labrador", age: "1")
  static let vinny = DogViewData(name: "Vinny Doberman", age: "5")
  static let lucky = DogViewData(name: "Lucky Labrador", age: "3")

  let service = ControllableDogService()
  let calls = CallRecorder<DogListCall>()
  let view: SpyDogListView
  let presenter: DogListPresenter

  init() {
    view = SpyDogListView(calls: calls)
    presenter = DogListPresenter(service: service)
    presenter.attachView(view)
  }

  /// Appears and answers with the seed dogs, returning once their rows are shown.
  private func showSeedDogs() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedDogs)
    try await calls.waitForCalls(count: 4)
  }

  @Test func attachingShowsTheSelectedFilterAll() {
    #expect(calls.arguments == [.display(selectedFilter: "All")])
  }

  // Seed 001, DoggyPresenter.getDogs.
  @Test func appearingShowsTheSpinnerThenTheDogsAsFormattedRowsInServiceOrder() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    #expect(calls.arguments == [.display(selectedFilter: "All"), .startLoading])

    service.resolve(0, with: SampleData.seedDogs)
    try await calls.waitForCalls(count: 4)
    #expect(
      calls.arguments == [
        .display(selectedFilter: "All"), .startLoading, .finishLoading,
        .display(rows: [Self.alfred, Self.vinny, Self.lucky]),
      ])
  }

  // Seed 001, setEmpty.
  @Test func noDogsShowTheEmptyView() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: [])
    try await calls.waitForCalls(count: 4)

    #expect(
      calls.arguments == [
        .display(selectedFilter: "All"), .startLoading, .finishLoading, .displayEmpty,
      ])
  }

  @Test func choosingABreedFiltersTheLoadedDogsWithoutReloading() async throws {
    try await showSeedDogs()

    presenter.breedFilterDidChange(.breed(.labrador))

    #expect(
      calls.arguments.dropFirst(4) == [
        .display(selectedFilter: "Labrador"), .display(rows: [Self.alfred, Self.lucky]),
      ])
    #expect(service.requests.count == 1)
  }

  @Test func aFilterThatLeavesNoDogShowsTheEmptyView() async throws {
    try await showSeedDogs()

    presenter.breedFilterDidChange(.breed(.bulldog))

    #expect(calls.arguments.dropFirst(4) == [.display(selectedFilter: "Bulldog"), .displayEmpty])
  }

  @Test func choosingAllAgainShowsEveryDog() async throws {
    try await showSeedDogs()
    presenter.breedFilterDidChange(.breed(.bulldog))

    presenter.breedFilterDidChange(.all)

    #expect(
      calls.arguments.dropFirst(6) == [
        .display(selectedFilter: "All"), .display(rows: [Self.alfred, Self.vinny, Self.lucky]),
      ])
    #expect(service.requests.count == 1)
  }

  @Test func aFilterChosenBeforeTheDogsArriveShowsItsTitleAndAppliesWhenTheyDo() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)

    presenter.breedFilterDidChange(.breed(.doberman))
    #expect(
      calls.arguments == [
        .display(selectedFilter: "All"), .startLoading, .display(selectedFilter: "Doberman"),
      ])

    service.resolve(0, with: SampleData.seedDogs)
    try await calls.waitForCalls(count: 5)
    #expect(calls.arguments.dropFirst(3) == [.finishLoading, .display(rows: [Self.vinny])])
  }

  @Test func failureClearsTheRowsHidesTheEmptyViewAndShowsTheReason() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.connectionLost)
    try await calls.waitForCalls(count: 4)

    #expect(
      calls.arguments == [
        .display(selectedFilter: "All"), .startLoading, .finishLoading,
        .displayError("Could not load dogs: The network connection was lost."),
      ])
  }

  @Test func retryingAfterAFailureHidesTheErrorAndShowsTheDogs() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.timedOut)
    try await calls.waitForCalls(count: 4)

    presenter.retryButtonWasPressed()
    try await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedDogs)
    try await calls.waitForCalls(count: 7)

    #expect(
      calls.arguments.dropFirst(3) == [
        .displayError("Could not load dogs: The request timed out."),
        .startLoading, .finishLoading, .display(rows: [Self.alfred, Self.vinny, Self.lucky]),
      ])
  }

  @Test func choosingAFilterAfterAFailedReloadOnlyChangesTheTitle() async throws {
    try await showSeedDogs()
    presenter.retryButtonWasPressed()
    try await service.waitForRequests(count: 2)
    service.fail(1, with: ServiceError.timedOut)
    try await calls.waitForCalls(count: 7)

    presenter.breedFilterDidChange(.breed(.labrador))

    #expect(
      calls.arguments.dropFirst(4) == [
        .startLoading, .finishLoading, .displayError("Could not load dogs: The request timed out."),
        .display(selectedFilter: "Labrador"),
      ])
  }

  @Test func retryingWhileLoadingCancelsTheFirstRequest() async throws {
    presenter.viewDidAppear()
    presenter.retryButtonWasPressed()
    try await service.waitForRequests(count: 2)
    // The loads run in separate tasks, so either request may have arrived first.
    #expect(Set(service.requests.map(\.state)) == [.cancelled, .pending])

    service.resolve(
      try #require(service.requests.first { $0.isPending }), with: SampleData.seedDogs)
    try await calls.waitForCalls(count: 5)
    #expect(
      calls.arguments == [
        .display(selectedFilter: "All"), .startLoading, .startLoading, .finishLoading,
        .display(rows: [Self.alfred, Self.vinny, Self.lucky]),
      ])
  }

  @Test func anAnswerToASupersededLoadIsDroppedEvenWhenItArrivesLast() async throws {
    let service = ControllableDogService(ignoringCancellation: true)
    let presenter = DogListPresenter(service: service)
    let calls = CallRecorder<DogListCall>()
    let view = SpyDogListView(calls: calls)
    presenter.attachView(view)
    presenter.viewDidAppear()
    presenter.retryButtonWasPressed()
    try await service.waitForRequests(count: 2)
    // The loads run in separate tasks, so either request may have arrived first: the superseded
    // one is the one whose caller the presenter cancelled.
    let superseded = try #require(service.requests.first { $0.callerWasCancelled })
    let current = try #require(service.requests.first { !$0.callerWasCancelled })

    service.resolve(current, with: SampleData.seedDogs)
    try await calls.waitForCalls(count: 5)
    service.fail(superseded, with: ServiceError.timedOut)
    try await service.waitForDeliveries(count: 2)

    #expect(calls.arguments.count == 5)
    #expect(calls.arguments.last == .display(rows: [Self.alfred, Self.vinny, Self.lucky]))
  }

  @Test func detachingMidRequestCancelsTheRequest() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)

    presenter.detachView()

    #expect(service.requests[0].state == .cancelled)
    #expect(!service.resolve(0, with: SampleData.seedDogs))
    #expect(calls.arguments == [.display(selectedFilter: "All"), .startLoading])
  }

  @Test func anAnswerThatArrivesAfterDetachingIsDropped() async throws {
    let service = ControllableDogService(ignoringCancellation: true)
    let presenter = DogListPresenter(service: service)
    presenter.attachView(view)
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    presenter.detachView()

    service.resolve(0, with: SampleData.seedDogs)
    try await service.waitForDeliveries(count: 1)
    // Attaching again and filtering would show the dogs, had the late answer been kept.
    presenter.attachView(view)
    presenter.breedFilterDidChange(.all)

    #expect(
      calls.arguments == [
        .display(selectedFilter: "All"), .display(selectedFilter: "All"), .startLoading,
        .display(selectedFilter: "All"), .display(selectedFilter: "All"),
      ])
  }

  @Test func releasingTheScreenMidRequestFreesThePresenterAndCancelsTheRequest() async throws {
    var view: SpyDogListView? = SpyDogListView()
    let calls = view!.calls
    weak let weakView = view
    weak var weakPresenter: DogListPresenter?
    do {
      let presenter = DogListPresenter(service: service)
      presenter.attachView(view!)
      view?.presenter = presenter
      weakPresenter = presenter
    }
    view?.presenter?.viewDidAppear()
    try await service.waitForRequests(count: 1)

    view = nil

    #expect(weakView == nil)
    #expect(weakPresenter == nil)
    #expect(service.requests[0].state == .cancelled)
    #expect(calls.arguments == [.display(selectedFilter: "All"), .startLoading])
  }

  @Test func dogsFromAnInMemoryServiceAreShown() async throws {
    let presenter = DogListPresenter(service: InMemoryDogService())
    let view = SpyDogListView()
    presenter.attachView(view)

    presenter.viewDidAppear()
    try await view.calls.waitForCalls(count: 4)

    #expect(view.calls.arguments.last == .display(rows: [Self.alfred, Self.vinny, Self.lucky]))
  }
}
