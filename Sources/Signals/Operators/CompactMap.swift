extension Events {
  /// Returns a signal that delivers the non-`nil` results of `transform`.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Value) -> Result?) -> Signal<Result> {
    DerivedSignal(depth: chainDepth + 1) { derived in
      [
        self.observe { value in
          if let result = transform(value) { derived.send(result) }
        }
      ]
    }
  }
}

extension Observable {
  /// Returns a signal of the non-`nil` results of `transform`: each new observer first gets the
  /// result for the current value if it is not `nil`, then every later non-`nil` result.
  ///
  /// Like ``filter(_:)``, the result is a ``Signal`` because it cannot promise a current value.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Value) -> Result?) -> Signal<Result> {
    DerivedSignal(
      depth: rank + 1,
      connect: { derived in
        [
          self.observe { value in
            // The initial call made while connecting is replayed per observer instead.
            guard !derived.isConnecting, let result = transform(value) else { return }
            derived.send(result)
          }
        ]
      },
      replay: { derived, handler in
        if let result = transform(self.value) {
          derived.deliverInitial(result, to: handler)
        }
      }
    )
  }
}
