public import Foundation

/// Why a JSON file could not be loaded, naming the file and the problem.
///
/// ```swift
/// do {
///   let repository = try JSONBookRepository(contentsOf: url)
/// } catch let error as JSONRepositoryError {
///   print(error.localizedDescription)
///   // Could not load “books.json”: the file does not exist.
/// }
/// ```
public struct JSONRepositoryError: Error, Sendable, Hashable {
  /// What went wrong with the file.
  public enum Problem: Sendable, Hashable, CustomStringConvertible {
    /// No file exists at the URL.
    case missingFile
    /// The file exists but could not be read; the text says why.
    case unreadable(String)
    /// The file holds nothing but white space.
    case emptyFile
    /// The file is not valid JSON; the text says where, when Foundation tells.
    case malformedJSON(String)
    /// The JSON is valid but its top level is not what the repository expects.
    case unexpectedTopLevel(String)
    /// An element does not have the expected shape; the text names its key path and what was
    /// expected there, such as "[2].title: expected a string but found a number".
    case invalidElement(String)

    /// A phrase that describes the problem, to follow the file name in a message.
    public var description: String {
      switch self {
      case .missingFile:
        "the file does not exist"
      case .unreadable(let reason):
        "the file could not be read (\(reason))"
      case .emptyFile:
        "the file is empty"
      case .malformedJSON(let detail):
        "the file is not valid JSON (\(detail))"
      case .unexpectedTopLevel(let detail):
        "the top level is not what was expected (\(detail))"
      case .invalidElement(let detail):
        "an element has the wrong shape (\(detail))"
      }
    }
  }

  /// The file that could not be loaded.
  public let url: URL
  /// What went wrong with it.
  public let problem: Problem

  /// Creates an error for a file and a problem.
  public init(url: URL, problem: Problem) {
    self.url = url
    self.problem = problem
  }

  /// The file's name, the last component of its path.
  public var fileName: String { url.lastPathComponent }

  /// The full path of the file.
  public var path: String { url.path(percentEncoded: false) }

  /// A sentence that names the file and the problem.
  public var message: String {
    "Could not load “\(fileName)”: \(problem.description)."
  }
}
