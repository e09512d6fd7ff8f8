import Comparison
import PresentationTesting
import Services

/// The BookSearch scenarios: listing every title at each size, a burst of keystrokes, a query
/// with no match, an out-of-order response, clear, a search while the titles load, errors and
/// closing mid-request.
///
/// Time is virtual: each run gets its own `TestClock`, which the scripts advance by the 300 ms
/// of the debounce once the debounce sleeps on it (`waitForSleepers`, between steps). A test may
/// pass a scenario the repository (or clock) whose calls, requests or sleepers it then reads.
enum BookSearchScenarios {
  static func all(sizes: [Int]) -> [BookSearchScenario] {
    sizes.map(appear) + [burst(keystrokes: 5), burst(keystrokes: 20)]
      + [
        noMatch(), outOfOrder(), clear(), clearWithAPendingEdit(), searchWhileTitlesLoad(), error(),
        loadError(),
        closeMidRequest(),
      ]
  }

  /// The seed title whose prefixes the burst types: "The C" and longer match only this book.
  static let burstTitle = "The Count of Monte Cristo"

  /// Runs `script` on a BookSearch driver of `arm` over a fresh `repository` and clock.
  private static func scenario<Repository: BookRepository>(
    _ name: String, size: Int,
    repository: @autoclosure @escaping @Sendable () -> Repository,
    clock: @autoclosure @escaping @Sendable () -> TestClock = TestClock(),
    script:
      @escaping @MainActor (any BookSearchDriver, Repository, TestClock, ScenarioContext)
      async throws ->
      Void
  ) -> BookSearchScenario {
    BookSearchScenario(name, size: size) { open, context in
      let (repository, clock) = (repository(), clock())
      let driver = try open(BookSearchDependencies(repository: repository, clock: clock))
      try await script(driver, repository, clock, context)
    }
  }

  /// Brings the screen to every seed title, unmeasured.
  @MainActor
  private static func appeared(_ driver: any BookSearchDriver, _ context: ScenarioContext)
    async throws
  {
    try await context.appear(spinner: driver.widgets.spinner, measured: false) { driver.appear() }
  }

  /// Types `text`, unmeasured, then lets the 300 ms of the debounce pass in the step `label`.
  @MainActor
  private static func search(
    _ text: String, _ driver: any BookSearchDriver, _ clock: TestClock, _ context: ScenarioContext,
    pass label: String = "300 ms pass", measured: Bool = false,
    settled: (@MainActor () -> Bool)? = nil
  ) async throws {
    try await context.step("type \"\(text)\"", measured: false) { driver.type(text) }
    try await clock.waitForSleepers(count: 1, timeout: context.waitLimit)
    try await context.step(label, measured: measured, settled: settled) {
      clock.advance(by: .milliseconds(300))
    }
  }

  /// The screen appears and lists `size` titles.
  static func appear(size: Int) -> BookSearchScenario {
    let books = SampleRows(count: size) { SampleData.books(count: $0) }
    return scenario(
      "booksearch.appear", size: size, repository: InMemoryBookRepository(books: books.rows)
    ) { driver, _, _, context in
      try await context.appear(spinner: driver.widgets.spinner) { driver.appear() }
    }
  }

  /// The user types the first `keystrokes` characters of ``burstTitle`` one by one (each
  /// keystroke is a synchronous, measured step that changes nothing but the field), then the
  /// 300 ms pass: a single search, for the whole query, reaches the repository.
  static func burst(
    keystrokes: Int,
    repository: @autoclosure @escaping @Sendable () -> SpyBookRepository =
      SpyBookRepository(wrapping: InMemoryBookRepository())
  ) -> BookSearchScenario {
    precondition(
      (1...burstTitle.count).contains(keystrokes), "a burst types 1…\(burstTitle.count) keystrokes")
    let match = [ScreenSnapshot.Row(burstTitle)]
    return scenario(
      "booksearch.burst", size: keystrokes, repository: repository()
    ) { driver, _, clock, context in
      try await appeared(driver, context)
      for length in 1...keystrokes {
        let text = String(burstTitle.prefix(length))
        try await context.step("type \"\(text)\"", kind: "keystroke") { driver.type(text) }
      }
      try await clock.waitForSleepers(count: 1, timeout: context.waitLimit)
      try await context.step(
        "300 ms pass", measured: false, settled: { driver.widgets.rows.value == match }
      ) {
        clock.advance(by: .milliseconds(300))
      }
    }
  }

