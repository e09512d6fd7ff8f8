/// An observable value that its owner can change.
///
/// ```swift
/// final class CounterViewModel {
///   var count: Observable<Int> { _count }     // read-only to the view
///   private let _count = MutableObservable(0)
///   func incrementButtonWasPressed() { _count.value += 1 }
/// }
/// ```
///
/// Setting `value` stores it, then notifies as "Did-set", "Reentrancy", "No implicit
/// de-duplication" and "Transactions" in the ``Signals`` overview say.
public final class MutableObservable<Value>: Observable<Value> {
  /// Creates an observable holding `initialValue`.
  public init(_ initialValue: Value) {
    super.init(storage: initialValue, rank: 0)
  }

  /// The current value; setting it notifies every observer.
  @inlinable
  public override var value: Value {
    get { storage }
    set { update(newValue) }
  }

  /// Changes the value in place and notifies once.
  ///
  /// ```swift
  /// items.modify { $0.append(item) }
  /// ```
  ///
  /// It starts from the last value set, even one set by an observer during the running
  /// delivery and still queued, so no change is lost. (Reading ``value`` there gives the value
  /// being delivered, so `value += 1` in an observer builds on that one instead: in an
  /// observer, prefer `modify`.) If `body` throws, nothing changes and nobody is notified.
  ///
  /// - Parameter body: Receives a copy of the value to change.
  public func modify(_ body: (inout Value) throws -> Void) rethrows {
    var copy = latestValue
    try body(&copy)
    update(copy)
  }
}
