public import Services

/// One row of the BookSearch screen, with its text ready to show.
///
/// ```swift
/// let row = BookViewData(formatting: Book(id: 1, title: "Moby-Dick", author: "Herman Melville"))
/// row.title  // "Moby-Dick"
/// ```
public struct BookViewData: Hashable, Sendable {
  /// The book's title, such as "Moby-Dick"; the row's text.
  public let title: String

  /// Creates a row from the text it shows.
  public init(title: String) {
    self.title = title
  }

  /// Creates the row that shows `book`: its title.
  public init(formatting book: Book) {
    self.init(title: book.title)
  }
}
