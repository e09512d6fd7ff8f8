extension PendingRequests where Argument == Void {
  /// Records a request without an argument and suspends until a test resolves or fails it.
  ///
  /// - Returns: The response the test resolves the request with.
  /// - Throws: The error the test fails the request with, or `CancellationError` when the calling
  ///   task is cancelled first.
  public nonisolated(nonsending) func response() async throws -> Response {
    try await response(to: ())
  }
}
