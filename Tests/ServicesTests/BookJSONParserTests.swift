import Foundation
import Testing

@testable import Services

@Suite struct BookJSONParserTests {
  let url = URL(filePath: "/data/books.json")

  private func parse(_ text: String) throws(JSONRepositoryError) -> [Book] {
    try BookFile.books(in: Data(text.utf8), url: url)
  }

  private func failure(_ text: String) -> JSONRepositoryError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    #"[]"#,
    " \r\n\t[ ]\n",
    #"[{"id": 1, "title": "A", "author": "B"}]"#,
    #"[{"author": "B", "title": "A", "id": 1}]"#,
    #"[{"id": 1, "title": "A", "author": "B",}]"#,
    #"[{"id": 1, "title": "A", "author": "B"} , ]"#,
    #"[{"id": 1, "id": 2, "title": "A", "author": "B", "title": "C"}]"#,
    #"[{"id": 1, "title": "A", "author": "B", "extra": [1, -2.5e+3, {"x": null}, [], {}, true, false, "s\"\\"]}]"#,
    #"[{"id": 1, "title": "A", "author": "B", "extra": {"a": [1,], "b": {"c": 1,},}}]"#,
    #"[{"i\u0064": 7, "title": "\u00e9\ud83d\ude00 \"q\" \\ \/ \b\f\n\r\t", "author": "\u0000"}]"#,
    #"[{"id": 7.0, "title": "A", "author": "B"}, {"id": 1e2, "title": "C", "author": "D"}]"#,
    #"[{"id": 100e-2, "title": "A", "author": "B"}, {"id": -0, "title": "C", "author": "D"}]"#,
    #"[{"id": 9223372036854775807, "title": "A", "author": "B"}]"#,
    #"[{"id": -9223372036854775808, "title": "A", "author": "B"}]"#,
    #"[{"id": 12345678901234567890e-1, "title": "A", "author": "B"}]"#,
    #"[{"id": 1, "title": "Père Goriot 📚", "author": "Zoë", "": 1}]"#,
  ])
  func acceptsWhatJSONDecoderAcceptsWithTheSameBooks(text: String) throws {
    let expected = try JSONDecoder().decode([Book].self, from: Data(text.utf8))
    #expect(try parse(text) == expected)
  }

  @Test func readsBackWhatJSONEncoderWrites() throws {
    let tricky = [
      "", "\"quoted\"", "back\\slash", "a/b", "tab\tnew\nline\r", "\u{01}\u{1F}\u{7F}",
      "Père Goriot", "😀👩‍👩‍👧", "e\u{301}", "\u{2028}\u{2029}", String(repeating: "long ", count: 200),
    ]
    var books = tricky.enumerated().map { Book(id: $0.offset - 5, title: $0.element, author: "A") }
    books += SampleData.books(count: 1_000)
    for formatting: JSONEncoder.OutputFormatting in [[], .prettyPrinted, .withoutEscapingSlashes] {
      let encoder = JSONEncoder()
      encoder.outputFormatting = formatting
      let text = try #require(String(data: try encoder.encode(books), encoding: .utf8))
      #expect(try parse(text) == books)
    }
  }

  @Test(arguments: [
    ("7", 7), ("-7", -7), ("0", 0), ("-0", 0), ("0.0", 0), ("7.0", 7), ("7.50e1", 75),
    ("1e2", 100), ("1E+2", 100), ("100e-2", 1), ("0.1e1", 1), ("1500e-2", 15),
    ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
    ("922337203685477580.7e1", Int.max), ("12345678901234567890e-1", 1_234_567_890_123_456_789),
  ])
  func idIsAnyNumberThatIsWhole(lexeme: String, id: Int) throws {
    let books = try parse(#"[{"id": \#(lexeme), "title": "A", "author": "B"}]"#)
    #expect(books.map(\.id) == [id])
  }

  @Test(arguments: [
    ("1.5", "the id 1.5 is not a whole number"),
    ("0.5", "the id 0.5 is not a whole number"),
    ("1e-1", "the id 1e-1 is not a whole number"),
    ("1.0000000000000001", "the id 1.0000000000000001 is not a whole number"),
    ("1e-999999999999", "the id 1e-999999999999 is not a whole number"),
    (
      "9223372036854775808",
      "the id 9223372036854775808 is too large (ids go up to 9223372036854775807)"
    ),
    ("1e19", "the id 1e19 is too large (ids go up to 9223372036854775807)"),
    ("1e999999999999", "the id 1e999999999999 is too large (ids go up to 9223372036854775807)"),
    (
      "-9223372036854775809",
      "the id -9223372036854775809 is too small (ids go down to -9223372036854775808)"
    ),
    ("-1e30", "the id -1e30 is too small (ids go down to -9223372036854775808)"),
    (
      "1" + String(repeating: "0", count: 60),
      "the id 1000000000000000000000000000000000000000… is too large (ids go up to 9223372036854775807)"
    ),
  ])
  func idThatIsNotWholeOrDoesNotFitSaysSoAtTheId(lexeme: String, problem: String) {
    let error = failure(#"[{"id": \#(lexeme), "title": "A", "author": "B"}]"#)
    #expect(error?.problem == .invalidElement(problem))
    #expect(
      error?.location
        == JSONRepositoryError.Location(
          line: 1, column: 9, byteOffset: 8, bookIndex: 0, field: "id"))
  }

  @Test(arguments: [
    (#"[{"id": true, "title": "A", "author": "B"}]"#, "expected a whole number, found true"),
    (#"[{"id": null, "title": "A", "author": "B"}]"#, "expected a whole number, found null"),
    (#"[{"id": [1], "title": "A", "author": "B"}]"#, "expected a whole number, found a list"),
    (#"[{"id": 1, "title": 12.5, "author": "B"}]"#, "expected a string, found the number 12.5"),
    (#"[{"id": 1, "title": "A", "author": {}}]"#, "expected a string, found an object"),
    (#"[{"id": 1, "title": false, "author": "B"}]"#, "expected a string, found false"),
    (#"[1]"#, "expected a book (an object), found the number 1"),
    (#"[{"id": 1, "title": "A", "author": "B"}, null]"#, "expected a book (an object), found null"),
    (#"[["#, "expected a book (an object), found a list"),
    (#"[{}]"#, #"the fields "id", "title" and "author" are missing"#),
    (#"[{"author": "B"}]"#, #"the fields "id" and "title" are missing"#),
  ])
  func valueOfTheWrongKindSaysWhatWasExpectedAndWhatWasFound(text: String, problem: String) {
    #expect(failure(text)?.problem == .invalidElement(problem))
  }

  @Test(arguments: [
    ("null", "null"), ("{}", "an object"), ("42", "the number 42"),
    (#""books""#, #"the string "books""#),
    ("true", "true"),
  ])
  func topLevelThatIsNotAListSaysWhatItIs(text: String, found: String) {
    let error = failure(text)
    #expect(error?.problem == .unexpectedTopLevel(found: found))
    #expect(error?.location == JSONRepositoryError.Location(line: 1, column: 1, byteOffset: 0))
  }

  @Test(arguments: [
    (
      #"[{"id": 1 "title": "A", "author": "B"}]"#,
      #"expected “,” or “}” after field "id", found “"”"#
    ),
    (
      #"[{"id": 1, "title": "A", "author": "B"} {"id": 2}]"#,
      "expected “,” or “]” after book 1, found “{”"
    ),
    ("[", "the list of books is not closed: the file ends after “[”"),
    (
      #"[{"id": 1, "title": "A", "author": "B"}"#,
      "the list of books is not closed: the file ends after book 1"
    ),
    (
      #"[{"id": 1, "title": "A", "author": "B""#,
      "book 1 is not closed: the file ends before its “}”"
    ),
    (
      #"[{"id": 1, "title": "A", "author": "B"}] x"#,
      "expected the end of the file after the list of books, found “x”"
    ),
    (#"[] []"#, "expected the end of the file after the list of books, found “[”"),
    (
      #"[{"id": 01, "title": "A", "author": "B"}]"#,
      "a number cannot start with “0” followed by more digits"
    ),
    (#"[{"id": -, "title": "A", "author": "B"}]"#, "expected a digit after “-”, found “,”"),
    (
      "[{\"id\": 1, \"title\": \"a\tb\", \"author\": \"B\"}]",
      "the control character U+0009 must be escaped in a string"
    ),
    (
      #"[{"id": 1, "title": "a\xb", "author": "B"}]"#,
      #"“xb” after “\” is not an escape; the escapes are \", \\, \/, \b, \f, \n, \r, \t and \u followed by four hex digits"#
    ),
    (
      #"[{"id": 1, "title": "\ud83d", "author": "B"}]"#,
      "the escape “\\uD83D” is the first half of a surrogate pair, without a second half after it"
    ),
    (
      #"[{"id": 1, "title": "\ud83d\u0041", "author": "B"}]"#,
      "the escape “\\uD83D” is the first half of a surrogate pair, without a second half after it"
    ),
    (
      #"[{"id": 1, "title": "\ude00", "author": "B"}]"#,
      "the escape “\\uDE00” is the second half of a surrogate pair, without a first half before it"
    ),
    (
      #"[{"id": 1, "title": "\u12G4", "author": "B"}]"#,
      "the escape “\\u12G4” does not have four hexadecimal digits after “\\u”"
    ),
    (#"[{"id": 1, "title": "abc"#, "the string is not closed: the file ends inside it"),
    (#"[{id: 1}]"#, "expected a field name in double quotes, found “id”"),
    (#"[{"id" 1}]"#, #"expected “:” after field "id", found “1”"#),
    (
      #"[{"id": 1, "title": "A", "author": "B", "x": [1 2]}]"#,
      "expected “,” or “]” in a list, found “2”"
    ),
    (
      #"[{"id": 1, "title": "A", "author": "B", "x": {"y": 1]}]"#,
      "expected “,” or “}” in an object, found “]”"
    ),
    (
      #"[{"id": 1, "title": "A", "author": "B", "x": {"y" 1}}]"#,
      "expected “:” after a field name, found “1”"
    ),
    (
      #"[{"id": 1, "title": "A", "author": "B", "x": [[[1]]"#,
      "a list is not closed: the file ends inside it"
    ),
    (#"[{"id": 1, "title": "A", "author": "B", "x": True}]"#, "expected a value, found “True”"),
    (#"[{"id": 1, "title": "A", "author": "B", "x": NaN}]"#, "expected a value, found “NaN”"),
    (
      #"[{"id": 1, "title": "A", "author": "B", "x": 1.}]"#,
      "expected a digit after the decimal point, found “}”"
    ),
    (
      #"[{"id": 1, "title": "A", "author": "B", "x": 1e}]"#,
      "expected a digit in the exponent, found “}”"
    ),
    (#"[{"id": 1, "title": "A", "author": "B", "x": 'a'}]"#, "expected a value, found “'”"),
    (#"[{"id": 1, "title": "A", "author": "B", "x": }]"#, "expected a value, found “}”"),
    (
      "[{\"id\": 1, \"title\": \"A\", \"author\": \"B\", \"x\": \u{0B}1}]",
      "expected a value, found the character U+000B"
    ),
    (#"[,]"#, "expected a book, found “,”"),
    (#"nul"#, "expected a list of books, found “nul”"),
    (#"// books"#, "expected a list of books, found “/”"),
  ])
  func syntaxErrorSaysWhatWasExpectedAndWhatWasFound(text: String, detail: String) {
    #expect(failure(text)?.problem == .malformedJSON(detail))
  }

  @Test func locationCountsLinesAndCharactersNotBytes() {
    let error = failure("[\n  {\"id\": 1, \"title\": \"Père 📚\", \"author\": 2}\n]")
    #expect(error?.problem == .invalidElement("expected a string, found the number 2"))
    #expect(
      error?.location
        == JSONRepositoryError.Location(
          line: 2, column: 42, byteOffset: 47, bookIndex: 0, field: "author"))
  }

  @Test func invalidUTF8IsFoundAtItsByte() {
    var data = Data(#"[{"id": 1, "title": "ab"#.utf8)
    data.append(contentsOf: [0xC3, 0x28])
    data.append(contentsOf: Data(#"", "author": "B"}]"#.utf8))
    #expect(throws: JSONRepositoryError.self) { try BookFile.books(in: data, url: url) }
    do {
      _ = try BookFile.books(in: data, url: url)
    } catch {
      #expect(error.problem == .malformedJSON("the text is not valid UTF-8 (the byte 0xC3)"))
      #expect(error.location?.byteOffset == 23)
      #expect(error.location?.field == "title")
    }
  }

  @Test func byteThatIsNotUTF8OutsideAStringIsNamed() {
    let data = Data([UInt8(ascii: "["), 0xFF, UInt8(ascii: "]")])
    do {
      _ = try BookFile.books(in: data, url: url)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.problem
          == .malformedJSON("expected a book, found the byte 0xFF, which is not valid UTF-8"))
    }
  }

  @Test func deeplyNestedUnknownFieldIsSkippedWithoutRecursion() throws {
    let depth = 100_000
    let nested =
      String(repeating: "[{\"a\":", count: depth) + "1" + String(repeating: "}]", count: depth)
    let books = try parse(#"[{"id": 1, "title": "A", "author": "B", "deep": \#(nested)}]"#)
    #expect(books.map(\.id) == [1])
  }

  @Test func longExcerptsAreCut() {
    let long = String(repeating: "x", count: 100)
    let error = failure(#"[{"id": "\#(long)", "title": "A", "author": "B"}]"#)
    #expect(
      error?.problem
        == .invalidElement(
          #"expected a whole number, found the string ""# + String(repeating: "x", count: 39) + "…")
    )
  }
}
