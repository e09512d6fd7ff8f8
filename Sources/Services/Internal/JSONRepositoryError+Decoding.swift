import Foundation

extension JSONRepositoryError {
  /// The error for the file at `url`, whose contents `data` `JSONDecoder` refused with `error`.
  ///
  /// A problem with a book names the book and field from the error's coding path; a syntax error
  /// names the line and column when Foundation reports its offset.
  init(decoding error: any Error, of data: Data, from url: URL) {
    let (problem, location) = Self.explain(error, in: data)
    self.init(url: url, problem: problem, location: location)
  }

  /// The problem and its place: a book's from the coding path, a syntax error's from its offset.
  private static func explain(_ error: any Error, in data: Data) -> (Problem, Location?) {
    // NB: parsed again, on failure only, to say what a value is and where a syntax error is:
    // JSONDecoder says neither, and on Linux it keeps no underlying error.
    let parsed = Result { try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) }
    let tree = try? parsed.get()
    var (bookIndex, field): (Int?, String?) = (nil, nil)
    switch error as? DecodingError {
    case .keyNotFound(let key, let context):
      let location = Location(bookIndex: context.codingPath.first?.intValue)
      return (.invalidElement("the field \"\(key.stringValue)\" is missing"), location)
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      // NB: JSONDecoder says "not valid JSON", with no path, both for a syntax error and for a
      // number that no Int holds, such as an id of 1.5; only the second parse tells them apart.
      guard let tree else {
        var sources = [context.underlyingError]
        if case .failure(let error) = parsed { sources.append(error) }
        return syntaxError(from: sources.compactMap(\.self), in: data)
      }
      let books = tree as? [Any] ?? []
      guard let index = books.firstIndex(where: { idProblem(value(in: [$0], 0, "id")) != nil })
      else {
        return (.malformedJSON(sentence(context.debugDescription)), nil)
      }
      (bookIndex, field) = (index, "id")
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      bookIndex = context.codingPath.first?.intValue
      field = context.codingPath.dropFirst().first?.stringValue
    default:
      return (.malformedJSON(sentence("\(error)")), nil)
    }
    let wrong = value(in: tree, bookIndex, field)
    guard let bookIndex else { return (.unexpectedTopLevel(found: describe(wrong)), nil) }
    let detail =
      switch field {
      case nil: "expected a book (an object), found \(describe(wrong))"
      case "id": idProblem(wrong) ?? "expected a whole number, found \(describe(wrong))"
      default: "expected a string, found \(describe(wrong))"
      }
    return (.invalidElement(detail), Location(bookIndex: bookIndex, field: field))
  }

  /// A syntax error, placed by the offset, or else the line and column, that `sources` report.
  private static func syntaxError(from sources: [any Error], in data: Data) -> (Problem, Location?)
  {
    let userInfos = sources.map { ($0 as NSError).userInfo }
    let texts = userInfos.compactMap { $0[NSDebugDescriptionErrorKey] as? String }
    // Darwin gives the offset as a number; Linux's JSONSerialization only in its text.
    let offset =
      userInfos.lazy.compactMap { $0["NSJSONSerializationErrorIndex"] as? Int }.first
      ?? texts.lazy.compactMap { number(after: "character ", in: $0) }.first
    let text = texts.first ?? ""
    let place =
      offset.flatMap { location(ofOffset: $0, in: data) }
      ?? number(after: "line ", in: text).flatMap { line in
        number(after: "column ", in: text).map { Location(line: line, column: $0) }
      }
    return (.malformedJSON(texts.first.map(sentence) ?? "a syntax error"), place)
  }

  /// The line and column (in characters) of a UTF-8 offset that counts from after the
  /// byte-order mark, as Foundation counts; `nil` for a UTF-16 or UTF-32 file, whose offsets
  /// count in Foundation's UTF-8 transcoding of it.
  private static func location(ofOffset offset: Int, in data: Data) -> Location? {
    let mark = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    // The first character of JSON text is ASCII, so only UTF-16 and UTF-32 have a zero here.
    guard !data.prefix(4).contains(0), offset >= 0, offset <= data.count - mark else {
      return nil
    }
    let before = data.dropFirst(mark).prefix(offset)
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? before.startIndex
    // Every byte but a UTF-8 continuation byte starts a character.
    let column = 1 + before[lineStart...].count { $0 & 0xC0 != 0x80 }
    return Location(
      line: 1 + before.count { $0 == 0x0A }, column: column, byteOffset: mark + offset)
  }

  /// What the id `value` is wrong with when it is a number that no `Int` holds, else `nil`.
  private static func idProblem(_ value: Any?) -> String? {
    guard let number = value as? NSNumber, !isBoolean(number), value as? Int == nil else {
      return nil
    }
    let double = number.doubleValue
    return if double.rounded(.towardZero) != double {
      "the id \(number) is not a whole number"
    } else if double > 0 {
      "the id \(number) is too large (ids go up to \(Int.max))"
    } else {
      "the id \(number) is too small (ids go down to \(Int.min))"
    }
  }

  /// What a parsed JSON value is, in words, such as `null`, `an object` or `the string "two"`.
  private static func describe(_ value: Any?) -> String {
    switch value {
    case is NSNull: "null"
    // A long string is cut after its first 39 characters.
    case let text as String where text.count > 39: "the string \"\(text.prefix(39))…"
    case let text as String: "the string \"\(text)\""
    case let number as NSNumber where isBoolean(number): number.boolValue ? "true" : "false"
    case let number as NSNumber: "the number \(number)"
    case is [Any]: "a list"
    case is [String: Any]: "an object"
    default: "another kind of value"
    }
  }

  /// The value at a book (and field) of a parsed list of books, or the whole tree.
  private static func value(in tree: Any?, _ bookIndex: Int?, _ field: String?) -> Any? {
    guard let bookIndex else { return tree }
    guard let books = tree as? [Any], books.indices.contains(bookIndex) else { return nil }
    guard let field else { return books[bookIndex] }
    return (books[bookIndex] as? [String: Any])?[field]
  }

  /// Whether JSONSerialization read `number` from `true` or `false`.
  private static func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
  }

  /// The whole number that follows the last `marker` in `text`, such as 55 in
  /// "Invalid value around character 55.".
  private static func number(after marker: String, in text: String) -> Int? {
    guard let range = text.range(of: marker, options: .backwards) else { return nil }
    return Int(text[range.upperBound...].prefix { ("0"..."9").contains($0) })
  }

  /// Foundation's description as a phrase for a message: without the place, which the location
  /// says, its first letter lowercased and no final full stop.
  private static func sentence(_ text: String) -> String {
    var phrase = text.range(of: " around ").map { text[..<$0.lowerBound] } ?? text[...]
    if phrase.hasSuffix(".") { phrase.removeLast() }
    return phrase.prefix(1).lowercased() + phrase.dropFirst()
  }
}
