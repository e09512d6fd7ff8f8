/// A token for an observation or scheduled action; cancelling it, or dropping the last reference
/// to it, stops the deliveries and releases the observer closure.
///
/// ```swift
/// var subscriptions = Set<Subscription>()
/// name.observe { label.text = $0 }.store(in: &subscriptions)
/// ```
///
/// `cancel()` is idempotent. A subscription keeps its source alive, never the reverse, so
/// dropping it releases both ("Lifetimes" in the ``Signals`` overview).
///
/// NB: `Subscription` is not `open`: its concrete kinds (the nodes of every source's list of
/// observers, scheduled actions, closures) are internal subclasses, so a subscription is one
/// allocation, not two: for an observation, the node that holds the observer.
public class Subscription: Hashable {
  @usableFromInline
  init() {}

  /// Stops the deliveries and releases the observer; calling it again does nothing.
  public func cancel() {}

  /// Identity equality: two subscriptions are equal only if they are the same object.
  public static func == (lhs: Subscription, rhs: Subscription) -> Bool {
    lhs === rhs
  }

  /// Hashes the subscription's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// Keeps this subscription alive in `set` until the set is emptied or released.
  public final func store(in set: inout Set<Subscription>) {
    set.insert(self)
  }

  /// Keeps this subscription alive in `array` until the array is emptied or released.
  public final func store(in array: inout [Subscription]) {
    array.append(self)
  }
}

extension Subscription {
  /// Makes a subscription that runs `onCancel` once, on the first `cancel()` or when released.
  ///
  /// Use it to tie other work (a `Task`, a timer) to the same lifetime as observations.
  public static func onCancel(_ onCancel: @escaping () -> Void) -> Subscription {
    ClosureSubscription(onCancel)
  }
}

/// A subscription that runs a closure when cancelled.
final class ClosureSubscription: Subscription {
  private var onCancel: (() -> Void)?

  init(_ onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  override func cancel() {
    guard let onCancel else { return }
    self.onCancel = nil
    onCancel()
  }

  deinit {
    cancel()
  }
}
