import Services
import Synchronization

/// Requests that stay pending until a test answers or fails each one, in any order.
///
/// This is the machinery behind every controllable service; build a test double for your own
/// service protocol on it the same way:
///
/// ```swift
/// final class ControllableWeatherService: WeatherService, ControllableService {
///   let pendingRequests = PendingRequests<String, Weather>()
///   func weather(in city: String) async throws -> Weather {
///     try await pendingRequests.response(to: city)
///   }
/// }
///
/// let service = ControllableWeatherService()
/// let first = Task { try await service.weather(in: "Oslo") }
/// let second = Task { try await service.weather(in: "Rome") }
/// try await service.waitForRequests(count: 2)
/// service.resolve(1, with: .sunny)    // the newer request answers first
/// service.resolve(0, with: .rainy)
/// ```
///
/// When the calling task is cancelled, its request throws `CancellationError` at once and is
/// marked ``PendingRequestState/cancelled``; resolving or failing it later changes nothing and
/// returns `false`. Created with `ignoringCancellation: true`, the requests instead model a
/// server whose answer is already on its way: see ``init(ignoringCancellation:)``.
public final class PendingRequests<Argument: Sendable, Response: Sendable>: Sendable {
  private struct Entry {
    let argument: Argument
    var state = PendingRequestState.pending
    /// Whether the calling task has been cancelled; only ever set when cancellation is ignored.
    var callerWasCancelled = false
    /// The suspended caller, once it has suspended.
    var continuation: CheckedContinuation<Response, any Error>?
    /// An answer given before the caller suspended, handed over when it does.
    var earlyOutcome: Result<Response, any Error>?
  }

  private let entries = Mutex<[Entry]>([])
  private let requestCount = CountWaiters()
  private let deliveredCount = Mutex(0)
  private let deliveries = CountWaiters()

  /// Whether a cancelled caller keeps waiting for the test's answer.
  public let ignoresCancellation: Bool

  /// Creates an empty list of requests.
  ///
  /// - Parameter ignoringCancellation: Whether a caller whose task is cancelled keeps waiting
  ///   for the test's answer, like a caller of a careless service that answers anyway. `false`,
  ///   the default, makes it throw `CancellationError` at once. When `true`, its request stays
  ///   ``PendingRequestState/pending`` and is marked ``PendingRequest/callerWasCancelled``, so a
  ///   test can answer the request of a closed screen, or of a load a newer one replaced, after
  ///   the fact, and tell it from the current request whichever task reached the service first:
  ///
  ///   ```swift
  ///   let service = ControllableDogService(ignoringCancellation: true)
  ///   // … the screen loads, then reloads, cancelling its first load …
  ///   try await service.waitForRequests(count: 2)
  ///   let superseded = try #require(service.requests.first { $0.callerWasCancelled })
  ///   let current = try #require(service.requests.first { !$0.callerWasCancelled })
  ///   service.resolve(current, with: dogs)
  ///   service.fail(superseded, with: ServiceError.timedOut)  // late: the screen must drop it
  ///   try await service.waitForDeliveries(count: 2)
  ///   ```
  public init(ignoringCancellation: Bool = false) {
    ignoresCancellation = ignoringCancellation
  }

