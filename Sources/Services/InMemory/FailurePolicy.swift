/// When an in-memory service fails its calls instead of answering them.
///
/// Calls are numbered from 1 in the order they start, counting every call to the service
/// (including those that end up cancelled).
public enum FailurePolicy: Sendable, Hashable {
  /// Every call succeeds.
  case never
  /// Every call fails with the error.
  case always(ServiceError)
  /// Calls N, 2N, 3N… fail with the error and the others succeed; N must be at least 1.
  case everyNthCall(Int, ServiceError)

  /// The error that call number `call` (counted from 1) fails with, or `nil` when it succeeds.
  public func error(forCall call: Int) -> ServiceError? {
    switch self {
    case .never:
      return nil
    case .always(let error):
      return error
    case .everyNthCall(let period, let error):
      precondition(period >= 1, "FailurePolicy.everyNthCall needs N >= 1, got \(period)")
      return call % period == 0 ? error : nil
    }
  }
}
