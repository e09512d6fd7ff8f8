/// A stream of events with no current value, which its owner sends.
///
/// ```swift
/// let taps = Signal<Void>()
/// let subscription = taps.observe { print("tapped") }
/// taps.send(())            // prints "tapped"
/// subscription.cancel()
/// ```
///
/// A `Signal` is the ``Events`` that can also be sent on: expose it as `Events` to code that
/// should only observe it (a view model's routes), as ``MutableObservable`` is exposed as
/// ``Observable``.
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
public class Signal<Value>: Events<Value> {
  /// Creates a signal with no observers.
  public override init() {
    super.init()
  }

  /// Delivers `value` to every current observer.
  ///
  /// - Complexity: O(*n*) in the number of observers.
  @inlinable
  public final func send(_ value: Value) {
    deliver(value)
  }
}

extension Signal where Value == Void {
  /// Delivers an event that carries no value.
  @inlinable
  public func send() {
    send(())
  }
}
