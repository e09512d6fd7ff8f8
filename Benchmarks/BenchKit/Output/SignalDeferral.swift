import Foundation  // Glibc or Darwin with it
import Synchronization

/// Holds back SIGINT, SIGTERM and SIGHUP while a file is replaced, so that a run stopped
/// during its final write leaves no temporary file behind; the first of them that arrived acts
/// once the write is over, with the disposition it had before (default: the process ends).
///
/// A thread's signal mask would not do: the process has other threads, and the system hands a
/// signal to any thread that does not block it. So a handler is installed for the time of the
/// write, process-wide, and all it does is store the signal's number in an atomic
/// (async-signal-safe). Writes may nest or overlap (tests run in parallel): the first installs
/// the handlers, the last puts the old ones back and raises what arrived.
enum SignalDeferral {
  /// The signals held back.
  static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// The first signal that arrived while held back, or 0.
  fileprivate static let pending = Atomic<Int32>(0)

  /// How many bodies are running, and the handlers their first one replaced.
  private static let state = Mutex<(depth: Int, previous: [(@convention(c) (Int32) -> Void)?])>(
    (0, []))

  /// Runs `body` with the signals held back, then lets the first that arrived act.
  static func deferring<T>(_ body: () -> T) -> T {
    state.withLock { state in
      if state.depth == 0 {
        pending.store(0, ordering: .relaxed)  // Initialised here, never first in a handler.
        state.previous = signals.map { signal($0, holdBack) }
      }
      state.depth += 1
    }
    let result = body()
    let arrived = state.withLock { state in
      state.depth -= 1
      guard state.depth == 0 else { return Int32(0) }
      for (number, previous) in zip(signals, state.previous) { signal(number, previous) }
      return pending.exchange(0, ordering: .relaxed)
    }
    if arrived != 0 { raiseHere(arrived) }
    return result
  }

  /// Raises `number` in this thread, unblocked for the moment (Dispatch's threads block
  /// signals), so that it acts before this returns.
  private static func raiseHere(_ number: Int32) {
    var only = sigset_t()
    var mask = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, number)
    pthread_sigmask(SIG_UNBLOCK, &only, &mask)
    raise(number)
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }
}

/// The handler while signals are held back: notes the first that arrived, nothing else.
private func holdBack(_ number: Int32) {
  _ = SignalDeferral.pending.compareExchange(expected: 0, desired: number, ordering: .relaxed)
}
