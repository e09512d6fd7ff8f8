import Foundation
import Testing

@testable import Signals

/// `MutableObservable.modify`: a body that cannot throw changes the stored value in place and
/// notifies once; a throwing body changes a copy, and nothing at all if it throws.
@Suite struct ModifyTests {
  @Test func aNonThrowingBodyChangesAUniquelyHeldValueWithoutCopyingIt() {
    let copies = CopyCounter()
    let observable = MutableObservable(CopyCountingValue(counter: copies))
    var notified: [Int] = []
    let subscription = observable.observe { notified.append($0.number) }
    observable.modify { $0.increment() }
    observable.modify { $0.increment() }
    #expect(copies.count == 0)
    #expect(observable.value.number == 2)
    #expect(notified == [0, 1, 2])
    withExtendedLifetime(subscription) {}
  }

  @Test func changingOneElementOfALargeArrayKeepsItsBuffer() {
    let rows = MutableObservable(Array(0..<100_000))
    var notified = 0
    let subscription = rows.observe { _ in notified += 1 }
    let bufferBefore = rows.value.withUnsafeBufferPointer { $0.baseAddress }
    rows.modify { $0[5] = -5 }
    let bufferAfter = rows.value.withUnsafeBufferPointer { $0.baseAddress }
    #expect(bufferBefore == bufferAfter)
    #expect(rows.value[5] == -5)
    #expect(notified == 2)
    withExtendedLifetime(subscription) {}
  }

  @Test func aValueThatAnObserverKeptIsCopiedOnce() {
    let copies = CopyCounter()
    let observable = MutableObservable(CopyCountingValue(counter: copies))
    var kept: [CopyCountingValue] = []
    let subscription = observable.observe { kept.append($0) }
    observable.modify { $0.increment() }
    #expect(copies.count == 1)
    #expect(kept.map(\.number) == [0, 1])
    withExtendedLifetime(subscription) {}
  }

  @Test func aThrowingBodyThatThrowsChangesNothingAndNotifiesNobody() {
    let copies = CopyCounter()
    let observable = MutableObservable(CopyCountingValue(counter: copies))
    var notified: [Int] = []
    let subscription = observable.observe { notified.append($0.number) }
    #expect(throws: Refusal.self) {
      try observable.modify { (value: inout CopyCountingValue) throws(Refusal) in
        value.increment()
        throw Refusal()
      }
    }
    #expect(observable.value.number == 0)
    #expect(notified == [0])
    withExtendedLifetime(subscription) {}
  }

  @Test func anUntypedThrowingBodyThatThrowsChangesNothingEither() {
    let list = MutableObservable([1, 2])
    let recorder = Recorder<[Int]>()
    let subscription = list.observe(recorder.observer)
    func appendPositive(_ number: Int, to list: inout [Int]) throws {
      list.append(number)
      if number < 0 { throw Refusal() }
    }
    #expect(throws: Refusal.self) {
      try list.modify { try appendPositive(-1, to: &$0) }
    }
    #expect(list.value == [1, 2])
    #expect(recorder.values == [[1, 2]])
    withExtendedLifetime(subscription) {}
  }

  @Test func aThrowingBodyThatReturnsStoresTheChangedCopyAndNotifiesOnce() throws {
    let copies = CopyCounter()
    let observable = MutableObservable(CopyCountingValue(counter: copies))
    var notified: [Int] = []
    let subscription = observable.observe { notified.append($0.number) }
    try observable.modify { (value: inout CopyCountingValue) throws(Refusal) in
      value.increment()
      value.increment()
    }
    #expect(observable.value.number == 2)
    #expect(notified == [0, 2])
    #expect(copies.count == 1)  // the copy that makes "all or nothing" possible
    withExtendedLifetime(subscription) {}
  }

  @Test func aThrowingBodyReadsTheValueBeforeTheChange() throws {
    let count = MutableObservable(1)
    var readInside: [Int] = []
    try count.modify { (value: inout Int) throws(Refusal) in
      value += 1
      readInside.append(count.value)
    }
    #expect(readInside == [1])
    #expect(count.value == 2)
  }

  @Test func insideATransactionTheChangeIsStoredAtOnceAndNotifiedAtTheEnd() {
    let rows = MutableObservable([1, 2, 3])
    let total = rows.map { $0.reduce(0, +) }
    let recorder = Recorder<Int>()
    let subscription = total.observe(recorder.observer)
    transaction {
      rows.modify { $0[0] = 10 }
      rows.modify { $0.append(4) }
      #expect(rows.value == [10, 2, 3, 4])
      #expect(recorder.values == [6])
    }
    #expect(recorder.values == [6, 19])
    withExtendedLifetime(subscription) {}
  }

  @Test func anObserverThatReadsTheValueSeesTheChange() {
    let rows = MutableObservable([0, 0])
    var seen: [String] = []
    let subscription = rows.observe { given in seen.append("given \(given) read \(rows.value)") }
    rows.modify { $0[1] = 7 }
    #expect(seen == ["given [0, 0] read [0, 0]", "given [0, 7] read [0, 7]"])
    withExtendedLifetime(subscription) {}
  }

  @Test func readingTheSameObservableInsideANonThrowingBodyStopsTheProcess() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let count = MutableObservable(0)
      count.modify { value in
        value = count.value + 1
      }
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      standardError.contains("Signals: a MutableObservable was read or set inside its own modify"))
  }

  @Test func settingTheSameObservableInsideANonThrowingBodyStopsTheProcess() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let count = MutableObservable(0)
      let doubled = count.map { $0 * 2 }
      let subscription = doubled.observe { _ in }
      count.modify { value in
        value += 1
        count.value = 10
      }
      withExtendedLifetime(subscription) {}
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      standardError.contains("Signals: a MutableObservable was read or set inside its own modify"))
  }

  @Test func aBodyMayReadAndSetOtherObservables() {
    let count = MutableObservable(1)
    let other = MutableObservable(10)
    let recorder = Recorder<Int>()
    let subscription = other.observe(recorder.observer)
    count.modify { value in
      value += other.value
      other.value = value
    }
    #expect(count.value == 11)
    #expect(recorder.values == [10, 11])
    withExtendedLifetime(subscription) {}
  }
}

/// The error of the throwing bodies.
struct Refusal: Error {}

/// Counts the copies a ``CopyCountingValue`` makes of its storage.
final class CopyCounter {
  var count = 0
}

/// A copy-on-write value that counts, in its counter, each time a change had to copy its
/// storage because another value shared it.
struct CopyCountingValue {
  private final class Storage {
    var number: Int

    init(number: Int) {
      self.number = number
    }
  }

  private var storage = Storage(number: 0)
  private let counter: CopyCounter

  init(counter: CopyCounter) {
    self.counter = counter
  }

  var number: Int {
    storage.number
  }

  mutating func increment() {
    if !isKnownUniquelyReferenced(&storage) {
      storage = Storage(number: storage.number)
      counter.count += 1
    }
    storage.number += 1
  }
}
