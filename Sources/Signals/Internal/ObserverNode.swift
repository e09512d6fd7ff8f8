/// One observer of one source, and the ``Subscription`` that the caller keeps: the node of the
/// source's intrusive list of observers (``UnsafeObserverList``).
///
/// This base class is not generic: it holds the links and the source, and cancelling runs
/// here, so a cancel never looks up type metadata at run time. What the observer calls, and with
/// what, lives in its subclasses: ``ValueObserverNode`` (a closure), ``ContextObserverNode`` (a
/// context and a handler) and ``WeaklyOwnedObserverNode`` (an owner and a handler). Who retains whom is drawn in "Ownership" in Signals.docc.
@usableFromInline
class ObserverNode: Subscription {
  // NB: the fields are exempt from dynamic exclusivity checks, which were a tenth of a
  // subscribe + cancel. Sound for the reason `Events.observers` is: every access is a single
  // read or write, and no other code runs while one is open.

  /// The next node in subscription order; in the source's retired chain once cancelled during
  /// a delivery. Unretained: a node leaves the list (in `cancel()` or `deinit`) before it dies.
  @usableFromInline
  @exclusivity(unchecked)
  final var next: Unmanaged<ObserverNode>?

  /// The previous node in subscription order, unretained.
  @usableFromInline
  @exclusivity(unchecked)
  final var previous: Unmanaged<ObserverNode>?

  /// The source, strong, so that derived streams live as long as someone observes them; `nil`
  /// once cancelled. The source holds the node unretained, so there is no cycle.
  @usableFromInline
  @exclusivity(unchecked)
  final var source: (any ObserverListOwner)?

  @inlinable
  init(source: any ObserverListOwner) {
    self.source = source
  }

  override final func cancel() {
    leave(isDeinit: false)
  }

  /// Leaves the source's list at once, then releases what the observer holds, or hands it to
  /// the source to release once the delivery that may be running it ends.
  ///
  /// NB: a derived stream disconnects from its upstream before the observer's closure is
  /// released, because the closure's captures may subscribe again from their `deinit`: that
  /// observer must find the stream disconnected, so that it connects it again, rather than be
  /// disconnected right after. The source is released last, which may free it.
  ///
  /// Every subclass's `deinit` calls this first (with `isDeinit: true`), before its own stored
  /// properties are destroyed: the node must be out of the list before any code that a
  /// capture's `deinit` runs could send on the source.
  @usableFromInline
  final func leave(isDeinit: Bool) {
    // NB: moved out rather than copied and then cleared, which would cost a retain and a
    // release of the source on every cancel.
    guard let source = source.take() else { return }
    let removal = source.unlink(self)
    if removal.disconnects {
      source.observersDidBecomeEmpty()
    }
    guard removal.duringDelivery else {
      releaseHandler()
      return
    }
    // A delivery of this source is running, and it may be running this very observer further
    // up the stack: what it calls must outlive the delivery.
    if isDeinit {
      // This node is being freed: only its closure can be kept.
      if let handler = takeHandlerForDeinit() {
        source.keepUntilDeliveryEnds(handler)
      }
    } else {
      source.retire(self)
    }
  }

  /// Releases what the observer calls (its closure, or its context and handler); the next
  /// delivery will not reach it, because it has left the list.
  @usableFromInline
  func releaseHandler() {}

  /// Moves out the closure of a node that dies during a delivery of its source, so that the
  /// source keeps it alive until the delivery ends; `nil` if there is nothing to keep.
  func takeHandlerForDeinit() -> Any? {
    nil
  }
}
