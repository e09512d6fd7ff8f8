public import Observation
public import ScreenData
public import Services

/// The presentation logic of the book search on Apple's Observation: lists every title, then
/// searches the repository 300 ms after the user stops typing, showing only the latest query's
/// results, all as observable stored properties.
///
/// The view forwards each edit of the search field to ``queryDidChange(_:)`` and shows
/// ``query``, which the view model empties on clear. The debounce sleeps on the injected clock,
/// so tests advance a `TestClock` instead of waiting:
///
/// ```swift
/// let clock = TestClock()
/// let viewModel = BookSearchObservationViewModel(
///   repository: InMemoryBookRepository(), clock: clock)
/// func render() {
///   withObservationTracking {
///     searchField.text = viewModel.query
///     table.rows = viewModel.rows
///     // … isLoading, noMatchesMessage, errorMessage likewise …
///   } onChange: {
///     Task { @MainActor in render() }  // fires once: render registers again
///   }
/// }
/// render()
/// viewModel.viewDidAppear()        // every title
/// viewModel.queryDidChange("mo")
/// viewModel.queryDidChange("mob")
/// clock.advance(by: .milliseconds(300))  // one search, for "mob"
/// ```
///
/// Closing the screen cancels the pending debounce and every request in flight; see "Closing
/// cancels" in the ``MVVM`` overview.
@Observable
@MainActor
public final class BookSearchObservationViewModel {
  // No assignment below is guarded by `!=`; see "Apple's Observation" in MVVM.docc.

  /// How long the query must stay unchanged before it is searched.
  public nonisolated static let debounceDelay = Duration.milliseconds(300)

  /// The search text, as typed and "" after clear; drives the search field's text.
  ///
  /// A view that writes it into the field must not report the write as an edit; see "Fields
  /// bound both ways" in the ``MVVM`` overview.
  public private(set) var query = ""

  /// Whether the book list or a search is loading; drives the spinner (shown while `true`).
  public private(set) var isLoading = false

  /// The titles shown: every title after appear and after clear, a search's results after a
  /// search; drives the table's rows.
  public private(set) var rows: [BookViewData] = []

  /// The text "No books match “<query>”" when a search found nothing, or `nil`; drives the
  /// no-matches label (shown with this text, hidden while `nil`).
  public private(set) var noMatchesMessage: String?

  /// The error text, such as "Could not search books: The request timed out.", or `nil`;
  /// drives the error label (shown with this text, hidden while `nil`).
  public private(set) var errorMessage: String?

  @ObservationIgnored private let repository: any BookRepository
  @ObservationIgnored private let clock: any Clock<Duration>
  /// Every title, from the last successful appear; what clear shows again.
  @ObservationIgnored private var allTitles: [BookViewData] = []
  /// `true` while the rows are meant to show every title: until a search starts, and again
  /// after clear. The book list only reaches the screen then, so a late list never replaces
  /// a search's results.
  @ObservationIgnored private var showsAllTitles = true
  @ObservationIgnored private var loadTask: Task<Void, Never>?
  @ObservationIgnored private var debounceTask: Task<Void, Never>?
  @ObservationIgnored private var searchTask: Task<Void, Never>?
  /// Increases with every search and every clear; a search result is shown only if its
  /// generation is still the latest.
  @ObservationIgnored private var searchGeneration = 0

  /// Creates the view model of a book search over `repository`.
  ///
  /// - Parameters:
  ///   - repository: Where the titles and the search results come from.
  ///   - clock: What measures the 300 ms debounce; a `TestClock` makes it virtual.
  public init(repository: any BookRepository, clock: any Clock<Duration> = ContinuousClock()) {
    self.repository = repository
    self.clock = clock
  }

  deinit {
    // Nonisolated; see "Isolation" in MVVM.docc.
    loadTask?.cancel()
    debounceTask?.cancel()
    searchTask?.cancel()
  }

  /// Call when the screen appears: lists every title.
  public func viewDidAppear() {
    loadTask?.cancel()
    // A search has the spinner and the rows meanwhile; the list is only kept for clear.
    if showsAllTitles {
      isLoading = true
      errorMessage = nil
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
  /// Nothing else changes on screen until then.
  public func queryDidChange(_ text: String) {
    query = text
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
    query = ""
    rows = allTitles
    noMatchesMessage = nil
    errorMessage = nil
    isLoading = false
  }

  private func search(for query: String) {
    cancelSearch()
    let generation = searchGeneration
    showsAllTitles = false
    // The error is hidden too, as every other screen does when a new load starts.
    isLoading = true
    noMatchesMessage = nil
    errorMessage = nil
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
    rows = allTitles
    isLoading = false
  }

  private func showLoadFailure(_ error: any Error) {
    guard showsAllTitles else { return }
    rows = []
    errorMessage = BookSearchText.loadFailure(error)
    isLoading = false
  }

  private func showSearchResult(_ result: Result<[Book], any Error>, for query: String) {
    switch result {
    case .success(let books):
      rows = books.map(BookViewData.init(formatting:))
      if books.isEmpty {
        noMatchesMessage = BookSearchText.noMatches(for: query)
      }
    case .failure(let error):
      // A cancelled search is always superseded, so the generation check has dropped it.
      rows = []
      errorMessage = BookSearchText.searchFailure(error)
    }
    isLoading = false
  }
}
