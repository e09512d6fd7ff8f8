import Services

extension CountWaiters {
  /// Suspends until the count reaches `target`, `deadline` passes or the task is cancelled,
  /// whichever comes first; the caller then checks which.
  ///
  /// The two waits race as child tasks: the first to finish cancels the other, and both end at
  /// once when cancelled.
  func wait(untilCountReaches target: Int, deadline: ContinuousClock.Instant) async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.wait(untilCountReaches: target) }
      group.addTask { try? await Task.sleep(until: deadline, clock: .continuous) }
      await group.next()
      group.cancelAll()
    }
  }
}
