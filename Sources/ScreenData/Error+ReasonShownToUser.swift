import Foundation
import Services

extension Error {
  /// The explanation a screen shows after its own prefix, such as the "The request timed out."
  /// in "Could not load users: The request timed out.".
  ///
  /// The first of these that applies, the same on every platform:
  /// - a `ServiceError` gives its `reason`;
  /// - an error that describes itself for users gives that description: a `LocalizedError`
  ///   with an `errorDescription`, or a Foundation error (an `NSError`, a `URLError`…) with a
  ///   string under `NSLocalizedDescriptionKey` in its `userInfo`;
  /// - anything else gives ``FailureReason/unexplained``, "Something went wrong.": a plain
  ///   `struct MyError: Error`, `CancellationError`, and a description that is empty or only
  ///   white space.
  ///
  /// The system's `localizedDescription` is never used as is: for an error that does not
  /// describe itself it is "The operation could not be completed. (MyModule.MyError error 1.)",
  /// which names a type to a user. Every screen text in this module that names a failure ends
  /// with this reason, so MVP and MVVM word failures alike.
  ///
  /// ```swift
  /// ServiceError.timedOut.reasonShownToUser  // "The request timed out."
  /// CancellationError().reasonShownToUser    // "Something went wrong."
  /// ```
  public var reasonShownToUser: String {
    if let serviceError = self as? ServiceError {
      return serviceError.reason
    }
    if let description = (self as? any LocalizedError)?.errorDescription, description.isReadable {
      return description
    }
    // NB: read from `userInfo`, not `localizedDescription`, which makes a sentence up for any
    // error; on Darwin a Swift error bridges with an empty `userInfo`, as it does on Linux.
    if let description = (self as NSError).userInfo[NSLocalizedDescriptionKey] as? String,
      description.isReadable
    {
      return description
    }
    return FailureReason.unexplained
  }
}

extension String {
  /// Whether the text has something to read: a character other than white space.
  fileprivate var isReadable: Bool {
    contains { !$0.isWhitespace }
  }
}
