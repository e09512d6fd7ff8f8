extension Events {
  /// Returns a signal that skips a value when `isDuplicate` says it repeats the previous one.
  ///
  /// - Parameter isDuplicate: Returns `true` when its second argument repeats its first.
  @inlinable
  public func removeDuplicates(
    by isDuplicate: @escaping (Value, Value) -> Bool
  ) -> Signal<Value> {
    DerivedSignal(depth: chainDepth + 1) { derived in
      var last: Value?
      return [
        self.observe { value in
          if let previous = last, isDuplicate(previous, value) { return }
          last = value
          derived.send(value)
        }
      ]
    }
  }
}

extension Events where Value: Equatable {
  /// Returns a signal that skips a value equal to the previous one: `[1, 1, 2, 2, 2, 1]`
  /// becomes `[1, 2, 1]`.
  @inlinable
  public func removeDuplicates() -> Signal<Value> {
    removeDuplicates(by: ==)
  }
}

extension Observable {
  /// Returns an observable that notifies only when `isDuplicate` says the value really changed.
  ///
  /// - Parameter isDuplicate: Returns `true` when its second argument repeats its first.
  @inlinable
  public func removeDuplicates(
    by isDuplicate: @escaping (Value, Value) -> Bool
  ) -> Observable<Value> {
    MappedObservable(self, transform: { $0 }, isDuplicate: isDuplicate)
  }
}

extension Observable where Value: Equatable {
  /// Returns an observable that notifies only when the value differs from the last one
  /// notified. Observables never do this on their own.
  @inlinable
  public func removeDuplicates() -> Observable<Value> {
    removeDuplicates(by: ==)
  }
}
