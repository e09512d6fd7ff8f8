import Foundation
import Synchronization

/// Notices a run whose main thread a broken arm holds: a step that never returns, or a
/// main-actor job that never ends (its screen's wait limit cannot end the wait then, since
/// ending it needs the main thread).
///
/// Nothing in the process can take the main thread back, so the watchdog only tells: once
/// installed (by BenchKit's entry point, which then ends the process with a failure naming
/// the arm, the scenario and the step), each run marks what it is doing as it goes, and a
/// thread of the watchdog's own calls the handler when a mark is older than the run's wait
/// limit and as long again (at least ``minimumGrace`` more), which leaves the wait limit's own
/// failure time to come first. Without a handler, nothing is marked or watched.
package final class MainThreadWatchdog: Sendable {
  /// The watchdog of this process.
  package static let shared = MainThreadWatchdog()

  /// The least time a mark may age past its wait limit before the handler is called.
  package static let minimumGrace = Duration.seconds(2)

  /// What the main thread was doing at its last mark, and until when it may go on.
  private struct Mark {
    var arm: String
    var scenario: String
    var step: String?
    var isDuringStep: Bool
    var limit: Duration
    var deadline: ContinuousClock.Instant
  }

  private struct State {
    var handler: (@Sendable (ScenarioFailure) -> Void)?
    var mark: Mark?
  }

  private let state = Mutex(State())
  /// Whether a handler is installed: read on every mark, so that a process without one pays
  /// a load.
  private let isWatching = Atomic(false)

  /// Calls `handler`, on the watchdog's thread, with a failure naming the arm, the scenario
  /// and the step, for every run that holds the main thread too long; the first call starts
  /// the thread. The handler of a process that must not hang ends it.
  package func install(_ handler: @escaping @Sendable (ScenarioFailure) -> Void) {
    let isFirst = state.withLock { state in
      defer { state.handler = handler }
      return state.handler == nil
    }
    isWatching.store(true, ordering: .releasing)
    guard isFirst else { return }
    let thread = Thread { [self] in watch() }
    thread.name = "Comparison main-thread watchdog"
    thread.start()
  }

  /// Marks that the main thread is in `step` (or after it, when `isDuringStep` is `false`) of
  /// `scenario` on `arm`, and may stay there for `limit` and the grace.
  func mark(
    arm: String, scenario: String, step: String?, isDuringStep: Bool, limit: Duration
  ) {
    guard isWatching.load(ordering: .relaxed) else { return }
    let grace = max(limit, Self.minimumGrace)
    let mark = Mark(
      arm: arm, scenario: scenario, step: step, isDuringStep: isDuringStep, limit: limit,
      deadline: .now + limit + grace)
    state.withLock { $0.mark = mark }
  }

  /// Marks that no run is going on.
  func clearMark() {
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
      if let due, let handler {
        let held = due.limit + max(due.limit, Self.minimumGrace)
        handler(
          ScenarioFailure(
            arm: due.arm, scenario: due.scenario, step: due.step,
            isDuringStep: due.isDuringStep,
            reason:
              "the main thread has been held for \(held.secondsText), well past the wait "
              + "limit (\(due.limit.secondsText)): a step that never returns, or a main-actor "
              + "job that never ends, holds it"))
      }
      Thread.sleep(forTimeInterval: max(0, (next - .now).seconds))
    }
  }
}
