import PresentationTesting
import Services

/// A book repository that still answers after its caller was cancelled, like a server whose
/// response is already on its way; the test resolves the requests on ``base``.
///
/// Each request runs in a task of its own, so cancelling the caller does not cancel it. That
/// task is on the main actor, like the view models, so answers reach the caller in the order
/// the test gives them.
final class LateAnsweringBookRepository: BookRepository {
  /// The requests, which the test resolves or fails.
  let base = ControllableBookRepository()

  nonisolated(nonsending) func allBooks() async throws -> [Book] {
    try await Task { @MainActor [base] in try await base.allBooks() }.value
  }

  nonisolated(nonsending) func books(matching query: String) async throws -> [Book] {
    try await Task { @MainActor [base] in try await base.books(matching: query) }.value
  }
}
