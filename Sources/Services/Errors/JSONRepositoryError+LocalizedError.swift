public import Foundation

extension JSONRepositoryError: LocalizedError {
  /// The same text as ``message``, so that `localizedDescription` names the file and problem.
  public var errorDescription: String? { message }

  /// The full path of the file, as a hint where to look.
  public var recoverySuggestion: String? { "Check the file at \(path)." }
}
