/// A ``BookRepository`` that answers from an array after a simulated latency.
///
/// Both methods share one call count, latency and failure policy.
public final class InMemoryBookRepository: BookRepository {
  private let catalog: BookCatalog
  private let simulator: RequestSimulator

  /// Creates a repository over `books`.
  ///
  /// - Parameters:
  ///   - books: The catalogue, in the order results are returned; the seed books by default.
  ///   - latency: How long each call waits on `clock` before answering, 100 years at most
  ///     (see <doc:VirtualTimeAndFailures>); zero never suspends.
  ///   - clock: The clock the latency is slept on; a ``TestClock`` makes time virtual.
  ///   - failure: Which calls fail instead of answering.
  public init(
    books: [Book] = SampleData.seedBooks,
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock(),
    failure: FailurePolicy = .never
  ) {
    self.catalog = BookCatalog(books)
    self.simulator = RequestSimulator(latency: latency, clock: clock, failure: failure)
  }

  /// The books every successful ``allBooks()`` call returns.
  public var storedBooks: [Book] { catalog.books }

  /// Returns the whole catalogue after the latency, unless the failure policy fails this call.
  public nonisolated(nonsending) func allBooks() async throws -> [Book] {
    try await simulator.perform { catalog.books }
  }

  /// Returns the books whose title contains `query`, ignoring case and diacritics, after the
  /// latency, unless the failure policy fails this call.
  public nonisolated(nonsending) func books(matching query: String) async throws -> [Book] {
    try await simulator.perform { catalog.books(matching: query) }
  }
}
