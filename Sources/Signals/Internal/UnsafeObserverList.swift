/// The observers of one source, in subscription order, and the state of its delivery; stored
/// inline in the source.
///
/// An intrusive doubly linked list: each observer is one ``ObserverNode``, which is also the
/// caller's ``Subscription``, so subscribing allocates the node and nothing else, and a node
/// leaves in O(1) without moving any other. A send walks the list and calls each node's
/// handler in place.
///
/// Unsafe: the list holds its nodes unretained (each node leaves it before it dies) and calls
/// their handlers without retaining them. Who retains whom, and what `cancel()` and a `deinit`
/// release, is drawn in "Ownership" in Signals.docc; debug builds check the invariants that
/// make it sound after every change (`_checkInvariants(everyNode:)`).
///
/// A delivery pass may be interrupted by any change to the list (see "Reentrancy and
/// ordering"): the list keeps the pass's position in ``cursor``, the next node to call, and its
/// end in ``passLast``, the last node present when it started; a node that leaves moves either
/// past itself, and a node that joins goes after `passLast`.
///
/// NB: the list is deliberately not generic. Cancellation runs through a class method, which
/// Swift never specialises for a client's types, and generic code there would look up type
/// metadata at run time on every cancel. Only the delivery loop, which is inlined into the
/// client, knows the value type.
@usableFromInline
struct UnsafeObserverList {
  @usableFromInline
  var head: Unmanaged<ObserverNode>?

  @usableFromInline
  var tail: Unmanaged<ObserverNode>?

  /// The number of nodes in the list.
  @usableFromInline
  var count = 0

  /// Set by derived streams, which connect to their upstream when the first observer arrives
  /// and disconnect when the last one leaves; the list tells them when.
  @usableFromInline
  var connectsUpstream = false

  /// `true` while a delivery runs; sends that arrive meanwhile are queued by the host.
  @usableFromInline
  var isDelivering = false

  /// The next node the running pass calls; `nil` when it has none left, and outside a pass.
  @usableFromInline
  var cursor: Unmanaged<ObserverNode>?

  /// The last node the running pass calls; `nil` outside a pass.
  @usableFromInline
  var passLast: Unmanaged<ObserverNode>?

  /// Nodes cancelled during a delivery, retained and chained through `next`; their handlers
  /// are released when it ends, since it may be running them.
  @usableFromInline
  var retired: Unmanaged<ObserverNode>?

  /// The closures of nodes freed during a delivery, released when it ends.
  @usableFromInline
  var orphanedHandlers: ContiguousArray<Any> = []

  /// `true` if a delivery left something to release: one flag for the send path to test.
  @usableFromInline
  var hasRetired = false

  @usableFromInline
  init() {}

  /// Starts a pass over the nodes present now.
  @inlinable
  mutating func startPass() {
    cursor = head
    passLast = tail
  }

  /// The next node of the running pass, which moves past it; `nil` when the pass is over,
  /// which ends it.
  @inlinable
  mutating func nextInPass() -> Unmanaged<ObserverNode>? {
    guard let node = cursor else {
      passLast = nil
      return nil
    }
    cursor = passLast.isSame(as: node) ? nil : node._withUnsafeGuaranteedRef { $0.next }
    return node
  }

  /// Links `node` after the last node.
  ///
  /// - Returns: `true` if it is the only one and the owner connects upstream.
  @inlinable
  mutating func append(_ node: ObserverNode) -> Bool {
    let unmanaged = Unmanaged.passUnretained(node)
    node.previous = tail
    if let tail {
      tail._withUnsafeGuaranteedRef { $0.next = unmanaged }
    } else {
      head = unmanaged
    }
    tail = unmanaged
    count &+= 1
    _checkInvariants()
    return count == 1 && connectsUpstream
  }

  /// Unlinks `node`, moving the running pass past it if it was next or last.
  mutating func remove(_ node: ObserverNode) -> ObserverRemoval {
    let unmanaged = Unmanaged.passUnretained(node)
    let previous = node.previous
    let next = node.next
    if let previous {
      previous._withUnsafeGuaranteedRef { $0.next = next }
    } else {
      head = next
    }
    if let next {
      next._withUnsafeGuaranteedRef { $0.previous = previous }
    } else {
      tail = previous
    }
    node.previous = nil
    node.next = nil
    count &-= 1
    if isDelivering {
      // NB: when `node` is next, the pass goes on with its successor, or stops if `node` was
      // its last. When `node` is the last, the pass ends one node earlier: that node lies at or
      // after the cursor (or the pass has none left), so no node is called twice or skipped.
      if cursor.isSame(as: unmanaged) {
        cursor = passLast.isSame(as: unmanaged) ? nil : next
      }
      if passLast.isSame(as: unmanaged) {
        passLast = previous
      }
    }
    _checkInvariants()
    return ObserverRemoval(
      disconnects: count == 0 && connectsUpstream, duringDelivery: isDelivering)
  }

  /// Keeps `node`, cancelled during a delivery, until the delivery ends.
  mutating func retire(_ node: ObserverNode) {
    node.next = retired
    retired = Unmanaged.passRetained(node)
    hasRetired = true
  }

