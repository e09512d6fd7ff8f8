import Foundation
import Services

extension Error {
  /// The explanation a screen shows after its own prefix: a service's reason, else the system's.
  var reasonForUser: String {
    (self as? ServiceError)?.reason ?? localizedDescription
  }
}
