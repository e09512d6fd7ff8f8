/// Where a request held by ``PendingRequests`` stands.
public enum PendingRequestState: Sendable, Hashable {
  /// The caller is still waiting for an answer.
  case pending
  /// The test answered it with a response.
  case resolved
  /// The test failed it with an error.
  case failed
  /// The calling task was cancelled first; the caller got `CancellationError`.
  case cancelled
}