  /// Keeps the closure of a node freed during a delivery until the delivery ends.
  mutating func keepUntilDeliveryEnds(_ handler: Any) {
    orphanedHandlers.append(handler)
    hasRetired = true
  }

  /// What a delivery retired: the nodes cancelled during it, linked through `next`, and the
  /// closures of nodes freed during it.
  @usableFromInline
  typealias Retired = (nodes: Unmanaged<ObserverNode>?, handlers: ContiguousArray<Any>)

  /// Takes what the last delivery retired, for release now that it has ended.
  mutating func takeRetired() -> Retired {
    let taken = (retired, orphanedHandlers)
    retired = nil
    orphanedHandlers = []
    hasRetired = false
    _checkInvariants(everyNode: true)
    return taken
  }

  /// Releases what ``takeRetired()`` took: each node's handler, then the node, then the
  /// closures of the nodes freed during the delivery.
  @usableFromInline
  static func release(_ retired: Retired) {
    var next = retired.nodes
    while let node = next {
      next = node._withUnsafeGuaranteedRef { node in
        let next = node.next
        node.next = nil
        node.releaseHandler()
        return next
      }
      node.release()
    }
    withExtendedLifetime(retired.handlers) {}
  }

  /// Takes anything a delivery left, for a source's `deinit` to ``release(_:)``: `nil` when
  /// there is nothing, as always outside a delivery. No node is linked by then, each one
  /// keeping its source alive until it leaves.
  ///
  /// NB: a source's `deinit` calls the list's methods, not those of ``ObserverListOwner``: the
  /// `deinit` of a generic class is never specialised, and a protocol extension called from it
  /// looked up the source's type metadata at run time, a hash lookup for every source freed.
  mutating func takeLeftovers() -> Retired? {
    _checkInvariants(everyNode: true)
    return hasRetired ? takeRetired() : nil
  }

  #if DEBUG
    /// Stops the process if the list breaks a rule its unsafe code relies on; debug builds only.
    ///
    /// The rules are listed at the end of "Ownership" in Signals.docc. Without `everyNode` only
    /// what costs O(1) is checked, so joining and leaving stay O(1); the end of a pass, which
    /// visits every node anyway, checks every node.
    @usableFromInline
    @inline(never)
    func _checkInvariants(everyNode: Bool = false) {
      precondition(count >= 0, "UnsafeObserverList: negative count")
      precondition(
        (head == nil) == (count == 0) && (tail == nil) == (count == 0),
        "UnsafeObserverList: head and tail disagree with the count")
      precondition(
        head.map { $0._withUnsafeGuaranteedRef { $0.previous == nil } } ?? true,
        "UnsafeObserverList: the first node has a predecessor")
      precondition(
        tail.map { $0._withUnsafeGuaranteedRef { $0.next == nil } } ?? true,
        "UnsafeObserverList: the last node has a successor")
      precondition(
        isDelivering || (cursor == nil && passLast == nil),
        "UnsafeObserverList: a pass position outside a pass")
      guard everyNode else { return }
      precondition(
        isDelivering || (retired == nil && orphanedHandlers.isEmpty && !hasRetired),
        "UnsafeObserverList: retired outside a delivery")
      precondition(
        hasRetired == (retired != nil || !orphanedHandlers.isEmpty),
        "UnsafeObserverList: hasRetired is stale")
      var visited = 0
      var previous: Unmanaged<ObserverNode>?
      var sawCursor = cursor == nil
      var sawPassLast = passLast == nil
      var node = head
      while let current = node {
        visited += 1
        current._withUnsafeGuaranteedRef { node in
          precondition(
            node.previous.isSame(as: previous),
            "UnsafeObserverList: node \(visited) does not point back to its predecessor")
          precondition(node.source != nil, "UnsafeObserverList: node \(visited) has no source")
        }
        sawCursor = sawCursor || cursor.isSame(as: current)
        sawPassLast = sawPassLast || passLast.isSame(as: current)
        previous = current
        node = current._withUnsafeGuaranteedRef { $0.next }
      }
      precondition(visited == count, "UnsafeObserverList: count is not the number of nodes")
      precondition(previous.isSame(as: tail), "UnsafeObserverList: the last node is not the tail")
      precondition(sawCursor && sawPassLast, "UnsafeObserverList: a pass position left the list")
      var retiredNode = retired
      while let current = retiredNode {
        retiredNode = current._withUnsafeGuaranteedRef { node in
          precondition(node.source == nil, "UnsafeObserverList: a retired node has a source")
          return node.next
        }
      }
    }
  #else
    /// Checks nothing: release builds, which the benchmarks measure, pay nothing for the checks.
    @inlinable
    @inline(__always)
    func _checkInvariants(everyNode: Bool = false) {}
  #endif
}

/// What removing an observer did to its list.
@usableFromInline
struct ObserverRemoval {
  /// The last observer left, and the owner disconnects from its upstream.
  var disconnects: Bool

  /// A delivery of the source is running, which may be running this observer.
  var duringDelivery: Bool
}

extension Optional where Wrapped == Unmanaged<ObserverNode> {
  /// `true` if both are `nil` or both refer to the same node.
  @inlinable
  @inline(__always)
  func isSame(as other: Unmanaged<ObserverNode>?) -> Bool {
    self?.toOpaque() == other?.toOpaque()
  }
}
