/// A snapshot of one request a ``PendingRequests`` received: its position, argument and state.
public struct PendingRequest<Argument: Sendable>: Sendable {
  /// The request's position among all requests received, counted from 0.
  public let index: Int
  /// What the caller passed, such as a search query; `Void` for calls without arguments.
  public let argument: Argument
  /// Whether the request is still pending, and if not how it ended.
  public let state: PendingRequestState
  /// Whether the calling task was cancelled while the request stayed pending; only requests
  /// that ignore cancellation are ever marked (see
  /// ``PendingRequests/init(ignoringCancellation:)``), the others become
  /// ``PendingRequestState/cancelled`` instead.
  public let callerWasCancelled: Bool

  /// Creates a snapshot of a request.
  public init(
    index: Int,
    argument: Argument,
    state: PendingRequestState,
    callerWasCancelled: Bool = false
  ) {
    self.index = index
    self.argument = argument
    self.state = state
    self.callerWasCancelled = callerWasCancelled
  }

  /// Whether the caller is still waiting for this request.
  public var isPending: Bool { state == .pending }
}

// NB: here, not in a `+Hashable` file: the compiler synthesises these only in the declaring file.
extension PendingRequest: Equatable where Argument: Equatable {}

extension PendingRequest: Hashable where Argument: Hashable {}
