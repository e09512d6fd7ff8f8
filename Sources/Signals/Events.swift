/// A stream of events that can only be observed: the read-only face of a ``Signal``.
///
/// A view model exposes its events (routes, one-off alerts) as `Events` and keeps the
/// ``Signal`` that sends them private, so the compiler rejects a view sending on them, as it
/// rejects a view writing an ``Observable``:
///
/// ```swift
/// @MainActor final class LoginViewModel {
///   var route: Events<LoginRoute> { _route }     // the view observes…
///   private let _route = Signal<LoginRoute>()   // …only the view model sends
///
///   func credentialsWereAccepted(_ session: Session) {
///     _route.send(.loggedIn(session))
///   }
/// }
///
/// viewModel.route.observe { navigator.go(to: $0) }.store(in: &subscriptions)
/// ```
///
/// Every operator of ``Signal`` is available here (`map`, `filter`, `debounce`, …); what an
/// operator returns is a new derived stream, so sending on it reaches only its own observers,
/// never the view model's.
///
/// Deliveries follow "Order" and "Reentrancy" in the ``Signals`` overview; `Events` is not
/// `Sendable` (see "Why there is no lock" there).
public class Events<Value>: ObserverListHost {
  // NB: exempt from dynamic exclusivity checks, which would be most of the cost of a send.
  // This is sound because no access to these properties is ever open while other code runs:
  // every access is a single read or write of the list (or queue) itself; observers are called
  // between accesses, never inside one; and releasing a closure, whose captures may run any
  // code in `deinit`, happens only after the access that removed it has ended.
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

  /// `true` if ``replay(to:)`` gives new observers something; set by the derived signals whose
  /// replay does, so that subscribing to any other skips the call.
  @usableFromInline
  @exclusivity(unchecked)
  final var replaysToNewObservers = false

  /// Only a ``Signal`` makes one: events that nobody can send would never arrive.
  ///
  /// NB: inlinable, as `Signal`'s is, so that making one is specialised for its value type:
  /// unspecialised, the empty queue alone took two generic calls, which a profile put at a
  /// tenth of the state arm's UserList first render.
  @inlinable
  init() {}

  deinit {
    // Released with no access to the list open, as after a delivery.
    if let leftovers = observers.takeLeftovers() {
      UnsafeObserverList.release(leftovers)
    }
  }

  /// Calls `handler` with every value sent from now on, until the subscription is cancelled or
  /// released.
  ///
  /// ```swift
  /// viewModel.route.observe { navigator.go(to: $0) }.store(in: &subscriptions)
  /// ```
  ///
  /// A `self` that keeps the subscription and is captured strongly by `handler` keeps itself
  /// alive ("Lifetimes" in the ``Signals`` overview): capture it weakly, or use
  /// ``observe(with:_:)``.
  ///
  /// - Returns: The subscription; keep it as long as you want the deliveries.
  /// - Complexity: O(1).
  @inlinable
  public final func observe(_ handler: consuming @escaping (Value) -> Void) -> Subscription {
    let node = addObserver(handler)
    if replaysToNewObservers {
      // NB: through the node, as `Observable.observe(_:)` explains.
      replay { node.callHandler($0) }
    }
    return node
  }

  @inlinable
  final var subscribingMayNest: Bool {
    observers.connectsUpstream || replaysToNewObservers
  }

  /// How many operators deep this stream is: 0 for a signal made with `init()`.
  @usableFromInline
  var chainDepth: Int {
    0
  }

  /// Gives a new observer what it should see at once: nothing for a signal; the current value,
  /// if it passes, for a filtered observable.
  @usableFromInline
  func replay(to handler: (Value) -> Void) {}

  @usableFromInline
  func willDeliverQueued(_ value: Value) {}

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
