extension Events {
  /// Returns a signal of pairs that delivers the latest value of each input whenever either
  /// sends, once both have sent at least once.
  @inlinable
  public func combineLatest<Other>(_ other: Events<Other>) -> Signal<(Value, Other)> {
    DerivedSignal(depth: Swift.max(chainDepth, other.chainDepth) + 1) { derived in
      var first: Value?
      var second: Other?
      return [
        self.observe { value in
          first = value
          if let second { derived.send((value, second)) }
        },
        other.observe { value in
          second = value
          if let first { derived.send((first, value)) }
        },
      ]
    }
  }
}

extension Observable {
  /// Returns an observable of the pair of current values.
  ///
  /// ```swift
  /// let rows = dogs.combineLatest(selectedBreed).map { dogs, breed in … }
  /// ```
  ///
  /// NB: outside a transaction each input change notifies on its own, so changing both inputs
  /// one after the other shows an intermediate pair that mixes a new value with an old one (a
  /// *glitch*). Change them inside ``transaction(_:)`` to get a single notification with both
  /// new values.
  @inlinable
  public func combineLatest<Other>(_ other: Observable<Other>) -> Observable<(Value, Other)> {
    DerivedObservable(
      rank: Swift.max(rank, other.rank) + 1,
      compute: { (self.value, other.value) },
      connect: { derived in
        [
          self.observe { _ in derived.inputDidChange() },
          other.observe { _ in derived.inputDidChange() },
        ]
      })
  }

  /// Returns an observable of the triple of current values; see ``combineLatest(_:)``.
  @inlinable
  public func combineLatest<Second, Third>(
    _ second: Observable<Second>,
    _ third: Observable<Third>
  ) -> Observable<(Value, Second, Third)> {
    DerivedObservable(
      rank: Swift.max(rank, second.rank, third.rank) + 1,
      compute: { (self.value, second.value, third.value) },
      connect: { derived in
        [
          self.observe { _ in derived.inputDidChange() },
          second.observe { _ in derived.inputDidChange() },
          third.observe { _ in derived.inputDidChange() },
        ]
      })
  }
}
