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
/// NB: as with ``DerivedSignal``, the upstream subscriptions capture this object strongly; the
/// cycle lasts exactly as long as someone observes it.
@usableFromInline
final class DerivedObservable<Value>: Observable<Value> {
  /// The value from the upstream observables' current values.
  @usableFromInline
  let compute: () -> Value

  /// When set, a recomputed value that repeats the current one notifies nobody.
  @usableFromInline
  let isDuplicate: ((Value, Value) -> Bool)?

  /// `true` for a derivation whose value follows its inputs only later (debounce): its stored
  /// value is its current value even while the inputs have moved on.
  private let lagsBehindInputs: Bool

  // NB: this object's stored `var`s are exempt from dynamic exclusivity checks, soundly, as
  // `Events.observers` is: each access is one read or write, never open while other code runs.

  /// The transaction stamp at which it last recomputed; see ``TransactionContext/stamp``.
  @exclusivity(unchecked)
  private var freshStamp: UInt64 = 0

  /// Subscribes to the upstream observables; their handlers call `inputDidChange()`.
  private let connector: (DerivedObservable<Value>) -> [Subscription]

  @exclusivity(unchecked)
  private var connection: [Subscription] = []
  @exclusivity(unchecked)
  private var isConnected = false

  /// `true` while subscribing upstream, whose initial calls are not changes.
  @usableFromInline
  @exclusivity(unchecked)
  private(set) var isConnecting = false

  @usableFromInline
  init(
    rank: Int,
    compute: @escaping () -> Value,
    isDuplicate: ((Value, Value) -> Bool)? = nil,
    lagsBehindInputs: Bool = false,
    connect: @escaping (DerivedObservable<Value>) -> [Subscription]
  ) {
    self.compute = compute
    self.isDuplicate = isDuplicate
    self.lagsBehindInputs = lagsBehindInputs
    connector = connect
    ChainDepth.check(rank)
    super.init(storage: compute(), rank: rank)
    observers.connectsUpstream = true
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

  override func observersDidBecomeNonEmpty() {
    isConnecting = true
    connection = connector(self)
    isConnecting = false
    isConnected = true
    storage = compute()
  }

  override func observersDidBecomeEmpty() {
    isConnected = false
    let connection = self.connection
    self.connection = []
    for subscription in connection {
      subscription.cancel()
    }
  }

  /// Recomputes and notifies now, or once at the end of the running transaction.
  @inlinable
  func inputDidChange() {
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
  func recomputeAndNotify() {
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

  override func flushTransaction() {
    isScheduledForFlush = false
    if let context = TransactionContext.current {
      // Before notifying: a source set by an observer meanwhile makes it out of date again.
      freshStamp = context.stamp
    }
    recomputeAndNotify()
  }
}