  /// A query that no title contains: the list empties and the message quotes the query.
  static func noMatch() -> BookSearchScenario {
    scenario(
      "booksearch.no-match", size: 10, repository: InMemoryBookRepository()
    ) { driver, _, clock, context in
      try await appeared(driver, context)
      try await search(
        "Dracula", driver, clock, context, measured: true,
        settled: { !driver.widgets.noMatches.isHidden.value })
    }
  }

  /// The user searches "a", then "ab"; the answer for "ab" comes first, and the answer for "a",
  /// coming late, changes nothing.
  static func outOfOrder(
    repository: @autoclosure @escaping @Sendable () -> ControllableBookRepository =
      ControllableBookRepository()
  ) -> BookSearchScenario {
    let all = SampleData.seedBooks
    let matchingA = all.filter { $0.title.lowercased().contains("a") }
    let matchingAB = all.filter { $0.title.lowercased().contains("ab") }
    let rowsAB = matchingAB.map { ScreenSnapshot.Row($0.title) }
    return scenario(
      "booksearch.out-of-order", size: 10, repository: repository()
    ) { driver, repository, clock, context in
      try await context.step("appear", measured: false) { driver.appear() }
      try await repository.waitForRequests(count: 1, timeout: context.waitLimit)
      try await context.step(
        "titles arrive", measured: false, settled: { !driver.widgets.spinner.value }
      ) {
        repository.resolve(0, with: all)
      }
      try await search("a", driver, clock, context, settled: { driver.widgets.spinner.value })
      try await repository.waitForRequests(count: 2, timeout: context.waitLimit)
      // The spinner already shows: the search for "ab" starting changes nothing visible, so
      // the step has no condition; the request reaching the repository marks its start.
      try await search("ab", driver, clock, context, pass: "300 ms pass again")
      try await repository.waitForRequests(count: 3, timeout: context.waitLimit)
      try await context.step("\"ab\" answers", settled: { driver.widgets.rows.value == rowsAB }) {
        repository.resolve(2, with: matchingAB)
      }
      // NB: starting the search for "ab" cancelled this request, so nothing is delivered;
      // the layers' own tests cover an answer that arrives despite the cancellation.
      try await context.step("\"a\" answers late", measured: false) {
        repository.resolve(1, with: matchingA)
      }
    }
  }

  /// After a search found nothing, with nothing pending, the user clears the query: every title
  /// shows again, without a request.
  ///
  /// NB: nothing may be pending when the clear is timed: a presenter cancels a pending debounce
  /// inside the clear, while a debounce operator lets its timer fire later and find nothing to
  /// do, outside any timed step; timing a clear with an edit pending would compare different
  /// work. ``clearWithAPendingEdit(repository:)`` checks that case for behaviour.
  static func clear(
    repository: @autoclosure @escaping @Sendable () -> SpyBookRepository =
      SpyBookRepository(wrapping: InMemoryBookRepository())
  ) -> BookSearchScenario {
    scenario("booksearch.clear", size: 10, repository: repository()) {
      driver, _, clock, context in
      try await searchedForDracula(driver, clock, context)
      try await context.step("clear") { driver.clear() }
    }
  }

  /// After a search found nothing and with another keystroke pending, the user clears the
  /// query: every title shows again, and the pending keystroke never searches.
  ///
  /// A check of behaviour, not a benchmark: no step is measured.
  static func clearWithAPendingEdit(
    repository: @autoclosure @escaping @Sendable () -> SpyBookRepository =
      SpyBookRepository(wrapping: InMemoryBookRepository())
  ) -> BookSearchScenario {
    scenario("booksearch.clear-pending-edit", size: 10, repository: repository()) {
      driver, _, clock, context in
      try await searchedForDracula(driver, clock, context)
      try await context.step("type \"Dracula!\"", measured: false) { driver.type("Dracula!") }
      try await clock.waitForSleepers(count: 1, timeout: context.waitLimit)
      try await context.step("clear", measured: false) { driver.clear() }
      // A debounce that survived the clear would search "Dracula!" now.
      try await context.step("300 ms pass", measured: false) {
        clock.advance(by: .milliseconds(300))
      }
    }
  }

  /// Brings the screen to the search for "Dracula", which matches nothing, unmeasured.
  @MainActor
  private static func searchedForDracula(
    _ driver: any BookSearchDriver, _ clock: TestClock, _ context: ScenarioContext
  ) async throws {
    try await appeared(driver, context)
    try await search(
      "Dracula", driver, clock, context, settled: { !driver.widgets.noMatches.isHidden.value })
  }

