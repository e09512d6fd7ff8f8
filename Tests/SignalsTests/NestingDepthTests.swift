import Foundation
import Testing

@testable import Signals

/// Deliveries nested inside deliveries (an observer that sends on another signal, a long chain
/// of operators) use the thread's stack; Signals stops with a clear message, not a crash in
/// an unrelated frame, when too little of it is left.
/// The deep cases run on a thread whose stack they set (512 KiB, as Darwin gives the threads
/// that Swift Testing runs on), so they check the same thing on Linux's 8 MiB threads.
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

  /// The stack of a Darwin secondary thread, where Swift concurrency and Swift Testing run: the
  /// smallest that users' code runs on.
  static let darwinThreadStack = 512 << 10

  @Test func onlyASubscriptionThatMayRunOtherCodeChecksTheStack() {
    let signal = Signal<Int>()
    #expect(!signal.subscribingMayNest)
    // A derived stream connects upstream on its first observer; an observable calls its new
    // observer at once.
    #expect(signal.map { $0 + 1 }.subscribingMayNest)
    #expect(MutableObservable(0).subscribingMayNest)

    // Subscribing to a plain signal leaves its window unmeasured (the check's slow path); the
    // first send measures it.
    let subscription = signal.observe { _ in }
    #expect(signal.stackWindow.span == 0)
    signal.send(1)
    #expect(signal.stackWindow.span > 0)
    subscription.cancel()

    let observable = MutableObservable(0)
    let observation = observable.observe { _ in }
    #expect(observable.stackWindow.span > 0)
    observation.cancel()
  }

  @Test func moderateNestingAcrossSignalsDeliversOnA512KiBStack() {
    let (stackSize, reached) = runOnThread(stackSize: Self.darwinThreadStack) {
      let signals = (0...200).map { _ in Signal<Int>() }
      var subscriptions: [Subscription] = []
      for index in 0..<200 {
        let next = signals[index + 1]
        subscriptions.append(signals[index].observe { next.send($0 + 1) })
      }
      var reached: [Int] = []
      subscriptions.append(signals[200].observe { reached.append($0) })
      signals[0].send(0)
      return (currentStackSize(), reached)
    }
    #expect(stackSize == Self.darwinThreadStack)
    #expect(reached == [200])
  }

  /// Threads of different stack sizes, all alive at once so that their stacks are apart: each
  /// finds a window of its own stack, the same when measured and when read again.
  ///
  /// NB: no size above the 512 KiB of the other tests' threads: glibc may hand the cached stack
  /// of a thread that ended to a later thread that asks for up to four times less, which would
  /// give those threads a larger stack than they ask for.
  @Test func eachThreadFindsTheWindowOfItsOwnStack() {
    let sizes = [192 << 10, 256 << 10, 384 << 10]
    let windows = ThreadWindows()
    let measured = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let ended = DispatchSemaphore(value: 0)
    for (index, size) in sizes.enumerated() {
      let thread = Thread {
        let address = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) {
          UInt(bitPattern: $0.baseAddress)
        }
        let first = StackGuard.window(containing: address)
        let again = StackGuard.window(containing: address)
        windows.record(index, address: address, first: first, again: again)
        measured.signal()
        release.wait()
        ended.signal()
      }
      thread.stackSize = size
      thread.start()
    }
    for _ in sizes { measured.wait() }
    for _ in sizes { release.signal() }
    for _ in sizes { ended.wait() }
    let seen = windows.all
    #expect(seen.count == sizes.count)
    for (index, (address, first, again)) in seen {
      #expect(first.floor - first.reserve <= address && address < first.top)
      #expect(first.size >= UInt(sizes[index]))
      #expect([first.floor, first.top] == [again.floor, again.top])
    }
    let spans = seen.values.map { ($0.first.floor - $0.first.reserve)..<$0.first.top }
    for (index, one) in spans.enumerated() {
      for other in spans[(index + 1)...] { #expect(!one.overlaps(other)) }
    }
    // The bounds one thread shares with new sources hold its own address, no other thread's.
    for (index, (address, first, _)) in seen {
      let packed = StackGuard.pack(first)
      #expect(packed.flatMap { StackGuard.bounds($0, containing: address) } != nil)
      for (other, (otherAddress, _, _)) in seen where other != index {
        #expect(packed.flatMap { StackGuard.bounds($0, containing: otherAddress) } == nil)
      }
    }
  }

  @Test func deepNestingAcrossSignalsStopsWithAClearMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      runOnThread(stackSize: NestingDepthTests.darwinThreadStack) {
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
    }
    let standardError = Self.standardError(of: result)
    #expect(standardError.contains(Self.message))
    #expect(standardError.contains("less than 128 KiB of this thread's 512 KiB stack is left"))
  }

  /// What a chain at the depth limit did, path by path, on a thread of its own.
  struct ChainReport: Sendable {
    var stackSize = 0
    var depth = 0
    /// The value read before anyone observed the chain (observables only).
    var unobservedValue: Int?
    /// The value read inside a transaction that had just set the source (observables only).
    var valueInTransaction: Int?
    var delivered: [Int] = []
    var sourceObserversWhileObserved = 0
    var sourceObserversAfterCancel = 0
    var aliveWhileObserved = false
    var releasedWithTheLastSubscription = false
  }

  @Test func aSignalChainAtTheLimitWorksOnA512KiBStack() {
    let report = runOnThread(stackSize: Self.darwinThreadStack) {
      var report = ChainReport(stackSize: currentStackSize())
      var source: Signal<Int>? = Signal()
      weak let weakSource = source
      var chain = source
      for _ in 0..<ChainDepth.limit { chain = chain?.map { $0 + 1 } }
      report.depth = chain?.chainDepth ?? 0
      weak let weakChain = chain
      let recorder = Recorder<Int>()
      var subscription = chain?.observe(recorder.observer)
      report.sourceObserversWhileObserved = source?.observerCount ?? 0
      source?.send(0)
      subscription?.cancel()
      report.sourceObserversAfterCancel = source?.observerCount ?? -1
      source?.send(1)
      subscription = chain?.observe(recorder.observer)
      source?.send(2)
      chain = nil
      source = nil
      report.aliveWhileObserved = weakSource != nil && weakChain != nil
      // Releasing the subscription cancels the whole chain, then runs its deinits.
      subscription = nil
      report.releasedWithTheLastSubscription = weakSource == nil && weakChain == nil
      report.delivered = recorder.values
      return report
    }
    #expect(report.stackSize == Self.darwinThreadStack)
    #expect(report.depth == ChainDepth.limit)
    #expect(report.sourceObserversWhileObserved == 1)
    #expect(report.delivered == [ChainDepth.limit, ChainDepth.limit + 2])
    #expect(report.sourceObserversAfterCancel == 0)
    #expect(report.aliveWhileObserved)
    #expect(report.releasedWithTheLastSubscription)
  }

  /// The deepest chains of observables a screen could make: operators one after the other,
  /// and a list of observables folded with `combineLatest`, two levels per input.
  enum ObservableChain: CaseIterable {
    case map, combineLatestFold

    /// Builds a chain at the depth limit on `source`; its value is `source.value + offset`.
    func build(on source: Observable<Int>) -> (chain: Observable<Int>, offset: Int) {
      var chain = source
      switch self {
      case .map:
        for _ in 0..<ChainDepth.limit { chain = chain.map { $0 + 1 } }
        return (chain, ChainDepth.limit)
      case .combineLatestFold:
        for _ in 0..<ChainDepth.limit / 2 {
          chain = chain.combineLatest(MutableObservable(1)).map { $0 + $1 }
        }
        return (chain, ChainDepth.limit / 2)
      }
    }
  }

  @Test(arguments: ObservableChain.allCases)
  func anObservableChainAtTheLimitWorksOnA512KiBStack(shape: ObservableChain) {
    let (report, offset) = runOnThread(stackSize: Self.darwinThreadStack) {
      var report = ChainReport(stackSize: currentStackSize())
      var source: MutableObservable<Int>? = MutableObservable(0)
      weak let weakSource = source
      var (chain, offset): (Observable<Int>?, Int) = shape.build(on: source!)
      report.depth = chain?.rank ?? 0
      weak let weakChain = chain
      report.unobservedValue = chain?.value
      let recorder = Recorder<Int>()
      var subscription = chain?.observe(recorder.observer)
      report.sourceObserversWhileObserved = source?.observerCount ?? 0
      source?.value = 1
      transaction {
        source?.value = 2
        report.valueInTransaction = chain?.value
      }
      subscription?.cancel()
      report.sourceObserversAfterCancel = source?.observerCount ?? -1
      source?.value = 3
      subscription = chain?.observe(recorder.observer)
      source?.value = 4
      chain = nil
      source = nil
      report.aliveWhileObserved = weakSource != nil && weakChain != nil
      // Releasing the subscription cancels the whole chain, then runs its deinits.
      subscription = nil
      report.releasedWithTheLastSubscription = weakSource == nil && weakChain == nil
      report.delivered = recorder.values
      return (report, offset)
    }
    #expect(report.stackSize == Self.darwinThreadStack)
    #expect(report.depth == ChainDepth.limit)
    #expect(report.unobservedValue == offset)
    #expect(report.sourceObserversWhileObserved == 1)
    #expect(report.valueInTransaction == offset + 2)
    #expect(report.delivered == [0, 1, 2, 3, 4].map { $0 + offset })
    #expect(report.sourceObserversAfterCancel == 0)
    #expect(report.aliveWhileObserved)
    #expect(report.releasedWithTheLastSubscription)
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

/// Runs `body` on a new thread with a stack of `stackSize` bytes, waits for it and returns what
/// it returned.
func runOnThread<Result: Sendable>(
  stackSize: Int, _ body: @escaping @Sendable () -> Result
) -> Result {
  let outcome = ThreadOutcome<Result>()
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    outcome.value = body()
    done.signal()
  }
  thread.stackSize = stackSize
  thread.start()
  done.wait()
  return outcome.value!
}

