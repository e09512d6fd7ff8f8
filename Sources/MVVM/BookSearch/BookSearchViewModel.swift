public import ScreenData
public import Services
public import Signals

/// The presentation logic of the book search: lists every title, then searches the repository
/// 300 ms after the user stops typing, showing only the latest query's results.
///
/// The search field is bound both ways: the view forwards each edit to ``queryDidChange(_:)``
/// and shows the ``query`` output, which the view model empties on clear.
///
/// ```swift
/// let viewModel = BookSearchViewModel(repository: InMemoryBookRepository())
/// var subscriptions = Set<Subscription>()
/// viewModel.query.observe { searchField.text = $0 }.store(in: &subscriptions)
/// viewModel.rows.observe { table.rows = $0 }.store(in: &subscriptions)
/// // … isLoading, noMatchesMessage, errorMessage likewise …
/// viewModel.viewDidAppear()        // every title
/// viewModel.queryDidChange("mo")
/// viewModel.queryDidChange("mob")  // 300 ms later: one search, for "mob"
/// ```
///
/// Closing the screen cancels the pending debounce and every request in flight; see "Time is
/// injected" and "Closing cancels" in the ``MVVM`` overview.
@MainActor
public final class BookSearchViewModel {
  /// The search text, as typed and "" after clear; drives the search field's text.
  ///
  /// It echoes every keystroke, so the field receives the text it already shows; clear is
  /// the only change that comes from the view model.
  ///
  /// A view that writes it into the field must not report the write as an edit; see "Fields
  /// bound both ways" in the ``MVVM`` overview.
  public var query: Observable<String> { _query }

  /// Whether the book list or a search is loading; drives the spinner (shown while `true`).
  public var isLoading: Observable<Bool> { _isLoading }

  /// The titles shown: every title after appear and after clear, a search's results after a
  /// search; drives the table's rows.
  public var rows: Observable<[BookViewData]> { _rows }

  /// The text "No books match “<query>”" when a search found nothing, or `nil`; drives the
  /// no-matches label (shown with this text, hidden while `nil`).
  public var noMatchesMessage: Observable<String?> { _noMatchesMessage }

  /// The error text, such as "Could not search books: The request timed out.", or `nil`;
  /// drives the error label (shown with this text, hidden while `nil`).
  public var errorMessage: Observable<String?> { _errorMessage }

  private let repository: any BookRepository
  private let _query = MutableObservable("")
  private let _isLoading = MutableObservable(false)
  private let _rows = MutableObservable<[BookViewData]>([])
  private let _noMatchesMessage = MutableObservable<String?>(nil)
  private let _errorMessage = MutableObservable<String?>(nil)

  /// The user's edits of the search text; clearing is not one.
  private let edits = Signal<String>()
  /// Searches each edit once it has stood for 300 ms on the injected scheduler.
  private var searchSettledEdits: Subscription?

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
    // Unowned: this view model owns the subscription, which releases the closure when the
    // view model goes, so the closure never runs without it (and weak would cost a load).
    searchSettledEdits = edits.debounce(for: .milliseconds(300), scheduler: scheduler)
      .observe { [unowned self] text in
        // NB: clear empties the query without an edit, so an edit still pending from before
        // it no longer matches the query and must not search.
        guard text == _query.value else { return }
        search(for: text)
      }
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
      _isLoading.value = true
      _errorMessage.value = nil
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
  /// Nothing else changes on screen until then.
  public func queryDidChange(_ text: String) {
    _query.value = text
    edits.send(text)
  }

  /// Call when the user taps the clear button: empties the search text and shows every title
  /// again, without a request.
  ///
  /// A pending edit is dropped (it no longer matches the query when it fires) and the search in
  /// flight is cancelled.
  public func clearButtonWasPressed() {
    // Emptying the query is not an edit, so it starts no debounce; an edit still pending
    // finds the query changed when it fires and searches nothing.
    cancelSearch()
    showsAllTitles = true
    _query.value = ""
    _rows.value = allTitles
    _noMatchesMessage.value = nil
    _errorMessage.value = nil
    _isLoading.value = false
  }

  private func search(for query: String) {
    cancelSearch()
    let generation = searchGeneration
    showsAllTitles = false
    // The error is hidden too, as every other screen does when a new load starts.
    _isLoading.value = true
    _noMatchesMessage.value = nil
    _errorMessage.value = nil
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
    _rows.value = allTitles
    _isLoading.value = false
  }

  private func showLoadFailure(_ error: any Error) {
    guard showsAllTitles else { return }
    _rows.value = []
    _errorMessage.value = BookSearchText.loadFailure(error)
    _isLoading.value = false
  }

  private func showSearchResult(_ result: Result<[Book], any Error>, for query: String) {
    switch result {
    case .success(let books):
      _rows.value = books.map(BookViewData.init(formatting:))
      if books.isEmpty {
        _noMatchesMessage.value = BookSearchText.noMatches(for: query)
      }
    case .failure(let error):
      // A cancelled search is always superseded, so the generation check has dropped it.
      _rows.value = []
      _errorMessage.value = BookSearchText.searchFailure(error)
    }
    _isLoading.value = false
  }
}
