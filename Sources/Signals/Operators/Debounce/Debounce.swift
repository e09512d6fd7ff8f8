extension Events {
  /// Returns a signal that delivers a value only once `interval` has passed without a newer one.
  ///
  /// ```swift
  /// keystrokes.debounce(for: .milliseconds(300), scheduler: scheduler).observe { search($0) }
  /// ```
  ///
  /// Each new value cancels the pending one; a timer that fires after it was superseded
  /// delivers nothing.
  @inlinable
  public func debounce(
    for interval: Duration,
    scheduler: any Scheduler
  ) -> Signal<Value> {
    DebouncedSignal(self, interval: interval, scheduler: scheduler)
  }
}

/// `debounce` of a signal: its input and timer in fields, one node upstream while connected,
/// which the timer keeps.
///
/// NB: as a derived observable's, its connection is a closure made in inlinable code that its
/// caller specialises (see `DerivedObservable.computer`): an overridden method of a generic
/// class is never specialised, and would look up at run time the type metadata of every node
/// and closure it makes.
@usableFromInline
final class DebouncedSignal<Value>: Signal<Value> {
  @usableFromInline
  let input: Events<Value>
  @usableFromInline
  let depth: Int
  @usableFromInline
  let timer: DebounceTimer<Value>
  /// Subscribes to the input, given this object and `true`, keeping the subscription in the
  /// timer; cancels it and the pending value, given `false`.
  @usableFromInline
  let connector: (DebouncedSignal<Value>, Bool) -> Void

  @inlinable
  init(_ input: Events<Value>, interval: Duration, scheduler: any Scheduler) {
    depth = input.chainDepth + 1
    ChainDepth.check(depth)
    self.input = input
    timer = DebounceTimer(interval: interval, scheduler: scheduler)
    connector = { debounced, connects in
      guard connects else { return debounced.timer.disconnect() }
      debounced.timer.upstream = debounced.input.observe { value in
        debounced.timer.restart(with: value) { debounced.send($0) }
      }
    }
    super.init()
    observers.connectsUpstream = true
  }

  @usableFromInline
  override var chainDepth: Int {
    depth
  }

  @usableFromInline
  override func observersDidBecomeNonEmpty() {
    connector(self, true)
  }

  @usableFromInline
  override func observersDidBecomeEmpty() {
    connector(self, false)
  }
}

extension Observable {
  /// Returns an observable whose value follows this one's once it has stayed unchanged for
  /// `interval`.
  ///
  /// While observed, its value is the last settled value: it starts at this observable's value
  /// and changes only when a timer fires. Unobserved, nothing is pending, so its value is this
  /// observable's value.
  @inlinable
  public func debounce(
    for interval: Duration,
    scheduler: any Scheduler
  ) -> Observable<Value> {
    // When a timer fires, the upstream still holds the value it was started with (a change
    // would have restarted it), so recomputing from the upstream gives the settled value.
    DebouncedObservable(self, interval: interval, scheduler: scheduler)
  }
}

/// `debounce` of an observable: its value is the input's, recomputed only when a timer fires;
/// its input and timer in fields, one node upstream while connected, as `DebouncedSignal`.
@usableFromInline
final class DebouncedObservable<Value>: DerivedObservable<Value> {
  @usableFromInline
  let input: Observable<Value>
  @usableFromInline
  let timer: DebounceTimer<Value>

  @inlinable
  init(_ input: Observable<Value>, interval: Duration, scheduler: any Scheduler) {
    ChainDepth.check(input.rank + 1)
    self.input = input
    timer = DebounceTimer(interval: interval, scheduler: scheduler)
    super.init(
      initialValue: input.currentValue, rank: input.rank + 1, lagsBehindInputs: true,
      compute: { derived in
        unsafeDowncast(derived, to: DebouncedObservable.self).input.currentValue
      },
      connect: { derived, connects in
        let debounced = unsafeDowncast(derived, to: DebouncedObservable.self)
        guard connects else { return debounced.timer.disconnect() }
        debounced.timer.upstream = debounced.input.observe { value in
          guard !debounced.isConnecting else { return }
          debounced.timer.restart(with: value) { _ in debounced.inputDidChange() }
        }
      })
    stackWindow = input.stackWindow
  }
}
