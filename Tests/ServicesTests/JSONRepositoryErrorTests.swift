import Foundation
import Testing

@testable import Services

@Suite struct JSONRepositoryErrorTests {
  let url = URL(filePath: "/data/catalogue/books.json")

  @Test func messageNamesTheFileAndTheProblem() {
    let error = JSONRepositoryError(url: url, problem: .malformedJSON("Unexpected character"))
    #expect(error.fileName == "books.json")
    #expect(
      error.message
        == "Could not load “books.json”: the file is not valid JSON (Unexpected character).")
  }

  @Test func pathIsTheFullPath() {
    let error = JSONRepositoryError(url: url, problem: .missingFile)
    #expect(error.path == "/data/catalogue/books.json")
    #expect(error.recoverySuggestion == "Check the file at /data/catalogue/books.json.")
  }

  @Test func localizedDescriptionIsTheMessage() {
    let error: any Error = JSONRepositoryError(url: url, problem: .unreadable("permission denied"))
    #expect(
      error.localizedDescription
        == "Could not load “books.json”: the file could not be read (permission denied).")
  }

  @Test func errorsCompareByFileAndProblem() {
    #expect(
      JSONRepositoryError(url: url, problem: .emptyFile)
        == JSONRepositoryError(url: url, problem: .emptyFile))
    #expect(
      JSONRepositoryError(url: url, problem: .emptyFile)
        != JSONRepositoryError(url: url, problem: .missingFile))
  }
}
