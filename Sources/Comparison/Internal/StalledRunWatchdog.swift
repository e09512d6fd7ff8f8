import Foundation
import Synchronization

/// Notices a run that has stopped moving on: a step that never returns or a main-actor job that
/// never ends, which hold the main thread (the wait limit cannot end a step's wait then, since
/// ending it needs that thread), a script that waits for ever between steps, or a benchmark
/// that never returns.
///
/// Nothing in the process can end these, so the watchdog only tells: once installed (by
/// BenchKit's entry point, which then ends the process, saying what stalled and where), each
/// run marks what it is doing as it goes, and a thread of the watchdog's own calls the handler
/// when a mark is older than the run's wait limit and as long again (at least
/// ``minimumGrace`` more), which leaves the wait limit's own failure time to come first.
/// Without a handler, nothing is marked or watched.
package final class StalledRunWatchdog: Sendable {
  /// The watchdog of this process.
  package static let shared = StalledRunWatchdog()

  /// The least time a mark may age past its wait limit before the handler is called.
  package static let minimumGrace = Duration.seconds(2)

  /// Where a run is.
  private enum Place {
    /// In `step` of `scenario` on `arm`, or after it, or before the screen opened (no step).
    case scenario(arm: String, scenario: String, step: String?, isDuringStep: Bool)
    /// Anywhere else, said as the start of a failure's message: `the micro benchmark 'x'`.
    case other(String)
  }

  /// What the run was doing at its last mark, and until when it may stay there.
  private struct Mark {
    var place: Place
    var limit: Duration
    var deadline: ContinuousClock.Instant
  }

  private struct State {
    var handler: (@Sendable (String) -> Void)?
    var mark: Mark?
    /// The command whose name begins the line said on a crash, once ``noteCrashes(as:)`` was
    /// called.
    var crashCommand: String?
  }

  private let state = Mutex(State())
  /// Whether a handler is installed: read on every mark, so that a process without one pays
  /// a load.
  private let isWatching = Atomic(false)

  /// Calls `handler`, on the watchdog's thread, with a message saying what stalled and where
  /// (for a scenario, a ``ScenarioFailure``'s, naming the arm, the scenario and the step); the
  /// first call starts the watchdog's thread. The handler of a process that must not hang ends
  /// it.
  package func install(_ handler: @escaping @Sendable (String) -> Void) {
    let isFirst = state.withLock { state in
      defer { state.handler = handler }
      return state.handler == nil
    }
    isWatching.store(true, ordering: .releasing)
    guard isFirst else { return }
    let thread = Thread { [self] in watch() }
    thread.name = "Comparison stalled-run watchdog"
    thread.start()
  }

  /// Also says, when the process crashes, where the run was, in a line that begins with
  /// `command` (`pattern-bench: mvvm stopped in profile.load@0 at step "appear": the process
  /// crashed`), on standard error, before the runtime's own account; see ``CrashNote``. Takes
  /// effect with ``install(_:)``, which starts the marks.
  package func noteCrashes(as command: String) {
    state.withLock { $0.crashCommand = command }
    CrashNote.install()
  }

  /// Marks that the run is in `step` (or after it, when `isDuringStep` is `false`) of
  /// `scenario` on `arm`, and may stay there for `limit` and the grace.
  func mark(
    arm: String, scenario: String, step: String?, isDuringStep: Bool, limit: Duration
  ) {
    mark(
      .scenario(arm: arm, scenario: scenario, step: step, isDuringStep: isDuringStep),
      limit: limit)
  }

  /// Marks that the process is in `place`, said as the start of a message (`the micro
  /// benchmark 'x'`), and may stay there for `limit` and the grace.
  package func mark(_ place: String, limit: Duration) {
    mark(.other(place), limit: limit)
  }

  private func mark(_ place: @autoclosure () -> Place, limit: Duration) {
    guard isWatching.load(ordering: .relaxed) else { return }
    let mark = Mark(
      place: place(), limit: limit, deadline: .now + limit + max(limit, Self.minimumGrace))
    state.withLock { $0.mark = mark }
  }

  /// Marks that nothing is running that could stall.
  package func clearMark() {
    guard isWatching.load(ordering: .relaxed) else { return }
    state.withLock { $0.mark = nil }
  }

  /// The watchdog's thread: looks at the mark once a second, and when it is due.
  private func watch() {
    while true {
      let now = ContinuousClock.now
      let (due, handler, next) = state.withLock { state in
        guard let mark = state.mark else {
          return (nil as Mark?, state.handler, now + .seconds(1))
        }
        guard mark.deadline <= now else {
          return (nil, state.handler, min(mark.deadline, now + .seconds(1)))
        }
        state.mark = nil
        return (mark, state.handler, now + .seconds(1))
      }
      if let due, let handler { handler(Self.message(for: due)) }
      Thread.sleep(forTimeInterval: max(0, (next - .now).seconds))
    }
  }

  /// Says on standard error where the run was, as ``noteCrashes(as:)`` describes; called by
  /// the handler of a crash signal.
  ///
  /// NB: it allocates nothing and never waits, as a signal handler must not: a crash inside
  /// `malloc` may hold its lock. It writes the parts of the line one by one. The watchdog's
  /// lock is only ever held to copy or clear a mark: while another thread holds it, it tries
  /// again a few times, then says nothing rather than wait.
  func sayWhereTheRunCrashed() {
    var found: (command: String, place: Place)??
    for _ in 0..<100 {
      found = state.withLockIfAvailable { state in
        state.crashCommand.flatMap { command in state.mark.map { (command, $0.place) } }
      }
      if found != nil { break }
      sched_yield()
    }
    guard let (command, place) = found ?? nil else { return }
    // NB: a ScenarioFailure's words, which its `description` would build in a new string.
    func say(_ text: String) {
      _ = text.utf8.withContiguousStorageIfAvailable { bytes in
        write(STDERR_FILENO, bytes.baseAddress, bytes.count)
      }
    }
    say("\n")
    say(command)
    say(": ")
    switch place {
    case .scenario(let arm, let scenario, let step, let isDuringStep):
      say(arm)
      say(" stopped in ")
      say(scenario)
      if let step {
        say(isDuringStep ? " at step \"" : " after step \"")
        say(step)
        say("\"")
      } else {
        say(" before the screen opened")
      }
      say(": the process crashed\n")
    case .other(let place):
      say(place)
      say(" crashed the process\n")
    }
  }

  private static func message(for mark: Mark) -> String {
    let waited = mark.limit + max(mark.limit, minimumGrace)
    let stalled =
      "has not moved on for \(waited.secondsText), well past the wait limit "
      + "(\(mark.limit.secondsText))"
    switch mark.place {
    case .scenario(let arm, let scenario, let step, let isDuringStep):
      return ScenarioFailure(
        arm: arm, scenario: scenario, step: step, isDuringStep: isDuringStep,
        reason:
          "the run \(stalled): a step that never returns, a main-actor job that never ends or "
          + "a script that waits for ever holds it"
      ).description
    case .other(let place):
      return "\(place) \(stalled): it never returns"
    }
  }
}
