/// A scheduler that runs actions on the main actor after a delay measured by a clock.
///
/// ```swift
/// @MainActor final class SearchViewModel {
///   init(scheduler: any Scheduler = MainActorScheduler()) { … }
/// }
/// ```
///
/// Its conformance to ``Scheduler`` is isolated to the main actor, so the compiler only lets
/// main-actor code use it, and the actions it runs there need not be `Sendable`. The deadline
/// is fixed when the action is scheduled, so a virtual clock that is advanced before the timer
/// task starts still fires it on time.
@MainActor
public final class MainActorScheduler: @MainActor Scheduler {
  // NB: the clock itself, not a closure over it: a clock of up to three words (the continuous
  // clock, a test clock's reference) fits in the existential, so the scheduler is one object.
  private let clock: any Clock<Duration>

  /// Creates a scheduler that measures delays with `clock` (by default the continuous clock).
  public init<C: Clock<Duration>>(clock: C = ContinuousClock()) {
    self.clock = clock
  }

  /// Runs `action` on the main actor once `delay` has passed on the clock.
  public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> Subscription {
    let sleeper = Self.sleeper(on: clock, for: delay)
    let task = Task { @MainActor in
      do {
        try await sleeper()
      } catch {
        return
      }
      // NB: cancel() may have run on the main actor after the sleep ended and before this
      // resumed; the flag tells.
      guard !Task.isCancelled else { return }
      action()
    }
    return Subscription.onCancel { task.cancel() }
  }

  /// Sleeps on `clock` until `delay` after now, the deadline fixed at the call.
  private nonisolated static func sleeper<C: Clock<Duration>>(
    on clock: C, for delay: Duration
  ) -> @Sendable () async throws -> Void {
    let deadline = clock.now.advanced(by: delay)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
  }
}
