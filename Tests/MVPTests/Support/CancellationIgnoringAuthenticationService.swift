import PresentationTesting
import Services

/// An ``AuthenticationService`` that answers like its controllable base even after the caller was
/// cancelled, and records each answer it hands back.
final class CancellationIgnoringAuthenticationService: AuthenticationService {
  /// The service whose requests the test resolves or fails.
  let base = ControllableAuthenticationService()
  /// One entry per outcome handed back to the caller, recorded just before the caller resumes.
  let answers = CallLog<Void>()

  nonisolated(nonsending) func logIn(with credentials: Credentials) async throws -> Session {
    try await awaitIgnoringCancellation(recordingIn: answers) { [base] in
      try await base.logIn(with: credentials)
    }
  }
}
