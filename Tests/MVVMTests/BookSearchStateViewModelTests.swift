import MVVM
import PresentationTesting
import ScreenData
import Services
import Signals
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct BookSearchStateViewModelTests {
  static let allTitles = SampleData.seedBooks.map { BookViewData(title: $0.title) }
  static let mobyDick = SampleData.seedBooks[2]
  static let monteCristo = SampleData.seedBooks[4]
  static let titlesShown = BookSearchState(rows: allTitles)

  let repository = ControllableBookRepository()
  let scheduler = TestScheduler()

  func makeViewModel(repository: (any BookRepository)? = nil) -> BookSearchStateViewModel {
    BookSearchStateViewModel(repository: repository ?? self.repository, scheduler: scheduler)
  }

  /// Observes the state, as a view does, and drops the state given at once.
  func bind(_ viewModel: BookSearchStateViewModel) -> EmissionRecorder<BookSearchState> {
    let recorder = EmissionRecorder<BookSearchState>()
    recorder.bind(viewModel.state) { $0 }
    _ = recorder.take()
    return recorder
  }

  /// Appears and answers with every seed book, leaving the recorder empty.
  func appeared(
    _ viewModel: BookSearchStateViewModel, _ recorder: EmissionRecorder<BookSearchState>
  ) async throws {
    viewModel.viewDidAppear()
    try await repository.waitForRequests(count: 1)
    repository.resolve(0, with: SampleData.seedBooks)
    #expect(try await recorder.take(atLeast: 2).last == Self.titlesShown)
  }

  /// Types `text` and lets the debounce fire, checking that the search starts in one state,
  /// and leaves the recorder empty.
  func searched(
    _ text: String, _ viewModel: BookSearchStateViewModel,
    _ recorder: EmissionRecorder<BookSearchState>
  ) {
    let before = viewModel.state.value
    viewModel.queryDidChange(text)
    scheduler.advance(by: .milliseconds(300))
    var typed = before
    typed.query = text
    var searching = typed
    searching.isLoading = true
    searching.noMatchesMessage = nil
    searching.errorMessage = nil
    // A state equal to the one before it is not published.
    var expected: [BookSearchState] = []
    for state in [typed, searching] where state != (expected.last ?? before) {
      expected.append(state)
    }
    #expect(recorder.take() == expected)
  }

  @Test func theEmptyInitializerIsTheScreenBeforeAnythingIsLoaded() {
    #expect(
      BookSearchState()
        == BookSearchState(
          query: "", isLoading: false, noMatchesMessage: nil, errorMessage: nil, rows: []))
  }

  @Test func bindingShowsAnEmptyFieldAndNoTitles() {
    let viewModel = makeViewModel()
    let recorder = EmissionRecorder<BookSearchState>()
    recorder.bind(viewModel.state) { $0 }

    #expect(
      recorder.take() == [
        BookSearchState(
          query: "", isLoading: false, noMatchesMessage: nil, errorMessage: nil, rows: [])
      ])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func appearingListsEveryTitleFromTheRepository() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    #expect(recorder.take() == [BookSearchState(isLoading: true)])
    try await repository.waitForRequests(count: 1)
    #expect(repository.requests.map(\.argument) == [.all])
    repository.resolve(0, with: SampleData.seedBooks)

    #expect(try await recorder.take(atLeast: 1) == [Self.titlesShown])
  }

  @Test func appearingListsEveryTitleFromAnInMemoryRepository() async throws {
    let viewModel = makeViewModel(repository: InMemoryBookRepository())
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    _ = try await recorder.take(atLeast: 2)

    #expect(viewModel.state.value == Self.titlesShown)
  }

  @Test func appearFailureShowsTheReason() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    try await repository.waitForRequests(count: 1)
    repository.fail(0, with: ServiceError.connectionLost)

    #expect(
      try await recorder.take(atLeast: 2) == [
        BookSearchState(isLoading: true),
        BookSearchState(errorMessage: "Could not load books: The network connection was lost."),
      ])
  }

  @Test func aBurstOfKeystrokesSendsOneSearch300MillisecondsAfterTheLastNoneBefore() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)

    viewModel.queryDidChange("m")
    scheduler.advance(by: .milliseconds(100))
    viewModel.queryDidChange("mo")
    scheduler.advance(by: .milliseconds(250))
    viewModel.queryDidChange("mob")
    scheduler.advance(by: .milliseconds(299))

    // Only the query follows the typing; nothing else changes and nothing is searched yet.
    #expect(
      recorder.take() == [
        BookSearchState(query: "m"), BookSearchState(query: "mo"), BookSearchState(query: "mob"),
      ])
    #expect(scheduler.pendingCount == 1)

    scheduler.advance(by: .milliseconds(1))

    #expect(recorder.take() == [BookSearchState(query: "mob", isLoading: true)])
    #expect(scheduler.pendingCount == 0)
    try await repository.waitForRequests(count: 1)
    #expect(repository.recordedQueries == ["mob"])
  }

  @Test func searchResultsReplaceTheRowsInOneState() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    try await appeared(viewModel, recorder)
    searched("mo", viewModel, recorder)

    try await repository.waitForRequests(count: 2)
    repository.resolve(1, with: [Self.mobyDick, Self.monteCristo])

    #expect(
      try await recorder.take(atLeast: 1) == [
        BookSearchState(
          query: "mo",
          rows: [
            BookViewData(title: "Moby-Dick"), BookViewData(title: "The Count of Monte Cristo"),
          ]
        )
      ])
    #expect(repository.recordedQueries == ["mo"])
  }

  @Test func noMatchesClearTheRowsAndNameTheQueryAsTyped() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    try await appeared(viewModel, recorder)
    searched("Zebra ", viewModel, recorder)

    try await repository.waitForRequests(count: 2)
    repository.resolve(1, with: [])

    #expect(
      try await recorder.take(atLeast: 1) == [
        BookSearchState(
          query: "Zebra ", noMatchesMessage: "No books match \u{201C}Zebra \u{201D}", rows: [])
      ])
  }

  @Test func searchingAnInMemoryRepositoryIgnoresCaseAndDiacritics() async throws {
    let viewModel = makeViewModel(repository: InMemoryBookRepository())
    let recorder = bind(viewModel)
    searched("miserables", viewModel, recorder)

    #expect(
      try await recorder.take(atLeast: 1) == [
        BookSearchState(query: "miserables", rows: [BookViewData(title: "Les Misérables")])
      ])
  }

  @Test func searchFailureClearsTheRowsAndShowsTheReason() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    try await appeared(viewModel, recorder)
    searched("mo", viewModel, recorder)

    try await repository.waitForRequests(count: 2)
    repository.fail(1, with: ServiceError.timedOut)

    #expect(
      try await recorder.take(atLeast: 1) == [
        BookSearchState(
          query: "mo", errorMessage: "Could not search books: The request timed out.", rows: [])
      ])
  }

  @Test func aNewSearchHidesTheOldErrorAndMessage() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    searched("mo", viewModel, recorder)
    try await repository.waitForRequests(count: 1)
    repository.fail(0, with: ServiceError.timedOut)
    _ = try await recorder.take(atLeast: 1)

    // `searched` checks the state the search starts with: loading, no error, no message.
    searched("mob", viewModel, recorder)

    #expect(viewModel.state.value.errorMessage == nil)
  }

  @Test func aSearchStartingWhileTheSpinnerShowsPublishesNothing() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    searched("mo", viewModel, recorder)
    viewModel.queryDidChange("mob")
    #expect(recorder.take() == [BookSearchState(query: "mob", isLoading: true)])

    scheduler.advance(by: .milliseconds(300))

    #expect(recorder.take() == [])
    try await repository.waitForRequests(count: 2)
    // The searches run in separate tasks, so either request may have arrived first.
    #expect(repository.recordedQueries.sorted() == ["mo", "mob"])
  }

  @Test func aNewSearchCancelsTheOneInFlight() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    searched("mo", viewModel, recorder)
    try await repository.waitForRequests(count: 1)

    searched("mob", viewModel, recorder)
    try await repository.waitForRequests(count: 2)

    #expect(repository.requests.map(\.state) == [.cancelled, .pending])
    #expect(repository.recordedQueries == ["mo", "mob"])
  }

  @Test func aStaleResponseIsDroppedEvenWhenItArrives() async throws {
    let late = ControllableBookRepository(ignoringCancellation: true)
    let viewModel = makeViewModel(repository: late)
    let recorder = bind(viewModel)
    searched("mo", viewModel, recorder)
    try await late.waitForRequests(count: 1)
    searched("mob", viewModel, recorder)
    try await late.waitForRequests(count: 2)

    // The older search answers first, then the newer one; only the newer may be shown.
    late.resolve(0, with: [Self.mobyDick, Self.monteCristo])
    late.resolve(1, with: [Self.mobyDick])

    #expect(
      try await recorder.take(atLeast: 1) == [
        BookSearchState(query: "mob", rows: [BookViewData(title: "Moby-Dick")])
      ]
    )
  }

  @Test func aStaleResponseArrivingAfterTheLatestChangesNothing() async throws {
    let late = ControllableBookRepository(ignoringCancellation: true)
    let viewModel = makeViewModel(repository: late)
    let recorder = bind(viewModel)
    searched("mo", viewModel, recorder)
    try await late.waitForRequests(count: 1)
    searched("mob", viewModel, recorder)
    try await late.waitForRequests(count: 2)

    late.resolve(1, with: [Self.mobyDick])
    _ = try await recorder.take(atLeast: 1)
    late.resolve(0, with: [Self.mobyDick, Self.monteCristo])
    // A third search's answer is a marker: the stale one was handled before it.
    searched("moby", viewModel, recorder)
    try await late.waitForRequests(count: 3)
    late.resolve(2, with: [])

    #expect(
      try await recorder.take(atLeast: 1) == [
        BookSearchState(
          query: "moby", noMatchesMessage: "No books match \u{201C}moby\u{201D}", rows: [])
      ])
  }

  @Test func clearingShowsEveryTitleAgainInOneStateWithoutARequest() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    try await appeared(viewModel, recorder)
    searched("mob", viewModel, recorder)
    try await repository.waitForRequests(count: 2)
    repository.resolve(1, with: [])
    _ = try await recorder.take(atLeast: 1)

    viewModel.clearButtonWasPressed()

    #expect(recorder.take() == [Self.titlesShown])
    #expect(scheduler.pendingCount == 0)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.take() == [])
    #expect(repository.requests.count == 2)
  }

  @Test func clearingCancelsThePendingDebounce() {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    viewModel.queryDidChange("mob")
    scheduler.advance(by: .milliseconds(200))

    viewModel.clearButtonWasPressed()
    scheduler.advance(by: .seconds(1))

    #expect(recorder.take() == [BookSearchState(query: "mob"), BookSearchState()])
    #expect(scheduler.pendingCount == 0)
    #expect(repository.requests.isEmpty)
  }

  @Test func clearingCancelsTheSearchInFlight() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    searched("mob", viewModel, recorder)
    try await repository.waitForRequests(count: 1)

    viewModel.clearButtonWasPressed()

    #expect(repository.requests.map(\.state) == [.cancelled])
    #expect(!repository.resolve(0, with: [Self.mobyDick]))
    #expect(recorder.take() == [BookSearchState()])
  }

  @Test func clearingDropsTheAnswerOfASearchThatIgnoresCancellation() async throws {
    let late = ControllableBookRepository(ignoringCancellation: true)
    let viewModel = makeViewModel(repository: late)
    let recorder = bind(viewModel)
    searched("mob", viewModel, recorder)
    try await late.waitForRequests(count: 1)
    viewModel.clearButtonWasPressed()
    _ = recorder.take()

    late.resolve(0, with: [Self.mobyDick])
    // A later search's answer is a marker: the dropped one was handled before it.
    searched("dick", viewModel, recorder)
    try await late.waitForRequests(count: 2)
    late.resolve(1, with: [])

    #expect(
      try await recorder.take(atLeast: 1) == [
        BookSearchState(
          query: "dick", noMatchesMessage: "No books match \u{201C}dick\u{201D}", rows: [])
      ])
  }

  @Test func deletingEveryCharacterSearchesForTheEmptyQuery() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    viewModel.queryDidChange("m")
    _ = recorder.take()
    searched("", viewModel, recorder)

    try await repository.waitForRequests(count: 1)
    #expect(repository.recordedQueries == [""])
  }

  @Test func theListArrivingAfterASearchStartedIsKeptForClearButNotShown() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    viewModel.viewDidAppear()
    try await repository.waitForRequests(count: 1)
    _ = recorder.take()
    searched("mob", viewModel, recorder)
    try await repository.waitForRequests(count: 2)

    // NB: the titles arrive while the search runs, so nothing on screen shows that they were
    // handled; waiting for their delivery orders them before the results (two tasks).
    repository.resolve(0, with: SampleData.seedBooks)
    try await repository.waitForDeliveries(count: 1)
    repository.resolve(1, with: [Self.mobyDick])
    #expect(
      try await recorder.take(atLeast: 1) == [
        BookSearchState(query: "mob", rows: [BookViewData(title: "Moby-Dick")])
      ]
    )

    viewModel.clearButtonWasPressed()
    #expect(recorder.take() == [Self.titlesShown])
  }

  @Test func debounceRunsOnTheMainActorSchedulerInVirtualTime() async throws {
    let clock = TestClock()
    let viewModel = BookSearchStateViewModel(
      repository: repository, scheduler: MainActorScheduler(clock: clock))
    let recorder = bind(viewModel)

    viewModel.queryDidChange("mo")
    viewModel.queryDidChange("mob")
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(299))
    #expect(clock.sleepers() == 1)
    clock.advance(by: .milliseconds(1))

    try await repository.waitForRequests(count: 1)
    #expect(repository.recordedQueries == ["mob"])
    #expect(
      recorder.take() == [
        BookSearchState(query: "mo"), BookSearchState(query: "mob"),
        BookSearchState(query: "mob", isLoading: true),
      ])
  }

  @Test func releasingTheViewModelCancelsTheDebounceAndEveryRequest() async throws {
    var viewModel: BookSearchStateViewModel? = makeViewModel()
    let recorder = bind(viewModel!)
    viewModel!.viewDidAppear()
    _ = recorder.take()
    searched("mo", viewModel!, recorder)
    try await repository.waitForRequests(count: 2)
    viewModel!.queryDidChange("mob")
    _ = recorder.take()

    viewModel = nil

    #expect(repository.requests.map(\.state) == [.cancelled, .cancelled])
    #expect(scheduler.pendingCount == 0)
    #expect(!repository.resolve(1, with: [Self.mobyDick]))
    scheduler.advance(by: .seconds(1))
    #expect(recorder.take() == [])
  }

  @Test func isReleasedWhileAViewStillObservesTheState() async throws {
    var viewModel: BookSearchStateViewModel? = makeViewModel()
    weak let weakViewModel = viewModel
    let subscription = viewModel!.state.observe { _ in }
    viewModel!.viewDidAppear()
    viewModel!.queryDidChange("mo")
    scheduler.advance(by: .milliseconds(300))
    viewModel!.queryDidChange("mob")
    try await repository.waitForRequests(count: 2)

    viewModel = nil

    #expect(weakViewModel == nil)
    subscription.cancel()
  }
}
