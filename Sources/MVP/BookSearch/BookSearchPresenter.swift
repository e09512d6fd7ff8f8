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
///   `displayError("Could not load books: <reason>")`.
/// - ``queryDidChange(_:)``: nothing. ``debounceDelay`` after the last keystroke,
///   `startLoading()`; when the matches arrive `finishLoading()` then `display(rows:)`, or
///   `finishLoading()` then `displayNoMatches("No books match “<query>”")` when there are none;
///   on failure `finishLoading()` then `displayError("Could not search books: <reason>")`.
/// - ``clearButtonWasPressed()``: `clearQuery()`, `display(rows:)` with every title from the
///   last successful appearance, `hideMessages()`, `finishLoading()`; no request.
/// - ``attachView(_:)`` and ``detachView()``: nothing.
///
/// Only the latest request's answer is ever shown: a new search, a new appearance, clearing and
/// detaching cancel the request in flight, and an answer that still arrives is dropped. The
/// appearance's load is such a request too, so a search or a clear that comes before the
/// catalogue has arrived leaves clearing with no titles to show until the screen appears again.
@MainActor
public final class BookSearchPresenter {
  /// How long the user must stop typing before the query is searched: 300 ms.
  nonisolated public static let debounceDelay = Duration.milliseconds(300)

  private let repository: any BookRepository
  private let clock: any Clock<Duration>
  // Weak: the view usually owns this presenter, so a strong reference back would be a cycle.
  private weak var view: (any BookSearchView)?
  /// Every title from the last successful appearance, which clearing shows again.
  private var allTitles: [BookViewData] = []
  private var debounceTask: Task<Void, Never>?
  /// The task of the appearance's load or of a search: both fill the rows, so one replaces the
  /// other.
  private var requestTask: Task<Void, Never>?
  /// Counts the requests started and cancelled; an answer is shown only if no other request
  /// began or was cancelled since its own began.
  private var generation = 0

  /// Creates a presenter that reads `repository` and debounces typing on `clock`.
  ///
  /// - Parameters:
  ///   - repository: Where the books come from.
  ///   - clock: The clock the debounce waits on; a `TestClock` makes it virtual.
  public init(repository: any BookRepository, clock: any Clock<Duration> = ContinuousClock()) {
    self.repository = repository
    self.clock = clock
  }

  deinit {
    // A screen released without `detachView()` still stops its work.
    debounceTask?.cancel()
    requestTask?.cancel()
  }

  /// Starts sending screen updates to `view`, which is held weakly.
  public func attachView(_ view: any BookSearchView) {
    self.view = view
  }

  /// Cancels the pending search and the request in flight, and stops sending updates: nothing
  /// reaches the view afterwards.
  public func detachView() {
    debounceTask?.cancel()
    cancelRequest()
    view = nil
  }

  /// Loads every title when the screen appears.
  public func viewDidAppear() {
    let generation = startRequest()
    requestTask = Task { [weak self, repository] in
      do {
        let books = try await repository.allBooks()
        self?.showAllBooks(books, generation: generation)
      } catch {
        self?.show(error, prefix: "Could not load books", generation: generation)
      }
    }
  }

  /// Searches for `text` once the user has stopped typing for ``debounceDelay``.
  ///
  /// - Parameter text: The whole query as it now stands in the text field.
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

  /// Empties the query and shows every title again, dropping the pending search and the request
  /// in flight.
  public func clearButtonWasPressed() {
    debounceTask?.cancel()
    cancelRequest()
    guard let view else { return }
    view.clearQuery()
    view.display(rows: allTitles)
    view.hideMessages()
    view.finishLoading()
  }

  private func search(for query: String) {
    let generation = startRequest()
    requestTask = Task { [weak self, repository] in
      do {
        let books = try await repository.books(matching: query)
        self?.showMatches(books, for: query, generation: generation)
      } catch {
        self?.show(error, prefix: "Could not search books", generation: generation)
      }
    }
  }

  /// Replaces the request in flight with a new one: shows the spinner and returns the new
  /// request's generation.
  private func startRequest() -> Int {
    cancelRequest()
    view?.startLoading()
    return generation
  }

  /// Cancels the request in flight and makes any answer it still gives stale.
  private func cancelRequest() {
    requestTask?.cancel()
    generation += 1
  }

  private func showAllBooks(_ books: [Book], generation: Int) {
    // NB: cancelling is not enough: an answer can be on its way to the main actor already.
    guard generation == self.generation else { return }
    allTitles = books.map(Self.row(for:))
    guard let view else { return }
    view.finishLoading()
    view.display(rows: allTitles)
  }

  private func showMatches(_ books: [Book], for query: String, generation: Int) {
    guard generation == self.generation, let view else { return }
    view.finishLoading()
    if books.isEmpty {
      view.displayNoMatches("No books match “\(query)”")
    } else {
      view.display(rows: books.map(Self.row(for:)))
    }
  }

  private func show(_ error: any Error, prefix: String, generation: Int) {
    guard generation == self.generation, !(error is CancellationError), let view else { return }
    view.finishLoading()
    view.displayError("\(prefix): \(error.reasonForUser)")
  }

  private static func row(for book: Book) -> BookViewData {
    BookViewData(title: book.title)
  }
}
