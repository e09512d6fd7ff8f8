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

  @Test func directoryIsNotARegularFile() throws {
    let url = try temporaryFile(named: "placeholder", contents: "")
    defer { removeTemporaryDirectory(of: url) }
    let directory = url.deletingLastPathComponent()
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: directory)
    }
    #expect(error?.problem == .notARegularFile(.directory))
    #expect(error?.location == nil)
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

  @Test func syntaxErrorIsMalformedJSONWithItsLineAndColumn() throws {
    let url = try temporaryFile(
      named: "broken.json",
      contents:
        "[\n  {\"id\": 1, \"title\": \"A\", \"author\": \"B\"},\n  {\"id\": 2 \"title\": \"C\"}\n]"
    )
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.problem.isMalformedJSON == true)
    #expect(error?.location == JSONRepositoryError.Location(line: 3, column: 12, byteOffset: 55))
    #expect(
      error?.message.hasPrefix("Could not load “broken.json”: line 3, column 12: not valid JSON: ")
        == true)
  }

  @Test func truncatedFileIsMalformedJSONAtItsEnd() throws {
    let url = try temporaryFile(named: "cut.json", contents: #"[{"id": 1, "title": "#)
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    guard case .malformedJSON(let detail) = error?.problem else {
      Issue.record("expected a syntax error, got \(String(describing: error))")
      return
    }
    #expect(detail.localizedCaseInsensitiveContains("end of file"))
  }

  @Test func objectAtTheTopLevelIsNotAListOfBooks() throws {
    let url = try temporaryFile(named: "object.json", contents: #"{"books": []}"#)
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.problem == .unexpectedTopLevel(found: "an object"))
    #expect(
      error?.message
        == "Could not load “object.json”: expected a list of books, found an object.")
  }

  @Test func wrongValueTypeNamesTheBookTheFieldAndWhatWasFound() throws {
    let url = try temporaryFile(
      named: "types.json",
      contents:
        #"[{"id": 1, "title": "A", "author": "B"}, {"id": "two", "title": "C", "author": "D"}]"#
    )
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.problem == .invalidElement(#"expected a whole number, found the string "two""#))
    #expect(error?.location == JSONRepositoryError.Location(bookIndex: 1, field: "id"))
  }

  @Test func missingFieldNamesTheBookAndTheField() throws {
    let url = try temporaryFile(named: "keys.json", contents: #"[{"id": 1, "title": "A"}]"#)
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(
      error?.message
        == #"Could not load “keys.json”: book 1 (index 0): the field "author" is missing."#
    )
  }

  @Test func nullValueNamesTheBookAndTheField() throws {
    let url = try temporaryFile(
      named: "nulls.json",
      contents: #"[{"id": 1, "title": null, "author": "B"}]"#
    )
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.problem == .invalidElement("expected a string, found null"))
    #expect(error?.location?.bookIndex == 0)
    #expect(error?.location?.field == "title")
  }

  @Test func fileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
    let url = try temporaryFile(
      named: "big.json", contents: #"[{"id": 1, "title": "A", "author": "B"}]"#)
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url, maximumFileSize: 20)
    }
    #expect(error?.problem == .tooLarge(byteCount: 40, limit: 20))
    #expect(
      error?.message
        == "Could not load “big.json”: the file is 40 bytes, more than the limit of 20 bytes.")
    #expect(try JSONBookRepository(contentsOf: url, maximumFileSize: 40).storedBooks.count == 1)
  }

  /// `Int.max` is the way to say "no limit": the file is read whole.
  @Test func aLimitOfIntMaxReadsTheWholeFile() throws {
    let url = try temporaryFile(
      named: "any.json", contents: #"[{"id": 1, "title": "A", "author": "B"}]"#)
    defer { removeTemporaryDirectory(of: url) }
    let repository = try JSONBookRepository(contentsOf: url, maximumFileSize: .max)
    #expect(repository.storedBooks.map(\.id) == [1])
  }

  @Test func tooLargeSaysTheSizesInTheirUnits() {
    let url = URL(filePath: "/data/books.json")
    let problem = JSONRepositoryError.Problem.tooLarge(
      byteCount: 200 * 1024 * 1024 + 512 * 1024, limit: JSONBookRepository.defaultMaximumFileSize)
    #expect(
      JSONRepositoryError(url: url, problem: problem).message
        == "Could not load “books.json”: the file is 200.5 MiB, more than the limit of 128.0 MiB.")
    #expect(
      JSONRepositoryError.Problem.tooLarge(byteCount: 1536, limit: 1).description
        == "the file is 1.5 KiB, more than the limit of 1 byte")
  }

  @Test func danglingSymbolicLinkIsAMissingFile() throws {
    let url = try temporaryFile(named: "placeholder", contents: "")
    defer { removeTemporaryDirectory(of: url) }
    let link = url.deletingLastPathComponent().appending(path: "link.json")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: url.deletingLastPathComponent().appending(path: "gone.json"))
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: link)
    }
    #expect(error?.problem == .missingFile)
  }

  @Test func symbolicLinkToAFileLoadsTheFile() throws {
    let url = try temporaryFile(
      named: "real.json", contents: #"[{"id": 1, "title": "A", "author": "B"}]"#)
    defer { removeTemporaryDirectory(of: url) }
    let link = url.deletingLastPathComponent().appending(path: "link.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: url)
    #expect(try JSONBookRepository(contentsOf: link).storedBooks.map(\.id) == [1])
  }

  @Test func pathThroughAFileIsUnreadable() throws {
    let url = try temporaryFile(named: "file.json", contents: "[]")
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url.appending(path: "inner.json"))
    }
    #expect(error?.problem == .unreadable("a part of the path is not a directory"))
  }

  @Test func webURLIsUnreadable() throws {
    let url = try #require(URL(string: "https://example.com/books.json"))
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.problem == .unreadable("it is not a file URL"))
  }

  // Root reads any file, so the check only means something for another user.
  @Test(.enabled(if: geteuid() != 0))
  func unreadableFileIsPermissionDenied() throws {
    let url = try temporaryFile(named: "secret.json", contents: "[]")
    defer { removeTemporaryDirectory(of: url) }
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path())
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.message == "Could not load “secret.json”: permission denied.")
  }

  @Test(arguments: [
    String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf16, .utf32LittleEndian,
    .utf32BigEndian,
  ])
  func utf16AndUTF32FilesLoadAsJSONDecoderLoadsThem(encoding: String.Encoding) throws {
    let json = #"[{"id": 1, "title": "Père Goriot", "author": "Balzac"}]"#
    let data = try #require(json.data(using: encoding))
    let url = try temporaryFile(named: "wide.json", contents: "")
    defer { removeTemporaryDirectory(of: url) }
    try data.write(to: url)
    let books = try JSONBookRepository(contentsOf: url).storedBooks
    #expect(books == [Book(id: 1, title: "Père Goriot", author: "Balzac")])
    #expect(books == (try JSONDecoder().decode([Book].self, from: data)))
  }

  @Test func byteOrderMarkIsSkippedAndNotCountedAsAColumn() throws {
    let url = try temporaryFile(named: "bom.json", contents: "\u{FEFF}[x]")
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.location == JSONRepositoryError.Location(line: 1, column: 2, byteOffset: 4))
  }

  @Test func byteOrderMarkAloneIsAnEmptyFile() throws {
    let url = try temporaryFile(named: "bom.json", contents: "\u{FEFF} \n")
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.problem == .emptyFile)
  }

  @Test func cancelledSearchThrowsCancellation() async throws {
    let repository = try JSONBookRepository.bundled()
    let search = Task {
      cancelCurrentTask()
      return try await repository.books(matching: "moby")
    }
    await #expect(throws: CancellationError.self) { try await search.value }
  }

  // MARK: - Regression tests for the error messages (issue: JSON repository errors)

  @Test func fractionalIdNamesTheBookTheFieldAndTheValue() throws {
    let url = try temporaryFile(
      named: "ids.json",
      contents: """
        [
          {"id": 1, "title": "A", "author": "B"},
          {"id": 2, "title": "C", "author": "D"},
          {"id": 1.5, "title": "E", "author": "F"}
        ]
        """
    )
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(
      error?.localizedDescription
        == #"Could not load “ids.json”: book 3 (index 2), field "id": the id 1.5 is not a whole number."#
    )
  }

  @Test func hugeIdSaysItIsTooLarge() throws {
    let url = try temporaryFile(
      named: "huge.json", contents: #"[{"id": 1e30, "title": "A", "author": "B"}]"#)
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(
      error?.localizedDescription
        == #"Could not load “huge.json”: book 1 (index 0), field "id": the id 1e+30 is too large (ids go up to 9223372036854775807)."#
    )
  }

  @Test func nullAtTheTopLevelSaysAListOfBooksWasExpected() throws {
    let url = try temporaryFile(named: "null.json", contents: "null\n")
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(
      error?.localizedDescription
        == "Could not load “null.json”: expected a list of books, found null.")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/null")))
  func deviceIsNotARegularFile() throws {
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: URL(filePath: "/dev/null"))
    }
    #expect(
      error?.localizedDescription == "Could not load “null”: it is not a regular file (a device).")
  }

  @Test func namedPipeIsNotARegularFileAndIsNotOpenedForReading() throws {
    let url = try temporaryFile(named: "placeholder", contents: "")
    defer { removeTemporaryDirectory(of: url) }
    let pipe = url.deletingLastPathComponent().appending(path: "pipe.json")
    try #require(mkfifo(pipe.path(percentEncoded: false), 0o600) == 0)
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: pipe)
    }
    #expect(
      error?.localizedDescription
        == "Could not load “pipe.json”: it is not a regular file (a named pipe).")
  }

  @Test func symbolicLinkLoopSaysSo() throws {
    let url = try temporaryFile(named: "placeholder", contents: "")
    defer { removeTemporaryDirectory(of: url) }
    let directory = url.deletingLastPathComponent()
    let first = directory.appending(path: "loop.json")
    let second = directory.appending(path: "other.json")
    try FileManager.default.createSymbolicLink(at: first, withDestinationURL: second)
    try FileManager.default.createSymbolicLink(at: second, withDestinationURL: first)
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: first)
    }
    #expect(
      error?.localizedDescription
        == "Could not load “loop.json”: too many levels of symbolic links.")
  }

  @Test func syntaxErrorAtTheEndOfALongFileNamesTheLine() throws {
    var lines = (1...2_000).map { #"  {"id": \#($0), "title": "Title \#($0)", "author": "A"},"# }
    lines[1_999] = #"  {"id": 2000 "title": "Last", "author": "A"}"#
    let url = try temporaryFile(
      named: "long.json", contents: "[\n" + lines.joined(separator: "\n") + "\n]\n")
    defer { removeTemporaryDirectory(of: url) }
    let error = #expect(throws: JSONRepositoryError.self) {
      try JSONBookRepository(contentsOf: url)
    }
    #expect(error?.problem.isMalformedJSON == true)
    #expect(error?.location?.line == 2001)
    #expect(error?.location?.column == 15)
  }
}
