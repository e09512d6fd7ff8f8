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

  /// The longest a call waits: 100 years (of 365 days), as good as forever, and a deadline
  /// that every clock can sleep until.
  static let longestLatency = Duration.seconds(100 * 365 * 86_400)

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
      // NB: the system's clocks trap on a deadline past Int64.max seconds: a longer latency is
      // slept as the longest (see "Virtual time and failures" in Services.docc).
      try await clock.sleep(for: min(latency, Self.longestLatency))
      try Task.checkCancellation()
    }
    if let error = failure.error(forCall: call) {
      throw error
    }
    return try answer()
  }
}
