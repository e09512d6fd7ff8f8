/// An observer of values of type `Value`: the node that every source's delivery loop calls.
///
/// A plain observer (`observe(_:)`) is exactly this class: its closure sits in ``handler``,
/// which the loop calls in place. A node that carries more (a context, an owner) is an
/// ``InvokingObserverNode``, whose `handler` is empty; the loop tells the two apart by that.
@usableFromInline
class ValueObserverNode<Value>: ObserverNode {
  /// The closure of a plain observer, called in place; empty for the other kinds, and once
  /// released. A plain node in the list always has its closure: it is released only after the
  /// node left the list.
  @usableFromInline
  @exclusivity(unchecked)
  final var handler: ObserverHandler<Value>

  @inlinable
  init(source: any ObserverListOwner, handler: consuming ((Value) -> Void)?) {
    self.handler = ObserverHandler(consume handler)
    super.init(source: source)
  }

  deinit {
    leave(isDeinit: true)
  }

  /// Calls the closure of this plain observer, which the caller keeps alive (an initial call).
  @inlinable
  final func callHandler(_ value: Value) {
    _ = handler.callIfPresent(value)
  }

  @usableFromInline
  override func releaseHandler() {
    handler.body = nil
  }

  override func takeHandlerForDeinit() -> Any? {
    guard let body = handler.body.take() else { return nil }
    return body
  }
}
