/// A signal computed from upstream streams; connected to them only while it has observers.
///
/// The operator that makes it passes the connection as a closure, built in inlinable code, so
/// the forwarding path is specialised for the client's types like a direct send.
///
/// NB: the upstream subscriptions (kept in `connection`) capture this signal strongly, and every
/// downstream subscription keeps it alive too. So `a.map(f).filter(g).observe(h)` lives as long
/// as the last subscription, and the cycle through `connection` is broken as soon as the last
/// observer leaves (or the upstream is released).
@usableFromInline
final class DerivedSignal<Value>: Signal<Value> {
  /// Subscribes to the upstream streams, forwarding with `send`.
  private let connector: (DerivedSignal<Value>) -> [Subscription]

  /// How many operators deep it is: 1 + the deepest upstream stream.
  private let depth: Int

  /// Gives a new observer what it should see at once, if anything.
  private let replayer: ((DerivedSignal<Value>, (Value) -> Void) -> Void)?

  // NB: exempt from dynamic exclusivity checks, soundly, as `Events.observers` is: each access
  // is one read or write, never open while other code runs.
  @exclusivity(unchecked)
  private var connection: [Subscription] = []

  /// `true` while subscribing upstream; an upstream observable's initial call is not an event.
  @usableFromInline
  @exclusivity(unchecked)
  private(set) var isConnecting = false

  @usableFromInline
  init(
    depth: Int,
    connect: @escaping (DerivedSignal<Value>) -> [Subscription],
    replay: ((DerivedSignal<Value>, (Value) -> Void) -> Void)? = nil
  ) {
    ChainDepth.check(depth)
    self.depth = depth
    connector = connect
    replayer = replay
    super.init()
    observers.connectsUpstream = true
    replaysToNewObservers = replay != nil
  }

  override var chainDepth: Int {
    depth
  }

  override func replay(to handler: (Value) -> Void) {
    replayer?(self, handler)
  }

  override func observersDidBecomeNonEmpty() {
    isConnecting = true
    connection = connector(self)
    isConnecting = false
  }

  override func observersDidBecomeEmpty() {
    let connection = self.connection
    self.connection = []
    for subscription in connection {
      subscription.cancel()
    }
  }
}
