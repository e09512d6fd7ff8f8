@testable import Services

/// A clock on ``TestClock`` time whose sleep ignores the caller's cancellation, like a
/// careless third-party clock: the service must still notice the cancellation after sleeping.
struct UncancellableClock: Clock {
  typealias Instant = TestClock.Instant

  let base: TestClock

  var now: Instant { base.now }

  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    // An unstructured task does not inherit the caller's cancellation.
    try await Task { try await base.sleep(until: deadline, tolerance: tolerance) }.value
  }
}
