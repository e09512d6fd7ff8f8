extension Observable {
  /// The changes of the value from the moment an observer subscribes, without the current value
  /// that ``observe(_:)`` delivers first.
  ///
  /// ```swift
  /// // Saves what the user typed, once they pause; never the "" the draft started with.
  /// let autosave = draft.changes
  ///   .debounce(for: .seconds(1), scheduler: scheduler)
  ///   .observe { store.save($0) }
  /// ```
  ///
  /// Each observer gets every notification after it subscribed, equal values included, as an
  /// observer of this observable would (chain ``removeDuplicates()`` before it to skip those).
  /// Inside a ``transaction(_:)`` the change arrives once, at the end. Each read makes a new
  /// derived signal; keep it to observe it more than once.
  @inlinable
  public var changes: Signal<Value> {
    DerivedSignal(depth: rank + 1) { derived in
      [
        self.observe { value in
          // The call made at once while connecting is the current value, not a change.
          guard !derived.isConnecting else { return }
          derived.send(value)
        }
      ]
    }
  }
}
