extension JSONRepositoryError {
  /// Where in a file a problem is: the line and column, and the book and field when inside one.
  ///
  /// Its description is the place as a message names it, such as
  /// `book 3 (index 2), field "id", line 4, column 10`.
  public struct Location: Sendable, Hashable, CustomStringConvertible {
    /// The line, counted from 1.
    public var line: Int
    /// The column, counted from 1 in characters (Unicode scalars), not bytes.
    public var column: Int
    /// The offset from the start of the file in bytes, counted from 0; for a UTF-16 or UTF-32
    /// file, in its UTF-8 transcoding.
    public var byteOffset: Int
    /// The position of the book in the list, counted from 0, when the problem is inside one.
    public var bookIndex: Int?
    /// The name of the book's field, when the problem is inside its value.
    public var field: String?

    /// Creates a location from its line and column, byte offset, and book and field if any.
    public init(
      line: Int, column: Int, byteOffset: Int, bookIndex: Int? = nil, field: String? = nil
    ) {
      self.line = line
      self.column = column
      self.byteOffset = byteOffset
      self.bookIndex = bookIndex
      self.field = field
    }

    /// The place in words: the book (counted from 1, with its index), the field, line and column.
    public var description: String {
      var parts: [String] = []
      if let bookIndex {
        parts.append("book \(bookIndex + 1) (index \(bookIndex))")
      }
      if let field {
        parts.append("field \"\(field)\"")
      }
      parts.append("line \(line), column \(column)")
      return parts.joined(separator: ", ")
    }
  }
}
