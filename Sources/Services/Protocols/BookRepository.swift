/// A catalogue of books that the BookSearch screen lists and searches.
///
/// Its methods are `nonisolated(nonsending)`: they run on the caller's actor, so a main-actor
/// presenter or view model pays no actor hop when an in-memory service answers at once. A
/// conformance may still write a plain `func …() async throws`.
///
/// ```swift
/// let repository: any BookRepository = InMemoryBookRepository(books: SampleData.seedBooks)
/// let all = try await repository.allBooks()
/// let found = try await repository.books(matching: "miserables")  // "Les Misérables"
/// ```
public protocol BookRepository: Sendable {
  /// Loads every book in catalogue order.
  ///
  /// - Throws: A ``ServiceError`` when the request fails, `CancellationError` when the calling
  ///   task is cancelled.
  nonisolated(nonsending) func allBooks() async throws -> [Book]

  /// Loads the books whose title contains `query`, ignoring case and diacritics, in catalogue order.
  ///
  /// - Parameter query: The text to look for; an empty or whitespace-only query matches every book.
  /// - Throws: A ``ServiceError`` when the request fails, `CancellationError` when the calling
  ///   task is cancelled.
  nonisolated(nonsending) func books(matching query: String) async throws -> [Book]
}
