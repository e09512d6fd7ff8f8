import Dispatch
import Foundation
import Synchronization

/// Ends the waits of screens that never settle: one thread for the whole process that wakes
/// when the earliest watched wait passes its deadline and tells its counters, on the main actor,
/// that the wait timed out.
///
/// NB: a wait that settles in time, which is every wait of a working arm, costs its step one
/// uncontended lock to start watching and one to stop: no task, no timer and no thread wake-up
/// inside the measured step. That is why this is a thread that sleeps until a deadline rather
/// than a timer per wait. The thread sleeps until the earliest deadline, or one ``idleSleep`` at
/// most, and again; a wait whose deadline falls before the thread's next wake-up (a short limit,
/// in a test) wakes it early.
final class WaitWatchdog: Sendable {
  static let shared = WaitWatchdog()

  /// How long the thread sleeps when no watched wait is due sooner.
  static let idleSleep = Duration.seconds(1)

  private struct Watch {
    let id: UInt64
    let deadline: ContinuousClock.Instant
    let counters: ViewCounters
  }

  private struct State {
    var watches: [Watch] = []
    var nextID: UInt64 = 0
    /// When the thread wakes next; `nil` before the thread started.
    var wakesAt: ContinuousClock.Instant?
  }

  private let state = Mutex(State())
  private let wakeUp = DispatchSemaphore(value: 0)

  /// Starts watching a wait of `counters` that must be over by `deadline`.
  ///
  /// - Returns: The watch's id, for ``stopWatching(_:)`` and for the counters to know which wait
  ///   timed out.
  func watch(_ counters: ViewCounters, deadline: ContinuousClock.Instant) -> UInt64 {
    let (id, start, wake) = state.withLock { state in
      state.nextID &+= 1
      state.watches.append(Watch(id: state.nextID, deadline: deadline, counters: counters))
      let start = state.wakesAt == nil
      let wake = !start && deadline < state.wakesAt!
      if start || wake { state.wakesAt = deadline }
      return (state.nextID, start, wake)
    }
    if start {
      let thread = Thread { [self] in run() }
      thread.name = "Comparison wait watchdog"
      thread.start()
    } else if wake {
      wakeUp.signal()
    }
    return id
  }

  /// Stops watching the wait `id`: it settled.
  func stopWatching(_ id: UInt64) {
    state.withLock { state in
      if let index = state.watches.firstIndex(where: { $0.id == id }) {
        state.watches.remove(at: index)
      }
    }
  }

  private func run() {
    while true {
      let now = ContinuousClock.now
      let (expired, wakesAt) = state.withLock { state in
        let expired = state.watches.filter { $0.deadline <= now }
        state.watches.removeAll { $0.deadline <= now }
        // NB: never later than the idle sleep, so that a limit no clock reaches
        // (`.seconds(Int64.max)`) never overflows the nanoseconds slept below.
        let wakesAt = min(
          state.watches.map(\.deadline).min() ?? now + Self.idleSleep, now + Self.idleSleep)
        state.wakesAt = wakesAt
        return (expired, wakesAt)
      }
      for watch in expired {
        let (counters, id) = (watch.counters, watch.id)
        Task { @MainActor in counters.expireWait(id) }
      }
      let nanoseconds = max(0, (wakesAt - now).wholeNanoseconds)
      _ = wakeUp.wait(timeout: .now() + .nanoseconds(nanoseconds))
    }
  }
}
