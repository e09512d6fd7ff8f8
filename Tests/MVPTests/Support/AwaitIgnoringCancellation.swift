/// Runs `operation` so that the caller's cancellation does not reach it, and records in `answers`
/// when its outcome is handed back to the caller.
///
/// It models a careless service that answers even after its caller was cancelled. Because the
/// outcome is handed back on the caller's actor, a test that waits on `answers` resumes only after
/// the caller has finished handling the answer synchronously.
nonisolated(nonsending) func awaitIgnoringCancellation<Response: Sendable>(
  recordingIn answers: CallLog<Void>,
  _ operation: @escaping @Sendable () async throws -> Response
) async throws -> Response {
  // An unstructured task does not inherit the caller's cancellation.
  let request = Task { try await operation() }
  defer { answers.record() }
  return try await request.value
}
