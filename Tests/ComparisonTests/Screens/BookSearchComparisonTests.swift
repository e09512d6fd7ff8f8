import PresentationTesting
import Services
import Testing

@testable import Comparison
@testable import PatternStudy

/// The BookSearch scenarios on each pattern: what the screen shows and what it cost.
///
/// Every keystroke writes the search field once as the user types, in both patterns; that write
/// is the user's, not a view call. Where the counts differ, it is the patterns' nature:
/// - binding calls every output's observer once at bind time (5 view calls: query, spinner,
///   rows, message, error; 7 writes, all redundant), where the presenter sends nothing on
///   attach;
/// - the view model owns the query (`query` output, bound both ways), so every keystroke comes
///   back as one view call that writes the text the field already shows (redundant); the
///   presenter leaves the field to the view and sends nothing until the debounce fires;
/// - a view-model action sets each output it touches: a search start sets `isLoading`, clears
///   `noMatchesMessage` and `errorMessage` (3 calls, 5 writes, 4 redundant) where the
///   presenter sends one `startLoading()` (3 writes, 2 redundant); appear sets `isLoading` and
///   clears `errorMessage` only (2 calls, 3 writes);
/// - a result: the view model sets `rows` (and the message) then `isLoading`, one call each;
///   the presenter sends `finishLoading()` then `display(rows:)` / `displayNoMatches(_:)` /
///   `displayError(_:)`, the last two writing the rows and the label's text and visibility in
///   one call;
/// - clear: the view model sets all five outputs (5 calls: query, rows, message, error,
///   spinner); the presenter sends `clearQuery()`, `display(rows:)`, `hideMessages()` and
///   `finishLoading()` (4 calls), and hides the labels without rewriting their texts.
@MainActor
@Suite struct BookSearchComparisonTests {
  typealias Row = ScreenSnapshot.Row

  nonisolated static let expectedCounts: [String: [Arm: ViewCounts]] = [
    // MVVM: 5 at bind + 2 on appear + rows and isLoading on arrival. MVP: startLoading (both
    // label hides redundant), finishLoading, display(rows:).
    "booksearch.appear@10": [.mvvm: ViewCounts(9, 12, 9), .mvp: ViewCounts(3, 5, 2)],
    // Appear, then per keystroke: MVVM 1 call and 2 writes (the user's, and the echo,
    // redundant), MVP 0 calls and the user's write; then one search: MVVM 3 + 2 calls, MVP
    // startLoading, finishLoading, display(rows:).
    "booksearch.burst@5": [.mvvm: ViewCounts(19, 29, 18), .mvp: ViewCounts(6, 15, 4)],
    "booksearch.burst@20": [.mvvm: ViewCounts(34, 59, 33), .mvp: ViewCounts(6, 30, 4)],
    // The result: MVVM rows [], the message (text and shown), isLoading false; MVP
    // finishLoading, then displayNoMatches writes the rows and the message's text and flag.
    "booksearch.no-match@10": [.mvvm: ViewCounts(16, 23, 14), .mvp: ViewCounts(6, 13, 4)],
    // Two searches: the second start re-sends a spinner already shown (1 more redundant
    // write: MVVM isLoading true, MVP startLoading's spinner); the stale answer for "a" never
    // reaches the view in either.
    "booksearch.out-of-order@10": [.mvvm: ViewCounts(19, 28, 20), .mvp: ViewCounts(7, 15, 7)],
    // After a no-match, clear: MVVM 5 calls, 7 writes (the error's text and flag and the
    // spinner redundant); MVP 4 calls, 5 writes (the error hiding and the spinner redundant).
    "booksearch.clear@10": [.mvvm: ViewCounts(21, 30, 17), .mvp: ViewCounts(10, 18, 6)],
    // As clear, with one more keystroke first (MVVM echoes it: 1 call, 2 writes, 1 redundant;
    // MVP: the user's write); the pending keystroke then never searches, in either.
    "booksearch.clear-pending-edit@10": [
      .mvvm: ViewCounts(22, 32, 18), .mvp: ViewCounts(10, 19, 6),
    ],
    // The search starts while the titles load, so its start re-sends a spinner already shown;
    // clear as above, but the message was never shown (its writes redundant in MVVM, its
    // hiding in MVP); both fill the rows with the titles that arrived during the search.
    "booksearch.search-while-titles-load@10": [
      .mvvm: ViewCounts(18, 26, 20), .mvp: ViewCounts(8, 14, 8),
    ],
    // As no-match, with the error label instead of the message.
    "booksearch.error@10": [.mvvm: ViewCounts(16, 23, 14), .mvp: ViewCounts(6, 13, 4)],
    // Listing fails: MVVM rows [] (redundant), the error, isLoading; MVP finishLoading, then
    // displayError (its rows [] redundant).
    "booksearch.load-error@0": [.mvvm: ViewCounts(10, 14, 10), .mvp: ViewCounts(3, 7, 3)],
    // Closed with a search in flight and a keystroke pending: MVVM bind, appear, arrival, two
    // echoed keystrokes and a search start; MVP startLoading, finishLoading, display(rows:),
    // two typed keystrokes and startLoading. Nothing after the close in either.
    "booksearch.close-mid-request@10": [.mvvm: ViewCounts(14, 21, 15), .mvp: ViewCounts(4, 10, 4)],
  ]

