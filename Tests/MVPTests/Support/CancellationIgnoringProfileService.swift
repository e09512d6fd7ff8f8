import PresentationTesting
import Services

/// A ``ProfileService`` whose requests stay pending until the test answers them, and that
/// hands each answer back even after the caller was cancelled, recording when it does.
final class CancellationIgnoringProfileService: ProfileService {
  /// The requests the test resolves or fails, each with the caller's argument and whether the
  /// caller was cancelled.
  let base = PendingRequests<ForwardedCall<Void>, UserProfile>()
  /// One entry per outcome handed back to the caller, recorded just before the caller resumes.
  let answers = CallLog<Void>()

  nonisolated(nonsending) func profile() async throws -> UserProfile {
    try await awaitIgnoringCancellation((), on: base, recordingIn: answers)
  }
}
