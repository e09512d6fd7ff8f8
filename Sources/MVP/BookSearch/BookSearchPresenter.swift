import ScreenData
public import Services

/// The presentation logic of the BookSearch screen: lists every title, searches as the user types
/// after a 300 ms pause, and tells a passive ``BookSearchView`` what to show.
///
/// The debounce runs on the injected clock, so tests move virtual time instead of sleeping:
///
/// ```swift
/// let clock = TestClock()
/// let presenter = BookSearchPresenter(repository: InMemoryBookRepository(), clock: clock)
/// presenter.attachView(searchViewController)
/// presenter.viewDidAppear()        // startLoading(); later finishLoading(), display(rows:)
/// presenter.queryDidChange("mo")
/// presenter.queryDidChange("mob")  // nothing on screen yet
/// clock.advance(by: .milliseconds(300))  // one search, for "mob"
/// ```
///
/// What the view receives for each event:
/// - ``viewDidAppear()``: `startLoading()` at once; when the catalogue arrives `finishLoading()`
///   then `display(rows:)` with every title; on failure `finishLoading()` then
///   `displayError("Could not load books: <reason>")`. While search results are on screen the
///   catalogue reloads silently: it is only kept for clearing.
/// - ``queryDidChange(_:)``: nothing. ``debounceDelay`` after the last keystroke,
///   `startLoading()`; when the matches arrive `finishLoading()` then `display(rows:)`, or
///   `finishLoading()` then `displayNoMatches("No books match “<query>”")` when there are none;
///   on failure `finishLoading()` then `displayError("Could not search books: <reason>")`.
/// - ``clearButtonWasPressed()``: `clearQuery()`, `display(rows:)` with every title loaded so
///   far, `hideMessages()`, `finishLoading()`; no request.
/// - ``attachView(_:)`` and ``detachView()``: nothing.
///
/// The catalogue and the searches are separate requests. Only the latest search's answer is
/// ever shown: a new search, clearing and detaching cancel the search in flight, and an answer
/// that still arrives is dropped. A search does not cancel the catalogue: it arrives in the
/// background and clearing shows it; a new appearance reloads it.
@MainActor
public final class BookSearchPresenter {
  /// How long the query must stay unchanged before it is searched.
  nonisolated public static let debounceDelay = Duration.milliseconds(300)

  private let repository: any BookRepository
  private let clock: any Clock<Duration>
  // Weak: the view usually owns this presenter, so a strong reference back would be a cycle.
  private weak var view: (any BookSearchView)?
  /// Every title, from the last catalogue that arrived; what clearing shows.
  private var allTitles: [BookViewData] = []
  /// `true` while the rows show the catalogue (before any search and after clearing), so the
  /// catalogue's arrival is rendered; `false` while they show search results.
  private var showsAllTitles = true
  private var loadTask: Task<Void, Never>?
  private var debounceTask: Task<Void, Never>?
  private var searchTask: Task<Void, Never>?
  /// Tells the latest search from the superseded ones.
  private var searchGeneration = 0

  /// Creates a presenter that lists and searches `repository`, debouncing on `clock`.
  ///
  /// - Parameters:
  ///   - repository: Where the books come from.
  ///   - clock: Measures the 300 ms pause; inject a `TestClock` in tests.
  public init(repository: any BookRepository, clock: any Clock<Duration> = ContinuousClock()) {
    self.repository = repository
    self.clock = clock
  }

  deinit {
    // Nonisolated; see "Isolation" in MVP.docc.
    loadTask?.cancel()
    debounceTask?.cancel()
    searchTask?.cancel()
  }

  /// Starts sending screen updates to `view`, which is held weakly.
  public func attachView(_ view: any BookSearchView) {
    self.view = view
  }

  /// Cancels the catalogue, the pending debounce and the search in flight, and stops sending
  /// updates: nothing reaches the view afterwards.
  public func detachView() {
    loadTask?.cancel()
    debounceTask?.cancel()
    cancelSearch()
    view = nil
  }

  /// Loads every title when the screen appears.
  public func viewDidAppear() {
    // Latest wins: a new appearance replaces the catalogue load in flight.
    loadTask?.cancel()
    if showsAllTitles {
      view?.startLoading()
    }
    loadTask = Task { [weak self, repository] in
      do {
        let books = try await repository.allBooks()
        guard !Task.isCancelled else { return }
        self?.showCatalogue(books)
      } catch {
        guard !Task.isCancelled, !(error is CancellationError) else { return }
        self?.showCatalogueFailure(error)
      }
    }
  }

  /// Searches `text` once the user has stopped typing for ``debounceDelay``.
  public func queryDidChange(_ text: String) {
    debounceTask?.cancel()
    let sleepUntilDeadline = clock.sleeper(for: Self.debounceDelay)
    debounceTask = Task { [weak self] in
      do {
        try await sleepUntilDeadline()
      } catch {
        return
      }
      // NB: the sleep can end just before a newer keystroke cancels this task; that one wins.
      guard !Task.isCancelled else { return }
      self?.search(for: text)
    }
  }

  /// Empties the query and shows every title again, without a request.
  public func clearButtonWasPressed() {
    debounceTask?.cancel()
    cancelSearch()
    showsAllTitles = true
    guard let view else { return }
    view.clearQuery()
    view.display(rows: allTitles)
    view.hideMessages()
    view.finishLoading()
  }

  private func search(for query: String) {
    cancelSearch()
    let generation = searchGeneration
    showsAllTitles = false
    view?.startLoading()
    searchTask = Task { [weak self, repository] in
      let result: Result<[Book], any Error>
      do {
        result = .success(try await repository.books(matching: query))
      } catch {
        result = .failure(error)
      }
      // NB: cancelling is not enough: a repository may answer anyway, or the answer may be on
      // its way to the main actor already; only the latest search may reach the screen.
      guard let self, generation == self.searchGeneration else { return }
      self.showSearchResult(result, for: query)
    }
  }

  private func cancelSearch() {
    searchTask?.cancel()
    searchGeneration += 1
  }

  private func showCatalogue(_ books: [Book]) {
    allTitles = books.map(BookViewData.init(formatting:))
    guard showsAllTitles, let view else { return }
    view.finishLoading()
    view.display(rows: allTitles)
  }

  private func showCatalogueFailure(_ error: any Error) {
    guard showsAllTitles, let view else { return }
    view.finishLoading()
    view.displayError(BookSearchText.loadFailure(error))
  }

  private func showSearchResult(_ result: Result<[Book], any Error>, for query: String) {
    guard let view else { return }
    switch result {
    case .success(let books):
      view.finishLoading()
      if books.isEmpty {
        view.displayNoMatches(BookSearchText.noMatches(for: query))
      } else {
        view.display(rows: books.map(BookViewData.init(formatting:)))
      }
    case .failure(let error):
      // A cancelled search is always superseded, so the generation check has dropped it.
      view.finishLoading()
      view.displayError(BookSearchText.searchFailure(error))
    }
  }
}
