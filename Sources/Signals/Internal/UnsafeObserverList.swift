/// The observers of one source and the state of its delivery, stored inline in the source.
///
/// Unsafe: it holds its closures as raw pointers it retained itself and its subscriptions
/// unretained, and calls each closure without retaining it. Who retains whom, and what
/// `cancel()` and a `deinit` release, is drawn in "Ownership" in Signals.docc; debug builds check
/// the invariants that make it sound after every change (`_checkInvariants(everySlot:)`).
///
/// Each observer's closure sits in a ``HandlerBox`` that the list retains; the list keeps the
/// boxes as raw pointers in subscription order, each beside its subscription in one slot, so a
/// send is a plain loop over one contiguous array that calls each handler without retaining it.
/// A cancelled observer leaves a `nil` hole (its box is released as "Ownership" says); holes are
/// compacted away once they are the majority and no delivery runs, which keeps removal amortised
/// O(1) and the order stable.
///
/// NB: the list is deliberately not generic. Cancellation runs through a class method, which
/// Swift never specialises for a client's types, and generic code there would look up type
/// metadata at run time on every cancel (hundreds of nanoseconds). Only the handler call in the
/// delivery loop, which is inlined into the client, knows the value type.
@usableFromInline
struct UnsafeObserverList {
  /// One observer: its retained `HandlerBox<Value>` and its subscription, unretained (it removes
  /// itself before it is freed); both `nil` where an observer left.
  ///
  /// NB: one array of pairs rather than two arrays: a source's first observer then costs one
  /// array allocation, not two, and a send reads one stride.
  @usableFromInline
  struct Slot {
    @usableFromInline
    var box: UnsafeMutableRawPointer?

    @usableFromInline
    var node: Unmanaged<ObserverNode>?

    @inlinable
    init(box: UnsafeMutableRawPointer?, node: Unmanaged<ObserverNode>?) {
      self.box = box
      self.node = node
    }
  }

  /// The observers in subscription order, with holes where observers left.
  @usableFromInline
  var slots: ContiguousArray<Slot> = []

  /// Boxes removed during a delivery pass, released when it ends.
  @usableFromInline
  var retired: ContiguousArray<UnsafeMutableRawPointer> = []

  @usableFromInline
  var liveCount = 0

  /// `true` while a delivery pass runs; sends that arrive meanwhile are queued by the host.
  @usableFromInline
  var isDelivering = false

  @usableFromInline
  init() {}

  @inlinable
  var needsCompaction: Bool {
    slots.count > 8 && liveCount < slots.count / 2
  }

  @inlinable
  mutating func append(box: UnsafeMutableRawPointer, node: ObserverNode) -> Int {
    slots.append(Slot(box: box, node: Unmanaged.passUnretained(node)))
    liveCount &+= 1
    _checkInvariants()
    return slots.count &- 1
  }

  /// Empties slot `index`, compacting if worthwhile.
  ///
  /// - Returns: The box to release (unless the running pass still needs it: then it is retired
  ///   until the pass ends) and whether the last observer just left.
  mutating func remove(at index: Int) -> (box: UnsafeMutableRawPointer?, becameEmpty: Bool) {
    let box = slots[index].box
    slots[index] = Slot(box: nil, node: nil)
    liveCount -= 1
    if isDelivering {
      if let box { retired.append(box) }
      _checkInvariants()
      return (nil, liveCount == 0)
    }
    // Trailing holes cost nothing to drop: an observer that leaves soon after it came (the
    // common last-in, first-out case) leaves no hole at all.
    while let last = slots.last, last.box == nil {
      slots.removeLast()
    }
    let compacts = needsCompaction
    if compacts {
      compact()
    }
    _checkInvariants(everySlot: compacts)
    return (box, liveCount == 0)
  }

  /// Ends a pass: compacts if worthwhile and hands back the boxes retired during the pass.
  mutating func endPass() -> ContiguousArray<UnsafeMutableRawPointer> {
    if needsCompaction {
      compact()
    }
    guard !retired.isEmpty else {
      _checkInvariants(everySlot: true)
      return []
    }
    defer {
      retired.removeAll(keepingCapacity: true)
      _checkInvariants(everySlot: true)
    }
    return retired
  }

  /// Squeezes out the holes left by cancelled observers, keeping the order; its callers check
  /// every slot afterwards, once the boxes retired in a pass are handed back.
  mutating func compact() {
    var target = 0
    for index in slots.indices {
      let slot = slots[index]
      guard slot.box != nil, let node = slot.node else { continue }
      if target != index {
        slots[target] = slot
        node._withUnsafeGuaranteedRef { $0.index = target }
      }
      target += 1
    }
    slots.removeLast(slots.count - target)
  }

  /// Takes every box still held, for release by a source that is going away.
  mutating func takeAllBoxes() -> [UnsafeMutableRawPointer] {
    let all = slots.compactMap(\.box) + retired
    slots.removeAll()
    retired.removeAll()
    _checkInvariants()
    return all
  }

