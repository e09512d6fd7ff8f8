import Foundation  // Glibc or Darwin with it
import Synchronization

/// Holds back SIGINT, SIGTERM and SIGHUP while a file is replaced, so that a run stopped during
/// its final write leaves no temporary file behind; the first that arrived then acts, with the
/// disposition it had before (default: the process ends).
///
/// NB: a handler, process-wide, one write at a time; a thread's signal mask would not do, as the
/// system hands a signal to any thread that does not block it. The handler only stores the
/// signal's number in an atomic (async-signal-safe).
enum SignalDeferral {
  /// The signals held back.
  static let signals = [SIGINT, SIGTERM, SIGHUP]
  /// The first signal that arrived while held back, or 0.
  fileprivate static let pending = Atomic<Int32>(0)
  /// Taken for each replacement: tests write files in parallel.
  private static let oneAtATime = NSLock()
  /// For BenchKit's tests: the environment variable naming a FIFO on which a replacement
  /// pauses, its temporary file written and not yet renamed, until the test has opened the FIFO
  /// and then a signal was held back.
  static let testPause = "BENCHKIT_TEST_PAUSE_FOR_SIGNAL"

  /// Runs `body` with the signals held back, then lets the first that arrived act.
  static func deferring<T>(_ body: () -> T) -> T {
    oneAtATime.lock()
    pending.store(0, ordering: .relaxed)  // Initialised here, never first in a handler.
    let previous = signals.map { signal($0, holdBack) }
    let result = body()
    // NB: by index. SIG_IGN (1) is no valid Swift function pointer: an optional holding one,
    // such as the pair zip's iterator returns, takes that very bit pattern for its nil, and the
    // loop would end before restoring an ignored signal.
    for index in signals.indices { signal(signals[index], previous[index]) }
    let arrived = pending.exchange(0, ordering: .relaxed)
    oneAtATime.unlock()
    guard arrived != 0 else { return result }
    // Raised with this thread's mask open for it (Dispatch's threads block signals), so that it
    // acts before this returns.
    var only = sigset_t()
    var mask = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, arrived)
    pthread_sigmask(SIG_UNBLOCK, &only, &mask)
    raise(arrived)
    pthread_sigmask(SIG_SETMASK, &mask, nil)
    return result
  }

  /// Pauses as ``testPause`` says, when the environment names a FIFO.
  ///
  /// NB: a signal is handled by whichever thread takes it, when that thread next runs: were the
  /// test to release the write by closing the FIFO, the write could end first, now and then.
  static func pauseIfTested() {
    guard let fifo = getenv(testPause) else { return }
    close(open(fifo, O_RDONLY | O_CLOEXEC))  // Returns once the test has opened it too.
    while pending.load(ordering: .relaxed) == 0 { sched_yield() }
  }
}

/// The handler while signals are held back: notes the first that arrived, nothing else.
private func holdBack(_ number: Int32) {
  _ = SignalDeferral.pending.compareExchange(expected: 0, desired: number, ordering: .relaxed)
}
