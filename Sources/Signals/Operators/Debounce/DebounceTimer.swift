/// The one pending timer of a debounce: restarting it supersedes the previous value.
///
/// NB: the scheduled action checks its generation as well as relying on cancellation, so a
/// timer that fires after it was superseded (by a scheduler that could not cancel it in time)
/// emits nothing. It holds the timer weakly: a debounce that is gone fires nothing, and the
/// scheduler never keeps it alive.
final class DebounceTimer<Value> {
  private let interval: Duration
  private let scheduler: any Scheduler
  private var pending: Subscription?
  private var generation: UInt64 = 0

  init(interval: Duration, scheduler: any Scheduler) {
    self.interval = interval
    self.scheduler = scheduler
  }

  /// Cancels the pending value and schedules `value` to be delivered to `fire` after the
  /// interval.
  func restart(with value: Value, fire: @escaping (Value) -> Void) {
    pending?.cancel()
    generation &+= 1
    let expected = generation
    pending = scheduler.schedule(after: interval) { [weak self] in
      guard let self, self.generation == expected else { return }
      self.pending = nil
      fire(value)
    }
  }

  /// Cancels the pending value, if any.
  func stop() {
    pending?.cancel()
    pending = nil
    generation &+= 1
  }
}
