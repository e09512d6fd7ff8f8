/// One row of the book search results, with its text ready to show.
public struct BookViewData: Equatable, Sendable {
  /// The book's title, such as "Moby-Dick"; the row's text.
  public let title: String

  /// Creates a row from the text it shows.
  public init(title: String) {
    self.title = title
  }
}
