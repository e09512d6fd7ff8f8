/// What a subscription needs from its source to leave it: no value type involved.
@usableFromInline
protocol ObserverListOwner: AnyObject {
  var observers: UnsafeObserverList { get set }

  /// Unlinks `node`; called by the node, once.
  ///
  /// NB: a requirement, implemented by each class on its stored list, rather than an
  /// extension method: reaching the list through the protocol's accessors would cost a
  /// coroutine on every cancel.
  func unlink(_ node: ObserverNode) -> ObserverRemoval

  /// Called when the first observer arrives, if the list ``UnsafeObserverList/connectsUpstream``;
  /// derived streams connect to their upstream here.
  func observersDidBecomeNonEmpty()

  /// Called when the last observer leaves, if the list ``UnsafeObserverList/connectsUpstream``;
  /// derived streams disconnect here.
  func observersDidBecomeEmpty()
}

// NB: through the protocol, every read of `observers` copies the whole list (retaining its
// array); each method here therefore touches it once, through a mutating call.
extension ObserverListOwner {
  /// Keeps `node`, cancelled during a delivery, until the delivery ends.
  func retire(_ node: ObserverNode) {
    observers.retire(node)
  }

  /// Keeps the closure of a node freed during a delivery until the delivery ends.
  func keepUntilDeliveryEnds(_ handler: Any) {
    observers.keepUntilDeliveryEnds(handler)
  }

  /// Releases what the delivery that just ended retired: the handlers of the nodes cancelled
  /// during it, then the nodes; called with no access to the list open, because a closure's
  /// captures may run any code in their `deinit`.
  @usableFromInline
  func afterDelivery() {
    UnsafeObserverList.release(observers.takeRetired())
  }
}

/// The source side of an observation: Signal, Observable and every derived stream.
///
/// The delivery algorithm is written once here, in a protocol extension, and specialised for
/// each conforming class in the client, so a send from another module compiles to a direct
/// loop.
@usableFromInline
protocol ObserverListHost<Value>: ObserverListOwner {
  associatedtype Value

  /// Values sent during a pass, delivered in order once it ends.
  var pending: ContiguousArray<Value> { get set }

  /// Where on the stack a delivery may start (see ``StackWindow``).
  var stackWindow: StackWindow { get set }

  /// Whether subscribing may run other code before it returns, and so nest: an observable
  /// calls its new observer at once, a derived stream connects upstream, a filtered one may
  /// replay. Subscribing to a plain signal does none of these, so it skips the stack check,
  /// whose first run on a new source is its slow path.
  var subscribingMayNest: Bool { get }

  /// Called just before a queued value is delivered; an observable stores it here, so that an
  /// observer reading `value` sees the value it was given.
  func willDeliverQueued(_ value: Value)

  /// Starts a pass over the observers present now (``UnsafeObserverList/startPass()``).
  ///
  /// NB: this and ``nextInPass()`` are requirements that each class implements on its stored
  /// list, rather than calls on `observers` here: through the protocol, a mutating call on
  /// `observers` is a coroutine that specialisation does not remove, and in unspecialised
  /// code (debug builds) each read of it copies the whole list onto the stack, which nested
  /// deliveries multiply (see "Nesting depth" in Signals.docc).
  func startPass()

  /// The next observer of the running pass, or `nil` once it is over
  /// (``UnsafeObserverList/nextInPass()``).
  func nextInPass() -> Unmanaged<ObserverNode>?
}

extension ObserverListHost {
  /// Delivers `value` to every observer, or queues it if a delivery is already running.
  @inlinable
  func deliver(_ value: Value) {
    if observers.isDelivering {
      enqueue(value)
      return
    }
    stackWindow.check()
    observers.isDelivering = true
    deliverPass(value)
    finishDelivery()
  }

  /// Queues `value` behind the running delivery.
  ///
  /// NB: out of line, so that the growth of the queue, rare, does not weigh on the inlining of
  /// every send and set that might take this path.
  @usableFromInline
  @inline(never)
  func enqueue(_ value: Value) {
    pending.append(value)
  }

