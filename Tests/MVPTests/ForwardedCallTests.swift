import PresentationTesting
import Services
import Testing

/// The cancellation-ignoring doubles tell the request of a cancelled caller from the others
/// whichever reached them first; the tests that answer a superseded load last rely on it.
@Suite(.timeLimit(.minutes(1)))
struct ForwardedCallTests {
  static let stale = [SampleData.seedBooks[0]]
  static let fresh = [SampleData.seedBooks[1]]

  @Test(arguments: [["superseded", "current"], ["current", "superseded"]])
  func theRequestOfTheCancelledCallerIsFoundWhicheverArrivedFirst(order: [String]) async throws {
    let repository = CancellationIgnoringBookRepository()
    var callers: [String: Task<[Book], any Error>] = [:]
    for (index, query) in order.enumerated() {
      let caller = Task { try await repository.books(matching: query) }
      if query == "superseded" { caller.cancel() }
      callers[query] = caller
      await repository.base.waitForRequests(count: index + 1)
    }

    let superseded = try #require(repository.base.onlyPendingRequest { $0.callerWasCancelled })
    let current = try #require(repository.base.onlyPendingRequest { !$0.callerWasCancelled })
    #expect(superseded.argument.argument == .matching("superseded"))
    #expect(current.argument.argument == .matching("current"))

    // The cancelled caller still gets its answer: the double ignores cancellation.
    repository.base.resolve(superseded, with: Self.stale)
    repository.base.resolve(current, with: Self.fresh)
    #expect(try await callers["superseded"]?.value == Self.stale)
    #expect(try await callers["current"]?.value == Self.fresh)
    await repository.answers.waitForCalls(count: 2)
  }

  @Test func noRequestIsFoundWhenNoneOrSeveralMatch() async throws {
    let repository = CancellationIgnoringBookRepository()
    let callers = [
      Task { try await repository.allBooks() }, Task { try await repository.allBooks() },
    ]
    await repository.base.waitForRequests(count: 2)

    #expect(repository.base.onlyPendingRequest { !$0.callerWasCancelled } == nil)
    #expect(repository.base.onlyPendingRequest { $0.callerWasCancelled } == nil)
    repository.base.resolve(0, with: Self.fresh)
    #expect(repository.base.onlyPendingRequest()?.index == 1)
    repository.base.resolve(1, with: Self.fresh)
    for caller in callers {
      #expect(try await caller.value == Self.fresh)
    }
  }
}
