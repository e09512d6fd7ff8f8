/// A book of the catalogue that the BookSearch screen lists and searches.
public struct Book: Sendable, Hashable, Codable, Identifiable {
  /// The identifier, unique within one catalogue.
  public var id: Int
  /// The title, which searches match against.
  public var title: String
  /// The author's name.
  public var author: String

  /// Creates a book from its identifier, title and author.
  public init(id: Int, title: String, author: String) {
    self.id = id
    self.title = title
    self.author = author
  }
}
