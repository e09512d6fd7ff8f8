/// One row of the BookSearch screen, with its text ready to show.
public struct BookViewData: Hashable, Sendable {
  /// The book's title, such as "Moby-Dick".
  public let title: String

  /// Creates a row from the title to show.
  public init(title: String) {
    self.title = title
  }
}
