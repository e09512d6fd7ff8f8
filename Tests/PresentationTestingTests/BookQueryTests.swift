import PresentationTesting
import Testing

@Suite struct BookQueryTests {
  @Test func textIsTheQueryOfASearchAndNilForAll() {
    #expect(BookQuery.matching("mo").text == "mo")
    #expect(BookQuery.matching("").text == "")
    #expect(BookQuery.all.text == nil)
  }
}
