public import Services

/// A `BookRepository` that records every call, with its query, and forwards each to the
/// repository it wraps.
///
/// ```swift
/// let spy = SpyBookRepository(wrapping: InMemoryBookRepository())
/// _ = try await spy.allBooks()
/// _ = try await spy.books(matching: "dick")
/// #expect(spy.recordedCalls == [.all, .matching("dick")])
/// #expect(spy.recordedQueries == ["dick"])
/// ```
public final class SpyBookRepository: BookRepository {
  /// The repository that answers the calls.
  public let base: any BookRepository
  private let calls = CallRecorder<BookQuery>()

  /// Creates a spy that forwards to `base`.
  public init(wrapping base: any BookRepository) {
    self.base = base
  }

  /// The number of calls to either method made so far, counted when they start.
  public var callCount: Int { calls.count }

  /// Every call to either method, oldest first.
  public var recordedCalls: [BookQuery] { calls.arguments }

  /// The number of ``allBooks()`` calls made so far.
  public var allBooksCallCount: Int { recordedCalls.count { $0 == .all } }

  /// The queries of the ``books(matching:)`` calls, oldest first.
  public var recordedQueries: [String] { recordedCalls.compactMap(\.text) }

  /// Records the call and returns what the wrapped repository returns.
  public nonisolated(nonsending) func allBooks() async throws -> [Book] {
    calls.record(.all)
    return try await base.allBooks()
  }

  /// Records the query and returns what the wrapped repository returns.
  public nonisolated(nonsending) func books(matching query: String) async throws -> [Book] {
    calls.record(.matching(query))
    return try await base.books(matching: query)
  }
}
