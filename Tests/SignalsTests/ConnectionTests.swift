import Testing

@testable import Signals

/// Derived streams connect to their upstream with their first observer and disconnect with
/// their last; these cases check that the two never cross.
@Suite struct ConnectionTests {
  @Test func observerAddedByADeinitAsTheLastOneLeavesAMappedSignalReceivesValues() {
    let source = Signal<Int>()
    let doubled = source.map { $0 * 2 }
    var received: [Int] = []
    var late: Subscription?
    var last: Subscription?
    do {
      let leaving = DeinitAction { late = doubled.observe { received.append($0) } }
      last = doubled.observe { [leaving] _ in _ = leaving }
    }
    last = nil  // releases the closure, whose capture subscribes again as it goes
    source.send(1)
    #expect(received == [2])
    #expect(source.observerCount == 1)
    withExtendedLifetime((late, last)) {}
  }

  @Test func observerAddedByADeinitAsTheLastOneIsCancelledReceivesChanges() {
    let count = MutableObservable(1)
    let doubled = count.map { $0 * 2 }
    let recorder = Recorder<Int>()
    var late: Subscription?
    var last: Subscription?
    do {
      let leaving = DeinitAction { late = doubled.observe(recorder.observer) }
      last = doubled.observe { [leaving] _ in _ = leaving }
    }
    last?.cancel()
    count.value = 2
    #expect(recorder.values == [2, 4])
    #expect(doubled.value == 4)
    #expect(count.observerCount == 1)
    withExtendedLifetime((late, last)) {}
  }

  @Test func observerAddedByADeinitAsTheLastOneLeavesAPlainSignalReceivesValues() {
    let source = Signal<Int>()
    var received: [Int] = []
    var late: Subscription?
    var last: Subscription?
    do {
      let leaving = DeinitAction { late = source.observe { received.append($0) } }
      last = source.observe { [leaving] _ in _ = leaving }
    }
    last = nil
    source.send(1)
    #expect(received == [1])
    withExtendedLifetime((late, last)) {}
  }

  @Test func lastObserverLeavingDisconnectsEvenWhenItsDeinitSubscribesElsewhere() {
    let source = Signal<Int>()
    let other = Signal<Int>()
    let doubled = source.map { $0 * 2 }
    var late: Subscription?
    var last: Subscription?
    do {
      let leaving = DeinitAction { late = other.observe { _ in } }
      last = doubled.observe { [leaving] _ in _ = leaving }
    }
    last = nil
    #expect(source.observerCount == 0)
    #expect(other.observerCount == 1)
    withExtendedLifetime((late, last)) {}
  }
}
