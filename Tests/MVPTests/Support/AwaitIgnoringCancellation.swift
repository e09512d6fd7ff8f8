import PresentationTesting
import Services

/// Passes `argument` on to `requests` so that the caller's cancellation does not reach the
/// request, and records in `answers` when its outcome is handed back to the caller.
///
/// It models a careless service that answers even after its caller was cancelled. Each request
/// carries a ``ForwardedCall`` that notes whether its caller was cancelled, so a test can tell the
/// request of a superseded load from the current one without relying on their order of arrival.
/// Because the outcome is handed back on the caller's actor, a test that waits on `answers`
/// resumes only after the caller has finished handling the answer synchronously.
nonisolated(nonsending) func awaitIgnoringCancellation<Argument: Sendable, Response: Sendable>(
  _ argument: Argument,
  on requests: PendingRequests<ForwardedCall<Argument>, Response>,
  recordingIn answers: CallLog<Void>
) async throws -> Response {
  let call = ForwardedCall(argument)
  return try await withTaskCancellationHandler {
    // An unstructured task does not inherit the caller's cancellation. NB: it starts inside the
    // handler, which marks a caller cancelled beforehand at once, so the mark is there by the
    // time the request reaches `requests`.
    let request = Task { try await requests.response(to: call) }
    defer { answers.record() }
    return try await request.value
  } onCancel: {
    call.callerIsCancelled()
  }
}
