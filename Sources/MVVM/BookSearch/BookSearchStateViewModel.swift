import ScreenData
public import Services
public import Signals

/// The presentation logic of the book search, publishing the whole screen as one
/// ``BookSearchState``: lists every title, then searches the repository 300 ms after the user
/// stops typing, showing only the latest query's results.
///
/// The search field is bound both ways: the view forwards each edit to ``queryDidChange(_:)``
/// and shows the state's `query`, which the view model empties on clear.
///
/// ```swift
/// let viewModel = BookSearchStateViewModel(repository: InMemoryBookRepository())
/// let subscription = viewModel.state.observe { state in
///   if searchField.text != state.query { searchField.text = state.query }
///   spinner.isAnimating = state.isLoading
///   if state.rows != table.rows { table.rows = state.rows }
///   // … no-matches and error labels likewise …
/// }
/// viewModel.viewDidAppear()        // every title
/// viewModel.queryDidChange("mo")
/// viewModel.queryDidChange("mob")  // 300 ms later: one search, for "mob"
/// ```
///
/// Closing the screen cancels the pending debounce and every request in flight; see "Time is
/// injected", "One state per screen" and "Closing cancels" in the ``MVVM`` overview.
@MainActor
public final class BookSearchStateViewModel {
  /// The whole screen: search text, spinner, rows, no-matches message and error; notified once
  /// per action or result that changes it.
  ///
  /// Its `query` echoes every keystroke, so the field is told the text it already shows; clear
  /// is the only change of it that comes from the view model.
  ///
  /// A view that writes the query into the field must not report the write as an edit; see
  /// "Fields bound both ways" in the ``MVVM`` overview.
  public var state: Observable<BookSearchState> { _state }

  private let repository: any BookRepository
  private let _state = MutableObservable(BookSearchState())

  /// What measures the 300 ms debounce.
  private let scheduler: any Scheduler
  /// The search of the last edit, scheduled 300 ms after it; a new edit or clear replaces or
  /// cancels it.
  private var pendingSearch: Subscription?

  /// Every title, from the last successful appear; what clear shows again.
  private var allTitles: [BookViewData] = []
  /// `true` while the rows are meant to show every title: until a search starts, and again
  /// after clear. The book list only reaches the screen then, so a late list never replaces
  /// a search's results.
  private var showsAllTitles = true
  private var loadTask: Task<Void, Never>?
  private var searchTask: Task<Void, Never>?
  /// Increases with every search and every clear; a search result is shown only if its
  /// generation is still the latest.
  private var searchGeneration = 0

  /// Creates the view model of a book search over `repository`.
  ///
  /// - Parameters:
  ///   - repository: Where the titles and the search results come from.
  ///   - scheduler: What measures the 300 ms debounce; a `TestScheduler` makes it virtual.
  public init(
    repository: any BookRepository,
    scheduler: any Scheduler = MainActorScheduler()
  ) {
    self.repository = repository
    self.scheduler = scheduler
  }

  deinit {
    // Nonisolated; see "Isolation" in MVVM.docc.
    loadTask?.cancel()
    searchTask?.cancel()
  }

  /// Call when the screen appears: lists every title.
  public func viewDidAppear() {
    loadTask?.cancel()
    // A search has the spinner and the rows meanwhile; the list is only kept for clear.
    if showsAllTitles {
      change { state in
        state.isLoading = true
        state.errorMessage = nil
      }
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
  /// 300 ms.
  ///
  /// Only the state's `query` changes until then.
  public func queryDidChange(_ text: String) {
    change { state in state.query = text }
    // Unowned: this view model owns the pending search, whose release cancels it, so the action
    // never runs without the view model (and weak would cost a load). The search replaced here
    // is released, so cancelled: only the last edit's search runs.
    pendingSearch = scheduler.schedule(after: .milliseconds(300)) { [unowned self] in
      search(for: text)
    }
  }

  /// Call when the user taps the clear button: empties the search text and shows every title
  /// again, without a request.
  ///
  /// The search still pending for an edit and the search in flight are cancelled.
  public func clearButtonWasPressed() {
    // Emptying the query is not an edit, so it starts no debounce; released, the pending
    // search is cancelled.
    pendingSearch = nil
    cancelSearch()
    showsAllTitles = true
    change { state in
      state.query = ""
      state.isLoading = false
      state.noMatchesMessage = nil
      state.errorMessage = nil
      state.rows = allTitles
    }
  }

  private func search(for query: String) {
    cancelSearch()
    let generation = searchGeneration
    showsAllTitles = false
    // The error is hidden too, as every other screen does when a new load starts.
    change { state in
      state.isLoading = true
      state.noMatchesMessage = nil
      state.errorMessage = nil
    }
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
    guard showsAllTitles else { return }
    change { state in
      state.isLoading = false
      state.rows = allTitles
    }
  }

  private func showLoadFailure(_ error: any Error) {
    guard showsAllTitles else { return }
    change { state in
      state.isLoading = false
      state.errorMessage = BookSearchText.loadFailure(error)
      state.rows = []
    }
  }

  private func showSearchResult(_ result: Result<[Book], any Error>, for query: String) {
    switch result {
    case .success(let books):
      change { state in
        state.isLoading = false
        state.noMatchesMessage = books.isEmpty ? BookSearchText.noMatches(for: query) : nil
        state.rows = books.map(BookViewData.init(formatting:))
      }
    case .failure(let error):
      // A cancelled search is always superseded, so the generation check has dropped it.
      change { state in
        state.isLoading = false
        state.errorMessage = BookSearchText.searchFailure(error)
        state.rows = []
      }
    }
  }

  /// Publishes `body` applied to the state last set, even while an earlier one is being
  /// delivered, unless nothing changed (MVVM.docc).
  private func change(_ body: (inout BookSearchState) -> Void) {
    _state.modifyUnlessEqual(body)
  }
}
