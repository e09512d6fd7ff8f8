import Foundation
import Services

extension Error {
  /// The text a screen shows after its prefix, such as "Could not load users: <reason>".
  ///
  /// A `ServiceError` explains itself with its `reason`; anything else falls back to the
  /// system's description, as the screens spec says.
  var displayReason: String {
    (self as? ServiceError)?.reason ?? localizedDescription
  }
}
