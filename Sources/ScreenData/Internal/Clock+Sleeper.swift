// Package, not public: the MVP presenter and the `@Observable` view model of the book search
// debounce with it, and users have no need of it.
extension Clock where Duration == Swift.Duration {
  /// Fixes the instant `delay` from now and returns an operation that sleeps until it.
  ///
  /// Calling this on an `any Clock<Duration>` opens the existential, which `sleep(until:)` needs:
  /// its instant is the concrete clock's own type.
  ///
  /// - Parameter delay: How long after now the returned operation wakes up.
  /// - Returns: An operation that sleeps until the deadline, or returns at once after a
  ///   cancellation check once the clock has passed it.
  package func sleeper(for delay: Duration) -> @Sendable () async throws -> Void {
    // NB: the deadline is read now, not when the operation first runs: a task starts some time
    // after it is created, and a virtual clock may have been advanced in between.
    let deadline = now.advanced(by: delay)
    return { try await self.sleep(until: deadline, tolerance: nil) }
  }
}
