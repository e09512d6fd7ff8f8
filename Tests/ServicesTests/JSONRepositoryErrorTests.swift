import Foundation
import Testing

@testable import Services

@Suite struct JSONRepositoryErrorTests {
  let url = URL(filePath: "/data/catalogue/books.json")

  @Test func messageNamesTheFileThePlaceAndTheProblem() {
    let error = JSONRepositoryError(
      url: url, problem: .invalidElement("the id 1.5 is not a whole number"),
      location: .init(bookIndex: 2, field: "id"))
    #expect(error.fileName == "books.json")
    #expect(
      error.message
        == #"Could not load “books.json”: book 3 (index 2), field "id": the id 1.5 is not a whole number."#
    )
  }

  @Test func messageOfASyntaxErrorNamesTheLineAndColumn() {
    let error = JSONRepositoryError(
      url: url, problem: .malformedJSON("invalid value"),
      location: .init(line: 4, column: 10, byteOffset: 90))
    #expect(
      error.message
        == "Could not load “books.json”: line 4, column 10: not valid JSON: invalid value."
    )
  }

  @Test func messageWithoutALocationNamesTheFileAndTheProblem() {
    let error = JSONRepositoryError(url: url, problem: .symbolicLinkLoop)
    #expect(error.message == "Could not load “books.json”: too many levels of symbolic links.")
  }

  @Test func locationIsTheBookAndFieldOrTheLineAndColumn() {
    let location = JSONRepositoryError.Location(line: 1, column: 1, byteOffset: 0)
    #expect(location.description == "line 1, column 1")
    let inBook = JSONRepositoryError.Location(bookIndex: 0)
    #expect(inBook.description == "book 1 (index 0)")
    #expect(
      JSONRepositoryError(url: url, problem: .emptyFile, location: .init()).message
        == "Could not load “books.json”: the file is empty.")
  }

  @Test(arguments: [
    (JSONRepositoryError.Problem.missingFile, "the file does not exist"),
    (.notARegularFile(.directory), "it is not a regular file (a directory)"),
    (.notARegularFile(.device), "it is not a regular file (a device)"),
    (.notARegularFile(.namedPipe), "it is not a regular file (a named pipe)"),
    (.notARegularFile(.socket), "it is not a regular file (a socket)"),
    (.symbolicLinkLoop, "too many levels of symbolic links"),
    (.permissionDenied, "permission denied"),
    (.unreadable("Input/output error"), "the file could not be read (Input/output error)"),
    (.emptyFile, "the file is empty"),
    (.malformedJSON("expected a value, found “]”"), "not valid JSON: expected a value, found “]”"),
    (.unexpectedTopLevel(found: "null"), "expected a list of books, found null"),
    (.invalidElement(#"the field "id" is missing"#), #"the field "id" is missing"#),
  ])
  func problemsAreSaidInPlainWords(problem: JSONRepositoryError.Problem, text: String) {
    #expect(problem.description == text)
  }

  @Test func pathIsTheFullPath() {
    let error = JSONRepositoryError(url: url, problem: .missingFile)
    #expect(error.path == "/data/catalogue/books.json")
    #expect(error.recoverySuggestion == "Check the file at /data/catalogue/books.json.")
  }

  @Test func localizedDescriptionIsTheMessage() {
    let error: any Error = JSONRepositoryError(url: url, problem: .permissionDenied)
    #expect(error.localizedDescription == "Could not load “books.json”: permission denied.")
  }

  @Test func errorsCompareByFileProblemAndLocation() {
    let here = JSONRepositoryError.Location(line: 1, column: 1, byteOffset: 0)
    #expect(
      JSONRepositoryError(url: url, problem: .emptyFile)
        == JSONRepositoryError(url: url, problem: .emptyFile))
    #expect(
      JSONRepositoryError(url: url, problem: .emptyFile)
        != JSONRepositoryError(url: url, problem: .missingFile))
    #expect(
      JSONRepositoryError(url: url, problem: .malformedJSON("x"), location: here)
        != JSONRepositoryError(url: url, problem: .malformedJSON("x")))
  }
}
