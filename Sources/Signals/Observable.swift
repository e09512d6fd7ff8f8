/// A read-only value that tells its observers when it changes.
///
/// ```swift
/// let name = MutableObservable("")
/// let greeting: Observable<String> = name.map { "Hello, \($0)" }
/// let subscription = greeting.observe { print($0) }   // prints "Hello, " at once
/// name.value = "Ada"                                   // prints "Hello, Ada"
/// ```
///
/// `observe(_:)` calls the observer at once with the current value, then after every change,
/// equal values included (``removeDuplicates()`` skips them). View models expose outputs as
/// `Observable` and keep the ``MutableObservable`` private; see the rules in the ``Signals``
/// overview.
public class Observable<Value>: ObserverListHost, TransactionParticipant {
  // NB: exempt from dynamic exclusivity checks, soundly; see `Events.observers`.
  @usableFromInline
  @exclusivity(unchecked)
  final var observers = UnsafeObserverList()

  @usableFromInline
  @exclusivity(unchecked)
  final var pending: ContiguousArray<Value> = []

  // NB: after the fields a send touches first, so that they keep their place in the object.
  @usableFromInline
  @exclusivity(unchecked)
  final var stackWindow = StackWindow()

  /// The stored current value; derived observables keep it while they are connected.
  ///
  /// NB: exempt from dynamic exclusivity checks, which cost a runtime call on every set. Sound
  /// for the reason `Events.observers` is, with one exception that is guarded instead:
  /// `MutableObservable.modify(_:)` keeps a modify access open while its body runs, and stops
  /// the process if the body reads or sets the same observable.
  @usableFromInline
  @exclusivity(unchecked)
  final var storage: Value

  /// The depth in the graph of derived observables: 0 for a source, 1 + the deepest upstream
  /// for a derived one. A transaction flushes lower ranks first, so each derived observable
  /// recomputes once, after all its inputs.
  @usableFromInline
  let rank: Int

  @usableFromInline
  var isScheduledForFlush = false

  /// `true` while the body of an in-place `MutableObservable.modify(_:)` runs, which has
  /// exclusive access to the stored value.
  @usableFromInline
  @exclusivity(unchecked)
  final var isBeingModified = false

  /// `true` while a derived observable is connected: it keeps its current value in `storage`.
  @usableFromInline
  @exclusivity(unchecked)
  final var isConnected = false

  /// Always `true`: a new observer is called at once.
  @inlinable
  final var subscribingMayNest: Bool {
    true
  }

  // NB: inlinable, as every initializer of an observable is, so that making one is specialised
  // for its value type instead of copying the value through its type's metadata.
  @inlinable
  init(storage: Value, rank: Int) {
    self.storage = storage
    self.rank = rank
  }

  deinit {
    // Released with no access to the list open, as after a delivery.
    if let leftovers = observers.takeLeftovers() {
      UnsafeObserverList.release(leftovers)
    }
  }

  /// The current value.
  ///
  /// A derived observable (`map`, `combineLatest`, …) computes it from its inputs' current
  /// values, observed or not, and inside a ``transaction(_:)`` too. Two reads give the value
  /// last notified instead: an observer's read during its own notification, which sees the
  /// value it was given (did-set); and, outside a transaction, a read made while an input is
  /// still notifying its observers, before this one had its turn (the *glitch* a transaction
  /// avoids). A debounced observable's value is the last settled one.
  public var value: Value {
    storage
  }

  /// The current value, as ``value`` gives it, read in place when `storage` holds it: a source
  /// that no `modify(_:)` is changing, or a connected derived observable outside a transaction.
  ///
  /// NB: `value` is overridden, so a read through it is a dynamic call of an implementation
  /// that is never specialised: it copies the value through its type's metadata. Every initial
  /// call and every recomputation reads its inputs through here instead.
  @inlinable
  final var currentValue: Value {
    if rank == 0 {
      if !isBeingModified { return storage }
    } else if isConnected, !isAnyTransactionOpen() {
      return storage
    }
    return value
  }

  /// Calls `handler` at once with the current value, then with every new value, until the
  /// subscription is cancelled or released.
  ///
  /// ```swift
  /// viewModel.title.observe { titleLabel.text = $0 }.store(in: &subscriptions)
  /// ```
  ///
  /// A `self` that keeps the subscription and is captured strongly by `handler` keeps itself
  /// alive ("Lifetimes" in the ``Signals`` overview): capture it weakly, or use
  /// ``observe(with:_:)``.
  ///
  /// - Returns: The subscription; keep it as long as you want the deliveries.
  /// - Complexity: O(1), plus the initial call.
  @inlinable
  public final func observe(_ handler: consuming @escaping (Value) -> Void) -> Subscription {
    let node = addObserver(handler)
    // NB: through the node rather than `handler`, whose last use is then the store into the
    // node: the optimizer hands the caller's reference over instead of retaining it once more.
    deliverInitial(currentValue) { node.callHandler($0) }
    return node
  }

  /// The last value set: the last one queued behind the running delivery, if any, else the one
  /// stored. Reading `value` during a delivery gives the value being delivered instead.
  @usableFromInline
  final var latestValue: Value {
    // NB: not `pending.last ?? storage`: in unspecialised generic code `last` is a protocol
    // witness call and `??` a generic copy, which tripled the cost of a de-duplicated set.
    pending.isEmpty ? storage : pending[pending.count - 1]
  }

  /// Stores `newValue` and notifies, or defers both as the rules of reentrancy and transactions
  /// say.
  @inlinable
  final func update(_ newValue: Value) {
    if !observers.isDelivering, isAnyTransactionOpen(),
      let context = TransactionContext.current
    {
      storeInTransaction(newValue, context: context)
      return
    }
    storeAndNotify(newValue)
  }

  /// Stores `newValue` at once and defers the notification to the end of the transaction.
  @usableFromInline
  final func storeInTransaction(_ newValue: Value, context: TransactionContext) {
    storage = newValue
    context.noteChange()
    scheduleFlush(in: context)
  }

  /// Stores `newValue` and notifies now, or queues both behind the running delivery.
  @inlinable
  final func storeAndNotify(_ newValue: Value) {
    if observers.isDelivering {
      // NB: not stored yet: observers still in the running pass must read the value they got.
      enqueue(newValue)
      return
    }
    stackWindow.check()
    storage = newValue
    observers.isDelivering = true
    deliverPass(newValue)
    finishDelivery()
  }

  @usableFromInline
  func scheduleFlush(in context: TransactionContext) {
    guard !isScheduledForFlush else { return }
    isScheduledForFlush = true
    context.schedule(self)
  }

  /// Notifies once with the value the transaction left; derived observables recompute first.
  func flushTransaction() {
    isScheduledForFlush = false
    deliver(storage)
  }

  @usableFromInline
  final func willDeliverQueued(_ value: Value) {
    storage = value
    if isAnyTransactionOpen(), let context = TransactionContext.current {
      context.noteChange()
    }
  }

  @usableFromInline
  final func unlink(_ node: ObserverNode) -> ObserverRemoval {
    observers.remove(node)
  }

  @inlinable
  final func startPass() {
    observers.startPass()
  }

  @inlinable
  final func nextInPass() -> Unmanaged<ObserverNode>? {
    observers.nextInPass()
  }

  @usableFromInline
  func observersDidBecomeNonEmpty() {}

  @usableFromInline
  func observersDidBecomeEmpty() {}
}
