/// A test double whose requests stay pending until the test resolves or fails each one.
///
/// Conforming types only provide ``pendingRequests``; the extension gives them the whole
/// test-facing API:
///
/// ```swift
/// let service = ControllableUserService()
/// let request = Task { try await service.users() }  // a screen loading, say
/// try await service.waitForRequests(count: 1)
/// // The request is in flight: this is when the screen shows its spinner.
/// service.resolve(0, with: SampleData.seedUsers)
/// let users = try await request.value
/// ```
public protocol ControllableService: Sendable {
  /// What each request records, such as a search query; `Void` for calls without arguments.
  associatedtype Argument: Sendable
  /// What a request is resolved with.
  associatedtype Response: Sendable

  /// The requests this service has received.
  var pendingRequests: PendingRequests<Argument, Response> { get }
}

extension ControllableService {
  /// Snapshots of every request received so far, oldest first.
  public var requests: [PendingRequest<Argument>] { pendingRequests.requests }

  /// Suspends, without polling, until at least `count` requests have been received; see
  /// ``PendingRequests/waitForRequests(count:timeout:fileID:line:)``.
  ///
  /// - Throws: ``WaitTimeout`` when `timeout` (real time) passes first; `CancellationError`
  ///   when the waiting task is cancelled.
  public nonisolated(nonsending) func waitForRequests(
    count: Int,
    timeout: Duration = WaitTimeout.defaultLimit,
    fileID: String = #fileID,
    line: Int = #line
  ) async throws {
    try await pendingRequests.waitForRequests(
      count: count, timeout: timeout, fileID: fileID, line: line)
  }

  /// Suspends, without polling, until at least `count` requests have returned to their callers;
  /// see ``PendingRequests/waitForDeliveries(count:timeout:fileID:line:)``.
  ///
  /// - Throws: ``WaitTimeout`` when `timeout` (real time) passes first; `CancellationError`
  ///   when the waiting task is cancelled.
  public nonisolated(nonsending) func waitForDeliveries(
    count: Int,
    timeout: Duration = WaitTimeout.defaultLimit,
    fileID: String = #fileID,
    line: Int = #line
  ) async throws {
    try await pendingRequests.waitForDeliveries(
      count: count, timeout: timeout, fileID: fileID, line: line)
  }

  /// Answers the pending request at `index` (counted from 0) with `response`.
  ///
  /// - Returns: `true` if the request was pending, `false` if nothing happened.
  @discardableResult
  public func resolve(_ index: Int, with response: Response) -> Bool {
    pendingRequests.resolve(index, with: response)
  }

  /// Answers a pending request with `response`.
  ///
  /// - Returns: `true` if the request was pending, `false` if nothing happened.
  @discardableResult
  public func resolve(_ request: PendingRequest<Argument>, with response: Response) -> Bool {
    pendingRequests.resolve(request, with: response)
  }

  /// Fails the pending request at `index` (counted from 0) with `error`.
  ///
  /// - Returns: `true` if the request was pending, `false` if nothing happened.
  @discardableResult
  public func fail(_ index: Int, with error: any Error) -> Bool {
    pendingRequests.fail(index, with: error)
  }

  /// Fails a pending request with `error`.
  ///
  /// - Returns: `true` if the request was pending, `false` if nothing happened.
  @discardableResult
  public func fail(_ request: PendingRequest<Argument>, with error: any Error) -> Bool {
    pendingRequests.fail(request, with: error)
  }
}
