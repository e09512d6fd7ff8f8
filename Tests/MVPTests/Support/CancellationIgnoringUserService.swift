import PresentationTesting
import Services

/// A ``UserService`` that answers like its controllable base even after the caller was
/// cancelled, and records each answer it hands back.
final class CancellationIgnoringUserService: UserService {
  /// The service whose requests the test resolves or fails.
  let base = ControllableUserService()
  /// One entry per outcome handed back to the caller, recorded just before the caller resumes.
  let answers = CallLog<Void>()

  nonisolated(nonsending) func users() async throws -> [User] {
    try await awaitIgnoringCancellation(recordingIn: answers) { [base] in try await base.users() }
  }
}
