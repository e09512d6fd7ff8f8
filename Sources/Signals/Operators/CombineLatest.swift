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
  /// NB: changing both inputs outside a ``transaction(_:)`` shows an intermediate pair (a
  /// *glitch*; see "Transactions" in the ``Signals`` overview).
  @inlinable
  public func combineLatest<Other>(_ other: Observable<Other>) -> Observable<(Value, Other)> {
    CombinedObservable2(self, other) { ($0, $1) }
  }

  /// Returns an observable whose value is always `transform` of the two current values.
  ///
  /// ```swift
  /// let rows = dogs.combineLatest(selectedBreed) { dogs, breed in … }
  /// ```
  ///
  /// The same as `combineLatest(other).map(transform)`, in one observable instead of two.
  @inlinable
  public func combineLatest<Other, Result>(
    _ other: Observable<Other>, _ transform: @escaping (Value, Other) -> Result
  ) -> Observable<Result> {
    CombinedObservable2(self, other, transform)
  }

  /// Returns an observable of the triple of current values; see
  /// ``combineLatest(_:)-swift.method``.
  @inlinable
  public func combineLatest<Second, Third>(
    _ second: Observable<Second>,
    _ third: Observable<Third>
  ) -> Observable<(Value, Second, Third)> {
    CombinedObservable3(self, second, third) { ($0, $1, $2) }
  }

  /// Returns an observable whose value is always `transform` of the three current values; see
  /// ``combineLatest(_:)-swift.method``.
  @inlinable
  public func combineLatest<Second, Third, Result>(
    _ second: Observable<Second>,
    _ third: Observable<Third>,
    _ transform: @escaping (Value, Second, Third) -> Result
  ) -> Observable<Result> {
    CombinedObservable3(self, second, third, transform)
  }

  /// Returns an observable of the four current values; see
  /// ``combineLatest(_:)-swift.method``.
  ///
  /// For more inputs of one type, combine a list with
  /// ``combineLatest(_:)-swift.type.method``; for more of different types, nest the
  /// combinations (`a.combineLatest(b, c, d).combineLatest(e)`).
  @inlinable
  public func combineLatest<Second, Third, Fourth>(
    _ second: Observable<Second>,
    _ third: Observable<Third>,
    _ fourth: Observable<Fourth>
  ) -> Observable<(Value, Second, Third, Fourth)> {
    CombinedObservable4(self, second, third, fourth) { ($0, $1, $2, $3) }
  }

  /// Returns an observable whose value is always `transform` of the four current values; see
  /// ``combineLatest(_:)-swift.method``.
  @inlinable
  public func combineLatest<Second, Third, Fourth, Result>(
    _ second: Observable<Second>,
    _ third: Observable<Third>,
    _ fourth: Observable<Fourth>,
    _ transform: @escaping (Value, Second, Third, Fourth) -> Result
  ) -> Observable<Result> {
    CombinedObservable4(self, second, third, fourth, transform)
  }

  /// Returns an observable of the current values of any number of observables, in order.
  ///
  /// ```swift
  /// let fields = [name, email, password].map { $0.map { !$0.isEmpty } }
  /// let canSubmit = Observable.combineLatest(fields).map { $0.allSatisfy { $0 } }
  /// ```
  ///
  /// The result is one operator below the deepest input, however many there are, so a list
  /// that grows with the data never reaches the depth limit (see "Nesting depth" in the
  /// module's documentation), which folding it with ``combineLatest(_:)-swift.method`` would.
  /// Like the other forms it notifies once per input change, and once per
  /// ``transaction(_:)`` that changes several inputs. An empty list makes a constant `[]`.
  ///
  /// - Complexity: Each notification reads every input: O(*n*) for *n* inputs.
  @inlinable
  public static func combineLatest(_ observables: [Observable<Value>]) -> Observable<[Value]> {
    CombinedListObservable(observables)
  }
}

