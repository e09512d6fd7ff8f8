public import Foundation

/// Why a JSON file could not be loaded: the file, the place in it, and the problem in plain words.
///
/// ```swift
/// do {
///   let repository = try JSONBookRepository(contentsOf: url)
/// } catch {
///   print(error.localizedDescription)
///   // Could not load “books.json”: book 3 (index 2), field "id": the id 1.5 is not a whole
///   // number.
/// }
/// ```
public struct JSONRepositoryError: Error, Sendable, Hashable {
  /// What went wrong with the file.
  public enum Problem: Sendable, Hashable, CustomStringConvertible {
    /// No file exists at the URL.
    case missingFile
    /// The path names something other than a regular file, such as a directory or a device.
    case notARegularFile(FileKind)
    /// The path goes through symbolic links that point at each other.
    case symbolicLinkLoop
    /// The file exists but this process may not read it.
    case permissionDenied
    /// The file exists but could not be read for another reason; the text says which.
    case unreadable(String)
    /// The file is larger than the repository accepts; sizes are in bytes.
    case tooLarge(byteCount: Int, limit: Int)
    /// The file holds nothing but white space.
    case emptyFile
    /// The file is not valid JSON; the text is what Foundation's parser says, such as
    /// `unexpected end of file`, or `a syntax error` when it says nothing.
    case malformedJSON(String)
    /// The JSON is valid but is not a list; the text names what it is instead, such as `null`
    /// or `an object`.
    case unexpectedTopLevel(found: String)
    /// A book, or one of its fields, does not have the expected shape or value; the text says
    /// how, such as `the id 1.5 is not a whole number` or `the field "author" is missing`.
    case invalidElement(String)

    /// A phrase that describes the problem, to follow the file name and place in a message.
    public var description: String {
      switch self {
      case .missingFile:
        "the file does not exist"
      case .notARegularFile(let kind):
        "it is not a regular file (\(kind))"
      case .symbolicLinkLoop:
        "too many levels of symbolic links"
      case .permissionDenied:
        "permission denied"
      case .unreadable(let reason):
        "the file could not be read (\(reason))"
      case .tooLarge(let byteCount, let limit):
        "the file is \(Self.size(byteCount)), more than the limit of \(Self.size(limit))"
      case .emptyFile:
        "the file is empty"
      case .malformedJSON(let detail):
        "not valid JSON: \(detail)"
      case .unexpectedTopLevel(let found):
        "expected a list of books, found \(found)"
      case .invalidElement(let detail):
        detail
      }
    }

    /// A byte count in the unit a reader expects: bytes, KiB or MiB.
    private static func size(_ byteCount: Int) -> String {
      switch byteCount {
      case ..<1024:
        return byteCount == 1 ? "1 byte" : "\(byteCount) bytes"
      case ..<(1024 * 1024):
        return tenths(byteCount, per: 1024) + " KiB"
      default:
        return tenths(byteCount, per: 1024 * 1024) + " MiB"
      }
    }

    /// `value / unit` with one decimal, rounded down, such as `1.5`.
    private static func tenths(_ value: Int, per unit: Int) -> String {
      let tenths = value / (unit / 10)
      return "\(tenths / 10).\(tenths % 10)"
    }
  }

  /// The file that could not be loaded.
  public let url: URL
  /// What went wrong with it.
  public let problem: Problem
  /// Where in the file the problem is, for problems with its contents when the place is known;
  /// `nil` for problems with the file itself, such as a missing file, and for a top level that is
  /// not a list.
  public let location: Location?

  /// Creates an error for a file, a problem and, for problems with the contents, their place.
  public init(url: URL, problem: Problem, location: Location? = nil) {
    self.url = url
    self.problem = problem
    self.location = location
  }

  /// The file's name, the last component of its path.
  public var fileName: String { url.lastPathComponent }

  /// The full path of the file.
  public var path: String { url.path(percentEncoded: false) }

  /// A sentence that names the file, the place in it when known, and the problem.
  public var message: String {
    let place = location.map(\.description).map { $0.isEmpty ? "" : "\($0): " } ?? ""
    return "Could not load “\(fileName)”: \(place)\(problem.description)."
  }
}
