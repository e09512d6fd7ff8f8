/// Suspends until `condition` holds, giving the main actor back between checks, or throws
/// ``WaitTimeout`` when `timeout` passes first.
///
/// Use it to await what a screen does once asynchronous work has finished, when there is no
/// event to await: a view model's output, a spy view's state, a flag.
///
/// ```swift
/// viewModel.viewDidAppear()
/// service.resolve(0, with: UserProfile(name: "Alice"))
/// try await until { !viewModel.isLoading.value }
/// #expect(viewModel.greeting.value == "Welcome, Alice")
/// ```
///
/// The condition is checked at once, then after each turn of the main actor: the first turns
/// are `Task.yield()`, so work the test started on the main actor runs in between and a wait
/// that succeeds takes only a few turns; after 100 turns it checks every millisecond instead, so
/// waiting on work elsewhere does not keep a core busy. One `await Task.yield()` is not a
/// substitute: whether the work has finished after one turn depends on the scheduler.
///
/// The time limit is real time and only guards against a test that would otherwise hang: what
/// the test waits for should be driven by the test itself (a controllable service it resolves, a
/// virtual clock it advances), so a passing test never depends on timing.
///
/// - Parameters:
///   - expectation: What the condition means, for the error, such as "the spinner to hide".
///   - timeout: The longest to wait, in real time.
///   - fileID: The file of the wait, for the error; leave the default.
///   - line: The line of the wait, for the error; leave the default.
///   - condition: What to wait for; checked on the main actor.
/// - Throws: ``WaitTimeout`` when the time limit passes first; `CancellationError` when the
///   waiting task is cancelled; any error the condition throws.
@MainActor
public func until(
  _ expectation: @autoclosure () -> String = "the condition",
  timeout: Duration = WaitTimeout.defaultLimit,
  fileID: String = #fileID,
  line: Int = #line,
  _ condition: @MainActor () throws -> Bool
) async throws {
  let deadline = ContinuousClock.Instant.deadline(after: timeout)
  var turns = 0
  while try !condition() {
    try Task.checkCancellation()
    guard ContinuousClock.now < deadline else {
      throw WaitTimeout(
        expectation: expectation(), observed: "false at each of \(turns + 1) checks",
        timeout: timeout, fileID: fileID, line: line)
    }
    turns += 1
    if turns <= 100 {
      await Task.yield()
    } else {
      try await Task.sleep(for: .milliseconds(1))
    }
  }
}
