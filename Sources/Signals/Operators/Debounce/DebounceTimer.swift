/// The one pending timer of a debounce, and its subscription to its input while connected:
/// restarting the timer supersedes the previous value.
///
/// NB: the scheduled action checks its generation as well as relying on cancellation, so a
/// timer that fires after it was superseded (by a scheduler that could not cancel it in time)
/// emits nothing. It holds the timer weakly: a debounce that is gone fires nothing, and the
/// scheduler never keeps it alive.
///
/// NB: inlinable, as the debounces that own it are, so that restarting it is specialised for
/// its value type: in generic code each restart would lay out its closure's captures at run
/// time.
@usableFromInline
final class DebounceTimer<Value> {
  @usableFromInline
  let interval: Duration
  @usableFromInline
  let scheduler: any Scheduler
  @usableFromInline
  var pending: Subscription?
  @usableFromInline
  var generation: UInt64 = 0
  /// The debounce's subscription to its input, while it is connected.
  ///
  /// NB: the handler keeps the debounce alive, which keeps this timer: a cycle on purpose, as
  /// every derived stream's, broken by ``disconnect()``.
  @usableFromInline
  var upstream: Subscription?

  @inlinable
  init(interval: Duration, scheduler: any Scheduler) {
    self.interval = interval
    self.scheduler = scheduler
  }

  /// Cancels the pending value and schedules `value` to be delivered to `fire` after the
  /// interval.
  @inlinable
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

  /// Cancels the subscription to the input and the pending value, if any: the debounce lost
  /// its last observer.
  @inlinable
  func disconnect() {
    upstream.take()?.cancel()
    pending?.cancel()
    pending = nil
    generation &+= 1
  }
}
