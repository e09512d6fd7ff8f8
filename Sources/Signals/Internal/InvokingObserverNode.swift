/// An observer whose node carries what its handler needs (a context, an owner) and delivers
/// through ``invoke``, a function that captures nothing and knows the node's concrete type: the
/// base of ``ContextObserverNode`` and ``WeaklyOwnedObserverNode``.
///
/// NB: `invoke` and `release` are made where the concrete node is, in inlinable code that the
/// caller specialises, so they are plain function pointers: the node stays the only allocation,
/// and they reach the fields of the concrete node without looking up type metadata at run time
/// (which the node's own methods, never specialised, would do on every call).
@usableFromInline
class InvokingObserverNode<Value>: ValueObserverNode<Value> {
  /// Delivers a value to the node it is given, which is always this one.
  @usableFromInline
  final let invoke: (InvokingObserverNode<Value>, Value) -> Void

  /// Releases what the node it is given holds for its handler, which is always this one.
  @usableFromInline
  final let release: (InvokingObserverNode<Value>) -> Void

  @inlinable
  init(
    source: any ObserverListOwner,
    invoke: @escaping (InvokingObserverNode<Value>, Value) -> Void,
    release: @escaping (InvokingObserverNode<Value>) -> Void
  ) {
    self.invoke = invoke
    self.release = release
    super.init(source: source, handler: nil)
  }

  /// Delivers `value` to this observer, which the caller keeps alive (an initial call).
  @inlinable
  final func deliver(_ value: Value) {
    invoke(self, value)
  }

  /// Delivers through ``invoke`` to a node of the list, holding a strong reference to it
  /// meanwhile.
  ///
  /// NB: such a node hands its handler what lies inside it (a context, the handler itself);
  /// were the handler to release the last reference to its own subscription, the node, and
  /// what is in use, would be freed under it. The strong reference costs two reference-count
  /// operations, on this path only: a plain closure is called in place, and kept alive past its
  /// node's death by ``ObserverNode/leave(isDeinit:)`` instead.
  @usableFromInline
  @inline(never)
  static func invokeRetaining(_ node: Unmanaged<ObserverNode>, _ value: Value) {
    let strong = node.takeUnretainedValue()
    withExtendedLifetime(strong) {
      // Borrowed from the strong reference, so that `invoke` is called in place.
      Unmanaged<InvokingObserverNode<Value>>.fromOpaque(node.toOpaque())
        ._withUnsafeGuaranteedRef { $0.invoke($0, value) }
    }
  }

  @usableFromInline
  override func releaseHandler() {
    release(self)
  }
}
