import Signals

/// Binds a view model's outputs to a headless view the way a view controller would, counting
/// each observer invocation as one view call named after the output.
///
/// With `deduplicated`, every `Equatable` output goes through `removeDuplicates()` first, so
/// its binding runs only when the value changed (the "MVVM dedup" arm); routes are events and
/// are never de-duplicated.
@MainActor
struct Binder {
  let counters: ViewCounters
  let deduplicated: Bool

  /// Binds an `Equatable` output: de-duplicated when the arm says so.
  func callAsFunction<Value: Equatable>(
    _ output: Observable<Value>, _ name: String, render: @escaping (Value) -> Void
  ) -> Subscription {
    let counters = counters
    let source = deduplicated ? output.removeDuplicates() : output
    return source.observe { value in
      counters.countViewCall(name)
      render(value)
    }
  }

  /// Binds an event output, such as a route: every event reaches the view.
  func callAsFunction<Value>(
    _ output: Events<Value>, _ name: String, render: @escaping (Value) -> Void
  ) -> Subscription {
    let counters = counters
    return output.observe { value in
      counters.countViewCall(name)
      render(value)
    }
  }
}
