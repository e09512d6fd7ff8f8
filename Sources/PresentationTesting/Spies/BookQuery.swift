/// Which `BookRepository` method a recorded call went to, with its query.
public enum BookQuery: Sendable, Hashable {
  /// A call to `BookRepository.allBooks()`.
  case all
  /// A call to `BookRepository.books(matching:)` with this query, as given.
  case matching(String)

  /// The query of a ``matching(_:)`` call, or `nil` for ``all``.
  public var text: String? {
    switch self {
    case .all: nil
    case .matching(let query): query
    }
  }
}
