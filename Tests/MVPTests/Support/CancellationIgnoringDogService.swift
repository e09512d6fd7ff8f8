import PresentationTesting
import Services

/// A ``DogService`` that answers like its controllable base even after the caller was
/// cancelled, and records each answer it hands back.
final class CancellationIgnoringDogService: DogService {
  /// The service whose requests the test resolves or fails.
  let base = ControllableDogService()
  /// One entry per outcome handed back to the caller, recorded just before the caller resumes.
  let answers = CallLog<Void>()

  nonisolated(nonsending) func dogs() async throws -> [Dog] {
    try await awaitIgnoringCancellation(recordingIn: answers) { [base] in try await base.dogs() }
  }
}
