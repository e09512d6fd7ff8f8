import PresentationTesting
import Services

/// A ``BookRepository`` whose requests stay pending until the test answers them, and that
/// hands each answer back even after the caller was cancelled, recording when it does.
final class CancellationIgnoringBookRepository: BookRepository {
  /// The requests the test resolves or fails, each with the caller's argument and whether the
  /// caller was cancelled.
  let base = PendingRequests<ForwardedCall<BookQuery>, [Book]>()
  /// One entry per outcome handed back to the caller, recorded just before the caller resumes.
  let answers = CallLog<Void>()

  nonisolated(nonsending) func allBooks() async throws -> [Book] {
    try await awaitIgnoringCancellation(.all, on: base, recordingIn: answers)
  }

  nonisolated(nonsending) func books(matching query: String) async throws -> [Book] {
    try await awaitIgnoringCancellation(.matching(query), on: base, recordingIn: answers)
  }
}
