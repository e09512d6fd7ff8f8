/// A stream of events with no current value.
///
/// ```swift
/// let taps = Signal<Void>()
/// let subscription = taps.observe { print("tapped") }
/// taps.send(())            // prints "tapped"
/// subscription.cancel()
/// ```
///
/// Observers are called synchronously, in subscription order. A value sent while a delivery is
/// running on the same signal is queued and delivered after the current pass, so every observer
/// sees the same order. An observer cancelled during a pass gets nothing more, and one added
/// during a pass does not get the value in flight.
///
/// A send from an observer to another signal runs that delivery nested inside the first, on
/// the same stack; nesting that would leave less than a quarter of the thread's stack stops the
/// process with a message ("Signals: deliveries are nested too deeply") rather than overflowing
/// it.
///
/// A `Signal` is not `Sendable`: it lives in one isolation domain (for UI, the main actor) and
/// the compiler rejects sharing it, which is why no lock is needed.
public class Signal<Value>: ObserverListHost {
  // NB: exempt from dynamic exclusivity checks, which would be most of the cost of a send.
  // This is sound because no access to these properties is ever open while other code runs:
  // every access is a single read or write of the list (or queue) itself; observers are called
  // between accesses, never inside one; and releasing a closure, whose captures may run any
  // code in `deinit`, happens only after the access that removed it has ended.
  @usableFromInline
  @exclusivity(unchecked)
  final var observers = ObserverList()

  @usableFromInline
  @exclusivity(unchecked)
  final var pending: ContiguousArray<Value> = []

  /// Creates a signal with no observers.
  public init() {}

  deinit {
    releaseAllObservers()
  }

  /// Delivers `value` to every current observer.
  ///
  /// - Complexity: O(*n*) in the number of observers.
  @inlinable
  public final func send(_ value: Value) {
    deliver(value)
  }

  /// Calls `handler` with every value sent from now on, until the subscription is cancelled or
  /// released.
  ///
  /// - Returns: The subscription; keep it as long as you want the deliveries.
  /// - Complexity: Amortised O(1).
  @inlinable
  public final func observe(_ handler: @escaping (Value) -> Void) -> Subscription {
    let node = addObserver(handler)
    replay(to: handler)
    return node
  }

  /// How many operators deep this stream is: 0 for a signal made with `init()`.
  @usableFromInline
  var chainDepth: Int {
    0
  }

  /// Gives a new observer what it should see at once: nothing for a signal; the current value,
  /// if it passes, for a filtered observable.
  @usableFromInline
  func replay(to handler: (Value) -> Void) {}

  @usableFromInline
  func willDeliverQueued(_ value: Value) {}

  @usableFromInline
  func observersDidBecomeNonEmpty() {}

  @usableFromInline
  func observersDidBecomeEmpty() {}
}

extension Signal where Value == Void {
  /// Delivers an event that carries no value.
  @inlinable
  public func send() {
    send(())
  }
}
