import Observation

/// Suspends until `condition` holds, without polling: the condition is read inside
/// `withObservationTracking`, and each change of a property it read checks it again.
///
/// ```swift
/// viewModel.viewDidAppear()
/// service.resolve(0, with: users)
/// await waitUntil { !viewModel.isLoading }
/// ```
@MainActor
func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
  await withCheckedContinuation { continuation in
    ObservationWaiter(condition: condition, continuation: continuation).check()
  }
}

/// One pending ``waitUntil(_:)``: checks its condition and registers again until it holds.
@MainActor
private final class ObservationWaiter {
  /// `nil` once resumed. NB: the last registration stays in the model until the model changes
  /// again, holding this waiter; dropping the condition then keeps it from holding the model
  /// (a cycle that would keep the model alive).
  private var condition: (@MainActor () -> Bool)?
  /// `nil` once resumed: a registration left from an earlier check may still fire.
  private var continuation: CheckedContinuation<Void, Never>?

  init(condition: @escaping @MainActor () -> Bool, continuation: CheckedContinuation<Void, Never>) {
    self.condition = condition
    self.continuation = continuation
  }

  func check() {
    guard let condition else { return }
    let holds = withObservationTracking {
      condition()
    } onChange: {
      // NB: onChange runs in the property's willSet, before the new value is stored, so the
      // check runs again on the next main-actor turn; the task keeps this waiter alive.
      Task { @MainActor in self.check() }
    }
    if holds {
      continuation?.resume()
      continuation = nil
      self.condition = nil
    }
  }
}

/// Records whether any property that `read` reads changes, from now on.
///
/// ```swift
/// let probe = ChangeProbe { viewModel.isLoading }
/// viewModel.refreshButtonWasPressed()
/// #expect(!probe.changed)
/// ```
@MainActor
final class ChangeProbe {
  /// Whether a property read by the closure given at init has been set to a different value.
  private(set) var changed = false

  init(_ read: @MainActor () -> some Any) {
    withObservationTracking {
      _ = read()
    } onChange: { [weak self] in
      // NB: onChange runs synchronously in the willSet of a main-actor view model's property.
      MainActor.assumeIsolated { self?.changed = true }
    }
  }
}
