import Foundation

/// Books plus the folded form of their titles, so a search folds only its query.
///
/// Both the in-memory and the JSON repository search through one of these, so they share one
/// definition of a match: the folded title contains the folded query.
struct BookCatalog: Sendable {
  let books: [Book]
  private let foldedTitles: [[UInt8]]

  init(_ books: [Book]) {
    self.books = books
    self.foldedTitles = books.map { Self.folded($0.title) }
  }

  /// The books whose title contains `query` ignoring case and diacritics; all for a blank query.
  ///
  /// - Complexity: O(*n* × *m*) for *n* books and a query of *m* bytes, with no allocation per
  ///   book.
  func books(matching query: String) -> [Book] {
    let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return books }
    let needle = Self.folded(trimmed)
    var matches: [Book] = []
    for (index, title) in foldedTitles.enumerated() where Self.bytes(title, contain: needle) {
      matches.append(books[index])
    }
    return matches
  }

  /// The UTF-8 bytes of `text` lowercased and stripped of diacritics.
  ///
  /// Both sides of a comparison are folded the same way, so a byte-wise substring match is a
  /// match of whole Unicode scalars (UTF-8 is self-synchronising).
  static func folded(_ text: String) -> [UInt8] {
    // NB: ASCII needs no Foundation folding; generated catalogues are mostly ASCII, and this
    // keeps building a 100 000-book catalogue fast.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return Array(text.lowercased().utf8)
    }
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    return Array(folded.utf8)
  }

  private static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    let first = needle[0]
    var start = 0
    let lastStart = haystack.count - needle.count
    while start <= lastStart {
      if haystack[start] == first {
        var offset = 1
        while offset < needle.count && haystack[start + offset] == needle[offset] {
          offset += 1
        }
        if offset == needle.count { return true }
      }
      start += 1
    }
    return false
  }
}
