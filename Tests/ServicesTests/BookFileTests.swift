import Foundation
import Testing

@testable import Services

/// How the loader words what `JSONDecoder` refuses; the file checks are in
/// `JSONBookRepositoryTests`.
@Suite struct BookFileTests {
  let url = URL(filePath: "/data/books.json")

  private func failure(_ text: String) -> JSONRepositoryError? {
    failure(Data(text.utf8))
  }

  private func failure(_ data: Data) -> JSONRepositoryError? {
    do {
      _ = try BookFile.books(in: data, from: url)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsBackWhatJSONEncoderWrites() throws {
    let books = [Book(id: -1, title: "Père Goriot 📚", author: "Zoë")] + SampleData.books(count: 100)
    #expect(try BookFile.books(in: JSONEncoder().encode(books), from: url) == books)
  }

  @Test(arguments: [
    ("1.5", "the id 1.5 is not a whole number"),
    ("1e-1", "the id 0.1 is not a whole number"),
    ("1e19", "the id 1e+19 is too large (ids go up to 9223372036854775807)"),
    ("-1e30", "the id -1e+30 is too small (ids go down to -9223372036854775808)"),
  ])
  func idThatIsNotWholeOrDoesNotFitSaysSoAtTheId(lexeme: String, problem: String) {
    let error = failure(
      #"[{"id": 1, "title": "A", "author": "B"}, {"id": \#(lexeme), "title": "A", "author": "B"}]"#
    )
    #expect(error?.problem == .invalidElement(problem))
    #expect(error?.location == JSONRepositoryError.Location(bookIndex: 1, field: "id"))
  }

  @Test(arguments: [
    (#"[{"id": true, "title": "A", "author": "B"}]"#, "expected a whole number, found true", "id"),
    (#"[{"id": null, "title": "A", "author": "B"}]"#, "expected a whole number, found null", "id"),
    (#"[{"id": [1], "title": "A", "author": "B"}]"#, "expected a whole number, found a list", "id"),
    (
      #"[{"id": 1, "title": 12.5, "author": "B"}]"#, "expected a string, found the number 12.5",
      "title"
    ),
    (#"[{"id": 1, "title": "A", "author": {}}]"#, "expected a string, found an object", "author"),
    (#"[{"id": 1, "title": false, "author": "B"}]"#, "expected a string, found false", "title"),
  ])
  func valueOfTheWrongKindSaysWhatWasExpectedAndWhatWasFound(
    text: String, problem: String, field: String
  ) {
    let error = failure(text)
    #expect(error?.problem == .invalidElement(problem))
    #expect(error?.location == JSONRepositoryError.Location(bookIndex: 0, field: field))
  }

  @Test(arguments: [
    (#"[1]"#, "expected a book (an object), found the number 1", 0),
    (
      #"[{"id": 1, "title": "A", "author": "B"}, null]"#, "expected a book (an object), found null",
      1
    ),
    (#"[{}]"#, #"the field "id" is missing"#, 0),
    (#"[{"id": 1, "author": "B"}]"#, #"the field "title" is missing"#, 0),
  ])
  func bookOfTheWrongShapeNamesTheBook(text: String, problem: String, bookIndex: Int) {
    let error = failure(text)
    #expect(error?.problem == .invalidElement(problem))
    #expect(error?.location == JSONRepositoryError.Location(bookIndex: bookIndex))
  }

  @Test(arguments: [
    ("null", "null"), ("{}", "an object"), ("42", "the number 42"),
    (#""books""#, #"the string "books""#), ("true", "true"),
  ])
  func topLevelThatIsNotAListSaysWhatItIs(text: String, found: String) {
    let error = failure(text)
    #expect(error?.problem == .unexpectedTopLevel(found: found))
    #expect(error?.location == nil)
  }

  @Test(arguments: [
    #"[{"id": 1 "title": "A", "author": "B"}]"#,
    #"[{"id": 1, "title": "A", "author": "B"} {"id": 2}]"#,
    #"[{"id": 01, "title": "A", "author": "B"}]"#,
    #"[{"id": 1, "title": "A", "author": "B", "x": True}]"#,
    #"[{id: 1}]"#,
    #"[{"id": 1, "title": "A", "author": "B"}] x"#,
    "[", #"[{"id": 1, "title": "abc"#, "nul", "// books",
  ])
  func syntaxErrorIsMalformedJSON(text: String) {
    #expect(failure(text)?.problem.isMalformedJSON == true)
  }

  @Test func syntaxErrorLocationCountsLinesAndCharactersNotBytes() {
    let error = failure("[\n  {\"id\": 1, \"title\": \"Père 📚\", \"author\": 2 x}\n]")
    #expect(error?.problem.isMalformedJSON == true)
    #expect(error?.location == JSONRepositoryError.Location(line: 2, column: 44, byteOffset: 49))
  }

  @Test func invalidUTF8IsMalformedJSON() {
    var data = Data(#"[{"id": 1, "title": "ab"#.utf8)
    data.append(contentsOf: [0xC3, 0x28])
    data.append(contentsOf: Data(#"", "author": "B"}]"#.utf8))
    #expect(failure(data)?.problem.isMalformedJSON == true)
  }

  @Test func deeplyNestedUnknownFieldIsMalformedJSONNotACrash() {
    let depth = 100_000
    let nested =
      String(repeating: "[{\"a\":", count: depth) + "1" + String(repeating: "}]", count: depth)
    let error = failure(#"[{"id": 1, "title": "A", "author": "B", "deep": \#(nested)}]"#)
    #expect(error?.problem.isMalformedJSON == true)
  }

  @Test func longStringsAreCutInMessages() {
    let long = String(repeating: "x", count: 100)
    let error = failure(#"[{"id": "\#(long)", "title": "A", "author": "B"}]"#)
    #expect(
      error?.problem
        == .invalidElement(
          #"expected a whole number, found the string ""# + String(repeating: "x", count: 39) + "…")
    )
  }
}
