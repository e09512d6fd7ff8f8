extension Observable {
  /// Calls `handler` with `owner` and the current value at once, then with every new value, for
  /// as long as `owner` lives, without ever retaining it.
  ///
  /// ```swift
  /// final class LoginViewController {
  ///   private var subscriptions = Set<Subscription>()
  ///
  ///   func bind(to viewModel: LoginViewModel) {
  ///     viewModel.errorMessage.observe(with: self) { controller, message in
  ///       controller.errorLabel.text = message
  ///     }.store(in: &subscriptions)
  ///   }
  /// }
  /// ```
  ///
  /// The handler must not capture the owner strongly; when the owner goes, it stops as
  /// ``Events/observe(with:_:)`` describes.
  ///
  /// - Parameters:
  ///   - owner: The object the deliveries are for, held weakly.
  ///   - handler: Receives the owner and each value.
  /// - Returns: The subscription; keep it as long as you want the deliveries.
  /// - Complexity: O(1), plus the initial call. Each delivery also loads a weak reference (tens
  ///   of nanoseconds).
  @inlinable
  public final func observe<Owner: AnyObject>(
    with owner: Owner,
    _ handler: consuming @escaping (Owner, Value) -> Void
  ) -> Subscription {
    let node = addObserver(weaklyOwnedBy: owner, handler)
    deliverInitial(currentValue) { node.deliver($0) }
    return node
  }
}
