extension Events {
  /// Calls `handler` with `owner` and every value sent from now on, for as long as `owner`
  /// lives, without ever retaining it.
  ///
  /// ```swift
  /// final class LoginViewController {
  ///   private var subscriptions = Set<Subscription>()
  ///
  ///   func bind(to viewModel: LoginViewModel) {
  ///     viewModel.route.observe(with: self) { controller, route in
  ///       controller.show(route)
  ///     }.store(in: &subscriptions)
  ///   }
  /// }
  /// ```
  ///
  /// The handler gets the owner as an argument, so it needs no `self` of its own; capturing the
  /// owner strongly in it anyway would bring the retain cycle back. Once the owner is gone the
  /// handler is no longer called, and the next value cancels the subscription, which releases
  /// the handler. Keep the subscription in the owner, as above, and both go together.
  ///
  /// Like ``observe(context:_:)``, it allocates the subscription and nothing else (beyond what
  /// `handler` captures).
  ///
  /// - Parameters:
  ///   - owner: The object the deliveries are for, held weakly.
  ///   - handler: Receives the owner and each value.
  /// - Returns: The subscription; keep it as long as you want the deliveries.
  /// - Complexity: O(1). Each delivery also loads a weak reference (tens of nanoseconds).
  @inlinable
  public final func observe<Owner: AnyObject>(
    with owner: Owner,
    _ handler: consuming @escaping (Owner, Value) -> Void
  ) -> Subscription {
    let node = addObserver(weaklyOwnedBy: owner, handler)
    if replaysToNewObservers {
      replay { node.deliver($0) }
    }
    return node
  }
}
