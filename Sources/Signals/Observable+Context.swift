extension Observable {
  /// Calls `handler` with `context` and the current value at once, then with every new value,
  /// keeping `context` inside the subscription: the cheapest binding, one allocation in all.
  ///
  /// ```swift
  /// final class ProfileViewController {
  ///   private let nameLabel = UILabel()
  ///   private var subscriptions = Set<Subscription>()
  ///
  ///   func bind(to viewModel: ProfileViewModel) {
  ///     viewModel.userName.observe(context: nameLabel) { label, name in
  ///       label.text = name
  ///     }.store(in: &subscriptions)
  ///   }
  /// }
  /// ```
  ///
  /// The handler above captures nothing, so the subscription, which stores `context` inline,
  /// is the binding's only allocation. It holds `context` strongly until it is cancelled or
  /// released, and releases it, and `handler`, at once when cancelled; see
  /// ``Events/observe(context:_:)`` for choosing between this, ``observe(_:)`` and
  /// ``observe(with:_:)``.
  ///
  /// - Parameters:
  ///   - context: What `handler` needs, kept until the subscription is cancelled or released.
  ///   - handler: Receives `context`, which it may change (it is kept for the next call), and
  ///     each value; best if it captures nothing.
  /// - Returns: The subscription; keep it as long as you want the deliveries.
  /// - Complexity: O(1), plus the initial call.
  @inlinable
  public final func observe<Context>(
    context: consuming Context,
    _ handler: consuming @escaping (inout Context, Value) -> Void
  ) -> Subscription {
    let node = addObserver(context: consume context, handler)
    deliverInitial(currentValue) { node.deliver($0) }
    return node
  }
}