  #if DEBUG
    /// Stops the process if the list breaks a rule its unsafe code relies on; debug builds only.
    ///
    /// The rules are listed at the end of "Ownership" in Signals.docc. Without `everySlot` only
    /// what costs O(1) is checked, so an append or a removal stays O(1); compaction and the end
    /// of a pass, which visit every slot anyway, check every slot.
    @usableFromInline
    @inline(never)
    func _checkInvariants(everySlot: Bool = false) {
      precondition(liveCount >= 0 && liveCount <= slots.count, "UnsafeObserverList: liveCount")
      precondition(isDelivering || retired.isEmpty, "UnsafeObserverList: retired outside a pass")
      guard everySlot else { return }
      var filled = 0
      for index in slots.indices {
        precondition(
          (slots[index].box == nil) == (slots[index].node == nil),
          "UnsafeObserverList: slot \(index) has a box without a node or a node without a box")
        guard let node = slots[index].node else { continue }
        filled += 1
        precondition(
          node._withUnsafeGuaranteedRef { $0.index } == index,
          "UnsafeObserverList: the node in slot \(index) does not know its slot")
      }
      precondition(filled == liveCount, "UnsafeObserverList: liveCount is not the filled slots")
    }
  #else
    /// Checks nothing: release builds, which the benchmarks measure, pay nothing for the checks.
    @inlinable
    @inline(__always)
    func _checkInvariants(everySlot: Bool = false) {}
  #endif
}

/// Releases boxes taken out of a list; called with no access to the list open, because a
/// closure's captures may run arbitrary code in their `deinit`.
func releaseBoxes(_ boxes: some Sequence<UnsafeMutableRawPointer>) {
  for box in boxes {
    Unmanaged<AnyObject>.fromOpaque(box).release()
  }
}

/// An observer's closure, immutable, so the delivery loop can call it without retaining it.
@usableFromInline
final class HandlerBox<Value> {
  @usableFromInline
  let handler: (Value) -> Void

  @usableFromInline
  init(_ handler: @escaping (Value) -> Void) {
    self.handler = handler
  }
}

/// What a subscription needs from its source to leave it: no value type involved.
@usableFromInline
protocol ObserverListOwner: AnyObject {
  var observers: UnsafeObserverList { get set }

  /// Called when the first observer arrives; derived streams connect to their upstream here.
  func observersDidBecomeNonEmpty()

  /// Called when the last observer leaves; derived streams disconnect here.
  func observersDidBecomeEmpty()
}

// NB: through the protocol, every read of `observers` copies the whole list (three array
// retains); each method here therefore touches it once, through a mutating call.
extension ObserverListOwner {
  /// Removes the observer at `index`; called by its subscription, once.
  ///
  /// NB: a derived stream disconnects before the closure is released, because the closure's
  /// captures may subscribe again from their `deinit`: that observer must find the stream
  /// disconnected, so that it connects it again, rather than be disconnected right after.
  func removeObserver(at index: Int) {
    let (box, becameEmpty) = observers.remove(at: index)
    if becameEmpty {
      observersDidBecomeEmpty()
    }
    if let box {
      releaseBoxes(CollectionOfOne(box))
    }
  }

  /// Compacts the list and releases the boxes retired during the pass that just ended.
  @usableFromInline
  func afterDelivery() {
    releaseBoxes(observers.endPass())
  }

  /// Releases every box; for a source's `deinit`.
  func releaseAllObservers() {
    releaseBoxes(observers.takeAllBoxes())
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

  /// Called just before a queued value is delivered; an observable stores it here, so that an
  /// observer reading `value` sees the value it was given.
  func willDeliverQueued(_ value: Value)
}

extension ObserverListHost {
  /// Delivers `value` to every observer, or queues it if a delivery is already running.
  @inlinable
  func deliver(_ value: Value) {
    if observers.isDelivering {
      pending.append(value)
      return
    }
    stackWindow.check()
    observers.isDelivering = true
    deliverPass(value)
    finishDelivery()
  }

  /// One pass over the observers present when it starts.
  ///
  /// NB: the slot is read again for every observer, and the pass ends at the count it started
  /// with, because handlers may cancel (a `nil` slot: the observer gets nothing more, not even
  /// this value) or subscribe (appended past `end`: not this value) while it runs. A box
  /// removed during the pass is only released after it, so calling it unretained is safe.
  @inlinable
  func deliverPass(_ value: Value) {
    let end = observers.slots.count
    var index = 0
    while index < end {
      if let box = observers.slots[index].box {
        Unmanaged<HandlerBox<Value>>.fromOpaque(box)._withUnsafeGuaranteedRef {
          $0.handler(value)
        }
      }
      index &+= 1
    }
  }

  /// Ends a delivery: drains the values queued meanwhile (FIFO), then compacts and releases
  /// what the pass retired.
  @inlinable
  func finishDelivery() {
    if !pending.isEmpty {
      drainPending()
    }
    observers.isDelivering = false
    if observers.needsCompaction || !observers.retired.isEmpty {
      afterDelivery()
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

  /// Registers `handler` and returns its subscription; the caller decides about an initial call.
  @inlinable
  func addObserver(_ handler: @escaping (Value) -> Void) -> ObserverNode {
    // A subscription may connect a derived stream, which subscribes upstream in turn.
    stackWindow.check()
    let box = Unmanaged.passRetained(HandlerBox(handler)).toOpaque()
    let node = ObserverNode(owner: self)
    node.index = observers.append(box: box, node: node)
    if observers.liveCount == 1 {
      observersDidBecomeNonEmpty()
    }
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

/// The subscription of one observer: it knows its slot and keeps its source alive.
@usableFromInline
final class ObserverNode: Subscription {
  // NB: both fields are exempt from dynamic exclusivity checks, which were a tenth of a
  // subscribe + cancel. Sound for the reason `Events.observers` is: every access is a single
  // read or write, and no other code runs while one is open.
  @usableFromInline
  @exclusivity(unchecked)
  var index = 0

  /// Strong, so that derived streams live as long as someone observes them; `nil` once
  /// cancelled. The source holds the node unretained, so there is no cycle.
  @exclusivity(unchecked)
  private var owner: (any ObserverListOwner)?

  @usableFromInline
  init(owner: any ObserverListOwner) {
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
