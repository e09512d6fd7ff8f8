public import Services

/// A `BookRepository` whose requests stay pending until the test resolves or fails each one;
/// every request records which method was called and with which query.
///
/// Both methods share one list of requests, in call order, so a test can make an old search
/// answer after a newer one:
///
/// ```swift
/// let repository = ControllableBookRepository()
/// // … the screen searches "mo", then "mob" …
/// try await repository.waitForRequests(count: 2)
/// repository.resolve(1, with: [mobyDick])  // "mob" answers first
/// repository.resolve(0, with: [mobyDick, monteCristo])  // a stale answer the screen must drop
/// ```
public final class ControllableBookRepository: BookRepository, ControllableService {
  /// The requests received, in call order across both methods.
  public let pendingRequests: PendingRequests<BookQuery, [Book]>

  /// Creates a repository with no requests.
  ///
  /// - Parameter ignoringCancellation: Whether a cancelled caller keeps waiting for the test's
  ///   answer; see ``PendingRequests/init(ignoringCancellation:)``.
  public init(ignoringCancellation: Bool = false) {
    pendingRequests = PendingRequests(ignoringCancellation: ignoringCancellation)
  }

  /// The queries of the ``books(matching:)`` requests, in call order.
  public var recordedQueries: [String] {
    requests.compactMap(\.argument.text)
  }

  /// Records a ``BookQuery/all`` request and suspends until the test resolves or fails it.
  public nonisolated(nonsending) func allBooks() async throws -> [Book] {
    try await pendingRequests.response(to: .all)
  }

  /// Records the query and suspends until the test resolves or fails this request.
  public nonisolated(nonsending) func books(matching query: String) async throws -> [Book] {
    try await pendingRequests.response(to: .matching(query))
  }
}
