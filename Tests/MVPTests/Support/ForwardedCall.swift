import Synchronization

/// One call that a cancellation-ignoring double passed on to its pending requests: the caller's
/// argument, and whether the caller has been cancelled since it made the call.
///
/// A screen cancels the task of a load it supersedes, so ``callerWasCancelled`` tells the
/// superseded request from the current one, whichever of their separate tasks reached the double
/// first.
final class ForwardedCall<Argument: Sendable>: Sendable {
  /// What the caller passed; `Void` for calls without arguments.
  let argument: Argument
  private let cancelled = Atomic(false)

  init(_ argument: Argument) {
    self.argument = argument
  }

  /// Whether the calling task has been cancelled, before or after it made the call.
  var callerWasCancelled: Bool {
    cancelled.load(ordering: .acquiring)
  }

  /// Records that the calling task was cancelled.
  func callerIsCancelled() {
    cancelled.store(true, ordering: .releasing)
  }
}
