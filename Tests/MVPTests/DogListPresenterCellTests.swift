import MVP
import PresentationTesting
import ScreenData
import Services
import Testing

/// The DogList presenter behind a table of reusable cells.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct DogListPresenterCellTests {
  let service = ControllableDogService()
  let calls = CallRecorder<DogListCall>()
  let view: SpyDogListView
  let presenter: DogListPresenter

  init() {
    view = SpyDogListView(calls: calls)
    presenter = DogListPresenter(service: service)
    presenter.attachView(view)
  }

  private func showSeedDogs() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedDogs)
    try await calls.waitForCalls(count: 4)
  }

  @Test func aTableHasOneRowPerDogThatPassesTheFilter() async throws {
    #expect(presenter.numberOfRows == 0)
    try await showSeedDogs()
    #expect(presenter.numberOfRows == 3)
    presenter.breedFilterDidChange(.breed(.labrador))
    #expect(presenter.numberOfRows == 2)
    presenter.breedFilterDidChange(.breed(.bulldog))
    #expect(presenter.numberOfRows == 0)
  }

  @Test func configuringACellShowsItsRowsDog() async throws {
    try await showSeedDogs()
    let cell = SpyDogCellView()

    presenter.configure(cell, at: 1)
    presenter.breedFilterDidChange(.breed(.labrador))
    presenter.configure(cell, at: 1)  // the same row now shows another dog

    #expect(cell.shown == ["Vinny Doberman · 5", "Lucky Labrador · 3"])
  }

  @Test func configuringARowThatIsNotThereLeavesTheCellAsItIs() async throws {
    let cell = SpyDogCellView()
    presenter.configure(cell, at: 0)  // nothing loaded yet
    try await showSeedDogs()

    presenter.configure(cell, at: 3)

    #expect(cell.shown.isEmpty)
  }

  @Test func aFailedLoadLeavesNoRows() async throws {
    try await showSeedDogs()
    presenter.retryButtonWasPressed()
    try await service.waitForRequests(count: 2)
    service.fail(1, with: ServiceError.timedOut)
    try await calls.waitForCalls(count: 7)

    #expect(presenter.numberOfRows == 0)
  }
}
