/// An observable computed from upstream observables.
///
/// While it has observers it is connected: it keeps its current value and recomputes when an
/// input changes (once per transaction, at its rank). Without observers it holds no
/// subscription and `value` is computed from the upstream values on each read, so an unobserved
/// derived observable costs nothing and is never stale.
///
/// Inside a transaction a connected one is not told of a change until the end, so reading its
/// `value` recomputes unless it recomputed since the last change (the transaction's stamp
/// says): observed or not, the value read is the one computed from the current inputs. Two
/// exceptions keep their stored value: a read during its own delivery (did-set: an observer
/// reads the value it was given), and a derivation that lags its inputs on purpose (debounce).
///
/// It always recomputes from the upstream observables' current values rather than from the
/// value an upstream handler was given: the two agree (observables notify after storing), and
/// at the end of a transaction, when lower ranks have already recomputed, reading them is what
/// makes the result glitch-free.
///
/// Each operator is a subclass that keeps its inputs and function in fields: a `map` is one
/// object, and one observer node per input while it is connected, with no closure context or
/// array of its own.
///
/// NB: as with ``DerivedSignal``, the upstream subscriptions capture this object strongly; the
/// cycle lasts exactly as long as someone observes it.
@usableFromInline
class DerivedObservable<Value>: Observable<Value> {
  /// When set, a recomputed value that repeats the current one notifies nobody.
  @usableFromInline
  final let isDuplicate: ((Value, Value) -> Bool)?

  /// `true` for a derivation whose value follows its inputs only later (debounce): its stored
  /// value is its current value even while the inputs have moved on.
  @usableFromInline
  final let lagsBehindInputs: Bool

  // NB: this object's stored `var`s are exempt from dynamic exclusivity checks, soundly, as
  // `Events.observers` is: each access is one read or write, never open while other code runs.

  /// The transaction stamp at which it last recomputed; see ``TransactionContext/stamp``.
  @usableFromInline
  @exclusivity(unchecked)
  final var freshStamp: UInt64 = 0

  /// `true` while subscribing upstream, whose initial calls are not changes.
  @usableFromInline
  @exclusivity(unchecked)
  final private(set) var isConnecting = false

  /// Computes the value from the upstream observables' current values, given this object.
  ///
  /// NB: the operator makes it, and ``connector``, in inlinable code that its caller
  /// specialises, capturing nothing: a plain function pointer that reaches the operator's
  /// fields with their concrete types. An overridden method of a generic class is never
  /// specialised: it would look up at run time the type metadata of every node it makes.
  @usableFromInline
  final let computer: (DerivedObservable<Value>) -> Value

  /// Subscribes to the upstream observables, given this object and `true`, keeping the
  /// subscriptions (their handlers call ``inputDidChange()``); cancels and drops them, given
  /// `false`.
  @usableFromInline
  final let connector: (DerivedObservable<Value>, Bool) -> Void

  /// Makes a derived observable whose value is `initialValue` until it connects; an operator
  /// checks the depth of `rank` (``ChainDepth/check(_:)``) before computing `initialValue`,
  /// whose computation nests one call per operator.
  @inlinable
  init(
    initialValue: consuming Value,
    rank: Int,
    isDuplicate: ((Value, Value) -> Bool)? = nil,
    lagsBehindInputs: Bool = false,
    compute: @escaping (DerivedObservable<Value>) -> Value,
    connect: @escaping (DerivedObservable<Value>, Bool) -> Void
  ) {
    self.isDuplicate = isDuplicate
    self.lagsBehindInputs = lagsBehindInputs
    computer = compute
    connector = connect
    super.init(storage: initialValue, rank: rank)
    observers.connectsUpstream = true
  }

  /// The value from the upstream observables' current values.
  @inlinable
  final func compute() -> Value {
    computer(self)
  }

  override var value: Value {
    if !isConnected {
      // Computing reads every upstream value in turn: one nested level per operator.
      stackWindow.check()
      return compute()
    }
    if isAnyTransactionOpen(), !lagsBehindInputs, !observers.isDelivering,
      let context = TransactionContext.current, context.stamp != freshStamp
    {
      stackWindow.check()
      return compute()
    }
    return storage
  }

  override final func observersDidBecomeNonEmpty() {
    isConnecting = true
    connector(self, true)
    isConnecting = false
    isConnected = true
    storage = compute()
  }

  override final func observersDidBecomeEmpty() {
    isConnected = false
    connector(self, false)
  }

  /// Recomputes and notifies now, or once at the end of the running transaction.
  @inlinable
  final func inputDidChange() {
    if isConnecting { return }
    if isAnyTransactionOpen(), let context = TransactionContext.current {
      scheduleFlush(in: context)
      return
    }
    recomputeAndNotify()
  }

  /// Recomputes, and notifies unless de-duplication says the value did not change.
  ///
  /// NB: de-duplication compares with the last value notified or queued, not with `storage`:
  /// during a delivery, a value queued behind it is not stored yet, and comparing with the
  /// stored one would drop a change back to it (`false`, then `true` queued, then `false`
  /// would end on `true`).
  @inlinable
  final func recomputeAndNotify() {
    let next = compute()
    if let isDuplicate {
      // Spelled out rather than `latestValue`, so that the common case (nothing queued) reads
      // the stored value directly, as this did before queued values were considered.
      let isRepeat =
        pending.isEmpty ? isDuplicate(storage, next) : isDuplicate(pending[pending.count - 1], next)
      if isRepeat { return }
    }
    storeAndNotify(next)
  }

  override final func flushTransaction() {
    isScheduledForFlush = false
    if let context = TransactionContext.current {
      // Before notifying: a source set by an observer meanwhile makes it out of date again.
      freshStamp = context.stamp
    }
    recomputeAndNotify()
  }
}

extension Observable {
  /// Subscribes `derived` to this observable's changes, without the initial call, which would
  /// not be one: the node is the only allocation, as the handler captures `derived` alone.
  @inlinable
  final func connect<Result>(_ derived: DerivedObservable<Result>) -> Subscription {
    addObserver { _ in derived.inputDidChange() }
  }
}
