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

extension PendingRequests where Response == Void {
  /// Answers request `index` of a call that returns nothing (a save, say): `resolve(0)` rather
  /// than `resolve(0, with: ())`.
  ///
  /// - Returns: Whether the request was still pending, as `resolve(_:with:)` says.
  @discardableResult
  public func resolve(_ index: Int) -> Bool {
    resolve(index, with: ())
  }
}
