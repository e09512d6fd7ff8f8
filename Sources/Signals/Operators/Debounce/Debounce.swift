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
    DerivedSignal(depth: chainDepth + 1) { derived in
      let timer = DebounceTimer<Value>(interval: interval, scheduler: scheduler)
      return [
        self.observe { value in
          timer.restart(with: value) { derived.send($0) }
        },
        Subscription.onCancel { timer.stop() },
      ]
    }
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
    DerivedObservable(
      rank: rank + 1, compute: { self.value }, lagsBehindInputs: true,
      connect: { derived in
        let timer = DebounceTimer<Value>(interval: interval, scheduler: scheduler)
        return [
          self.observe { value in
            guard !derived.isConnecting else { return }
            timer.restart(with: value) { _ in derived.inputDidChange() }
          },
          Subscription.onCancel { timer.stop() },
        ]
      })
  }
}
