extension Events {
  /// Returns a signal that delivers only the values for which `isIncluded` returns `true`.
  @inlinable
  public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value> {
    DerivedSignal(depth: chainDepth + 1) { derived in
      [
        self.observe { value in
          if isIncluded(value) { derived.send(value) }
        }
      ]
    }
  }
}

extension Observable {
  /// Returns a signal of the values that pass `isIncluded`: each new observer first gets the
  /// current value if it passes, then every later value that passes.
  ///
  /// The result is a ``Signal``, not an ``Observable``, because a filter cannot promise a
  /// current value: the current value may not pass.
  @inlinable
  public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value> {
    compactMap { isIncluded($0) ? $0 : nil }
  }
}
