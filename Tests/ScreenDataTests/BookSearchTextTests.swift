import ScreenData
import Services
import Testing

@Suite struct BookSearchTextTests {
  @Test func noMatchesQuotesTheQueryAsTypedInCurlyQuotes() {
    #expect(BookSearchText.noMatches(for: "Xyz ") == "No books match \u{201C}Xyz \u{201D}")
    #expect(BookSearchText.noMatches(for: "zzz") == "No books match “zzz”")
  }

  @Test func aFailedCatalogueAndAFailedSearchAreWordedApart() {
    #expect(
      BookSearchText.loadFailure(ServiceError.timedOut)
        == "Could not load books: The request timed out.")
    #expect(
      BookSearchText.searchFailure(ServiceError.server(statusCode: 500))
        == "Could not search books: The server responded with status 500.")
  }
}
