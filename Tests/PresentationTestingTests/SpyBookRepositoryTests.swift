import PresentationTesting
import Services
import Testing

@Suite(.timeLimit(.minutes(1))) struct SpyBookRepositoryTests {
  @Test func recordsEveryCallWithItsQuery() async throws {
    let spy = SpyBookRepository(wrapping: InMemoryBookRepository())
    #expect(try await spy.allBooks() == SampleData.seedBooks)
    #expect(try await spy.books(matching: "dick").map(\.title) == ["Moby-Dick"])
    _ = try await spy.books(matching: "")

    #expect(spy.callCount == 3)
    #expect(spy.allBooksCallCount == 1)
    #expect(spy.recordedQueries == ["dick", ""])
    #expect(spy.recordedCalls == [.all, .matching("dick"), .matching("")])
  }
}
