import PresentationTesting
import Services
import Testing

@Suite(.timeLimit(.minutes(1))) struct ControllableBookRepositoryTests {
  let repository = ControllableBookRepository()

  @Test func recordsWhichMethodAndQueryEachRequestWasFor() async throws {
    let all = Task { try await repository.allBooks() }
    try await repository.waitForRequests(count: 1)
    let search = Task { try await repository.books(matching: "mo") }
    try await repository.waitForRequests(count: 2)

    #expect(repository.requests.map(\.argument) == [.all, .matching("mo")])
    #expect(repository.recordedQueries == ["mo"])
    all.cancel()
    search.cancel()
  }

  @Test func staleSearchCanAnswerAfterTheLatestOne() async throws {
    let stale = Task { try await repository.books(matching: "mo") }
    try await repository.waitForRequests(count: 1)
    let latest = Task { try await repository.books(matching: "mob") }
    try await repository.waitForRequests(count: 2)

    let mobyDick = Book(id: 3, title: "Moby-Dick", author: "Herman Melville")
    let monteCristo = Book(id: 5, title: "The Count of Monte Cristo", author: "Alexandre Dumas")
    repository.resolve(1, with: [mobyDick])
    #expect(try await latest.value == [mobyDick])
    repository.resolve(0, with: [mobyDick, monteCristo])
    #expect(try await stale.value == [mobyDick, monteCristo])
  }

  @Test func cancelledSearchIsMarkedAndIgnoresALateAnswer() async throws {
    let search = Task { try await repository.books(matching: "x") }
    try await repository.waitForRequests(count: 1)
    search.cancel()
    await #expect(throws: CancellationError.self) { try await search.value }
    #expect(repository.requests.map(\.state) == [.cancelled])
    #expect(!repository.resolve(0, with: []))
  }

  @Test func aRepositoryThatIgnoresCancellationStillAnswersACancelledSearch() async throws {
    let repository = ControllableBookRepository(ignoringCancellation: true)
    let search = Task { try await repository.books(matching: "x") }
    try await repository.waitForRequests(count: 1)
    search.cancel()

    #expect(repository.requests.map(\.state) == [.pending])
    #expect(repository.resolve(0, with: SampleData.seedBooks))
    #expect(try await search.value == SampleData.seedBooks)
  }
}
