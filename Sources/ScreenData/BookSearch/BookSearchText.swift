/// The texts of the BookSearch screen that are not rows.
public enum BookSearchText {
  /// The message when a search finds nothing, with the query as typed in curly quotes, such as
  /// "No books match “xyz”".
  ///
  /// - Parameter query: The text that was searched, unchanged.
  /// - Returns: The text for the no-matches label.
  public static func noMatches(for query: String) -> String {
    "No books match \u{201C}\(query)\u{201D}"
  }

  /// The error text after the catalogue failed to load, such as
  /// "Could not load books: The request timed out.".
  ///
  /// - Parameter error: Why the load failed; its `reasonShownToUser` ends the text.
  /// - Returns: The text for the error label.
  public static func loadFailure(_ error: any Error) -> String {
    "Could not load books: \(error.reasonShownToUser)"
  }

  /// The error text after a search failed, such as
  /// "Could not search books: The request timed out.".
  ///
  /// - Parameter error: Why the search failed; its `reasonShownToUser` ends the
  ///   text.
  /// - Returns: The text for the error label.
  public static func searchFailure(_ error: any Error) -> String {
    "Could not search books: \(error.reasonShownToUser)"
  }
}