/// The windows that threads of ``NestingDepthTests/eachThreadFindsTheWindowOfItsOwnStack()``
/// found, by thread.
///
/// NB: `@unchecked Sendable` is sound: every access holds the lock.
private final class ThreadWindows: @unchecked Sendable {
  private let lock = NSLock()
  private var windows: [Int: (address: UInt, first: StackGuard.Window, again: StackGuard.Window)] =
    [:]

  func record(_ index: Int, address: UInt, first: StackGuard.Window, again: StackGuard.Window) {
    lock.withLock { windows[index] = (address, first, again) }
  }

  var all: [Int: (address: UInt, first: StackGuard.Window, again: StackGuard.Window)] {
    lock.withLock { windows }
  }
}

/// What the thread of ``runOnThread(stackSize:_:)`` hands back.
///
/// NB: `@unchecked Sendable` is sound: the thread writes `value` before it signals the
/// semaphore, and the caller reads it only after waiting for that signal, which orders the two.
private final class ThreadOutcome<Value>: @unchecked Sendable {
  var value: Value?
}

/// The size of the current thread's stack, as the stack guard measures it.
func currentStackSize() -> Int {
  let address = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) {
    UInt(bitPattern: $0.baseAddress)
  }
  return Int(StackGuard.window(containing: address).size)
}
