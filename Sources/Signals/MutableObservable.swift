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
  @inlinable
  public init(_ initialValue: Value) {
    super.init(storage: initialValue, rank: 0)
  }

  /// The current value; setting it notifies every observer.
  @inlinable
  public override var value: Value {
    get {
      if isBeingModified { accessedDuringModify() }
      return storage
    }
    set {
      if isBeingModified { accessedDuringModify() }
      update(newValue)
    }
  }

  /// Changes the value and notifies once, as a set does: in place, without copying it, when
  /// `body` cannot throw.
  ///
  /// ```swift
  /// rows.modify { $0[index] = row }   // O(1), even for a large array held by nobody else
  /// try settings.modify { try $0.apply(patch) }   // all of the patch, or nothing
  /// ```
  ///
  /// **A body that cannot throw** (one whose error type is `Never`, as a closure without `try`
  /// infers) receives the stored value itself, so a value that nothing else holds (an array
  /// whose buffer no observer kept) is changed where it lies: changing one element of a large
  /// array costs the same as for a small one. Then every observer is notified once with the
  /// result, as ``value`` notifies when it is set.
  ///
  /// NB: that body has exclusive access to the stored value while it runs, as to any `inout`
  /// argument. Reading or setting this observable's ``value`` inside it (directly, through a
  /// derived observable computed from it, by subscribing to it, or by a nested `modify`) would
  /// break that exclusivity, so it stops the process, in debug and release builds alike, with a
  /// message that begins "Signals: a MutableObservable was read or set inside its own
  /// modify(_:)": read the value through `body`'s argument instead. Other observables may be
  /// read and set.
  ///
  /// **A body that may throw** could fail halfway, so it changes a copy of the value, which
  /// replaces the stored value only once `body` has returned: if `body` throws, nothing changes
  /// and nobody is notified, and the error is rethrown. A value held by nobody else is then
  /// copied once (O(*n*) for an array of *n* elements), and reading ``value`` inside `body`
  /// gives the value before the change.
  ///
  /// During a delivery of this observable (from one of its observers) the stored value must
  /// stay the one being delivered, so either body changes a copy of the last value set, even
  /// one still queued, and the result is queued behind the running delivery as a set would be;
  /// no change is lost. Inside a ``transaction(_:)`` the change is stored at once and notified
  /// at the end, like a set.
  ///
  /// - Parameter body: Changes the value.
  /// - Throws: What `body` throws; then nothing has changed.
  /// - Complexity: What `body` costs, plus the notification; plus a copy of the value if `body`
  ///   may throw or a delivery of this observable is running.
  @inlinable
  public func modify<Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Void
  ) throws(Failure) {
    if isBeingModified { accessedDuringModify() }
    // NB: decided by the error type, which specialisation turns into a constant: only a body
    // that cannot throw may work on the stored value, which a throw would leave half changed.
    guard Failure.self == Never.self, !observers.isDelivering else {
      var copy = latestValue
      try body(&copy)
      update(copy)
      return
    }
    isBeingModified = true
    // NB: a body that cannot throw returns, so the flag is always cleared.
    try body(&storage)
    isBeingModified = false
    if isAnyTransactionOpen(), let context = TransactionContext.current {
      context.noteChange()
      scheduleFlush(in: context)
      return
    }
    stackWindow.check()
    observers.isDelivering = true
    deliverPass(storage)
    finishDelivery()
  }

  /// Changes the value in place, as ``modify(_:)`` does, and notifies only when `body` says it
  /// changed something: a change that turns out to be none costs no notification.
  ///
  /// ```swift
  /// state.modifyIfChanged { state in state.updateRow(at: index, to: row) }  // O(1), in place
  /// ```
  ///
  /// `body` must return `false` only when it left the value as it was: the observers are not
  /// told, so a value changed behind a `false` is a value they never see until the next change.
  /// It has exclusive access to the stored value, as ``modify(_:)``'s has (read the value
  /// through its argument). During a delivery of this observable it changes a copy of the last
  /// value set, even one still queued, which is queued behind the running delivery when `body`
  /// returns `true`.
  ///
  /// - Parameter body: Changes the value, and returns whether it did.
  /// - Returns: What `body` returned.
  /// - Complexity: What `body` costs, plus the notification when it changed something; plus a
  ///   copy of the value if a delivery of this observable is running.
  @inlinable
  @discardableResult
  public func modifyIfChanged(_ body: (inout Value) -> Bool) -> Bool {
    if isBeingModified { accessedDuringModify() }
    guard !observers.isDelivering else {
      var copy = latestValue
      guard body(&copy) else { return false }
      update(copy)
      return true
    }
    isBeingModified = true
    let changed = body(&storage)
    isBeingModified = false
    guard changed else { return false }
    if isAnyTransactionOpen(), let context = TransactionContext.current {
      context.noteChange()
      scheduleFlush(in: context)
      return true
    }
    stackWindow.check()
    observers.isDelivering = true
    deliverPass(storage)
    finishDelivery()
    return true
  }

  /// Stops the process: the value was read or set while an in-place `modify(_:)` body had
  /// exclusive access to it.
  @usableFromInline
  @inline(never)
  func accessedDuringModify() -> Never {
    // NB: `fatalError`, not `precondition`, whose message optimized builds leave out.
    fatalError(
      """
      Signals: a MutableObservable was read or set inside its own modify(_:), whose body has \
      exclusive access to the value; read and change it through the body's argument.
      """)
  }
}

extension MutableObservable where Value: Equatable {
  /// Changes the value with `body` and notifies once, unless the result equals the value it
  /// started from: then nothing changes and nobody is told. A view model with one `State`
  /// output makes every change this way:
  ///
  /// ```swift
  /// state.modifyUnlessEqual { state in
  ///   state.isLoading = false
  ///   state.rows = rows
  /// }
  /// ```
  ///
  /// `body` works on a copy of the last value set, even one still queued behind a running
  /// delivery (``modifyIfChanged(_:)`` says how), so it may change several properties and
  /// change some of them back; the result is compared with `==` once, at the end.
  ///
  /// - Parameter body: Changes the value.
  /// - Returns: Whether the value changed, so whether the observers were told.
  /// - Complexity: A copy of the value, what `body` costs and one comparison, plus the
  ///   notification when the value changed.
  @inlinable
  @discardableResult
  public func modifyUnlessEqual(_ body: (inout Value) -> Void) -> Bool {
    modifyIfChanged { value in
      var next = value
      body(&next)
      guard next != value else { return false }
      value = next
      return true
    }
  }
}
