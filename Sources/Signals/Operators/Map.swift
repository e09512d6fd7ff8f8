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
    MappedObservable(self, transform: transform)
  }
}

/// `map` and `removeDuplicates` of an observable: its input and function in fields, one node
/// upstream while connected.
@usableFromInline
final class MappedObservable<Input, Value>: DerivedObservable<Value> {
  @usableFromInline
  let input: Observable<Input>
  @usableFromInline
  let transform: (Input) -> Value
  @usableFromInline
  @exclusivity(unchecked)
  var subscription: Subscription?

  @inlinable
  init(
    _ input: Observable<Input>, transform: @escaping (Input) -> Value,
    isDuplicate: ((Value, Value) -> Bool)? = nil
  ) {
    ChainDepth.check(input.rank + 1)
    self.input = input
    self.transform = transform
    super.init(
      initialValue: transform(input.currentValue), rank: input.rank + 1, isDuplicate: isDuplicate,
      compute: { derived in
        let mapped = unsafeDowncast(derived, to: MappedObservable<Input, Value>.self)
        return mapped.transform(mapped.input.currentValue)
      },
      connect: { derived, connects in
        let mapped = unsafeDowncast(derived, to: MappedObservable<Input, Value>.self)
        if connects {
          mapped.subscription = mapped.input.connect(mapped)
        } else {
          mapped.subscription.take()?.cancel()
        }
      })
    // It starts from its input's stack window, that of the thread that last checked the
    // input (most often this one), which spares its first check a look-up; an address on any
    // other thread's stack falls outside that window and looks its own up.
    stackWindow = input.stackWindow
  }
}
