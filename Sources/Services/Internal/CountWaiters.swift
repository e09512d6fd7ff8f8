import Dispatch
import Synchronization

/// Tasks suspended until a count that their owner reports reaches a target.
///
/// The owner calls ``update(count:)`` while it holds its own lock, so the counts arrive here in
/// the order they happened; this lock is always taken second, so the two can never deadlock.
package final class CountWaiters: Sendable {
  private struct Waiter {
    let target: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var count = 0
    var nextID: UInt64 = 0
    var waiters: [UInt64: Waiter] = [:]
    /// Waiters whose task was cancelled before they registered.
    var cancelledIDs: Set<UInt64> = []
  }

  private let state = Mutex(State())

  /// Creates waiters for a count that starts at 0.
  package init() {}

  /// The count last reported by ``update(count:)``.
  package var count: Int {
    state.withLock { $0.count }
  }

  /// Records the owner's new count and resumes every waiter whose target it reaches.
  package func update(count: Int) {
    let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.count = count
      let readyIDs = state.waiters.filter { $0.value.target <= count }.map(\.key)
      return readyIDs.compactMap { state.waiters.removeValue(forKey: $0)?.continuation }
    }
    for continuation in ready {
      continuation.resume()
    }
  }

  /// Suspends, without polling, until the count is at least `target`, `deadline` (if any)
  /// passes, or the task is cancelled, whichever comes first.
  ///
  /// NB: it stays on the caller's executor, and what ends it (an update, a Dispatch timer, the
  /// cancellation handler) resumes it there directly. It needs none of Swift concurrency's
  /// shared threads, which a test run's synchronous tests may all hold for seconds (two on a
  /// 2-core machine): raced on them against a sleeping child task, as it was, a wait could end
  /// seconds after its count was reached, past its limit.
  package nonisolated(nonsending) func wait(
    untilCountReaches target: Int, deadline: ContinuousClock.Instant? = nil
  ) async {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let registered = state.withLock { state in
          if state.count >= target || state.cancelledIDs.remove(id) != nil {
            return false
          }
          state.waiters[id] = Waiter(target: target, continuation: continuation)
          return true
        }
        guard registered else {
          continuation.resume()
          return
        }
        if let deadline {
          // NB: weakly, and a no-op for a wait already ended: the timer stays scheduled until
          // the deadline (a "no limit" wait's, a century away), holding nothing but the id.
          let nanoseconds = ContinuousClock.now.duration(to: deadline) / .nanoseconds(1)
          DispatchQueue.global().asyncAfter(
            deadline: .now() + .nanoseconds(Int(max(0, min(nanoseconds, 9e18))))
          ) { [weak self] in
            self?.end(id)
          }
        }
      }
    } onCancel: {
      let continuation = state.withLock { state in
        guard let waiter = state.waiters.removeValue(forKey: id) else {
          state.cancelledIDs.insert(id)
          return CheckedContinuation<Void, Never>?.none
        }
        return waiter.continuation
      }
      continuation?.resume()
    }
    // NB: a cancellation that arrives after the resumption leaves the id behind; drop it.
    state.withLock { _ = $0.cancelledIDs.remove(id) }
  }

  /// Ends the wait `id`, if it still waits: its deadline has passed.
  private func end(_ id: UInt64) {
    state.withLock { $0.waiters.removeValue(forKey: id) }?.continuation.resume()
  }
}
