import Services

// Every wait of this module with a time limit: the recorders', the controllable services' and
// the test clock's, which differ only in what they count and how they show it.
extension CountWaiters {
  /// Suspends until the count reaches `target`; throws ``WaitTimeout``, with `observed()` as
  /// what had happened, when `deadline` (by default `timeout` from now) passes first, or
  /// `CancellationError`.
  nonisolated(nonsending) func wait(
    untilCountReaches target: Int, expectation: String, observed: () -> String,
    timeout: Duration, deadline: ContinuousClock.Instant? = nil, fileID: String, line: Int
  ) async throws {
    let deadline = deadline ?? ContinuousClock.Instant.deadline(after: timeout)
    while count < target {
      try Task.checkCancellation()
      guard ContinuousClock.now < deadline else {
        throw WaitTimeout(
          expectation: expectation, observed: observed(), timeout: timeout, fileID: fileID,
          line: line)
      }
      await wait(untilCountReaches: target, deadline: deadline)
    }
  }

  /// Suspends until `items()`, whose count this object tracks, holds `count` elements, as
  /// ``wait(untilCountReaches:expectation:observed:timeout:deadline:fileID:line:)`` does,
  /// showing the `noun`s recorded so far on a timeout.
  nonisolated(nonsending) func wait<Item>(
    for count: Int, of items: () -> [Item], noun: String, expectation: String,
    timeout: Duration, deadline: ContinuousClock.Instant? = nil, fileID: String, line: Int
  ) async throws {
    try await wait(
      untilCountReaches: count, expectation: expectation,
      observed: { abbreviated(items(), noun: noun) }, timeout: timeout, deadline: deadline,
      fileID: fileID, line: line)
  }

  /// Returns the first element of `items()`, from `startIndex` on, that `predicate` accepts,
  /// waiting for it as ``wait(for:of:noun:expectation:timeout:deadline:fileID:line:)`` does.
  nonisolated(nonsending) func first<Item>(
    of items: () -> [Item], from startIndex: Int, noun: String, expectation: String,
    timeout: Duration, fileID: String, line: Int, where predicate: (Item) throws -> Bool
  ) async throws -> Item {
    let deadline = ContinuousClock.Instant.deadline(after: timeout)
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
}

extension ContinuousClock.Instant {
  /// The longest time limit a wait keeps: about 100 years. A longer one (such as
  /// `.seconds(Int64.max)`, a natural "no limit") would overflow the system's sleep, which traps.
  static let longestTimeout = Duration.seconds(100 * 365 * 24 * 3_600)

  /// The instant `timeout` from now, `timeout` clamped to at most ``longestTimeout``.
  static func deadline(after timeout: Duration) -> Self {
    now.advanced(by: min(timeout, longestTimeout))
  }
}

/// `values` as a test failure shows them, such as `2 values: [false, true]`, cut to stay short.
func abbreviated(_ values: [some Any], noun: String) -> String {
  guard !values.isEmpty else { return "0 \(noun)s" }
  let text = String(describing: values)
  let count = values.count == 1 ? "1 \(noun)" : "\(values.count) \(noun)s"
  return "\(count): " + (text.count > 300 ? text.prefix(300) + "…" : text)
}
