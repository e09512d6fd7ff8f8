import PresentationTesting
import Services

extension PendingRequests {
  /// The one pending request whose argument satisfies `isMatch`, or `nil` when none or several
  /// do.
  ///
  /// Requests made from separate tasks may arrive in either order, so a test that must answer
  /// one of them finds it by what it asked, not by its index:
  ///
  /// ```swift
  /// await service.base.waitForRequests(count: 2)
  /// let superseded = try #require(service.base.onlyPendingRequest { $0.callerWasCancelled })
  /// ```
  func onlyPendingRequest(
    where isMatch: (Argument) -> Bool = { _ in true }
  ) -> PendingRequest<Argument>? {
    let matches = requests.filter { $0.isPending && isMatch($0.argument) }
    return matches.count == 1 ? matches[0] : nil
  }
}
