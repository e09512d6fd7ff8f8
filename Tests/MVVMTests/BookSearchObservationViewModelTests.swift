import MVVM
import PresentationTesting
import ScreenData
import Services
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct BookSearchObservationViewModelTests {
  static let allTitles = SampleData.seedBooks.map { BookViewData(title: $0.title) }
  static let mobyDick = SampleData.seedBooks[2]
  static let monteCristo = SampleData.seedBooks[4]

  let repository = ControllableBookRepository()
  let clock = TestClock()

  func makeViewModel(repository: (any BookRepository)? = nil) -> BookSearchObservationViewModel {
    BookSearchObservationViewModel(repository: repository ?? self.repository, clock: clock)
  }

  /// Appears and answers with every seed book.
  func appeared(_ viewModel: BookSearchObservationViewModel) async throws {
    viewModel.viewDidAppear()
    try await repository.waitForRequests(count: 1)
    repository.resolve(0, with: SampleData.seedBooks)
    try await until { !viewModel.isLoading }
  }

  /// Types `text` and lets the debounce fire, so that the search starts.
  func searched(_ text: String, _ viewModel: BookSearchObservationViewModel) async throws {
    viewModel.queryDidChange(text)
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    try await until { viewModel.isLoading }
  }

  @Test func startsWithAnEmptyFieldAndNoTitles() {
    let viewModel = makeViewModel()

    #expect(viewModel.query == "")
    #expect(viewModel.isLoading == false)
    #expect(viewModel.rows == [])
    #expect(viewModel.noMatchesMessage == nil)
    #expect(viewModel.errorMessage == nil)
  }

  @Test func appearingListsEveryTitle() async throws {
    let viewModel = makeViewModel()

    viewModel.viewDidAppear()
    #expect(viewModel.isLoading == true)
    try await repository.waitForRequests(count: 1)
    repository.resolve(0, with: SampleData.seedBooks)
    try await until { !viewModel.isLoading }

    #expect(viewModel.rows == Self.allTitles)
    #expect(repository.requests.map(\.argument) == [.all])
  }

  @Test func appearFailureShowsTheReason() async throws {
    let viewModel = makeViewModel()
    viewModel.viewDidAppear()
    try await repository.waitForRequests(count: 1)

    repository.fail(0, with: ServiceError.connectionLost)
    try await until { !viewModel.isLoading }

    #expect(viewModel.errorMessage == "Could not load books: The network connection was lost.")
    #expect(viewModel.rows == [])
  }

  @Test func aBurstOfKeystrokesSearchesOnce300MillisecondsAfterTheLast() async throws {
    let viewModel = makeViewModel()
    let probe = ChangeProbe { (viewModel.isLoading, viewModel.rows) }

    viewModel.queryDidChange("m")
    viewModel.queryDidChange("mo")
    viewModel.queryDidChange("mob")
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(299))

    // Only the field follows the typing; nothing is searched yet.
    #expect(viewModel.query == "mob")
    #expect(!probe.changed)
    #expect(clock.sleepers() == 1)
    clock.advance(by: .milliseconds(1))
    try await repository.waitForRequests(count: 1)
    #expect(repository.recordedQueries == ["mob"])
    #expect(viewModel.isLoading == true)
  }

  @Test func searchResultsReplaceTheRows() async throws {
    let viewModel = makeViewModel()
    try await appeared(viewModel)
    try await searched("mo", viewModel)
    try await repository.waitForRequests(count: 2)

    repository.resolve(1, with: [Self.mobyDick, Self.monteCristo])
    try await until { !viewModel.isLoading }

    #expect(
      viewModel.rows == [
        BookViewData(title: "Moby-Dick"), BookViewData(title: "The Count of Monte Cristo"),
      ])
  }

  @Test func noMatchesClearTheRowsAndNameTheQuery() async throws {
    let viewModel = makeViewModel()
    try await appeared(viewModel)
    try await searched("Zebra", viewModel)
    try await repository.waitForRequests(count: 2)

    repository.resolve(1, with: [])
    try await until { !viewModel.isLoading }

    #expect(viewModel.rows == [])
    #expect(viewModel.noMatchesMessage == "No books match \u{201C}Zebra\u{201D}")
  }

  @Test func searchFailureShowsTheReasonAndANewSearchHidesIt() async throws {
    let viewModel = makeViewModel()
    try await searched("mo", viewModel)
    try await repository.waitForRequests(count: 1)
    repository.fail(0, with: ServiceError.timedOut)
    try await until { !viewModel.isLoading }
    #expect(viewModel.errorMessage == "Could not search books: The request timed out.")

    try await searched("mob", viewModel)

    #expect(viewModel.errorMessage == nil)
  }

  @Test func aStaleResponseIsDroppedEvenWhenItArrives() async throws {
    let late = ControllableBookRepository(ignoringCancellation: true)
    let viewModel = makeViewModel(repository: late)
    try await searched("mo", viewModel)
    try await late.waitForRequests(count: 1)
    viewModel.queryDidChange("mob")
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    try await late.waitForRequests(count: 2)

    // The older search answers first, then the newer one; only the newer may be shown.
    late.resolve(0, with: [Self.mobyDick, Self.monteCristo])
    late.resolve(1, with: [Self.mobyDick])
    try await until { !viewModel.isLoading }

    #expect(viewModel.rows == [BookViewData(title: "Moby-Dick")])
  }

  @Test func clearingShowsEveryTitleAgainAndCancelsThePendingDebounce() async throws {
    let viewModel = makeViewModel()
    try await appeared(viewModel)
    try await searched("mob", viewModel)
    try await repository.waitForRequests(count: 2)
    repository.resolve(1, with: [Self.mobyDick])
    try await until { !viewModel.isLoading }
    viewModel.queryDidChange("moby")
    try await clock.waitForSleepers(count: 1)

    viewModel.clearButtonWasPressed()

    #expect(viewModel.query == "")
    #expect(viewModel.rows == Self.allTitles)
    #expect(clock.sleepers() == 0)
    clock.advance(by: .seconds(1))
    #expect(repository.requests.count == 2)
  }

  @Test func clearingCancelsTheSearchInFlight() async throws {
    let viewModel = makeViewModel()
    try await searched("mob", viewModel)
    try await repository.waitForRequests(count: 1)

    viewModel.clearButtonWasPressed()

    #expect(repository.requests.map(\.state) == [.cancelled])
    #expect(viewModel.isLoading == false)
  }

  @Test func theListArrivingAfterASearchStartedIsKeptForClearButNotShown() async throws {
    let viewModel = makeViewModel()
    viewModel.viewDidAppear()
    try await repository.waitForRequests(count: 1)
    try await searched("mob", viewModel)
    try await repository.waitForRequests(count: 2)

    // NB: the titles arrive while the search runs, so nothing on screen shows that they were
    // handled; waiting for their delivery orders them before the results (two tasks).
    repository.resolve(0, with: SampleData.seedBooks)
    try await repository.waitForDeliveries(count: 1)
    repository.resolve(1, with: [Self.mobyDick])
    try await until { !viewModel.isLoading }
    #expect(viewModel.rows == [BookViewData(title: "Moby-Dick")])

    viewModel.clearButtonWasPressed()
    #expect(viewModel.rows == Self.allTitles)
  }

  @Test func releasingTheViewModelCancelsTheDebounceAndEveryRequest() async throws {
    var viewModel: BookSearchObservationViewModel? = makeViewModel()
    weak let weakViewModel = viewModel
    viewModel!.viewDidAppear()
    try await searched("mo", viewModel!)
    try await repository.waitForRequests(count: 2)
    viewModel!.queryDidChange("mob")
    try await clock.waitForSleepers(count: 1)

    viewModel = nil

    #expect(weakViewModel == nil)
    #expect(repository.requests.map(\.state) == [.cancelled, .cancelled])
    #expect(clock.sleepers() == 0)
    #expect(!repository.resolve(1, with: [Self.mobyDick]))
  }
}
