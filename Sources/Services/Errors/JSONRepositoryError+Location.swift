extension JSONRepositoryError {
  /// Where in a file a problem is: the book and field for a book that has the wrong shape, the
  /// line and column for a syntax error.
  ///
  /// Its description is the place as a message names it, such as
  /// `book 3 (index 2), field "id"` or `line 4, column 10`.
  public struct Location: Sendable, Hashable, CustomStringConvertible {
    /// The position of the book in the list, counted from 0, when the problem is inside one.
    public var bookIndex: Int?
    /// The name of the book's field, when the problem is inside its value.
    public var field: String?
    /// The line, counted from 1, of a syntax error whose place Foundation reports.
    public var line: Int?
    /// The column, counted from 1 in characters (Unicode scalars), not bytes.
    public var column: Int?
    /// The offset from the start of the file in bytes, counted from 0, of a syntax error whose
    /// place Foundation reports.
    public var byteOffset: Int?

    /// Creates a location from the line, column and byte offset, or the book and field, it names.
    public init(
      line: Int? = nil, column: Int? = nil, byteOffset: Int? = nil, bookIndex: Int? = nil,
      field: String? = nil
    ) {
      self.bookIndex = bookIndex
      self.field = field
      self.line = line
      self.column = column
      self.byteOffset = byteOffset
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
      if let line {
        parts.append("line \(line)")
      }
      if let column {
        parts.append("column \(column)")
      }
      return parts.joined(separator: ", ")
    }
  }
}
