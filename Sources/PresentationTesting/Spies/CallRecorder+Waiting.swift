extension CallRecorder {
  /// Waits until at least `count` calls are recorded, and returns every recorded argument.
  ///
  /// A spy view that records its calls here lets an MVP test await what the presenter shows
  /// once asynchronous work has finished:
  ///
  /// ```swift
  /// service.resolve(0, with: UserProfile(name: "Alice"))
  /// let calls = try await view.calls.waitForCalls(count: 3)
  /// #expect(calls == [.showSpinner, .hideSpinner, .showGreeting("Welcome, Alice")])
  /// ```
  ///
  /// It suspends without polling; the call that reaches the count resumes it, and it runs once
  /// the caller of that call gives up its actor, so every call of one synchronous update is in.
  ///
  /// - Parameters:
  ///   - count: The number of calls to wait for, counted from the first ever recorded.
  ///   - timeout: The longest to wait, in real time.
  ///   - fileID: The file of the wait, for the error; leave the default.
  ///   - line: The line of the wait, for the error; leave the default.
  /// - Returns: Every recorded argument, oldest first: at least `count` of them.
  /// - Throws: ``WaitTimeout`` when the time limit passes first; `CancellationError` when the
  ///   waiting task is cancelled.
  @discardableResult
  public nonisolated(nonsending) func waitForCalls(
    count: Int,
    timeout: Duration = WaitTimeout.defaultLimit,
    fileID: String = #fileID,
    line: Int = #line
  ) async throws -> [Argument] {
    try await recorded.wait(
      for: count, of: { arguments }, noun: "call",
      expectation: count == 1 ? "1 call" : "\(count) calls", timeout: timeout, fileID: fileID,
      line: line)
    return arguments
  }

  /// Returns the first recorded argument, from index `startIndex` on, that `predicate` accepts,
  /// waiting until such a call is recorded.
  ///
  /// ```swift
  /// let before = view.calls.count
  /// presenter.refreshWasPressed()
  /// try await view.calls.waitForCall(from: before) { $0 == .hideSpinner }
  /// ```
  ///
  /// - Parameters:
  ///   - startIndex: The index of the first call to consider; 0, the default, considers all.
  ///   - timeout: The longest to wait, in real time.
  ///   - fileID: The file of the wait, for the error; leave the default.
  ///   - line: The line of the wait, for the error; leave the default.
  ///   - predicate: Whether a call is the one to wait for; called on the caller's actor.
  /// - Returns: The first matching argument.
  /// - Throws: ``WaitTimeout`` when the time limit passes first; `CancellationError` when the
  ///   waiting task is cancelled; any error the predicate throws.
  @discardableResult
  public nonisolated(nonsending) func waitForCall(
    from startIndex: Int = 0,
    timeout: Duration = WaitTimeout.defaultLimit,
    fileID: String = #fileID,
    line: Int = #line,
    where predicate: (Argument) throws -> Bool
  ) async throws -> Argument {
    try await recorded.first(
      of: { arguments }, from: startIndex, noun: "call", expectation: "a matching call",
      timeout: timeout, fileID: fileID, line: line, where: predicate)
  }
}
