import Foundation
import Testing

@testable import Services

@Suite(.timeLimit(.minutes(1))) struct JSONBookRepositoryTests {
  @Test func bundledCatalogueHoldsTheSeedBooks() async throws {
    let repository = try JSONBookRepository.bundled()
    #expect(try await repository.allBooks() == SampleData.seedBooks)
    #expect(try await repository.books(matching: "pere").map(\.title) == ["Père Goriot"])
  }

  @Test func loadsAFileTheCallerGives() async throws {
    let url = try temporaryFile(
      named: "mine.json",
      contents:
        #"[{"id": 7, "title": "Über Café", "author": "Zoë"}, {"id": 8, "title": "B", "author": "C"}]"#
    )
    defer { removeTemporaryDirectory(of: url) }
    let repository = try JSONBookRepository(contentsOf: url)
    #expect(repository.storedBooks.map(\.id) == [7, 8])
    #expect(try await repository.books(matching: "uber cafe").map(\.id) == [7])
    #expect(try await repository.books(matching: " ").map(\.id) == [7, 8])
  }

  @Test func emptyArrayIsAnEmptyCatalogue() async throws {
    let url = try temporaryFile(named: "none.json", contents: "[]")
    defer { removeTemporaryDirectory(of: url) }
    #expect(try await JSONBookRepository(contentsOf: url).allBooks().isEmpty)
  }

  @Test func missingFileIsAnErrorNamingTheFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appending(path: "ServicesTests-\(UUID().uuidString)/nowhere.json")
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.problem == .missingFile)
    #expect(error?.path == url.path(percentEncoded: false))
    #expect(
      error?.localizedDescription == "Could not load “nowhere.json”: the file does not exist.")
  }

  @Test func directoryIsAnUnreadableFile() throws {
    let url = try temporaryFile(named: "placeholder", contents: "")
    defer { removeTemporaryDirectory(of: url) }
    let directory = url.deletingLastPathComponent()
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: directory)
    }
    #expect(error?.problem == .unreadable("it is a directory"))
  }

  @Test(arguments: ["", "  \n\t "])
  func emptyFileIsAnError(contents: String) throws {
    let url = try temporaryFile(named: "empty.json", contents: contents)
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.problem == .emptyFile)
    #expect(error?.message == "Could not load “empty.json”: the file is empty.")
  }

  @Test func syntaxErrorIsMalformedJSONWithItsLine() throws {
    let url = try temporaryFile(
      named: "broken.json",
      contents:
        "[\n  {\"id\": 1, \"title\": \"A\", \"author\": \"B\"},\n  {\"id\": 2 \"title\": \"C\"}\n]"
    )
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    guard case .malformedJSON(let detail) = error?.problem else {
      Issue.record("expected malformedJSON, got \(String(describing: error?.problem))")
      return
    }
    #expect(detail.contains("line 3"))
    #expect(
      error?.localizedDescription.hasPrefix(
        "Could not load “broken.json”: the file is not valid JSON (") == true)
  }

  @Test func truncatedFileIsMalformedJSON() throws {
    let url = try temporaryFile(named: "cut.json", contents: #"[{"id": 1, "title": "#)
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    guard case .malformedJSON = error?.problem else {
      Issue.record("expected malformedJSON, got \(String(describing: error?.problem))")
      return
    }
  }

  @Test func objectAtTheTopLevelIsTheWrongShape() throws {
    let url = try temporaryFile(named: "object.json", contents: #"{"books": []}"#)
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.problem == .unexpectedTopLevel("expected an array but found a dictionary"))
    #expect(
      error?.message
        == "Could not load “object.json”: the top level is not what was expected (expected an array but found a dictionary)."
    )
  }

  @Test func wrongValueTypeNamesTheElementAndKey() throws {
    let url = try temporaryFile(
      named: "types.json",
      contents:
        #"[{"id": 1, "title": "A", "author": "B"}, {"id": "two", "title": "C", "author": "D"}]"#
    )
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.problem == .invalidElement("[1].id: expected a number but found a string"))
  }

  @Test func missingKeyNamesTheElementAndKey() throws {
    let url = try temporaryFile(named: "keys.json", contents: #"[{"id": 1, "title": "A"}]"#)
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.problem == .invalidElement("[0]: missing key “author”"))
  }

  @Test func nullValueNamesTheElementAndKey() throws {
    let url = try temporaryFile(
      named: "nulls.json",
      contents: #"[{"id": 1, "title": null, "author": "B"}]"#
    )
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.problem == .invalidElement("[0].title: expected a string but found null"))
  }

  @Test func cancelledSearchThrowsCancellation() async throws {
    let repository = try JSONBookRepository.bundled()
    let search = Task {
      cancelCurrentTask()
      return try await repository.books(matching: "moby")
    }
    await #expect(throws: CancellationError.self) { try await search.value }
  }
}
