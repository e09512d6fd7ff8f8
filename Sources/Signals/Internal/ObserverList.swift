/// The observers of one source and the state of its delivery, stored inline in the source.
///
/// Handlers sit in one contiguous array in subscription order, so a send is a plain loop over
/// it. A cancelled observer leaves a `nil` hole (its closure is released at once); holes are
/// compacted away once they are the majority and no delivery is running, which keeps removal
/// amortised O(1) and delivery order stable. `nodes` mirrors `handlers` so that compaction can
/// tell each surviving subscription its new index.
@usableFromInline
struct ObserverList<Value> {
  @usableFromInline
  var handlers: ContiguousArray<((Value) -> Void)?> = []

  /// Unretained: a subscription removes itself from here before it is freed.
  var nodes: ContiguousArray<Unmanaged<ObserverNode<Value>>?> = []

  @usableFromInline
  var liveCount = 0

  /// `true` while a delivery pass runs; sends that arrive meanwhile go to `pending`.
  @usableFromInline
  var isDelivering = false

  /// Values sent during a pass, delivered in order once it ends.
  @usableFromInline
  var pending: ContiguousArray<Value> = []

  @usableFromInline
  init() {}

  @inlinable
  var needsCompaction: Bool {
    handlers.count > 8 && liveCount < handlers.count / 2
  }

  mutating func append(_ handler: @escaping (Value) -> Void, node: ObserverNode<Value>) -> Int {
    handlers.append(handler)
    nodes.append(Unmanaged.passUnretained(node))
    liveCount += 1
    return handlers.count - 1
  }

  /// Clears the slot and releases its closure.
  mutating func remove(at index: Int) {
    handlers[index] = nil
    nodes[index] = nil
    liveCount -= 1
  }

  /// Squeezes out the holes left by cancelled observers, keeping the order.
  mutating func compact() {
    var target = 0
    for index in handlers.indices {
      guard let node = nodes[index] else { continue }
      if target != index {
        handlers[target] = handlers[index]
        nodes[target] = node
        node._withUnsafeGuaranteedRef { $0.index = target }
      }
      target += 1
    }
    handlers.removeLast(handlers.count - target)
    nodes.removeLast(nodes.count - target)
  }
}

/// The source side of an observation: Signal, Observable and every derived stream.
///
/// The delivery algorithm is written once here, in a protocol extension, and specialised for
/// each conforming class, so a send from another module compiles to a direct loop.
@usableFromInline
protocol ObserverListHost<Value>: AnyObject {
  associatedtype Value

  var observers: ObserverList<Value> { get set }

  /// Called just before a queued value is delivered; an observable stores it here, so that an
  /// observer reading `value` sees the value it was given.
  func willDeliverQueued(_ value: Value)

  /// Called when the first observer arrives; derived streams connect to their upstream here.
  func observersDidBecomeNonEmpty()

  /// Called when the last observer leaves; derived streams disconnect here.
  func observersDidBecomeEmpty()
}

extension ObserverListHost {
  /// Delivers `value` to every observer, or queues it if a delivery is already running.
  @inlinable
  func deliver(_ value: Value) {
    if observers.isDelivering {
      observers.pending.append(value)
      return
    }
    observers.isDelivering = true
    deliverPass(value)
    finishDelivery()
  }

  /// One pass over the observers present when it starts.
  ///
  /// NB: the slot is read again for every observer, and the pass ends at the count it started
  /// with, because handlers may cancel (a `nil` slot: the observer gets nothing more, not even
  /// this value) or subscribe (appended past `end`: not this value) while it runs.
  @inlinable
  func deliverPass(_ value: Value) {
    let end = observers.handlers.count
    var index = 0
    while index < end {
      if let handler = observers.handlers[index] {
        handler(value)
      }
      index &+= 1
    }
  }

  /// Ends a delivery: drains the values queued meanwhile (FIFO), then compacts if worthwhile.
  @inlinable
  func finishDelivery() {
    if !observers.pending.isEmpty {
      drainPending()
    }
    observers.isDelivering = false
    if observers.needsCompaction {
      compactObservers()
    }
  }

  @usableFromInline
  func drainPending() {
    var next = 0
    while next < observers.pending.count {
      let value = observers.pending[next]
      next += 1
      willDeliverQueued(value)
      deliverPass(value)
    }
    observers.pending.removeAll(keepingCapacity: true)
  }

  @usableFromInline
  func compactObservers() {
    observers.compact()
  }

  /// Registers `handler` and returns its subscription; the caller decides about an initial call.
  func addObserver(_ handler: @escaping (Value) -> Void) -> ObserverNode<Value> {
    let node = ObserverNode<Value>(owner: self)
    node.index = observers.append(handler, node: node)
    if observers.liveCount == 1 {
      observersDidBecomeNonEmpty()
    }
    return node
  }

  /// Removes the observer at `index`; called by its subscription, once.
  func removeObserver(at index: Int) {
    observers.remove(at: index)
    if !observers.isDelivering, observers.needsCompaction {
      observers.compact()
    }
    if observers.liveCount == 0 {
      observersDidBecomeEmpty()
    }
  }

  /// Calls one new observer with `value` as a delivery of its own, so that values sent from
  /// inside that call are queued like any reentrant send.
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

/// The subscription of one observer: it knows its slot and keeps its source alive.
@usableFromInline
final class ObserverNode<Value>: Subscription {
  var index = 0

  /// Strong, so that derived streams live as long as someone observes them; `nil` once
  /// cancelled. The source holds this node unretained, so there is no cycle.
  private var owner: (any ObserverListHost<Value>)?

  init(owner: any ObserverListHost<Value>) {
    self.owner = owner
  }

  override func cancel() {
    guard let owner else { return }
    self.owner = nil
    owner.removeObserver(at: index)
  }

  deinit {
    cancel()
  }
}
