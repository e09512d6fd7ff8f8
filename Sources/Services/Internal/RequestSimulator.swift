import Synchronization

/// The latency, failure and cancellation behaviour every in-memory service shares.
final class RequestSimulator: Sendable {
  let latency: Duration
  let clock: any Clock<Duration>
  let failure: FailurePolicy
  private let callCount = Mutex(0)

  init(latency: Duration, clock: any Clock<Duration>, failure: FailurePolicy) {
    precondition(latency >= .zero, "A service latency cannot be negative, got \(latency)")
    self.latency = latency
    self.clock = clock
    self.failure = failure
  }

  /// Runs one call: numbers it, waits out the latency on the clock, then fails or answers.
  ///
  /// Cancellation is checked before and after the sleep, so a cancelled call throws
  /// `CancellationError` even when the clock's sleep ignores cancellation, and never answers late.
  nonisolated(nonsending) func perform<Response>(_ answer: () throws -> Response) async throws
    -> Response
  {
    let call = callCount.withLock { count in
      count += 1
      return count
    }
    try Task.checkCancellation()
    // NB: zero latency must not suspend at all: benchmarks measure the call, not a sleep.
    if latency > .zero {
      try await clock.sleep(for: latency)
      try Task.checkCancellation()
    }
    if let error = failure.error(forCall: call) {
      throw error
    }
    return try answer()
  }
}