  /// The user searches while the titles are still loading: the search's results show, the
  /// titles that arrive meanwhile are kept without being shown, and clear shows them.
  ///
  /// A check of behaviour, not a benchmark: no step is measured.
  ///
  /// NB: MVP breaks parity here: `BookSearchPresenter` runs the title load and the searches in
  /// one request task, so the search cancels the title load and clear then shows no title.
  static func searchWhileTitlesLoad(
    repository: @autoclosure @escaping @Sendable () -> ControllableBookRepository =
      ControllableBookRepository()
  ) -> BookSearchScenario {
    let mobyDick = SampleData.seedBooks.filter { $0.title == "Moby-Dick" }
    let match = mobyDick.map { ScreenSnapshot.Row($0.title) }
    return scenario(
      "booksearch.search-while-titles-load", size: 10, repository: repository()
    ) { driver, repository, clock, context in
      try await context.step("appear", measured: false) { driver.appear() }
      try await repository.waitForRequests(count: 1, timeout: context.waitLimit)
      // The spinner already shows: the search starting changes nothing visible, so the step
      // has no condition; the request reaching the repository marks its start.
      try await search("Moby", driver, clock, context)
      try await repository.waitForRequests(count: 2, timeout: context.waitLimit)
      // NB: the titles arrive while the search runs, so nothing on screen shows that they were
      // handled; waiting for their delivery orders them before the results. (Resolving both in
      // one step relied on the main actor running the resumed tasks in resume order; under load
      // the @Observable arm once handled the results first and cleared to an empty list.)
      try await context.step("titles arrive", measured: false) {
        repository.resolve(0, with: SampleData.seedBooks)
      }
      try await repository.waitForDeliveries(count: 1, timeout: context.waitLimit)
      try await context.step(
        "results arrive", measured: false, settled: { driver.widgets.rows.value == match }
      ) {
        repository.resolve(1, with: mobyDick)
      }
      try await context.step("clear", measured: false) { driver.clear() }
    }
  }

  /// The search fails: the list empties and the error shows with its reason.
  static func error() -> BookSearchScenario {
    // Call 1 lists the titles; call 2, the search, fails.
    scenario(
      "booksearch.error", size: 10,
      repository: InMemoryBookRepository(failure: .everyNthCall(2, .server(statusCode: 503)))
    ) { driver, _, clock, context in
      try await appeared(driver, context)
      try await search(
        "Moby", driver, clock, context, measured: true,
        settled: { !driver.widgets.error.isHidden.value })
    }
  }

  /// Listing the titles fails: the error shows with its reason.
  static func loadError() -> BookSearchScenario {
    scenario(
      "booksearch.load-error", size: 0,
      repository: InMemoryBookRepository(failure: .always(.connectionLost))
    ) { driver, _, _, context in
      try await context.appear(spinner: driver.widgets.spinner) { driver.appear() }
    }
  }

  /// The screen closes while a search is in flight and the next keystroke's debounce is
  /// pending: the late answer changes nothing, and the debounce is cancelled.
  static func closeMidRequest(
    repository: @autoclosure @escaping @Sendable () -> ControllableBookRepository =
      ControllableBookRepository(),
    clock: @autoclosure @escaping @Sendable () -> TestClock = TestClock()
  ) -> BookSearchScenario {
    scenario(
      "booksearch.close-mid-request", size: 10, repository: repository(), clock: clock()
    ) { driver, repository, clock, context in
      try await context.step("appear", measured: false) { driver.appear() }
      try await repository.waitForRequests(count: 1, timeout: context.waitLimit)
      try await context.step(
        "titles arrive", measured: false, settled: { !driver.widgets.spinner.value }
      ) {
        repository.resolve(0, with: SampleData.seedBooks)
      }
      try await search("Moby", driver, clock, context, settled: { driver.widgets.spinner.value })
      try await repository.waitForRequests(count: 2, timeout: context.waitLimit)
      try await context.step("type \"Moby-D\"", measured: false) { driver.type("Moby-D") }
      try await clock.waitForSleepers(count: 1, timeout: context.waitLimit)
      context.close()
      try await context.step("results arrive late", measured: false) {
        repository.resolve(1, with: [SampleData.seedBooks[2]])
      }
    }
  }
}
