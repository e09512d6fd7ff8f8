import Foundation
import Services

extension Error {
  /// The explanation a screen shows after its own prefix, such as the "The request timed out."
  /// in "Could not load users: The request timed out.".
  ///
  /// A `ServiceError` explains itself with its `reason`; any other error falls back to the
  /// system's `localizedDescription`. Every screen text in this module that names a failure
  /// ends with it, so MVP and MVVM word failures alike.
  ///
  /// ```swift
  /// ServiceError.timedOut.reasonShownToUser  // "The request timed out."
  /// ```
  public var reasonShownToUser: String {
    (self as? ServiceError)?.reason ?? localizedDescription
  }
}
