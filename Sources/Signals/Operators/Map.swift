extension Events {
  /// Returns a signal that delivers `transform` of each value.
  ///
  /// ```swift
  /// let lengths = names.map { $0.count }
  /// ```
  @inlinable
  public func map<Result>(_ transform: @escaping (Value) -> Result) -> Signal<Result> {
    DerivedSignal(depth: chainDepth + 1) { derived in
      [self.observe { derived.send(transform($0)) }]
    }
  }
}

extension Observable {
  /// Returns an observable whose value is always `transform` of this one's.
  ///
  /// ```swift
  /// let greeting: Observable<String> = name.map { "Hello, \($0)" }
  /// ```
  ///
  /// While observed, the result recomputes once per change (once per transaction); unobserved,
  /// it computes `transform` on each read of `value`.
  @inlinable
  public func map<Result>(_ transform: @escaping (Value) -> Result) -> Observable<Result> {
    DerivedObservable(
      rank: rank + 1, compute: { transform(self.value) },
      connect: { derived in
        [self.observe { _ in derived.inputDidChange() }]
      })
  }
}
