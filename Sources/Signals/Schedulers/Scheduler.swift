/// Runs actions after a delay, in the isolation domain of the code that scheduled them.
///
/// Time-based operators such as `debounce(for:scheduler:)` take a scheduler instead of reading
/// the clock, so tests can use ``TestScheduler`` and run in virtual time, never sleeping.
public protocol Scheduler: AnyObject {
  /// Runs `action` once `delay` has passed, unless the returned subscription is cancelled or
  /// released first.
  ///
  /// - Parameters:
  ///   - delay: How long to wait; zero or negative runs at the scheduler's next opportunity.
  ///   - action: The work, run in the scheduler's isolation domain.
  /// - Returns: The subscription that keeps the action scheduled.
  func schedule(after delay: Duration, _ action: @escaping () -> Void) -> Subscription
}
