public import Foundation

/// A ``BookRepository`` over a JSON file: an array of `{"id": 1, "title": "…", "author": "…"}`.
///
/// The file is read and decoded once, when the repository is created; a missing or malformed
/// file is a thrown ``JSONRepositoryError`` that names the file, the place in it and the problem.
///
/// ```swift
/// let bundled = try JSONBookRepository.bundled()
/// let custom = try JSONBookRepository(contentsOf: URL(filePath: "/path/to/books.json"))
/// let found = try await custom.books(matching: "monte")
/// ```
public struct JSONBookRepository: BookRepository {
  private let catalog: BookCatalog

  /// The largest file ``init(contentsOf:maximumFileSize:)`` reads unless told otherwise:
  /// 128 MiB, about 600 000 books.
  public static let defaultMaximumFileSize = 128 * 1024 * 1024

  /// Loads the books from the JSON file at `url`.
  ///
  /// The file is read once and decoded with `JSONDecoder`; a file it refuses is parsed once more
  /// with `JSONSerialization`, to say what is wrong and where.
  ///
  /// - Parameters:
  ///   - url: A file URL of a regular file (or a symbolic link to one).
  ///   - maximumFileSize: The largest file, in bytes, to read; a larger one is refused before it
  ///     is read. `Int.max` reads a file of any size.
  /// - Throws: ``JSONRepositoryError`` when the file is missing, not a regular file, unreadable,
  ///   too large, empty, not valid JSON, or not a list of books. Its message names the file,
  ///   the place (the book and field, or for a syntax error the line and column) and the problem.
  public init(
    contentsOf url: URL,
    maximumFileSize: Int = JSONBookRepository.defaultMaximumFileSize
  ) throws(JSONRepositoryError) {
    catalog = BookCatalog(try BookFile.load(from: url, maximumSize: maximumFileSize))
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
