import Signals

/// Binds a view model's outputs to a headless view the way a view controller would, counting
/// each observer invocation as one view call named after the output.
///
/// With `deduplicated`, every `Equatable` output is de-duplicated first, so its binding runs
/// only when the value changed (the "MVVM dedup" arm); routes are events and are never
/// de-duplicated.
///
/// A binding costs, beyond the `render` closure the driver passes in: one closure context (the
/// observer, which captures the counters, the name and `render`), one subscription and one box
/// for the observer in the output's list; a de-duplicated one adds a ``DeduplicatingObserver``.
/// See "What a binding allocates" in HowPatternBenchMeasures.md.
@MainActor
struct Binder {
  let counters: ViewCounters
  let deduplicated: Bool

  /// Binds an `Equatable` output: de-duplicated when the arm says so.
  func callAsFunction<Value: Equatable>(
    _ output: Observable<Value>, _ name: String, render: @escaping (Value) -> Void
  ) -> Subscription {
    let counters = counters
    counters.countBoundOutput()
    guard deduplicated else {
      return output.observe { value in
        counters.countViewCall(name)
        render(value)
      }
    }
    // NB: not `output.removeDuplicates().observe { … }`, which delivers the same values but
    // builds a derived observable per binding (the operator, its closures, its upstream
    // subscription): the observer itself remembers the last value it rendered.
    let observer = DeduplicatingObserver<Value>()
    return output.observe { value in
      guard observer.isChange(value) else { return }
      counters.countViewCall(name)
      render(value)
    }
  }

  /// Binds an event output, such as a route: every event reaches the view.
  func callAsFunction<Value>(
    _ output: Events<Value>, _ name: String, render: @escaping (Value) -> Void
  ) -> Subscription {
    let counters = counters
    counters.countBoundOutput()
    return output.observe { value in
      counters.countViewCall(name)
      render(value)
    }
  }
}

/// The memory of a de-duplicated binding: the last value it rendered, so that an equal one is
/// skipped, as `removeDuplicates()` would skip it.
///
/// It agrees with `removeDuplicates()` on every sequence: the first call (the current value at
/// bind) always renders; each later value renders if it differs from the last one rendered. An
/// observer receives the values of its output in the order the output notifies (queued sends
/// included), and once per transaction, so "the last one rendered" is the derived observable's
/// "last one notified".
final class DeduplicatingObserver<Value: Equatable> {
  private var last: Value?

  /// `true`, and remembers `value`, unless it equals the last value rendered.
  func isChange(_ value: Value) -> Bool {
    if let last, last == value { return false }
    last = value
    return true
  }
}
