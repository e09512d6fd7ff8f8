import Services

// The waits of `EmissionRecorder` and `CallRecorder`, which differ only in what they record.
extension CountWaiters {
  /// Suspends until `items()` holds `count` elements; throws ``WaitTimeout``, showing the
  /// `noun`s recorded so far, when `deadline` passes first, or `CancellationError`.
  nonisolated(nonsending) func wait<Item>(
    for count: Int, of items: () -> [Item], noun: String, expectation: String,
    timeout: Duration, deadline: ContinuousClock.Instant? = nil, fileID: String, line: Int
  ) async throws {
    let deadline = deadline ?? ContinuousClock.now.advanced(by: timeout)
    while items().count < count {
      try Task.checkCancellation()
      guard ContinuousClock.now < deadline else {
        throw WaitTimeout(
          expectation: expectation, observed: abbreviated(items(), noun: noun), timeout: timeout,
          fileID: fileID, line: line)
      }
      await wait(untilCountReaches: count, deadline: deadline)
    }
  }

  /// Returns the first element of `items()`, from `startIndex` on, that `predicate` accepts,
  /// waiting for it as ``wait(for:of:noun:expectation:timeout:deadline:fileID:line:)`` does.
  nonisolated(nonsending) func first<Item>(
    of items: () -> [Item], from startIndex: Int, noun: String, expectation: String,
    timeout: Duration, fileID: String, line: Int, where predicate: (Item) throws -> Bool
  ) async throws -> Item {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var checked = max(0, startIndex)
    while true {
      let recorded = items()
      if checked < recorded.count {
        if let match = try recorded[checked...].first(where: predicate) { return match }
        checked = recorded.count
      }
      try await wait(
        for: checked + 1, of: items, noun: noun, expectation: expectation, timeout: timeout,
        deadline: deadline, fileID: fileID, line: line)
    }
  }

  /// Suspends until the count reaches `target`, `deadline` passes or the task is cancelled,
  /// whichever comes first: the two waits race as child tasks, the first to end cancelling the
  /// other.
  private func wait(untilCountReaches target: Int, deadline: ContinuousClock.Instant) async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.wait(untilCountReaches: target) }
      group.addTask { try? await Task.sleep(until: deadline, clock: .continuous) }
      await group.next()
      group.cancelAll()
    }
  }
}

/// `values` as a test failure shows them, such as `2 values: [false, true]`, cut to stay short.
private func abbreviated(_ values: [some Any], noun: String) -> String {
  guard !values.isEmpty else { return "0 \(noun)s" }
  let text = String(describing: values)
  let count = values.count == 1 ? "1 \(noun)" : "\(values.count) \(noun)s"
  return "\(count): " + (text.count > 300 ? text.prefix(300) + "…" : text)
}