  nonisolated static let scenarios = BookSearchScreen.definition.scenarios(sizes: [10])

  static let allTitles = SampleData.seedBooks.map { Row($0.title) }

  @Test(arguments: scenarios, [Arm.mvp, .mvvm])
  func countsAreTheExpectedOnes(scenario: Scenario, arm: Arm) async throws {
    let expected = try #require(Self.expectedCounts[scenario.id]?[arm])
    let run = await run(scenario, on: arm)
    #expect(run.counts == expected)
  }

  @Test(arguments: Arm.all)
  func appearListsEveryTitle(arm: Arm) async throws {
    let run = await run(BookSearchScenarios.appear(size: 10), on: arm)
    #expect(
      run.snapshot(after: "appear")?.rows("books")
        == SampleData.books(count: 10).map {
          Row($0.title)
        })
    #expect(run.snapshot(after: "appear")?.isVisible("spinner") == false)
    #expect(run.snapshot(after: "appear")?.text("search") == "")
  }

  @Test(arguments: Arm.all, [5, 20])
  func aBurstOfKeystrokesSearchesOnceForTheWholeQuery(arm: Arm, keystrokes: Int) async {
    let repository = SpyBookRepository(wrapping: InMemoryBookRepository())
    let scenario = BookSearchScenarios.burst(keystrokes: keystrokes, repository: repository)
    let run = await run(scenario, on: arm)
    let query = String(BookSearchScenarios.burstTitle.prefix(keystrokes))
    // Typing changes nothing but the field until the debounce fires.
    for length in 1...keystrokes {
      let typed = String(query.prefix(length))
      let screen = run.snapshot(after: "type \"\(typed)\"")
      #expect(screen?.text("search") == typed)
      #expect(screen?.rows("books") == Self.allTitles)
      #expect(screen?.isVisible("spinner") == false)
    }
    #expect(run.snapshot(after: "300 ms pass")?.rows("books") == [Row("The Count of Monte Cristo")])
    #expect(run.snapshot(after: "300 ms pass")?.isVisible("spinner") == false)
    #expect(repository.recordedCalls == [.all, .matching(query)])
  }

  @Test(arguments: Arm.all)
  func aQueryWithNoMatchSaysSoQuotingIt(arm: Arm) async {
    let run = await run(BookSearchScenarios.noMatch(), on: arm)
    let screen = run.snapshot(after: "300 ms pass")
    #expect(screen?.text("message") == "No books match \u{201C}Dracula\u{201D}")
    #expect(screen?.rows("books") == [])
    #expect(screen?.isVisible("spinner") == false)
    #expect(screen?.isVisible("error") == false)
    #expect(screen?.text("search") == "Dracula")
  }

  @Test(arguments: Arm.all)
  func anOlderQuerysLateAnswerIsDropped(arm: Arm) async {
    let repository = ControllableBookRepository()
    let run = await run(BookSearchScenarios.outOfOrder(repository: repository), on: arm)
    #expect(run.snapshot(after: "300 ms pass")?.isVisible("spinner") == true)
    let newest = run.snapshot(after: "\"ab\" answers")
    #expect(newest?.rows("books") == [Row("Les Misérables")])
    #expect(newest?.isVisible("spinner") == false)
    #expect(run.snapshot(after: "\"a\" answers late") == newest)
    #expect(repository.recordedQueries == ["a", "ab"])
    // Starting the search for "ab" cancelled the one for "a", whose answer was never delivered.
    #expect(repository.requests.map(\.state) == [.resolved, .cancelled, .resolved])
  }

  @Test(arguments: Arm.all)
  func clearShowsEveryTitleAgainWithoutARequest(arm: Arm) async {
    let repository = SpyBookRepository(wrapping: InMemoryBookRepository())
    let run = await run(BookSearchScenarios.clear(repository: repository), on: arm)
    #expect(run.snapshot(after: "300 ms pass")?.isVisible("message") == true)
    let screen = run.snapshot(after: "clear")
    #expect(screen?.text("search") == "")
    #expect(screen?.rows("books") == Self.allTitles)
    #expect(screen?.isVisible("message") == false)
    #expect(screen?.isVisible("error") == false)
    #expect(screen?.isVisible("spinner") == false)
    #expect(repository.recordedCalls == [.all, .matching("Dracula")])
  }

  @Test(arguments: Arm.all)
  func aKeystrokePendingAtClearNeverSearches(arm: Arm) async {
    let repository = SpyBookRepository(wrapping: InMemoryBookRepository())
    let run = await run(
      BookSearchScenarios.clearWithAPendingEdit(repository: repository), on: arm)
    #expect(run.snapshot(after: "type \"Dracula!\"")?.isVisible("message") == true)
    let screen = run.snapshot(after: "clear")
    #expect(screen?.text("search") == "")
    #expect(screen?.rows("books") == Self.allTitles)
    #expect(run.finalSnapshot == screen)
    // The keystroke pending at clear was never searched, and clear asked for nothing.
    #expect(repository.recordedCalls == [.all, .matching("Dracula")])
  }

  @Test(arguments: Arm.all)
  func clearShowsTheTitlesThatArrivedDuringASearch(arm: Arm) async {
    let repository = ControllableBookRepository()
    let scenario = BookSearchScenarios.searchWhileTitlesLoad(repository: repository)
    let run = await run(scenario, on: arm)
    #expect(run.snapshot(after: "results arrive")?.rows("books") == [Row("Moby-Dick")])
    // The search did not cancel the title load, so the titles were kept for clear.
    #expect(repository.requests.first?.state == .resolved)
    #expect(run.snapshot(after: "clear")?.rows("books") == Self.allTitles)
  }

  @Test(arguments: Arm.all)
  func aFailedSearchShowsTheReason(arm: Arm) async {
    let run = await run(BookSearchScenarios.error(), on: arm)
    let screen = run.snapshot(after: "300 ms pass")
    #expect(
      screen?.text("error") == "Could not search books: The server responded with status 503.")
    #expect(screen?.rows("books") == [])
    #expect(screen?.isVisible("message") == false)
    #expect(screen?.isVisible("spinner") == false)
  }

  @Test(arguments: Arm.all)
  func aFailedListingShowsTheReason(arm: Arm) async {
    let run = await run(BookSearchScenarios.loadError(), on: arm)
    let screen = run.snapshot(after: "appear")
    #expect(screen?.text("error") == "Could not load books: The network connection was lost.")
    #expect(screen?.rows("books") == [])
    #expect(screen?.isVisible("spinner") == false)
  }

  @Test(arguments: Arm.all)
  func closingMidRequestCancelsTheSearchAndTheDebounce(arm: Arm) async {
    let repository = ControllableBookRepository()
    let clock = TestClock()
    let scenario = BookSearchScenarios.closeMidRequest(repository: repository, clock: clock)
    let run = await run(scenario, on: arm)
    #expect(run.snapshot(after: "close")?.isVisible("spinner") == true)
    #expect(run.snapshot(after: "close")?.text("search") == "Moby-D")
    #expect(run.snapshot(after: "results arrive late") == run.snapshot(after: "close"))
    #expect(repository.requests.map(\.state) == [.resolved, .cancelled])
    // The keystroke's debounce was sleeping on the clock when the screen closed.
    #expect(clock.sleepers() == 0)
    #expect(run.leaks == [])
  }
}
