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
/// Deliveries follow "Order", "Reentrancy" and "Depth" in the ``Signals`` overview; a `Signal`
/// is not `Sendable` (see "Why there is no lock" there).
public class Signal<Value>: Events<Value> {
  /// Creates a signal with no observers.
  @inlinable
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