  /// One pass over the observers present when it starts, in subscription order.
  ///
  /// NB: the position is kept in the list, not in a local, and read again after every call,
  /// because handlers may cancel any observer (the list moves the position past it, so it gets
  /// nothing more, not even this value, and a node freed meanwhile is never touched again) or
  /// subscribe (linked after `passLast`: not this value) while it runs. A handler cancelled
  /// during the pass is only released after it, so calling it unretained is safe.
  ///
  /// NB: each node's plain closure is called where it lies in the node, unretained; a node
  /// without one (a context, an owner) delivers through its `invoke`, held strongly.
  ///
  /// NB: written for debug builds' stack too, where nothing is inlined and each delivery nested
  /// in another stacks these frames (see "Nesting depth"): the list is touched through one call
  /// per step.
  @inlinable
  @inline(__always)
  func deliverPass(_ value: Value) {
    startPass()
    while let node = nextInPass() {
      // Every node of this list observes `Value`.
      let called = Unmanaged<ValueObserverNode<Value>>.fromOpaque(node.toOpaque())
        ._withUnsafeGuaranteedRef { $0.handler.callIfPresent(value) }
      if !called {
        InvokingObserverNode<Value>.invokeRetaining(node, value)
      }
    }
  }

  /// Ends a delivery: drains the values queued meanwhile (FIFO), then releases what the
  /// delivery retired.
  @inlinable
  func finishDelivery() {
    if !pending.isEmpty {
      drainPending()
    }
    observers.isDelivering = false
    if observers.hasRetired {
      afterDelivery()
    } else {
      #if DEBUG
        observers._checkInvariants(everyNode: true)
      #endif
    }
  }

  @usableFromInline
  func drainPending() {
    var next = 0
    while next < pending.count {
      let value = pending[next]
      next += 1
      willDeliverQueued(value)
      deliverPass(value)
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// Links `node`, a new observer; the caller decides about an initial call.
  @inlinable
  func attach(_ node: ObserverNode) {
    if observers.append(node) {
      observersDidBecomeNonEmpty()
    }
  }

  /// Registers `handler` and returns its subscription; the caller decides about an initial call.
  @inlinable
  func addObserver(_ handler: consuming @escaping (Value) -> Void) -> ValueObserverNode<Value> {
    // A subscription may connect a derived stream, which subscribes upstream in turn.
    if subscribingMayNest { stackWindow.check() }
    let node = ValueObserverNode(source: self, handler: consume handler)
    attach(node)
    return node
  }

  /// Registers `handler` with `context` kept inline; the caller decides about an initial call.
  @inlinable
  func addObserver<Context>(
    context: consuming Context,
    _ handler: consuming @escaping (inout Context, Value) -> Void
  ) -> ContextObserverNode<Context, Value> {
    if subscribingMayNest { stackWindow.check() }
    let node = ContextObserverNode(source: self, context: consume context, handler: handler)
    attach(node)
    return node
  }

  /// Registers `handler` on behalf of `owner`, held weakly; the caller decides about an initial
  /// call.
  @inlinable
  func addObserver<Owner: AnyObject>(
    weaklyOwnedBy owner: Owner,
    _ handler: consuming @escaping (Owner, Value) -> Void
  ) -> WeaklyOwnedObserverNode<Owner, Value> {
    if subscribingMayNest { stackWindow.check() }
    let node = WeaklyOwnedObserverNode(source: self, owner: owner, handler: handler)
    attach(node)
    return node
  }

  /// Calls one new observer with `value` as a delivery of its own, so that values sent from
  /// inside that call are queued like any reentrant send.
  @usableFromInline
  func deliverInitial(_ value: Value, to handler: (Value) -> Void) {
    if observers.isDelivering {
      handler(value)
      return
    }
    observers.isDelivering = true
    handler(value)
    finishDelivery()
  }
}
