import PresentationTesting
import Services
import Testing

@Suite(.timeLimit(.minutes(1))) struct PendingRequestsTests {
  let pending = PendingRequests<String, Int>()

  @Test func requestStaysPendingUntilResolved() async throws {
    let request = Task { try await pending.response(to: "a") }
    try await pending.waitForRequests(count: 1)
    #expect(pending.requests == [PendingRequest(index: 0, argument: "a", state: .pending)])

    #expect(pending.resolve(0, with: 42))
    #expect(try await request.value == 42)
    #expect(pending.requests[0].state == .resolved)
  }

  /// What a main-actor caller did with its answers, in order.
  @MainActor final class Handled {
    var values: [Int] = []
  }

  @MainActor @Test func aDeliveryIsCountedOnceTheCallerHasHandledTheAnswer() async throws {
    let handled = Handled()
    for argument in ["first", "second"] {
      Task { @MainActor [pending] in
        if let value = try? await pending.response(to: argument) { handled.values.append(value) }
      }
    }
    try await pending.waitForRequests(count: 2)
    let first = pending.requests.first { $0.argument == "first" }!
    let second = pending.requests.first { $0.argument == "second" }!
    pending.resolve(first, with: 1)
    try await pending.waitForDeliveries(count: 1)
    #expect(handled.values == [1])
    pending.resolve(second, with: 2)
    try await pending.waitForDeliveries(count: 2)
    #expect(handled.values == [1, 2])
  }

  @Test func requestsResolveInAnyOrder() async throws {
    let log = Log<Int>()
    var tasks: [Task<Void, any Error>] = []
    for argument in ["first", "second", "third"] {
      tasks.append(
        Task {
          let response = try await pending.response(to: argument)
          log.append(response)
        })
      try await pending.waitForRequests(count: tasks.count)
    }
    #expect(pending.requests.map(\.argument) == ["first", "second", "third"])

    pending.resolve(2, with: 3)
    try await tasks[2].value
    pending.resolve(0, with: 1)
    try await tasks[0].value
    pending.resolve(pending.requests[1], with: 2)
    try await tasks[1].value
    #expect(log.elements == [3, 1, 2])
  }

  @Test func failedRequestThrowsTheGivenError() async throws {
    let request = Task { try await pending.response(to: "a") }
    try await pending.waitForRequests(count: 1)
    #expect(pending.fail(0, with: ServiceError.server(statusCode: 500)))
    await #expect(throws: ServiceError.server(statusCode: 500)) { try await request.value }
    #expect(pending.requests[0].state == .failed)
  }

  @Test func cancellingTheCallerThrowsCancellationAndMarksTheRequest() async throws {
    let request = Task { try await pending.response(to: "a") }
    try await pending.waitForRequests(count: 1)
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
    #expect(pending.requests[0].state == .cancelled)
  }

  @Test func resolvingACancelledRequestIsIgnoredAndReported() async throws {
    let request = Task { try await pending.response(to: "a") }
    try await pending.waitForRequests(count: 1)
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }

    #expect(!pending.resolve(0, with: 1))
    #expect(!pending.fail(0, with: ServiceError.timedOut))
    #expect(pending.requests[0].state == .cancelled)
  }

  @Test func requestFromACancelledTaskIsRecordedAsCancelled() async {
    let request = Task {
      cancelCurrentTask()
      return try await pending.response(to: "late")
    }
    await #expect(throws: CancellationError.self) { try await request.value }
    #expect(pending.requests == [PendingRequest(index: 0, argument: "late", state: .cancelled)])
  }

  @Test func aCallerCancelledWhileWaitingGetsTheAnswerWhenCancellationIsIgnored() async throws {
    let pending = PendingRequests<String, Int>(ignoringCancellation: true)
    let request = Task { try await pending.response(to: "a") }
    try await pending.waitForRequests(count: 1)

    request.cancel()

    #expect(
      pending.requests == [
        PendingRequest(index: 0, argument: "a", state: .pending, callerWasCancelled: true)
      ])
    #expect(pending.resolve(0, with: 42))
    #expect(try await request.value == 42)
    #expect(pending.requests[0].state == .resolved)
  }

  @Test func aCallerCancelledBeforeItCameIsMarkedAsItsRequestArrives() async throws {
    let pending = PendingRequests<String, Int>(ignoringCancellation: true)
    let request = Task {
      cancelCurrentTask()
      return try await pending.response(to: "late")
    }
    try await pending.waitForRequests(count: 1)

    #expect(pending.requests.map(\.callerWasCancelled) == [true])
    #expect(pending.fail(0, with: ServiceError.timedOut))
    await #expect(throws: ServiceError.timedOut) { try await request.value }
    try await pending.waitForDeliveries(count: 1)
  }

  @Test(arguments: [["superseded", "current"], ["current", "superseded"]])
  func theRequestOfACancelledCallerIsToldApartWhicheverArrivedFirst(
    order: [String]
  ) async throws {
    let pending = PendingRequests<String, Int>(ignoringCancellation: true)
    var callers: [String: Task<Int, any Error>] = [:]
    for (index, argument) in order.enumerated() {
      let caller = Task { try await pending.response(to: argument) }
      if argument == "superseded" { caller.cancel() }
      callers[argument] = caller
      try await pending.waitForRequests(count: index + 1)
    }

    let superseded = try #require(pending.requests.first { $0.callerWasCancelled })
    let current = try #require(pending.requests.first { !$0.callerWasCancelled })
    #expect(superseded.argument == "superseded")
    #expect(current.argument == "current")

    pending.resolve(superseded, with: 1)
    pending.resolve(current, with: 2)
    #expect(try await callers["superseded"]?.value == 1)
    #expect(try await callers["current"]?.value == 2)
  }

  @Test func requestsAreNeverMarkedWhenCancellationIsHonoured() async throws {
    let request = Task { try await pending.response(to: "a") }
    try await pending.waitForRequests(count: 1)
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }

    #expect(!pending.ignoresCancellation)
    #expect(pending.requests.map(\.callerWasCancelled) == [false])
  }

  @Test func aRequestIsAnsweredOnlyOnce() async throws {
    let request = Task { try await pending.response(to: "a") }
    try await pending.waitForRequests(count: 1)
    #expect(pending.resolve(0, with: 1))
    #expect(!pending.resolve(0, with: 2))
    #expect(!pending.fail(0, with: ServiceError.timedOut))
    #expect(try await request.value == 1)
  }

  @Test func unknownIndexIsIgnoredAndReported() {
    #expect(!pending.resolve(0, with: 1))
    #expect(!pending.fail(-1, with: ServiceError.timedOut))
    #expect(pending.requests.isEmpty)
  }

  @Test func waitingForRequestsReturnsOnceEnoughArrived() async throws {
    try await pending.waitForRequests(count: 0)
    let requests = ["a", "b"].map { argument in
      Task { try await pending.response(to: argument) }
    }
    try await pending.waitForRequests(count: 2)
    #expect(Set(pending.requests.map(\.argument)) == ["a", "b"])
    try await pending.waitForRequests(count: 1)  // already more than enough
    for request in requests {
      request.cancel()
    }
  }

  @Test func aWaitForRequestsThatTimesOutShowsTheRequestsReceived() async throws {
    let request = Task { try await pending.response(to: "a") }
    try await pending.waitForRequests(count: 1)
    let error = await #expect(throws: WaitTimeout.self) {
      try await pending.waitForRequests(count: 2, timeout: .milliseconds(20))
    }
    #expect(error?.expectation == "2 requests")
    #expect(error?.observed?.hasPrefix("1 request: [") == true)
    #expect(error?.fileID == #fileID)
    request.cancel()
  }

  @Test func aWaitForDeliveriesThatTimesOutSaysHowManyReturned() async throws {
    let request = Task { try await pending.response(to: "a") }
    try await pending.waitForRequests(count: 1)
    let error = await #expect(throws: WaitTimeout.self) {
      try await pending.waitForDeliveries(count: 1, timeout: .milliseconds(20))
    }
    #expect(error?.expectation == "1 delivery")
    #expect(error?.observed?.hasPrefix("0 delivered of 1 request: [") == true)
    request.cancel()
  }

  /// `.seconds(Int64.max)`, a natural "no limit", is longer than the system's sleep can take.
  @Test func aTimeoutBeyondTheClocksRangeWaitsWithoutTrapping() async throws {
    let waiter = Task { try await pending.waitForRequests(count: 1, timeout: .seconds(Int64.max)) }
    let request = Task { try await pending.response(to: "a") }
    try await waiter.value
    request.cancel()
    let cancelled = Task {
      try await pending.waitForRequests(count: 2, timeout: .seconds(Int64.max))
    }
    cancelled.cancel()
    await #expect(throws: CancellationError.self) { try await cancelled.value }
  }

  @Test func cancellingAWaitForRequestsEndsItWithCancellationError() async {
    let waiter = Task { try await pending.waitForRequests(count: 3) }
    waiter.cancel()
    // No request ever comes, so only the cancellation can end the wait.
    await #expect(throws: CancellationError.self) { try await waiter.value }
  }
}
