extension Events {
  /// Calls `handler` with `context` and every value sent from now on, keeping `context` inside
  /// the subscription: the cheapest observation, one allocation in all.
  ///
  /// ```swift
  /// viewModel.route.observe(context: navigator) { navigator, route in
  ///   navigator.go(to: route)
  /// }.store(in: &subscriptions)
  /// ```
  ///
  /// The subscription stores `context` inline, beside `handler`. A handler that captures
  /// nothing, as above, needs no allocation of its own, so the subscription is the only one;
  /// ``observe(_:)`` with a closure that captures the same values costs that closure's context
  /// too. Pass what the handler needs as the context (a tuple or a small struct for several
  /// values) rather than capturing it.
  ///
  /// The subscription holds `context` strongly, until it is cancelled or released: cancelling
  /// releases `context` and `handler` at once, as it releases the closure of ``observe(_:)``.
  /// A context that keeps the subscription (a view controller that stores it) is therefore a
  /// cycle until it is cancelled; pass an object that must not be kept to
  /// ``observe(with:_:)`` instead, which holds it weakly.
  ///
  /// - Parameters:
  ///   - context: What `handler` needs, kept until the subscription is cancelled or released.
  ///   - handler: Receives `context`, which it may change (it is kept for the next call), and
  ///     each value; best if it captures nothing.
  /// - Returns: The subscription; keep it as long as you want the deliveries.
  /// - Complexity: O(1). Each delivery costs a little more than one to ``observe(_:)``: two
  ///   reference-count operations keep the subscription alive while `handler` runs.
  @inlinable
  public final func observe<Context>(
    context: consuming Context,
    _ handler: consuming @escaping (inout Context, Value) -> Void
  ) -> Subscription {
    let node = addObserver(context: consume context, handler)
    if replaysToNewObservers {
      replay { node.deliver($0) }
    }
    return node
  }
}
