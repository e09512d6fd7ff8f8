public import Services

extension TestClock {
  /// Suspends, without polling, until at least `count` tasks sleep on this clock.
  ///
  /// Returns at once when enough tasks already sleep. Use it before advancing the clock, so the
  /// code under test has started the sleep the advance should end:
  ///
  /// ```swift
  /// presenter.queryDidChange("swift")  // sleeps 300 ms before searching
  /// try await clock.waitForSleepers(count: 1)
  /// clock.advance(by: .milliseconds(300))
  /// ```
  ///
  /// - Parameters:
  ///   - count: The number of sleeping tasks to wait for.
  ///   - timeout: The longest to wait, in real time.
  ///   - fileID: The file of the wait, for the error; leave the default.
  ///   - line: The line of the wait, for the error; leave the default.
  /// - Throws: ``WaitTimeout``, showing how many tasks sleep, when the time limit passes first;
  ///   `CancellationError` when the waiting task is cancelled.
  public nonisolated(nonsending) func waitForSleepers(
    count: Int,
    timeout: Duration = WaitTimeout.defaultLimit,
    fileID: String = #fileID,
    line: Int = #line
  ) async throws {
    try await sleeperCount.wait(
      untilCountReaches: count,
      expectation: count == 1 ? "1 sleeper" : "\(count) sleepers",
      observed: { "\(sleepers()) sleeping at \(now)" }, timeout: timeout, fileID: fileID,
      line: line)
  }
}
