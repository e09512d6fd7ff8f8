import Foundation
import Testing

@testable import Signals

/// Deliveries nested inside deliveries (an observer that sends on another signal, a long chain
/// of operators) use the thread's stack; Signals stops with a clear message, not a crash in
/// an unrelated frame, when too little of it is left.
/// Not under a sanitizer (CI's AddressSanitizer step sets `SIGNALS_TESTS_SANITIZER`): its frames
/// are several times larger and live on a fake stack of its own, so the depths these tests
/// count on do not hold there. The plain `swift test` run checks them.
@Suite(
  .disabled(
    if: ProcessInfo.processInfo.environment["SIGNALS_TESTS_SANITIZER"] != nil,
    "stack depths differ under a sanitizer"))
struct NestingDepthTests {
  static let message = "Signals: deliveries are nested too deeply"
  static let chainMessage =
    "Signals: a chain of operators is deeper than \(ChainDepth.limit) levels"

  @Test func moderateNestingAcrossSignalsDelivers() {
    let signals = (0...200).map { _ in Signal<Int>() }
    var subscriptions: [Subscription] = []
    for index in 0..<200 {
      let next = signals[index + 1]
      subscriptions.append(signals[index].observe { next.send($0 + 1) })
    }
    var reached: [Int] = []
    subscriptions.append(signals[200].observe { reached.append($0) })
    signals[0].send(0)
    #expect(reached == [200])
  }

  @Test func moderateChainsOfOperatorsDeliver() {
    let source = MutableObservable(0)
    var observable: Observable<Int> = source
    let taps = Signal<Int>()
    var signal = taps
    for _ in 0..<200 {
      observable = observable.map { $0 + 1 }
      signal = signal.map { $0 + 1 }
    }
    let observed = Recorder<Int>()
    let sent = Recorder<Int>()
    let subscriptions = [observable.observe(observed.observer), signal.observe(sent.observer)]
    source.value = 1
    taps.send(1)
    #expect(observed.values == [200, 201])
    #expect(sent.values == [201])
    withExtendedLifetime(subscriptions) {}
  }

  @Test func deepNestingAcrossSignalsStopsWithAClearMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let depth = 100_000
      let signals = (0...depth).map { _ in Signal<Int>() }
      var subscriptions: [Subscription] = []
      for index in 0..<depth {
        let next = signals[index + 1]
        subscriptions.append(signals[index].observe { next.send($0 + 1) })
      }
      signals[0].send(0)
      withExtendedLifetime(subscriptions) {}
    }
    #expect(Self.standardError(of: result).contains(Self.message))
  }

  @Test func chainsOfOperatorsAtTheDepthLimitWork() {
    let source = MutableObservable(0)
    var observable: Observable<Int> = source
    let taps = Signal<Int>()
    var signal = taps
    for _ in 0..<ChainDepth.limit {
      observable = observable.map { $0 + 1 }
      signal = signal.map { $0 + 1 }
    }
    let observed = Recorder<Int>()
    let sent = Recorder<Int>()
    var subscriptions = [observable.observe(observed.observer), signal.observe(sent.observer)]
    source.value = 1
    taps.send(1)
    #expect(observed.values == [ChainDepth.limit, ChainDepth.limit + 1])
    #expect(sent.values == [ChainDepth.limit + 1])
    subscriptions.removeAll()
    #expect(source.observerCount == 0)
    #expect(taps.observerCount == 0)
  }

  @Test func aSignalChainDeeperThanTheLimitStopsWhereItIsMade() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var chain = Signal<Int>()
      for _ in 0..<10_000 { chain = chain.map { $0 + 1 } }
    }
    #expect(Self.standardError(of: result).contains(Self.chainMessage))
  }

  @Test func anObservableChainDeeperThanTheLimitStopsWhereItIsMade() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var chain: Observable<Int> = MutableObservable(0)
      for _ in 0..<10_000 { chain = chain.map { $0 + 1 } }
    }
    #expect(Self.standardError(of: result).contains(Self.chainMessage))
  }

  @Test func combiningCountsTheDeeperInput() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let shallow = Signal<Int>()
      var deep = Signal<Int>()
      for _ in 0..<ChainDepth.limit { deep = deep.map { $0 } }
      _ = shallow.combineLatest(deep)
    }
    #expect(
      Self.standardError(of: result).contains("this one would be \(ChainDepth.limit + 1)"))
  }

  @Test func aChainAtTheLimitStopsOnATinyStackWithAClearMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      // 32 KiB (24 above the reserve) is too small for a chain at the limit in any build
      // configuration: subscribing takes about 190 KiB in debug, 65 KiB in release.
      runOnThread(stackSize: 32 << 10) {
        let source = MutableObservable(0)
        var chain: Observable<Int> = source
        for _ in 0..<ChainDepth.limit { chain = chain.map { $0 + 1 } }
        let subscription = chain.observe { _ in }
        source.value = 1
        withExtendedLifetime(subscription) {}
      }
    }
    #expect(Self.standardError(of: result).contains(Self.message))
  }

  static func standardError(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }
}

/// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for it.
func runOnThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    body()
    done.signal()
  }
  thread.stackSize = stackSize
  thread.start()
  done.wait()
}
