public import Foundation

/// A ``BookRepository`` over a JSON file: an array of `{"id": 1, "title": "…", "author": "…"}`.
///
/// The file is read and decoded once, when the repository is created; a missing or malformed
/// file is a thrown ``JSONRepositoryError`` that names the file and the problem.
///
/// ```swift
/// let bundled = try JSONBookRepository.bundled()
/// let custom = try JSONBookRepository(contentsOf: URL(filePath: "/path/to/books.json"))
/// let found = try await custom.books(matching: "monte")
/// ```
public struct JSONBookRepository: BookRepository {
  private let catalog: BookCatalog

  /// Loads the books from the JSON file at `url`.
  ///
  /// - Throws: ``JSONRepositoryError`` when the file is missing, unreadable, empty, not valid
  ///   JSON, or not an array of books.
  public init(contentsOf url: URL) throws(JSONRepositoryError) {
    catalog = BookCatalog(try JSONArrayFile.load(Book.self, from: url))
  }

  /// Loads the catalogue bundled with the module (`books.json`, the same books as
  /// ``SampleData/seedBooks``).
  ///
  /// - Throws: ``JSONRepositoryError`` when the resource is missing or malformed.
  public static func bundled() throws(JSONRepositoryError) -> JSONBookRepository {
    let url =
      Bundle.module.url(forResource: "books", withExtension: "json")
      ?? Bundle.module.bundleURL.appending(path: "books.json")
    return try JSONBookRepository(contentsOf: url)
  }

  /// The books in file order.
  public var storedBooks: [Book] { catalog.books }

  /// Returns every book in file order, unless the calling task is cancelled.
  public nonisolated(nonsending) func allBooks() async throws -> [Book] {
    try Task.checkCancellation()
    return catalog.books
  }

  /// Returns the books whose title contains `query`, ignoring case and diacritics, unless the
  /// calling task is cancelled.
  public nonisolated(nonsending) func books(matching query: String) async throws -> [Book] {
    try Task.checkCancellation()
    return catalog.books(matching: query)
  }
}
