/// An observer that passes its owner to its handler while the owner lives, without retaining
/// it: the node behind ``Events/observe(with:_:)`` and ``Observable/observe(with:_:)``.
///
/// Once the owner is gone, the next value cancels the node, which releases the handler and
/// leaves the source's list.
@usableFromInline
final class WeaklyOwnedObserverNode<Owner: AnyObject, Value>: InvokingObserverNode<Value> {
  /// Weak: the owner usually keeps this subscription, and a strong reference would be a cycle.
  @usableFromInline
  weak var owner: Owner?

  @usableFromInline
  @exclusivity(unchecked)
  var ownerHandler: ((Owner, Value) -> Void)?

  @inlinable
  init(
    source: any ObserverListOwner,
    owner: Owner,
    handler: @escaping (Owner, Value) -> Void
  ) {
    self.owner = owner
    ownerHandler = handler
    // NB: captures nothing; see ``InvokingObserverNode``.
    super.init(
      source: source,
      invoke: { node, value in
        let node = unsafeDowncast(node, to: WeaklyOwnedObserverNode<Owner, Value>.self)
        guard let owner = node.owner else {
          node.leave(isDeinit: false)
          return
        }
        node.ownerHandler?(owner, value)
      },
      release: { node in
        unsafeDowncast(node, to: WeaklyOwnedObserverNode<Owner, Value>.self).ownerHandler = nil
      })
  }

  deinit {
    leave(isDeinit: true)
  }
}
