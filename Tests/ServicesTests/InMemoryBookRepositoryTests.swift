import PresentationTesting
import Testing

@testable import Services

@Suite(.timeLimit(.minutes(1))) struct InMemoryBookRepositoryTests {
  let repository = InMemoryBookRepository(books: SampleData.seedBooks)

  @Test func allBooksReturnsTheCatalogueInOrder() async throws {
    #expect(try await repository.allBooks() == SampleData.seedBooks)
  }

  @Test(arguments: ["miserables", "MISÉRABLES", "les mis", "Misérables"])
  func searchIgnoresCaseAndDiacritics(query: String) async throws {
    let titles = try await repository.books(matching: query).map(\.title)
    #expect(titles == ["Les Misérables"])
  }

  @Test func queryWithADiacriticFindsATitleWithout() async throws {
    let books = [
      Book(id: 1, title: "Cafe Society", author: "A"),
      Book(id: 2, title: "The Quiet Café", author: "B"),
      Book(id: 3, title: "Cafeteria", author: "C"),
    ]
    let repository = InMemoryBookRepository(books: books)
    let titles = try await repository.books(matching: "CAFÉ").map(\.title)
    #expect(titles == ["Cafe Society", "The Quiet Café", "Cafeteria"])
  }

  @Test func searchMatchesAnywhereInTheTitleAndKeepsCatalogueOrder() async throws {
    let titles = try await repository.books(matching: "and").map(\.title)
    #expect(titles == ["Pride and Prejudice", "Crime and Punishment"])
  }

  @Test(arguments: ["", " ", "\n\t  "])
  func blankQueryReturnsEveryBook(query: String) async throws {
    #expect(try await repository.books(matching: query) == SampleData.seedBooks)
  }

  @Test func surroundingWhitespaceIsIgnored() async throws {
    let titles = try await repository.books(matching: "  moby ").map(\.title)
    #expect(titles == ["Moby-Dick"])
  }

  @Test func queryThatMatchesNothingReturnsNoBooks() async throws {
    #expect(try await repository.books(matching: "zzz").isEmpty)
    #expect(try await repository.books(matching: "Pride and Prejudice and Zombies").isEmpty)
  }

  @Test func searchFindsGeneratedTitlesInALargeCatalogue() async throws {
    let books = SampleData.books(count: 10_000, seed: 3)
    let repository = InMemoryBookRepository(books: books)
    let found = try await repository.books(matching: "lighthouse")
    #expect(!found.isEmpty)
    #expect(found == books.filter { $0.title.contains("Lighthouse") })
  }

  @Test func bothMethodsShareOneCallCountForFailures() async throws {
    let repository = InMemoryBookRepository(failure: .everyNthCall(2, .timedOut))
    _ = try await repository.allBooks()
    await #expect(throws: ServiceError.timedOut) { try await repository.books(matching: "x") }
    _ = try await repository.books(matching: "x")
    await #expect(throws: ServiceError.timedOut) { try await repository.allBooks() }
  }

  @Test func searchAnswersAfterTheLatencyAndHonoursCancellation() async throws {
    let clock = TestClock()
    let repository = InMemoryBookRepository(latency: .milliseconds(300), clock: clock)
    let kept = Task { try await repository.books(matching: "dick") }
    try await clock.waitForSleepers(count: 1)
    let dropped = Task { try await repository.books(matching: "moby") }
    try await clock.waitForSleepers(count: 2)

    dropped.cancel()
    await #expect(throws: CancellationError.self) { try await dropped.value }
    clock.advance(by: .milliseconds(300))
    #expect(try await kept.value.map(\.title) == ["Moby-Dick"])
  }
}
