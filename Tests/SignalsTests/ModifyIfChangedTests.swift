import Testing

@testable import Signals

/// `MutableObservable.modifyIfChanged`: in place, as `modify`, and a notification only when the
/// body says it changed something; `modifyUnlessEqual`, which decides that with `==`.
@Suite struct ModifyIfChangedTests {
  @Test func aBodyThatChangesNothingNotifiesNobody() {
    let rows = MutableObservable([1, 2, 3])
    var notified: [[Int]] = []
    let subscription = rows.observe { notified.append($0) }
    let changed = rows.modifyIfChanged { rows in
      guard rows[1] != 2 else { return false }
      rows[1] = 2
      return true
    }
    #expect(!changed)
    #expect(notified == [[1, 2, 3]])
    withExtendedLifetime(subscription) {}
  }

  @Test func aBodyThatChangesOneElementChangesItInPlaceAndNotifiesOnce() {
    let copies = CopyCounter()
    let observable = MutableObservable(CopyCountingValue(counter: copies))
    var notified: [Int] = []
    let subscription = observable.observe { notified.append($0.number) }
    let changed = observable.modifyIfChanged { value in
      value.increment()
      return true
    }
    #expect(changed)
    #expect(copies.count == 0)
    #expect(notified == [0, 1])
    withExtendedLifetime(subscription) {}
  }

  @Test func aLargeArrayKeepsItsBuffer() {
    let rows = MutableObservable(Array(0..<100_000))
    let bufferBefore = rows.value.withUnsafeBufferPointer { $0.baseAddress }
    rows.modifyIfChanged { rows in
      rows[7] = -7
      return true
    }
    #expect(rows.value.withUnsafeBufferPointer { $0.baseAddress } == bufferBefore)
    #expect(rows.value[7] == -7)
  }

  @Test func aChangeFromAnObserverBuildsOnTheQueuedValueAndIsDeliveredAfterThePass() {
    let count = MutableObservable(0)
    var seen: [Int] = []
    let subscription = count.observe { value in
      seen.append(value)
      if value == 1 {
        // The set of 2 below is queued; this change builds on it, not on the 1 in flight.
        count.value = 2
        count.modifyIfChanged { value in
          value += 10
          return true
        }
        count.modifyIfChanged { _ in false }
      }
    }
    count.value = 1
    #expect(seen == [0, 1, 2, 12])
    #expect(count.value == 12)
    withExtendedLifetime(subscription) {}
  }

  @Test func insideATransactionAChangeIsNotifiedAtTheEndAndNoChangeNotAtAll() {
    let count = MutableObservable(0)
    let untouched = MutableObservable(0)
    var seen: [Int] = []
    var untouchedSeen: [Int] = []
    let subscriptions = [
      count.observe { seen.append($0) }, untouched.observe { untouchedSeen.append($0) },
    ]
    transaction {
      count.modifyIfChanged { value in
        value = 5
        return true
      }
      untouched.modifyIfChanged { _ in false }
      #expect(seen == [0])
    }
    #expect(seen == [0, 5])
    #expect(untouchedSeen == [0])
    withExtendedLifetime(subscriptions) {}
  }

  // MARK: modifyUnlessEqual

  @Test func aChangeBackToTheStartingValueNotifiesNobodyAndAChangeNotifiesOnce() {
    let state = MutableObservable(Pair(isLoading: false, text: "a"))
    var seen: [Pair] = []
    let subscription = state.observe { seen.append($0) }
    let unchanged = state.modifyUnlessEqual { state in
      state.isLoading = true
      state.isLoading = false
    }
    let changed = state.modifyUnlessEqual { state in
      state.isLoading = true
      state.text = "b"
    }
    #expect(!unchanged)
    #expect(changed)
    #expect(seen == [Pair(isLoading: false, text: "a"), Pair(isLoading: true, text: "b")])
    withExtendedLifetime(subscription) {}
  }

  @Test func aModifyUnlessEqualFromAnObserverBuildsOnTheQueuedValue() {
    let count = MutableObservable(0)
    var seen: [Int] = []
    let subscription = count.observe { value in
      seen.append(value)
      if value == 1 {
        // The set of 2 is queued; the change builds on it, not on the 1 in flight, and a
        // change to the queued value itself is none.
        count.value = 2
        count.modifyUnlessEqual { value in value += 10 }
        count.modifyUnlessEqual { value in value = 12 }
      }
    }
    count.value = 1
    #expect(seen == [0, 1, 2, 12])
    withExtendedLifetime(subscription) {}
  }
}

private struct Pair: Equatable {
  var isLoading: Bool
  var text: String
}
