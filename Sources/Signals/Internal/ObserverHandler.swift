/// An observer's closure, kept where the delivery loop can call it without retaining it.
///
/// NB: noncopyable on purpose. A closure read from a class's stored `var` is copied (its context
/// retained, then released) around every call, since the call could overwrite the variable;
/// that would double the cost of a send. A noncopyable value cannot be copied, so the loop
/// borrows it in place and calls the closure as it lies in the node. The borrow is sound
/// because nothing overwrites a node's handler while a delivery of its source runs: a node
/// cancelled during one keeps its closure until the delivery ends (see
/// ``ObserverNode/leave(isDeinit:)``).
@usableFromInline
struct ObserverHandler<Value>: ~Copyable {
  /// The closure; `nil` once released, or for nodes that call through `invoke` instead.
  @usableFromInline
  var body: ((Value) -> Void)?

  @inlinable
  init(_ body: ((Value) -> Void)?) {
    self.body = body
  }

  /// Calls the closure with `value` if there is one.
  ///
  /// - Returns: `false` if there is no closure.
  @inlinable
  @inline(__always)
  borrowing func callIfPresent(_ value: Value) -> Bool {
    body?(value) != nil
  }
}
