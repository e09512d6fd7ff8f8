/// A catalogue of books that the BookSearch screen lists and searches.
///
/// Its methods run on the caller's actor; see "Isolation" in the ``Services`` overview.
///
/// ```swift
/// let repository: any BookRepository = InMemoryBookRepository(books: SampleData.seedBooks)
/// let all = try await repository.allBooks()
/// let found = try await repository.books(matching: "miserables")  // "Les Misérables"
/// ```
public protocol BookRepository: Sendable {
  /// Loads every book in catalogue order.
  ///
  /// - Throws: A ``ServiceError`` on failure, `CancellationError` if the calling task is cancelled.
  nonisolated(nonsending) func allBooks() async throws -> [Book]

  /// Loads the books whose title contains `query`, ignoring case and diacritics, in catalogue order.
  ///
  /// - Parameter query: The text to look for; an empty or whitespace-only query matches every book.
  /// - Throws: A ``ServiceError`` on failure, `CancellationError` if the calling task is cancelled.
  nonisolated(nonsending) func books(matching query: String) async throws -> [Book]
}
