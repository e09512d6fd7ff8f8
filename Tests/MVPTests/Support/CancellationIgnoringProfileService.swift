import PresentationTesting
import Services

/// A ``ProfileService`` that answers like its controllable base even after the caller was
/// cancelled, and records each answer it hands back.
final class CancellationIgnoringProfileService: ProfileService {
  /// The service whose requests the test resolves or fails.
  let base = ControllableProfileService()
  /// One entry per outcome handed back to the caller, recorded just before the caller resumes.
  let answers = CallLog<Void>()

  nonisolated(nonsending) func profile() async throws -> UserProfile {
    try await awaitIgnoringCancellation(recordingIn: answers) { [base] in try await base.profile() }
  }
}
