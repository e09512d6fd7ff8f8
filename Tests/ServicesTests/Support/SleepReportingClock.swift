/// The system's continuous clock, telling the test each time a sleep starts.
struct SleepReportingClock: Clock {
  typealias Instant = ContinuousClock.Instant

  /// Takes one element per sleep that starts.
  let started: AsyncStream<Void>.Continuation

  var now: Instant { ContinuousClock.now }

  var minimumResolution: Duration { ContinuousClock().minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    started.yield()
    try await ContinuousClock().sleep(until: deadline, tolerance: tolerance)
  }
}
