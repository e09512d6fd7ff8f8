import Synchronization

/// An ordered record of calls that a test can wait on without polling.
///
/// Spies record into it; a test suspends in ``waitForCalls(count:)`` until enough calls have
/// arrived. A waiter is resumed by the call that reaches its count, and runs once the code that
/// made that call has given up the main actor, so by then every call of that synchronous update
/// is in the log.
final class CallLog<Call: Sendable>: Sendable {
  private struct Waiter {
    let id: UInt64
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var calls: [Call] = []
    var waiters: [Waiter] = []
    var nextID: UInt64 = 0
    /// Waits whose task was cancelled before they registered.
    var cancelledIDs: Set<UInt64> = []
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
  ///
  /// Returns early when the waiting task is cancelled, so a test's time limit can end it.
  func waitForCalls(count: Int) async {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { state in
          if state.calls.count >= count || state.cancelledIDs.remove(id) != nil {
            return true
          }
          state.waiters.append(Waiter(id: id, count: count, continuation: continuation))
          return false
        }
        if resumeNow {
          continuation.resume()
        }
      }
    } onCancel: {
      let continuation = state.withLock { state in
        guard let index = state.waiters.firstIndex(where: { $0.id == id }) else {
          state.cancelledIDs.insert(id)
          return CheckedContinuation<Void, Never>?.none
        }
        return state.waiters.remove(at: index).continuation
      }
      continuation?.resume()
    }
    // NB: a cancellation that arrives after the resumption leaves the id behind; drop it.
    state.withLock { _ = $0.cancelledIDs.remove(id) }
  }
}

extension CallLog where Call == Void {
  /// Records one call without an argument.
  func record() {
    record(())
  }
}