extension Signal {
  /// Returns a signal of the latest values of any number of signals, in order: it sends
  /// whenever one of them sends, once each has sent at least once.
  ///
  /// ```swift
  /// let uploads: [Events<Double>] = files.map(\.progress)
  /// Signal.combineLatest(uploads).map { $0.min() ?? 1 }.observe { bar.progress = $0 }
  /// ```
  ///
  /// The result is one operator below the deepest input, however many there are (see
  /// "Nesting depth" in the module's documentation). An empty list never sends.
  ///
  /// - Complexity: Each send copies the latest values: O(*n*) for *n* inputs.
  @inlinable
  public static func combineLatest(_ inputs: [Events<Value>]) -> Signal<[Value]> {
    DerivedSignal(depth: (inputs.lazy.map(\.chainDepth).max() ?? 0) + 1) { derived in
      // Per connection: a new observer after a disconnect waits for every input again, as the
      // two-input form does.
      var latest = [Value?](repeating: nil, count: inputs.count)
      var missing = inputs.count
      return inputs.indices.map { index in
        inputs[index].observe { value in
          if latest[index] == nil { missing -= 1 }
          latest[index] = value
          // NB: `!` cannot fail: no slot is `nil` once none is missing.
          if missing == 0 { derived.send(latest.map { $0! }) }
        }
      }
    }
  }
}

// The observables `combineLatest` makes: the inputs and the function that combines their
// values (a tuple, or the caller's transform) in fields, one node upstream per input while
// connected. Each checks the depth of its rank before computing its first value, and starts
// from its first input's stack window, as `MappedObservable` does.
//
// NB: their closures name their class, not `Self`: a closure that reads `Self` in a class
// captures the dynamic type, and that capture was an allocation per observable.

@usableFromInline
final class CombinedObservable2<First, Second, Value>: DerivedObservable<Value> {
  @usableFromInline
  let inputs: (Observable<First>, Observable<Second>)
  @usableFromInline
  let transform: (First, Second) -> Value
  @usableFromInline
  @exclusivity(unchecked)
  var subscriptions: (Subscription, Subscription)?

  @inlinable
  init(
    _ first: Observable<First>, _ second: Observable<Second>,
    _ transform: @escaping (First, Second) -> Value
  ) {
    let rank = Swift.max(first.rank, second.rank) + 1
    ChainDepth.check(rank)
    inputs = (first, second)
    self.transform = transform
    super.init(
      initialValue: transform(first.currentValue, second.currentValue), rank: rank,
      compute: { derived in
        let combined = unsafeDowncast(derived, to: CombinedObservable2<First, Second, Value>.self)
        let inputs = combined.inputs
        return combined.transform(inputs.0.currentValue, inputs.1.currentValue)
      },
      connect: { derived, connects in
        let combined = unsafeDowncast(derived, to: CombinedObservable2<First, Second, Value>.self)
        if connects {
          let inputs = combined.inputs
          combined.subscriptions = (inputs.0.connect(combined), inputs.1.connect(combined))
        } else if let subscriptions = combined.subscriptions.take() {
          subscriptions.0.cancel()
          subscriptions.1.cancel()
        }
      })
    stackWindow = first.stackWindow
  }
}

@usableFromInline
final class CombinedObservable3<First, Second, Third, Value>: DerivedObservable<Value> {
  @usableFromInline
  let inputs: (Observable<First>, Observable<Second>, Observable<Third>)
  @usableFromInline
  let transform: (First, Second, Third) -> Value
  @usableFromInline
  @exclusivity(unchecked)
  var subscriptions: (Subscription, Subscription, Subscription)?

