extension Observable {
  /// Returns an observable whose value is always `value`.
  ///
  /// ```swift
  /// // A view model output that never changes in this configuration, or a test double's.
  /// let isRefreshEnabled: Observable<Bool> = .constant(true)
  /// ```
  ///
  /// Observing it calls the observer once, at once, with `value`; nothing can change it, so
  /// nothing calls it again. It keeps no reference to anything but `value`.
  public static func constant(_ value: Value) -> Observable<Value> {
    ConstantObservable(value)
  }
}

/// An observable that nothing can set.
private final class ConstantObservable<Value>: Observable<Value> {
  init(_ value: Value) {
    super.init(storage: value, rank: 0)
  }
}
