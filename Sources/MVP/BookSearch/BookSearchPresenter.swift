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
  public nonisolated static let debounceDelay = Duration.milliseconds(300)

  private let repository: any BookRepository
  private let clock: any Clock<Duration>
  // Weak: the view usually owns this presenter, so a strong reference back would be a cycle.
  private weak var view: (any BookSearchView)?
  /// Every title, from the last successful appear; what clear shows again.
  private var allTitles: [BookViewData] = []
  /// `true` while the rows are meant to show every title: until a search starts, and again
  /// after clear. The book list only reaches the screen then, so a late list never replaces
  /// a search's results.
  private var showsAllTitles = true
  private var loadTask: Task<Void, Never>?
  private var debounceTask: Task<Void, Never>?
  private var searchTask: Task<Void, Never>?
  /// Increases with every search and every clear; a search result is shown only if its
  /// generation is still the latest.
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

  /// Call when the screen appears: lists every title.
  public func viewDidAppear() {
    loadTask?.cancel()
    // A search has the spinner and the rows meanwhile; the list is only kept for clear.
    if showsAllTitles {
      view?.startLoading()
    }
    loadTask = Task { [weak self, repository] in
      do {
        let books = try await repository.allBooks()
        guard !Task.isCancelled else { return }
        self?.showAllTitles(books)
      } catch {
        guard !Task.isCancelled else { return }
        self?.showLoadFailure(error)
      }
    }
  }

  /// Call when the user edits the search text: searches for it once it has not changed for
  /// ``debounceDelay``.
  ///
  /// Nothing changes on screen until then.
  public func queryDidChange(_ text: String) {
    debounceTask?.cancel()
    let sleepUntilDeadline = clock.sleeper(for: Self.debounceDelay)
    debounceTask = Task { [weak self] in
      do {
        try await sleepUntilDeadline()
      } catch {
        return
      }
      // NB: the sleep can end just before a newer keystroke or a clear cancels this task; they
      // win.
      guard !Task.isCancelled else { return }
      self?.search(for: text)
    }
  }

  /// Call when the user taps the clear button: empties the search text and shows every title
  /// again, without a request.
  ///
  /// The pending debounce and the search in flight are cancelled.
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

  /// Cancels the search in flight and makes any answer it still gives stale.
  private func cancelSearch() {
    searchTask?.cancel()
    searchGeneration &+= 1
  }

  private func showAllTitles(_ books: [Book]) {
    allTitles = books.map(BookViewData.init(formatting:))
    guard showsAllTitles, let view else { return }
    view.finishLoading()
    view.display(rows: allTitles)
  }

  private func showLoadFailure(_ error: any Error) {
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
