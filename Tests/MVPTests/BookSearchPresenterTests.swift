import MVP
import PresentationTesting
import ScreenData
import Services
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct BookSearchPresenterTests {
  static let allRows = SampleData.seedBooks.map { BookViewData(title: $0.title) }
  static let mobyDick = SampleData.seedBooks[2]
  static let monteCristo = SampleData.seedBooks[4]

  let repository = ControllableBookRepository()
  let clock = TestClock()
  let calls = CallRecorder<BookSearchCall>()
  let view: SpyBookSearchView
  let presenter: BookSearchPresenter

  init() {
    view = SpyBookSearchView(calls: calls)
    presenter = BookSearchPresenter(repository: repository, clock: clock)
    presenter.attachView(view)
  }

  /// Appears and answers with the seed books, returning once their titles are shown.
  private func showAllBooks() async throws {
    presenter.viewDidAppear()
    try await repository.waitForRequests(count: 1)
    repository.resolve(0, with: SampleData.seedBooks)
    try await calls.waitForCalls(count: 3)
  }

  /// Types `query` and lets the debounce fire, returning once the search request is out.
  private func search(for query: String) async throws {
    let requestCount = repository.requests.count
    presenter.queryDidChange(query)
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    try await repository.waitForRequests(count: requestCount + 1)
  }

  // Seed 002, the presenter pushes the titles of a repository mock to the view.
  @Test func appearingListsEveryTitleFromTheRepository() async throws {
    presenter.viewDidAppear()
    try await repository.waitForRequests(count: 1)
    #expect(repository.requests.map(\.argument) == [.all])
    #expect(calls.arguments == [.startLoading])

    repository.resolve(0, with: SampleData.seedBooks)
    try await calls.waitForCalls(count: 3)
    #expect(calls.arguments == [.startLoading, .finishLoading, .display(rows: Self.allRows)])
  }

  // Seed 002, the titles pushed to the view match those of a fake repository.
  @Test func appearingListsEveryTitleFromAnInMemoryRepository() async throws {
    let repository = InMemoryBookRepository(books: SampleData.seedBooks)
    let presenter = BookSearchPresenter(repository: repository, clock: clock)
    let view = SpyBookSearchView()
    presenter.attachView(view)

    presenter.viewDidAppear()
    try await view.calls.waitForCalls(count: 3)

    let titles = repository.storedBooks.map { BookViewData(title: $0.title) }
    #expect(view.calls.arguments == [.startLoading, .finishLoading, .display(rows: titles)])
  }

  @Test func appearFailureShowsTheReason() async throws {
    presenter.viewDidAppear()
    try await repository.waitForRequests(count: 1)
    repository.fail(0, with: ServiceError.connectionLost)
    try await calls.waitForCalls(count: 3)

    #expect(
      calls.arguments == [
        .startLoading, .finishLoading,
        .displayError("Could not load books: The network connection was lost."),
      ])
  }

  @Test func typingChangesNothingUntilTheDebounceFires() async throws {
    try await showAllBooks()

    presenter.queryDidChange("m")
    presenter.queryDidChange("mo")
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(299))

    #expect(clock.sleepers() == 1)
    #expect(repository.requests.count == 1)
    #expect(calls.arguments.count == 3)
  }

  @Test func aBurstOfKeystrokesSendsOneSearch300MillisecondsAfterTheLastNoneBefore() async throws {
    try await showAllBooks()

    presenter.queryDidChange("m")
    presenter.queryDidChange("mo")
    presenter.queryDidChange("mob")
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(299))
    #expect(repository.recordedQueries == [])

    clock.advance(by: .milliseconds(1))
    try await repository.waitForRequests(count: 2)
    #expect(repository.recordedQueries == ["mob"])
    #expect(calls.arguments.dropFirst(3) == [.startLoading])
  }

  @Test func theDebounceRestartsAtEveryKeystroke() async throws {
    try await showAllBooks()

    presenter.queryDidChange("m")
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(200))
    presenter.queryDidChange("mo")
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(299))
    #expect(repository.recordedQueries == [])

    clock.advance(by: .milliseconds(1))
    try await repository.waitForRequests(count: 2)
    #expect(repository.recordedQueries == ["mo"])
  }

  @Test func theDeadlineIsFixedAtTheKeystrokeNotWhenTheTaskStarts() async throws {
    try await showAllBooks()

    presenter.queryDidChange("mob")
    // The debounce task has not run yet: it must still wake at 300 ms after the keystroke.
    clock.advance(by: .milliseconds(300))

    try await repository.waitForRequests(count: 2)
    #expect(repository.recordedQueries == ["mob"])
  }

  @Test func searchResultsReplaceTheRows() async throws {
    try await showAllBooks()
    try await search(for: "mob")

    repository.resolve(1, with: [Self.mobyDick])
    try await calls.waitForCalls(count: 6)

    #expect(
      calls.arguments.dropFirst(3) == [
        .startLoading, .finishLoading, .display(rows: [BookViewData(title: "Moby-Dick")]),
      ])
  }

  @Test func noMatchesClearTheRowsAndNameTheQueryAsTyped() async throws {
    try await showAllBooks()
    try await search(for: "Zorro ")

    repository.resolve(1, with: [])
    try await calls.waitForCalls(count: 6)

    #expect(
      calls.arguments.dropFirst(3) == [
        .startLoading, .finishLoading, .displayNoMatches("No books match \u{201C}Zorro \u{201D}"),
      ])
  }

  @Test func searchFailureClearsTheRowsAndShowsTheReason() async throws {
    try await showAllBooks()
    try await search(for: "mob")

    repository.fail(1, with: ServiceError.server(statusCode: 500))
    try await calls.waitForCalls(count: 6)

    #expect(
      calls.arguments.dropFirst(3) == [
        .startLoading, .finishLoading,
        .displayError("Could not search books: The server responded with status 500."),
      ])
  }

  @Test func aNewSearchCancelsTheOneInFlightWhenItStarts() async throws {
    try await showAllBooks()
    try await search(for: "mo")

    presenter.queryDidChange("mob")
    try await clock.waitForSleepers(count: 1)
    #expect(repository.requests[1].state == .pending)

    clock.advance(by: .milliseconds(300))
    try await repository.waitForRequests(count: 3)
    #expect(repository.requests.map(\.state) == [.resolved, .cancelled, .pending])
    #expect(repository.recordedQueries == ["mo", "mob"])
    #expect(calls.arguments.dropFirst(3) == [.startLoading, .startLoading])
  }

  @Test func aSearchInFlightIsStillShownWhileTheNextQueryDebounces() async throws {
    try await showAllBooks()
    try await search(for: "mo")
    presenter.queryDidChange("mob")
    try await clock.waitForSleepers(count: 1)

    repository.resolve(1, with: [Self.mobyDick, Self.monteCristo])
    try await calls.waitForCalls(count: 6)

    let rows = [BookViewData(title: "Moby-Dick"), BookViewData(title: "The Count of Monte Cristo")]
    #expect(calls.arguments.dropFirst(3) == [.startLoading, .finishLoading, .display(rows: rows)])
  }

  @Test func aStaleResponseArrivingAfterTheLatestChangesNothing() async throws {
    let repository = ControllableBookRepository(ignoringCancellation: true)
    let presenter = BookSearchPresenter(repository: repository, clock: clock)
    presenter.attachView(view)
    presenter.queryDidChange("mo")
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    try await repository.waitForRequests(count: 1)
    presenter.queryDidChange("mob")
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    try await repository.waitForRequests(count: 2)

    repository.resolve(1, with: [Self.mobyDick])
    try await calls.waitForCalls(count: 4)
    repository.resolve(0, with: [Self.mobyDick, Self.monteCristo])
    try await repository.waitForDeliveries(count: 2)

    #expect(
      calls.arguments == [
        .startLoading, .startLoading, .finishLoading,
        .display(rows: [BookViewData(title: "Moby-Dick")]),
      ])
  }

  @Test func clearingShowsEveryTitleAgainAndHidesTheMessage() async throws {
    try await showAllBooks()
    try await search(for: "xyz")
    repository.resolve(1, with: [])
    try await calls.waitForCalls(count: 6)

    presenter.clearButtonWasPressed()

    #expect(
      calls.arguments.dropFirst(6) == [
        .clearQuery, .display(rows: Self.allRows), .hideMessages, .finishLoading,
      ])
    #expect(repository.requests.count == 2)
  }

  @Test func clearingCancelsThePendingDebounce() async throws {
    try await showAllBooks()
    presenter.queryDidChange("mo")
    try await clock.waitForSleepers(count: 1)

    presenter.clearButtonWasPressed()
    clock.advance(by: .milliseconds(300))

    #expect(clock.sleepers() == 0)
    #expect(repository.requests.count == 1)
    #expect(
      calls.arguments.dropFirst(3) == [
        .clearQuery, .display(rows: Self.allRows), .hideMessages, .finishLoading,
      ])
  }

  @Test func clearingCancelsTheSearchInFlight() async throws {
    try await showAllBooks()
    try await search(for: "mo")

    presenter.clearButtonWasPressed()

    #expect(repository.requests[1].state == .cancelled)
    #expect(!repository.resolve(1, with: [Self.mobyDick]))
    #expect(
      calls.arguments.dropFirst(3) == [
        .startLoading, .clearQuery, .display(rows: Self.allRows), .hideMessages, .finishLoading,
      ])
  }

  @Test func clearingDropsTheAnswerOfASearchThatIgnoresCancellation() async throws {
    let repository = ControllableBookRepository(ignoringCancellation: true)
    let presenter = BookSearchPresenter(repository: repository, clock: clock)
    presenter.attachView(view)
    presenter.queryDidChange("mo")
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    try await repository.waitForRequests(count: 1)

    presenter.clearButtonWasPressed()
    repository.fail(0, with: ServiceError.timedOut)
    try await repository.waitForDeliveries(count: 1)

    #expect(
      calls.arguments == [
        .startLoading, .clearQuery, .display(rows: []), .hideMessages, .finishLoading,
      ])
  }

  @Test func aSearchDoesNotCancelTheCatalogueWhichClearingThenShows() async throws {
    presenter.viewDidAppear()
    try await repository.waitForRequests(count: 1)
    try await search(for: "mo")
    #expect(repository.requests[0].state == .pending)

    // The catalogue arrives while a search runs: kept, not shown. Nothing on screen shows that
    // it was handled; waiting for its delivery orders it before the search answer (two tasks).
    repository.resolve(0, with: SampleData.seedBooks)
    try await repository.waitForDeliveries(count: 1)
    repository.resolve(1, with: [Self.mobyDick])
    try await calls.waitForCalls(count: 4)
    presenter.clearButtonWasPressed()

    #expect(
      calls.arguments == [
        .startLoading, .startLoading, .finishLoading,
        .display(rows: [BookViewData(title: "Moby-Dick")]),
        .clearQuery, .display(rows: Self.allRows), .hideMessages, .finishLoading,
      ])
  }

  @Test func theCatalogueThatArrivesAfterClearingIsShown() async throws {
    presenter.viewDidAppear()
    try await repository.waitForRequests(count: 1)
    try await search(for: "mo")
    presenter.clearButtonWasPressed()

    repository.resolve(0, with: SampleData.seedBooks)
    try await calls.waitForCalls(count: 8)

    #expect(repository.requests[1].state == .cancelled)
    #expect(
      calls.arguments == [
        .startLoading, .startLoading, .clearQuery, .display(rows: []), .hideMessages,
        .finishLoading, .finishLoading, .display(rows: Self.allRows),
      ])
  }

  @Test func detachingCancelsThePendingDebounceAndTheSearchInFlight() async throws {
    try await showAllBooks()
    try await search(for: "mo")
    presenter.queryDidChange("mob")
    try await clock.waitForSleepers(count: 1)

    presenter.detachView()
    clock.advance(by: .milliseconds(300))

    #expect(clock.sleepers() == 0)
    #expect(repository.requests.map(\.state) == [.resolved, .cancelled])
    #expect(calls.arguments.dropFirst(3) == [.startLoading])
  }

  @Test func releasingTheScreenMidSearchFreesThePresenterAndCancelsTheSearch() async throws {
    var view: SpyBookSearchView? = SpyBookSearchView()
    let calls = view!.calls
    weak let weakView = view
    weak var weakPresenter: BookSearchPresenter?
    do {
      let presenter = BookSearchPresenter(repository: repository, clock: clock)
      presenter.attachView(view!)
      view?.presenter = presenter
      weakPresenter = presenter
    }
    view?.presenter?.queryDidChange("mo")
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    try await repository.waitForRequests(count: 1)
    view?.presenter?.queryDidChange("mob")
    try await clock.waitForSleepers(count: 1)

    view = nil

    #expect(weakView == nil)
    #expect(weakPresenter == nil)
    #expect(clock.sleepers() == 0)
    #expect(repository.requests[0].state == .cancelled)
    #expect(calls.arguments == [.startLoading])
  }

  @Test func searchingAnInMemoryRepositoryIgnoresCaseAndDiacritics() async throws {
    let presenter = BookSearchPresenter(repository: InMemoryBookRepository(), clock: clock)
    let view = SpyBookSearchView()
    presenter.attachView(view)

    presenter.queryDidChange("MISERABLES")
    clock.advance(by: .milliseconds(300))
    try await view.calls.waitForCalls(count: 3)

    #expect(
      view.calls.arguments == [
        .startLoading, .finishLoading, .display(rows: [BookViewData(title: "Les Misérables")]),
      ])
  }
}
