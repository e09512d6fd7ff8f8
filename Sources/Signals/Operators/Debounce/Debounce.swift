extension Events {
  /// Returns a signal that delivers a value only once `interval` has passed without a newer one.
  ///
  /// ```swift
  /// keystrokes.debounce(for: .milliseconds(300), scheduler: scheduler).observe { search($0) }
  /// ```
  ///
  /// Each new value cancels the pending one; a timer that fires after it was superseded
  /// delivers nothing.
  public func debounce(
    for interval: Duration,
    scheduler: any Scheduler
  ) -> Signal<Value> {
    DebouncedSignal(self, interval: interval, scheduler: scheduler)
  }
}

/// `debounce` of a signal: its input and timer in fields, one node upstream while connected.
final class DebouncedSignal<Value>: Signal<Value> {
  private let input: Events<Value>
  private let depth: Int
  private let timer: DebounceTimer<Value>
  // NB: exempt from dynamic exclusivity checks, soundly, as `Events.observers` is.
  @exclusivity(unchecked)
  private var subscription: Subscription?

  init(_ input: Events<Value>, interval: Duration, scheduler: any Scheduler) {
    depth = input.chainDepth + 1
    ChainDepth.check(depth)
    self.input = input
    timer = DebounceTimer(interval: interval, scheduler: scheduler)
    super.init()
    observers.connectsUpstream = true
  }

  override var chainDepth: Int {
    depth
  }

  override func observersDidBecomeNonEmpty() {
    // NB: as every derived stream's, the handler keeps this object alive while it is
    // connected; disconnecting breaks the cycle.
    subscription = input.observe { value in
      self.timer.restart(with: value) { self.send($0) }
    }
  }

  override func observersDidBecomeEmpty() {
    subscription.take()?.cancel()
    timer.stop()
  }
}

extension Observable {
  /// Returns an observable whose value follows this one's once it has stayed unchanged for
  /// `interval`.
  ///
  /// While observed, its value is the last settled value: it starts at this observable's value
  /// and changes only when a timer fires. Unobserved, nothing is pending, so its value is this
  /// observable's value.
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
final class DebouncedObservable<Value>: DerivedObservable<Value> {
  private let input: Observable<Value>
  private let timer: DebounceTimer<Value>
  // NB: exempt from dynamic exclusivity checks, soundly, as `Events.observers` is.
  @exclusivity(unchecked)
  private var subscription: Subscription?

  init(_ input: Observable<Value>, interval: Duration, scheduler: any Scheduler) {
    ChainDepth.check(input.rank + 1)
    self.input = input
    timer = DebounceTimer(interval: interval, scheduler: scheduler)
    super.init(
      initialValue: input.value, rank: input.rank + 1, lagsBehindInputs: true,
      compute: { derived in unsafeDowncast(derived, to: DebouncedObservable.self).input.value },
      connect: { derived, connects in
        unsafeDowncast(derived, to: DebouncedObservable.self).setConnected(connects)
      })
    stackWindow = input.stackWindow
  }

  /// Subscribes to the input, given `true`; cancels the subscription and the pending timer,
  /// given `false`.
  private func setConnected(_ connects: Bool) {
    guard connects else {
      subscription.take()?.cancel()
      timer.stop()
      return
    }
    // NB: as every derived observable's, the handler keeps this object alive while it is
    // connected; disconnecting breaks the cycle.
    subscription = input.observe { value in
      guard !self.isConnecting else { return }
      self.timer.restart(with: value) { _ in self.inputDidChange() }
    }
  }
}
