import PresentationTesting
import Services

/// An ``AuthenticationService`` whose requests stay pending until the test answers them, and that
/// hands each answer back even after the caller was cancelled, recording when it does.
final class CancellationIgnoringAuthenticationService: AuthenticationService {
  /// The requests the test resolves or fails, each with the caller's argument and whether the
  /// caller was cancelled.
  let base = PendingRequests<ForwardedCall<Credentials>, Session>()
  /// One entry per outcome handed back to the caller, recorded just before the caller resumes.
  let answers = CallLog<Void>()

  nonisolated(nonsending) func logIn(with credentials: Credentials) async throws -> Session {
    try await awaitIgnoringCancellation(credentials, on: base, recordingIn: answers)
  }
}