  /// Records a request for `argument` and suspends until a test resolves or fails it.
  ///
  /// - Returns: The response the test resolves the request with.
  /// - Throws: The error the test fails the request with, or `CancellationError` when the calling
  ///   task is cancelled first, unless cancellation is ignored.
  public nonisolated(nonsending) func response(to argument: Argument) async throws -> Response {
    // NB: a caller cancelled before it came is marked under the same lock that counts the
    // request, so a test that awaits the request sees the mark.
    let alreadyCancelled = ignoresCancellation && Task.isCancelled
    let index = entries.withLock { entries in
      entries.append(Entry(argument: argument, callerWasCancelled: alreadyCancelled))
      requestCount.update(count: entries.count)
      return entries.count - 1
    }
    // Counted once the outcome is back with the caller, on the caller's executor: a waiter
    // resumed here runs after the caller's current job, so after it handled the outcome.
    defer {
      deliveredCount.withLock { count in
        count += 1
        deliveries.update(count: count)
      }
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let outcome = entries.withLock { entries -> Result<Response, any Error>? in
          switch entries[index].state {
          case .pending:
            entries[index].continuation = continuation
            return nil
          case .cancelled:
            return .failure(CancellationError())
          case .resolved, .failed:
            return entries[index].earlyOutcome.take()
          }
        }
        if let outcome {
          continuation.resume(with: outcome)
        }
      }
    } onCancel: {
      let continuation = entries.withLock { entries -> CheckedContinuation<Response, any Error>? in
        if ignoresCancellation { entries[index].callerWasCancelled = true }
        guard !ignoresCancellation, entries[index].state == .pending else { return nil }
        entries[index].state = .cancelled
        return entries[index].continuation.take()
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Snapshots of every request received so far, oldest first.
  public var requests: [PendingRequest<Argument>] {
    entries.withLock { entries in
      entries.enumerated().map { index, entry in
        PendingRequest(
          index: index, argument: entry.argument, state: entry.state,
          callerWasCancelled: entry.callerWasCancelled)
      }
    }
  }

  /// Suspends, without polling, until at least `count` requests have been received.
  ///
  /// Returns at once when enough have.
  ///
  /// - Parameters:
  ///   - count: The number of requests to wait for, counted from the first ever received.
  ///   - timeout: The longest to wait, in real time.
  ///   - fileID: The file of the wait, for the error; leave the default.
  ///   - line: The line of the wait, for the error; leave the default.
  /// - Throws: ``WaitTimeout``, showing the requests received so far, when the time limit passes
  ///   first; `CancellationError` when the waiting task is cancelled.
  public nonisolated(nonsending) func waitForRequests(
    count: Int,
    timeout: Duration = WaitTimeout.defaultLimit,
    fileID: String = #fileID,
    line: Int = #line
  ) async throws {
    try await requestCount.wait(
      for: count, of: { requests }, noun: "request",
      expectation: count == 1 ? "1 request" : "\(count) requests", timeout: timeout,
      fileID: fileID, line: line)
  }

  /// Suspends, without polling, until at least `count` requests have returned to their callers,
  /// answered, failed or cancelled.
  ///
  /// A caller on the main actor (a presenter's or view model's task) has then handled the
  /// outcome up to its next suspension point, whether or not it changed the screen: use it to
  /// order two answers that a screen handles out of sight.
  ///
  /// ```swift
  /// repository.resolve(0, with: titles)  // the screen keeps them, shows nothing new
  /// try await repository.waitForDeliveries(count: 1)
  /// repository.resolve(1, with: results)  // now handled after the titles, every time
  /// ```
  ///
  /// - Parameters:
  ///   - count: The number of outcomes to wait for, counted from the first ever returned.
  ///   - timeout: The longest to wait, in real time.
  ///   - fileID: The file of the wait, for the error; leave the default.
  ///   - line: The line of the wait, for the error; leave the default.
  /// - Throws: ``WaitTimeout``, showing how many outcomes have returned and the requests, when
  ///   the time limit passes first; `CancellationError` when the waiting task is cancelled.
  public nonisolated(nonsending) func waitForDeliveries(
    count: Int,
    timeout: Duration = WaitTimeout.defaultLimit,
    fileID: String = #fileID,
    line: Int = #line
  ) async throws {
    try await deliveries.wait(
      untilCountReaches: count,
      expectation: count == 1 ? "1 delivery" : "\(count) deliveries",
      observed: { "\(deliveries.count) delivered of " + abbreviated(requests, noun: "request") },
      timeout: timeout, fileID: fileID, line: line)
  }

  /// Answers the pending request at `index` with `response`.
  ///
  /// - Returns: `true` if the request was pending; `false` if it was already resolved, failed or
  ///   cancelled, or no request has that index, in which case nothing happens.
  @discardableResult
  public func resolve(_ index: Int, with response: Response) -> Bool {
    finish(index, with: .success(response), as: .resolved)
  }

  /// Answers a pending request with `response`.
  ///
  /// - Returns: `true` if the request was pending, `false` if nothing happened.
  @discardableResult
  public func resolve(_ request: PendingRequest<Argument>, with response: Response) -> Bool {
    resolve(request.index, with: response)
  }

  /// Fails the pending request at `index` with `error`.
  ///
  /// - Returns: `true` if the request was pending; `false` if it was already resolved, failed or
  ///   cancelled, or no request has that index, in which case nothing happens.
  @discardableResult
  public func fail(_ index: Int, with error: any Error) -> Bool {
    finish(index, with: .failure(error), as: .failed)
  }

  /// Fails a pending request with `error`.
  ///
  /// - Returns: `true` if the request was pending, `false` if nothing happened.
  @discardableResult
  public func fail(_ request: PendingRequest<Argument>, with error: any Error) -> Bool {
    fail(request.index, with: error)
  }

  private func finish(
    _ index: Int,
    with outcome: Result<Response, any Error>,
    as state: PendingRequestState
  ) -> Bool {
    let (finished, continuation) = entries.withLock {
      entries -> (Bool, CheckedContinuation<Response, any Error>?) in
      guard entries.indices.contains(index), entries[index].state == .pending else {
        return (false, nil)
      }
      entries[index].state = state
      let continuation = entries[index].continuation.take()
      // A caller that has not suspended yet picks the outcome up when it does.
      if continuation == nil { entries[index].earlyOutcome = outcome }
      return (true, continuation)
    }
    continuation?.resume(with: outcome)
    return finished
  }
}
