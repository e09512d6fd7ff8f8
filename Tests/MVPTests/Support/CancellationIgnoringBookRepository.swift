import PresentationTesting
import Services

/// A ``BookRepository`` that answers like its controllable base even after the caller was
/// cancelled, and records each answer it hands back.
final class CancellationIgnoringBookRepository: BookRepository {
  /// The repository whose requests the test resolves or fails.
  let base = ControllableBookRepository()
  /// One entry per outcome handed back to the caller, recorded just before the caller resumes.
  let answers = CallLog<Void>()

  nonisolated(nonsending) func allBooks() async throws -> [Book] {
    try await awaitIgnoringCancellation(recordingIn: answers) { [base] in
      try await base.allBooks()
    }
  }

  nonisolated(nonsending) func books(matching query: String) async throws -> [Book] {
    try await awaitIgnoringCancellation(recordingIn: answers) { [base] in
      try await base.books(matching: query)
    }
  }
}
