extension Events {
  /// Returns a signal that skips the first `count` values, then delivers every value.
  ///
  /// ```swift
  /// // The first selection restores the saved one; only the user's later choices count.
  /// selections.dropFirst().observe { analytics.record($0) }
  /// ```
  ///
  /// Like every derived signal, the result is one stream that all its observers share: it
  /// skips the first `count` values that arrive once it has an observer, and an observer that
  /// joins later gets every value from then on. Once it has lost all its observers it counts
  /// again from zero for the next one.
  ///
  /// - Parameter count: How many values to skip; not negative.
  @inlinable
  public func dropFirst(_ count: Int = 1) -> Signal<Value> {
    precondition(count >= 0, "Signals: dropFirst(_:) needs a count of 0 or more, not \(count)")
    return DerivedSignal(depth: chainDepth + 1) { derived in
      var remaining = count
      return [
        self.observe { value in
          if remaining > 0 {
            remaining -= 1
            return
          }
          derived.send(value)
        }
      ]
    }
  }
}