  @inlinable
  init(
    _ first: Observable<First>, _ second: Observable<Second>, _ third: Observable<Third>,
    _ transform: @escaping (First, Second, Third) -> Value
  ) {
    let rank = Swift.max(first.rank, second.rank, third.rank) + 1
    ChainDepth.check(rank)
    inputs = (first, second, third)
    self.transform = transform
    super.init(
      initialValue: transform(first.currentValue, second.currentValue, third.currentValue),
      rank: rank,
      compute: { derived in
        let combined = unsafeDowncast(
          derived, to: CombinedObservable3<First, Second, Third, Value>.self)
        let inputs = combined.inputs
        return combined.transform(
          inputs.0.currentValue, inputs.1.currentValue, inputs.2.currentValue)
      },
      connect: { derived, connects in
        let combined = unsafeDowncast(
          derived, to: CombinedObservable3<First, Second, Third, Value>.self)
        if connects {
          let inputs = combined.inputs
          combined.subscriptions = (
            inputs.0.connect(combined), inputs.1.connect(combined), inputs.2.connect(combined)
          )
        } else if let subscriptions = combined.subscriptions.take() {
          subscriptions.0.cancel()
          subscriptions.1.cancel()
          subscriptions.2.cancel()
        }
      })
    stackWindow = first.stackWindow
  }
}

@usableFromInline
final class CombinedObservable4<First, Second, Third, Fourth, Value>: DerivedObservable<Value> {
  @usableFromInline
  let inputs: (Observable<First>, Observable<Second>, Observable<Third>, Observable<Fourth>)
  @usableFromInline
  let transform: (First, Second, Third, Fourth) -> Value
  @usableFromInline
  @exclusivity(unchecked)
  var subscriptions: (Subscription, Subscription, Subscription, Subscription)?

  @inlinable
  init(
    _ first: Observable<First>, _ second: Observable<Second>, _ third: Observable<Third>,
    _ fourth: Observable<Fourth>, _ transform: @escaping (First, Second, Third, Fourth) -> Value
  ) {
    let rank = Swift.max(first.rank, second.rank, third.rank, fourth.rank) + 1
    ChainDepth.check(rank)
    inputs = (first, second, third, fourth)
    self.transform = transform
    super.init(
      initialValue: transform(
        first.currentValue, second.currentValue, third.currentValue, fourth.currentValue),
      rank: rank,
      compute: { derived in
        let combined = unsafeDowncast(
          derived, to: CombinedObservable4<First, Second, Third, Fourth, Value>.self)
        let inputs = combined.inputs
        return combined.transform(
          inputs.0.currentValue, inputs.1.currentValue, inputs.2.currentValue, inputs.3.currentValue
        )
      },
      connect: { derived, connects in
        let combined = unsafeDowncast(
          derived, to: CombinedObservable4<First, Second, Third, Fourth, Value>.self)
        if connects {
          let inputs = combined.inputs
          combined.subscriptions = (
            inputs.0.connect(combined), inputs.1.connect(combined), inputs.2.connect(combined),
            inputs.3.connect(combined)
          )
        } else if let subscriptions = combined.subscriptions.take() {
          subscriptions.0.cancel()
          subscriptions.1.cancel()
          subscriptions.2.cancel()
          subscriptions.3.cancel()
        }
      })
    stackWindow = first.stackWindow
  }
}

@usableFromInline
final class CombinedListObservable<Element>: DerivedObservable<[Element]> {
  @usableFromInline
  let inputs: [Observable<Element>]
  @usableFromInline
  @exclusivity(unchecked)
  var subscriptions: [Subscription] = []

  @inlinable
  init(_ inputs: [Observable<Element>]) {
    let rank = (inputs.lazy.map(\.rank).max() ?? 0) + 1
    ChainDepth.check(rank)
    self.inputs = inputs
    super.init(
      initialValue: inputs.map { $0.currentValue }, rank: rank,
      compute: { derived in
        unsafeDowncast(derived, to: CombinedListObservable<Element>.self).inputs.map {
          $0.currentValue
        }
      },
      connect: { derived, connects in
        let combined = unsafeDowncast(derived, to: CombinedListObservable<Element>.self)
        if connects {
          combined.subscriptions = combined.inputs.map { $0.connect(combined) }
        } else {
          let subscriptions = combined.subscriptions
          combined.subscriptions = []
          for subscription in subscriptions {
            subscription.cancel()
          }
        }
      })
    if let first = inputs.first { stackWindow = first.stackWindow }
  }
}
