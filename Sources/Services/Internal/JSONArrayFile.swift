import Foundation

/// Reads a file holding a JSON array and turns every way it can fail into a
/// ``JSONRepositoryError`` that names the file and the problem.
enum JSONArrayFile {
  private typealias Problem = JSONRepositoryError.Problem

  static func load<Element: Decodable>(_: Element.Type, from url: URL) throws(JSONRepositoryError)
    -> [Element]
  {
    let data = try read(url)
    guard data.contains(where: { !isJSONWhitespace($0) }) else {
      throw JSONRepositoryError(url: url, problem: .emptyFile)
    }
    do {
      return try JSONDecoder().decode([Element].self, from: data)
    } catch let error as DecodingError {
      throw JSONRepositoryError(url: url, problem: problem(for: error, in: data))
    } catch {
      throw JSONRepositoryError(url: url, problem: .malformedJSON(error.localizedDescription))
    }
  }

  private static func read(_ url: URL) throws(JSONRepositoryError) -> Data {
    guard url.isFileURL else {
      throw JSONRepositoryError(url: url, problem: .unreadable("it is not a file URL"))
    }
    var isDirectory: ObjCBool = false
    guard
      FileManager.default.fileExists(
        atPath: url.path(percentEncoded: false), isDirectory: &isDirectory)
    else {
      throw JSONRepositoryError(url: url, problem: .missingFile)
    }
    guard !isDirectory.boolValue else {
      throw JSONRepositoryError(url: url, problem: .unreadable("it is a directory"))
    }
    do {
      return try Data(contentsOf: url)
    } catch {
      let nsError = error as NSError
      switch (nsError.domain, nsError.code) {
      case (NSCocoaErrorDomain, CocoaError.fileReadNoSuchFile.rawValue):
        // The file went away between the check and the read.
        throw JSONRepositoryError(url: url, problem: .missingFile)
      case (NSCocoaErrorDomain, CocoaError.fileReadNoPermission.rawValue):
        throw JSONRepositoryError(url: url, problem: .unreadable("permission denied"))
      default:
        throw JSONRepositoryError(url: url, problem: .unreadable(error.localizedDescription))
      }
    }
  }

  private static func problem(for error: DecodingError, in data: Data) -> Problem {
    switch error {
    case .typeMismatch(_, let context) where context.codingPath.isEmpty:
      return .unexpectedTopLevel("expected an array \(foundPhrase(context))")
    case .typeMismatch(let type, let context):
      return .invalidElement(
        "\(keyPath(context.codingPath)): expected \(typeName(type)) \(foundPhrase(context))"
      )
    case .valueNotFound(let type, let context):
      return .invalidElement(
        "\(keyPath(context.codingPath)): expected \(typeName(type)) but found null"
      )
    case .keyNotFound(let key, let context):
      return .invalidElement("\(keyPath(context.codingPath)): missing key “\(key.stringValue)”")
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return .malformedJSON(syntaxProblem(context, in: data))
    case .dataCorrupted(let context):
      return .invalidElement("\(keyPath(context.codingPath)): \(context.debugDescription)")
    @unknown default:
      return .malformedJSON(String(describing: error))
    }
  }

  /// A key path such as `[2].title`, or `top level` for the root.
  private static func keyPath(_ codingPath: [any CodingKey]) -> String {
    guard !codingPath.isEmpty else { return "top level" }
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type, is Double.Type: "a number"
    case is Bool.Type: "a boolean"
    default: "\(type)"
    }
  }

  /// The "found" half of Foundation's "Expected to decode X but found Y instead." message.
  private static func foundPhrase(_ context: DecodingError.Context) -> String {
    let description = context.debugDescription
    if let range = description.range(of: "but found ") {
      let found = description[range.upperBound...]
      return "but found " + found.replacingOccurrences(of: " instead.", with: "")
    }
    return description
  }

  /// Foundation's description of a syntax error, with the line and column it is at.
  ///
  /// On Apple platforms the decoder's underlying error names the line; on Linux it gives no
  /// detail, so the syntax is checked again with `JSONSerialization`, whose message names the
  /// character offset, and the offset is turned into a line and column.
  private static func syntaxProblem(_ context: DecodingError.Context, in data: Data) -> String {
    if let underlying = context.underlyingError as NSError?,
      let detail = underlying.userInfo[NSDebugDescriptionErrorKey] as? String
    {
      return detail
    }
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      let nsError = error as NSError
      if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String {
        return withLineAndColumn(detail, in: data)
      }
    }
    return context.debugDescription
  }

  /// Adds "line L, column C" to a message that says "around character N" (a byte offset).
  private static func withLineAndColumn(_ detail: String, in data: Data) -> String {
    guard let marker = detail.range(of: "character ") else { return detail }
    let digits = detail[marker.upperBound...].prefix(while: \.isNumber)
    guard let offset = Int(digits), offset <= data.count else { return detail }
    var line = 1
    var column = 1
    for byte in data.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {  // count characters, not UTF-8 continuation bytes
        column += 1
      }
    }
    let trimmed = detail.hasSuffix(".") ? String(detail.dropLast()) : detail
    return "\(trimmed), line \(line), column \(column)"
  }

  private static func isJSONWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}
