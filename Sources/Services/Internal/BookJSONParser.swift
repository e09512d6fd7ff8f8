/// Turns the UTF-8 text of a JSON book file into books in one pass, or stops at the first
/// problem with its byte offset, book and field.
///
/// It reads the bytes in place and builds nothing but the books: no tree of JSON values, no copy
/// of the text, so memory stays at the file plus its books however large the file is and wherever
/// the problem is. What it accepts is JSON (RFC 8259) plus what Foundation's `JSONDecoder`
/// accepts for `[Book]`, so that every file that loaded before still loads the same: a comma
/// before a closing bracket, fields other than `id`, `title` and `author` (skipped), and for a
/// repeated field its first value. An id may be written in any JSON number syntax that denotes a
/// whole number, such as `7`, `7.0` or `7e0`.
struct BookJSONParser {
  /// The first problem found: the problem, the byte offset it is at, and the book and field it
  /// is inside, if any.
  struct Failure: Error {
    var problem: JSONRepositoryError.Problem
    var offset: Int
    var bookIndex: Int?
    var field: String?
  }

  /// A field of a book, known by its name.
  enum Field {
    case id, title, author, other
  }

  /// The text; indices are byte offsets.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var position: Int
  /// The book being read, for the location of a problem.
  var bookIndex: Int?
  /// The field whose value is being read, for the location of a problem.
  var field: String?
  /// The closing brackets of the containers that ``skipValue()`` is inside, innermost last;
  /// kept between calls so that skipping allocates nothing after the first nested value.
  var closers: [UInt8] = []
  /// The UTF-8 of a string being unescaped, kept between calls for the same reason.
  var scratch: [UInt8] = []

  /// Creates a parser that starts reading at `start`, such as after a byte-order mark.
  init(bytes: UnsafeBufferPointer<UInt8>, start: Int = 0) {
    self.bytes = bytes
    self.position = start
  }

  /// Reads the whole text as a list of books.
  mutating func parseBooks() throws(Failure) -> [Book] {
    skipWhitespace()
    guard let first = peek() else {
      throw Failure(problem: .emptyFile, offset: position)
    }
    guard first == UInt8(ascii: "[") else {
      throw topLevelFailure()
    }
    position += 1
    var books: [Book] = []
    while true {
      skipWhitespace()
      guard let byte = peek() else {
        throw malformed(
          books.isEmpty
            ? "the list of books is not closed: the file ends after “[”"
            : "the list of books is not closed: the file ends after book \(books.count)")
      }
      if byte == UInt8(ascii: "]") {  // an empty list, or a comma before the end
        position += 1
        break
      }
      books.append(try parseBook(index: books.count))
      skipWhitespace()
      if peek() == UInt8(ascii: ",") {
        position += 1
      } else if peek() == UInt8(ascii: "]") {
        position += 1
        break
      } else if peek() == nil {
        throw malformed(
          "the list of books is not closed: the file ends after book \(books.count)")
      } else {
        throw malformed("expected “,” or “]” after book \(books.count), found \(foundHere())")
      }
    }
    skipWhitespace()
    guard position == bytes.count else {
      throw malformed("expected the end of the file after the list of books, found \(foundHere())")
    }
    return books
  }

  /// Reads the object of the book at `index`.
  private mutating func parseBook(index: Int) throws(Failure) -> Book {
    bookIndex = index
    defer { bookIndex = nil }
    let start = position
    guard peek() == UInt8(ascii: "{") else {
      if let found = describeValue(at: position) {
        throw invalid("expected a book (an object), found \(found)")
      }
      throw malformed("expected a book, found \(foundHere())")
    }
    position += 1
    var id: Int?
    var title: String?
    var author: String?
    while true {
      skipWhitespace()
      guard let byte = peek() else {
        throw malformed("book \(index + 1) is not closed: the file ends before its “}”")
      }
      if byte == UInt8(ascii: "}") {  // an empty object, or a comma before the end
        position += 1
        break
      }
      guard byte == UInt8(ascii: "\"") else {
        throw malformed("expected a field name in double quotes, found \(foundHere())")
      }
      let keyStart = position
      let key = try parseKey()
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else {
        throw malformed("expected “:” after field \(fieldName(at: keyStart)), found \(foundHere())")
      }
      position += 1
      skipWhitespace()
      // NB: a repeated field keeps its first value, as JSONDecoder does; later ones are skipped.
      switch key {
      case .id where id == nil:
        field = "id"
        id = try parseID()
      case .title where title == nil:
        field = "title"
        title = try parseString(expecting: "a string")
      case .author where author == nil:
        field = "author"
        author = try parseString(expecting: "a string")
      default:
        field = nil
        try skipValue()
      }
      field = nil
      skipWhitespace()
      if peek() == UInt8(ascii: ",") {
        position += 1
      } else if peek() == UInt8(ascii: "}") {
        position += 1
        break
      } else if peek() == nil {
        throw malformed("book \(index + 1) is not closed: the file ends before its “}”")
      } else {
        throw malformed(
          "expected “,” or “}” after field \(fieldName(at: keyStart)), found \(foundHere())")
      }
    }
    guard let id, let title, let author else {
      let missing = [("id", id == nil), ("title", title == nil), ("author", author == nil)]
        .filter(\.1).map { "\"\($0.0)\"" }
      let problem =
        if let only = missing.first, missing.count == 1 {
          "the field \(only) is missing"
        } else {
          "the fields \(missing.dropLast().joined(separator: ", ")) and \(missing[missing.count - 1]) are missing"
        }
      throw Failure(problem: .invalidElement(problem), offset: start, bookIndex: index)
    }
    return Book(id: id, title: title, author: author)
  }

  /// Skips white space as JSON defines it: space, tab, line feed and carriage return.
  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  /// The byte at the read position, or `nil` at the end of the text.
  func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  /// A problem with the syntax at the read position.
  func malformed(_ detail: String) -> Failure {
    Failure(
      problem: .malformedJSON(detail), offset: position, bookIndex: bookIndex, field: field)
  }

  /// A problem with the shape or value at the read position.
  func invalid(_ detail: String) -> Failure {
    Failure(
      problem: .invalidElement(detail), offset: position, bookIndex: bookIndex, field: field)
  }

  /// The problem with a top level that is not a list: what it is, or a syntax problem.
  private func topLevelFailure() -> Failure {
    if let found = describeValue(at: position) {
      return Failure(problem: .unexpectedTopLevel(found: found), offset: position)
    }
    return malformed("expected a list of books, found \(foundHere())")
  }
}
