import MVVM
import PresentationTesting
import ScreenData
import Services
import Signals
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct BookSearchViewModelTests {
  enum Emission: Equatable {
    case query(String)
    case isLoading(Bool)
    case rows([BookViewData])
    case noMatchesMessage(String?)
    case errorMessage(String?)
  }

  static let allTitles = SampleData.seedBooks.map { BookViewData(title: $0.title) }
  static let mobyDick = SampleData.seedBooks[2]
  static let monteCristo = SampleData.seedBooks[4]
  static let searchStarted: [Emission] = [
    .isLoading(true), .noMatchesMessage(nil), .errorMessage(nil),
  ]

  let repository = ControllableBookRepository()
  let scheduler = TestScheduler()

  func makeViewModel(repository: (any BookRepository)? = nil) -> BookSearchViewModel {
    BookSearchViewModel(repository: repository ?? self.repository, scheduler: scheduler)
  }

  /// Binds every output in declaration order, as a view does, and drops the initial emissions.
  func bind(_ viewModel: BookSearchViewModel) -> EmissionRecorder<Emission> {
    let recorder = EmissionRecorder<Emission>()
    recorder.bind(viewModel.query, as: Emission.query)
    recorder.bind(viewModel.isLoading, as: Emission.isLoading)
    recorder.bind(viewModel.rows, as: Emission.rows)
    recorder.bind(viewModel.noMatchesMessage, as: Emission.noMatchesMessage)
    recorder.bind(viewModel.errorMessage, as: Emission.errorMessage)
    _ = recorder.take()
    return recorder
  }

  /// Appears and answers with every seed book, leaving the recorder empty.
  func appeared(_ viewModel: BookSearchViewModel, _ recorder: EmissionRecorder<Emission>)
    async throws
  {
    viewModel.viewDidAppear()
    try await repository.waitForRequests(count: 1)
    repository.resolve(0, with: SampleData.seedBooks)
    _ = try await recorder.take(atLeast: 4)
  }

  /// Types `text` and lets the debounce fire, checking what that shows (the recorder must be
  /// empty before) and leaving the recorder empty.
  func searched(
    _ text: String, _ viewModel: BookSearchViewModel, _ recorder: EmissionRecorder<Emission>
  ) {
    viewModel.queryDidChange(text)
    scheduler.advance(by: .milliseconds(300))
    #expect(recorder.take() == [.query(text)] + Self.searchStarted)
  }

  @Test func bindingShowsAnEmptyFieldAndNoTitles() {
    let viewModel = makeViewModel()
    let recorder = EmissionRecorder<Emission>()
    recorder.bind(viewModel.query, as: Emission.query)
    recorder.bind(viewModel.isLoading, as: Emission.isLoading)
    recorder.bind(viewModel.rows, as: Emission.rows)
    recorder.bind(viewModel.noMatchesMessage, as: Emission.noMatchesMessage)
    recorder.bind(viewModel.errorMessage, as: Emission.errorMessage)

    #expect(
      recorder.take() == [
        .query(""), .isLoading(false), .rows([]), .noMatchesMessage(nil), .errorMessage(nil),
      ])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func appearingListsEveryTitleFromTheRepository() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    #expect(recorder.take() == [.isLoading(true), .errorMessage(nil)])
    try await repository.waitForRequests(count: 1)
    #expect(repository.requests.map(\.argument) == [.all])
    repository.resolve(0, with: SampleData.seedBooks)

    #expect(try await recorder.take(atLeast: 2) == [.rows(Self.allTitles), .isLoading(false)])
  }

  @Test func appearingListsEveryTitleFromAnInMemoryRepository() async throws {
    let viewModel = makeViewModel(repository: InMemoryBookRepository())
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    let emissions = try await recorder.take(atLeast: 4)

    #expect(viewModel.rows.value == Self.allTitles)
    #expect(emissions.last == .isLoading(false))
  }

  @Test func appearFailureClearsTheRowsAndShowsTheReason() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)

    viewModel.viewDidAppear()
    try await repository.waitForRequests(count: 1)
    repository.fail(0, with: ServiceError.connectionLost)

    #expect(
      try await recorder.take(atLeast: 5) == [
        .isLoading(true), .errorMessage(nil),
        .rows([]), .errorMessage("Could not load books: The network connection was lost."),
        .isLoading(false),
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

    // Only the field echoes the typing; nothing else changes and nothing is searched yet.
    #expect(recorder.take() == [.query("m"), .query("mo"), .query("mob")])
    #expect(scheduler.pendingCount == 1)

    scheduler.advance(by: .milliseconds(1))

    #expect(recorder.take() == Self.searchStarted)
    #expect(scheduler.pendingCount == 0)
    try await repository.waitForRequests(count: 1)
    #expect(repository.recordedQueries == ["mob"])
  }

  @Test func searchResultsReplaceTheRows() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    try await appeared(viewModel, recorder)
    searched("mo", viewModel, recorder)

    try await repository.waitForRequests(count: 2)
    repository.resolve(1, with: [Self.mobyDick, Self.monteCristo])

    #expect(
      try await recorder.take(atLeast: 2) == [
        .rows([BookViewData(title: "Moby-Dick"), BookViewData(title: "The Count of Monte Cristo")]),
        .isLoading(false),
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
      try await recorder.take(atLeast: 3) == [
        .rows([]), .noMatchesMessage("No books match \u{201C}Zebra \u{201D}"), .isLoading(false),
      ])
  }

  @Test func searchingAnInMemoryRepositoryIgnoresCaseAndDiacritics() async throws {
    let viewModel = makeViewModel(repository: InMemoryBookRepository())
    let recorder = bind(viewModel)
    searched("miserables", viewModel, recorder)

    #expect(
      try await recorder.take(atLeast: 2) == [
        .rows([BookViewData(title: "Les Misérables")]), .isLoading(false),
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
      try await recorder.take(atLeast: 3) == [
        .rows([]), .errorMessage("Could not search books: The request timed out."),
        .isLoading(false),
      ])
  }

  @Test func aNewSearchHidesTheOldErrorAndMessage() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    searched("mo", viewModel, recorder)
    try await repository.waitForRequests(count: 1)
    repository.fail(0, with: ServiceError.timedOut)
    _ = try await recorder.take(atLeast: 3)

    searched("mob", viewModel, recorder)

    #expect(viewModel.errorMessage.value == nil)
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
      try await recorder.take(atLeast: 2) == [
        .rows([BookViewData(title: "Moby-Dick")]), .isLoading(false),
      ])
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
    _ = try await recorder.take(atLeast: 2)
    late.resolve(0, with: [Self.mobyDick, Self.monteCristo])
    // A third search's answer is a marker: the stale one was handled before it.
    searched("moby", viewModel, recorder)
    try await late.waitForRequests(count: 3)
    late.resolve(2, with: [])

    #expect(
      try await recorder.take(atLeast: 3) == [
        .rows([]), .noMatchesMessage("No books match \u{201C}moby\u{201D}"), .isLoading(false),
      ])
  }

  @Test func clearingShowsEveryTitleAgainWithoutARequest() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    try await appeared(viewModel, recorder)
    searched("mob", viewModel, recorder)
    try await repository.waitForRequests(count: 2)
    repository.resolve(1, with: [Self.mobyDick])
    _ = try await recorder.take(atLeast: 2)

    viewModel.clearButtonWasPressed()

    #expect(
      recorder.take() == [
        .query(""), .rows(Self.allTitles), .noMatchesMessage(nil), .errorMessage(nil),
        .isLoading(false),
      ])
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

    #expect(
      recorder.take() == [
        .query("mob"),
        .query(""), .rows([]), .noMatchesMessage(nil), .errorMessage(nil), .isLoading(false),
      ])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func clearingCancelsTheSearchInFlight() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    searched("mob", viewModel, recorder)
    try await repository.waitForRequests(count: 1)

    viewModel.clearButtonWasPressed()

    #expect(repository.requests.map(\.state) == [.cancelled])
    #expect(!repository.resolve(0, with: [Self.mobyDick]))
    #expect(viewModel.isLoading.value == false)
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
      try await recorder.take(atLeast: 3) == [
        .rows([]), .noMatchesMessage("No books match \u{201C}dick\u{201D}"), .isLoading(false),
      ])
  }

  @Test func typingAfterClearSearchesAgain() async throws {
    let viewModel = makeViewModel()
    let recorder = bind(viewModel)
    viewModel.queryDidChange("mob")
    viewModel.clearButtonWasPressed()
    _ = recorder.take()

    searched("dick", viewModel, recorder)

    try await repository.waitForRequests(count: 1)
    #expect(repository.recordedQueries == ["dick"])
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
      try await recorder.take(atLeast: 2) == [
        .rows([BookViewData(title: "Moby-Dick")]), .isLoading(false),
      ])

    viewModel.clearButtonWasPressed()
    #expect(viewModel.rows.value == Self.allTitles)
  }

  @Test func debounceRunsOnTheMainActorSchedulerInVirtualTime() async throws {
    let clock = TestClock()
    let viewModel = BookSearchViewModel(
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
    #expect(recorder.take() == [.query("mo"), .query("mob")] + Self.searchStarted)
  }

  @Test func releasingTheViewModelCancelsTheDebounceAndEveryRequest() async throws {
    var viewModel: BookSearchViewModel? = makeViewModel()
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

  @Test func isReleasedWhileAViewStillObservesAnOutput() async throws {
    var viewModel: BookSearchViewModel? = makeViewModel()
    weak let weakViewModel = viewModel
    let subscription = viewModel!.query.observe { _ in }
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
