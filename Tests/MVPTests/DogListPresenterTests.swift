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
  let log = CallLog<DogListCall>()
  let view: SpyDogListView
  let presenter: DogListPresenter

  init() {
    view = SpyDogListView(log: log)
    presenter = DogListPresenter(service: service)
    presenter.attachView(view)
  }

  /// Appears and answers with the seed dogs, returning once their rows are shown.
  private func showSeedDogs() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedDogs)
    await log.waitForCalls(count: 4)
  }

  @Test func attachingShowsTheSelectedFilterAll() {
    #expect(log.calls == [.display(selectedFilter: "All")])
  }

  // Seed 001, DoggyPresenter.getDogs.
  @Test func appearingShowsTheSpinnerThenTheDogsAsFormattedRowsInServiceOrder() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    #expect(log.calls == [.display(selectedFilter: "All"), .startLoading])

    service.resolve(0, with: SampleData.seedDogs)
    await log.waitForCalls(count: 4)
    #expect(
      log.calls == [
        .display(selectedFilter: "All"), .startLoading, .finishLoading,
        .display(rows: [Self.alfred, Self.vinny, Self.lucky]),
      ])
  }

  // Seed 001, setEmpty.
  @Test func noDogsShowTheEmptyView() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    service.resolve(0, with: [])
    await log.waitForCalls(count: 4)

    #expect(
      log.calls == [.display(selectedFilter: "All"), .startLoading, .finishLoading, .displayEmpty])
  }

  @Test func choosingABreedFiltersTheLoadedDogsWithoutReloading() async {
    await showSeedDogs()

    presenter.breedFilterDidChange(.breed(.labrador))

    #expect(
      log.calls.dropFirst(4) == [
        .display(selectedFilter: "Labrador"), .display(rows: [Self.alfred, Self.lucky]),
      ])
    #expect(service.requests.count == 1)
  }

  @Test func aFilterThatLeavesNoDogShowsTheEmptyView() async {
    await showSeedDogs()

    presenter.breedFilterDidChange(.breed(.bulldog))

    #expect(log.calls.dropFirst(4) == [.display(selectedFilter: "Bulldog"), .displayEmpty])
  }

  @Test func choosingAllAgainShowsEveryDog() async {
    await showSeedDogs()
    presenter.breedFilterDidChange(.breed(.bulldog))

    presenter.breedFilterDidChange(.all)

    #expect(
      log.calls.dropFirst(6) == [
        .display(selectedFilter: "All"), .display(rows: [Self.alfred, Self.vinny, Self.lucky]),
      ])
    #expect(service.requests.count == 1)
  }

  @Test func aFilterChosenBeforeTheDogsArriveShowsItsTitleAndAppliesWhenTheyDo() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)

    presenter.breedFilterDidChange(.breed(.doberman))
    #expect(
      log.calls == [
        .display(selectedFilter: "All"), .startLoading, .display(selectedFilter: "Doberman"),
      ])

    service.resolve(0, with: SampleData.seedDogs)
    await log.waitForCalls(count: 5)
    #expect(log.calls.dropFirst(3) == [.finishLoading, .display(rows: [Self.vinny])])
  }

  @Test func failureClearsTheRowsHidesTheEmptyViewAndShowsTheReason() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.connectionLost)
    await log.waitForCalls(count: 4)

    #expect(
      log.calls == [
        .display(selectedFilter: "All"), .startLoading, .finishLoading,
        .displayError("Could not load dogs: The network connection was lost."),
      ])
  }

  @Test func retryingAfterAFailureHidesTheErrorAndShowsTheDogs() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.timedOut)
    await log.waitForCalls(count: 4)

    presenter.retryButtonWasPressed()
    await service.waitForRequests(count: 2)
    service.resolve(1, with: SampleData.seedDogs)
    await log.waitForCalls(count: 7)

    #expect(
      log.calls.dropFirst(3) == [
        .displayError("Could not load dogs: The request timed out."),
        .startLoading, .finishLoading, .display(rows: [Self.alfred, Self.vinny, Self.lucky]),
      ])
  }

  @Test func choosingAFilterAfterAFailedReloadOnlyChangesTheTitle() async {
    await showSeedDogs()
    presenter.retryButtonWasPressed()
    await service.waitForRequests(count: 2)
    service.fail(1, with: ServiceError.timedOut)
    await log.waitForCalls(count: 7)

    presenter.breedFilterDidChange(.breed(.labrador))

    #expect(
      log.calls.dropFirst(4) == [
        .startLoading, .finishLoading, .displayError("Could not load dogs: The request timed out."),
        .display(selectedFilter: "Labrador"),
      ])
  }

  @Test func retryingWhileLoadingCancelsTheFirstRequest() async throws {
    presenter.viewDidAppear()
    presenter.retryButtonWasPressed()
    await service.waitForRequests(count: 2)
    // The loads run in separate tasks, so either request may have arrived first.
    #expect(Set(service.requests.map(\.state)) == [.cancelled, .pending])

    service.resolve(
      try #require(service.requests.first { $0.isPending }), with: SampleData.seedDogs)
    await log.waitForCalls(count: 5)
    #expect(
      log.calls == [
        .display(selectedFilter: "All"), .startLoading, .startLoading, .finishLoading,
        .display(rows: [Self.alfred, Self.vinny, Self.lucky]),
      ])
  }

  @Test func anAnswerToASupersededLoadIsDroppedEvenWhenItArrivesLast() async throws {
    let service = ControllableDogService(ignoringCancellation: true)
    let presenter = DogListPresenter(service: service)
    let log = CallLog<DogListCall>()
    let view = SpyDogListView(log: log)
    presenter.attachView(view)
    presenter.viewDidAppear()
    presenter.retryButtonWasPressed()
    await service.waitForRequests(count: 2)
    // The loads run in separate tasks, so either request may have arrived first: the superseded
    // one is the one whose caller the presenter cancelled.
    let superseded = try #require(service.requests.first { $0.callerWasCancelled })
    let current = try #require(service.requests.first { !$0.callerWasCancelled })

    service.resolve(current, with: SampleData.seedDogs)
    await log.waitForCalls(count: 5)
    service.fail(superseded, with: ServiceError.timedOut)
    await service.waitForDeliveries(count: 2)

    #expect(log.calls.count == 5)
    #expect(log.calls.last == .display(rows: [Self.alfred, Self.vinny, Self.lucky]))
  }

  @Test func detachingMidRequestCancelsTheRequest() async {
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)

    presenter.detachView()

    #expect(service.requests[0].state == .cancelled)
    #expect(!service.resolve(0, with: SampleData.seedDogs))
    #expect(log.calls == [.display(selectedFilter: "All"), .startLoading])
  }

  @Test func anAnswerThatArrivesAfterDetachingIsDropped() async {
    let service = ControllableDogService(ignoringCancellation: true)
    let presenter = DogListPresenter(service: service)
    presenter.attachView(view)
    presenter.viewDidAppear()
    await service.waitForRequests(count: 1)
    presenter.detachView()

    service.resolve(0, with: SampleData.seedDogs)
    await service.waitForDeliveries(count: 1)
    // Attaching again and filtering would show the dogs, had the late answer been kept.
    presenter.attachView(view)
    presenter.breedFilterDidChange(.all)

    #expect(
      log.calls == [
        .display(selectedFilter: "All"), .display(selectedFilter: "All"), .startLoading,
        .display(selectedFilter: "All"), .display(selectedFilter: "All"),
      ])
  }

  @Test func releasingTheScreenMidRequestFreesThePresenterAndCancelsTheRequest() async {
    var view: SpyDogListView? = SpyDogListView()
    let log = view!.log
    weak let weakView = view
    weak var weakPresenter: DogListPresenter?
    do {
      let presenter = DogListPresenter(service: service)
      presenter.attachView(view!)
      view?.presenter = presenter
      weakPresenter = presenter
    }
    view?.presenter?.viewDidAppear()
    await service.waitForRequests(count: 1)

    view = nil

    #expect(weakView == nil)
    #expect(weakPresenter == nil)
    #expect(service.requests[0].state == .cancelled)
    #expect(log.calls == [.display(selectedFilter: "All"), .startLoading])
  }

  @Test func dogsFromAnInMemoryServiceAreShown() async {
    let presenter = DogListPresenter(service: InMemoryDogService())
    let view = SpyDogListView()
    presenter.attachView(view)

    presenter.viewDidAppear()
    await view.log.waitForCalls(count: 4)

    #expect(view.log.calls.last == .display(rows: [Self.alfred, Self.vinny, Self.lucky]))
  }
}
