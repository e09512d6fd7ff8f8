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
  /// The handler gets the owner as an argument, so it needs no `self` of its own; capturing the
  /// owner strongly in it anyway would bring the retain cycle back. Once the owner is gone the
  /// handler is no longer called, and it is released at the next value. Keep the subscription
  /// in the owner, as above, and both go together; kept elsewhere, it stays registered, calling
  /// nothing, until it is cancelled or released.
  ///
  /// - Parameters:
  ///   - owner: The object the deliveries are for, held weakly.
  ///   - handler: Receives the owner and each value.
  /// - Returns: The subscription; keep it as long as you want the deliveries.
  /// - Complexity: Each delivery also loads a weak reference (tens of nanoseconds).
  public final func observe<Owner: AnyObject>(
    with owner: Owner,
    _ handler: @escaping (Owner, Value) -> Void
  ) -> Subscription {
    observe(weaklyOwned(by: owner, handler))
  }
}
