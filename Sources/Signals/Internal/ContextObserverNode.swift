/// An observer that keeps a caller's context value inline and calls a handler with it and each
/// value: the one allocation behind ``Events/observe(context:_:)`` and
/// ``Observable/observe(context:_:)``.
@usableFromInline
final class ContextObserverNode<Context, Value>: InvokingObserverNode<Value> {
  /// The context and the handler, until the subscription is cancelled.
  @usableFromInline
  @exclusivity(unchecked)
  var payload: ContextPayload<Context, Value>?

  @inlinable
  init(
    source: any ObserverListOwner,
    context: consuming Context,
    handler: @escaping (inout Context, Value) -> Void
  ) {
    payload = ContextPayload(context: consume context, handler: handler)
    // NB: the two functions capture nothing, so once `observe(context:_:)` is specialised for
    // the caller's types they are plain function pointers (see ``InvokingObserverNode``).
    super.init(
      source: source,
      invoke: { node, value in
        unsafeDowncast(node, to: ContextObserverNode<Context, Value>.self).payload?.call(value)
      },
      release: { node in
        unsafeDowncast(node, to: ContextObserverNode<Context, Value>.self).payload = nil
      })
  }

  deinit {
    leave(isDeinit: true)
  }
}

/// A context and the handler that receives it, in place for each call: the handler may change
/// the context (the last value a de-duplicating binding rendered), never the handler.
///
/// NB: noncopyable for the reason ``ObserverHandler`` is: a copy would retain every reference
/// in the context around every call.
@usableFromInline
struct ContextPayload<Context, Value>: ~Copyable {
  @usableFromInline
  var context: Context

  @usableFromInline
  let handler: (inout Context, Value) -> Void

  @inlinable
  init(context: consuming Context, handler: @escaping (inout Context, Value) -> Void) {
    self.context = context
    self.handler = handler
  }

  @inlinable
  mutating func call(_ value: Value) {
    handler(&context, value)
  }
}
