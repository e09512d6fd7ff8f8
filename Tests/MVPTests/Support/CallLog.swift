import Synchronization

/// An ordered record of calls that a test can wait on without polling.
///
/// Spies record into it; a test suspends in ``waitForCalls(count:)`` until enough calls have
/// arrived. A waiter is resumed by the call that reaches its count, and runs once the code that
/// made that call has given up the main actor, so by then every call of that synchronous update
/// is in the log.
final class CallLog<Call: Sendable>: Sendable {
  private struct Waiter {
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var calls: [Call] = []
    var waiters: [Waiter] = []
  }

  private let state = Mutex(State())

  /// Every call recorded so far, oldest first.
  var calls: [Call] {
    state.withLock { $0.calls }
  }

  /// Appends `call` and resumes the waiters whose count it reaches.
  func record(_ call: Call) {
    let ready = state.withLock { state in
      state.calls.append(call)
      let count = state.calls.count
      let ready = state.waiters.filter { $0.count <= count }
      state.waiters.removeAll { $0.count <= count }
      return ready
    }
    for waiter in ready {
      waiter.continuation.resume()
    }
  }

  /// Suspends until at least `count` calls have been recorded; returns at once if they have.
  func waitForCalls(count: Int) async {
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state in
        guard state.calls.count < count else { return true }
        state.waiters.append(Waiter(count: count, continuation: continuation))
        return false
      }
      if resumeNow {
        continuation.resume()
      }
    }
  }
}

extension CallLog where Call == Void {
  /// Records one call without an argument.
  func record() {
    record(())
  }
}
