public import Foundation

extension ServiceError: LocalizedError {
  /// The same text as ``reason``, so that `localizedDescription` reads the same.
  public var errorDescription: String? { reason }
}
