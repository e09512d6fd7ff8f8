import Observation

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
