import Observation
import Signals

/// The `signals` micro benchmarks: Signals' hot paths beside in-process references, all called
/// from this module, which is not the one that defines them.
///
/// Every observer and reference does the same work, adding its argument into a raw counter (no
/// exclusivity check, no reference counting), and every closure passes through ``opaque(_:)``
/// so the optimizer cannot inline a known body: what is left is the cost of getting the value
/// to the observer.
public enum SignalsSuite {
  /// The observer counts for the linearity rows.
  public static let linearitySizes = [1_000, 100_000]

  /// The benchmarks, the floor first.
  public static var benchmarks: [MicroBenchmark] {
    references + signals + registration + linearitySizes.map(linearity)
  }

  /// The floor every ratio divides by: calling a stored closure.
  public static var floor: MicroBenchmark {
    MicroBenchmark(.closureCall, "closure call") {
      let counter = Counter()
      let closure = opaque(counter.observer)
      return { iterations in
        for index in 0..<iterations { closure(index) }
        withExtendedLifetime(counter) {}
      }
    }
  }

  /// The in-process references: the floor, a protocol call, a weak call, a naive array.
  static var references: [MicroBenchmark] {
    [
      floor,
      MicroBenchmark(.protocolCall, "protocol existential call") {
        let counter = Counter()
        // Two conformers, chosen at run time: with one, the optimizer would devirtualize.
        let conformers: [any IntConsumer] = [
          CountingConsumer(pointer: counter.pointer), IgnoringConsumer(),
        ]
        let consumer = opaque(conformers[0])
        return { iterations in
          for index in 0..<iterations { consumer.consume(index) }
          withExtendedLifetime(counter) {}
        }
      },
      MicroBenchmark(.weakCall, "weak reference call") {
        let counter = Counter()
        let target = opaque(CountingConsumer(pointer: counter.pointer))
        weak let weakTarget = target
        return { iterations in
          for index in 0..<iterations { weakTarget?.consume(index) }
          withExtendedLifetime((counter, target)) {}
        }
      },
      MicroBenchmark(.naiveArray, "naive array of closures, 1 observer") {
        let counter = Counter()
        let closures = opaque([counter.observer])
        return { iterations in
          for index in 0..<iterations {
            for closure in closures { closure(index) }
          }
          withExtendedLifetime(counter) {}
        }
      },
    ]
  }

  /// Signals' hot paths: a send, a set, an operator chain.
  static var signals: [MicroBenchmark] {
    [
      MicroBenchmark(.signalSend, "Signal.send, 1 observer", floorBudget: 8) {
        let counter = Counter()
        let signal = Signal<Int>()
        let subscription = signal.observe(opaque(counter.observer))
        return { iterations in
          for index in 0..<iterations { signal.send(index) }
          withExtendedLifetime((counter, subscription)) {}
        }
      },
      MicroBenchmark(
        .signalSendToTen, "Signal.send, 10 observers, per observer", operationsPerCall: 10,
        floorBudget: 5
      ) {
        let counter = Counter()
        let signal = Signal<Int>()
        let subscriptions = (0..<10).map { _ in signal.observe(opaque(counter.observer)) }
        return { iterations in
          for index in 0..<iterations { signal.send(index) }
          withExtendedLifetime((counter, subscriptions)) {}
        }
      },
      MicroBenchmark(.observableSet, "MutableObservable set, 1 observer", floorBudget: 10) {
        let counter = Counter()
        let observable = MutableObservable(0)
        let subscription = observable.observe(opaque(counter.observer))
        return { iterations in
          for index in 0..<iterations { observable.value = index }
          withExtendedLifetime((counter, subscription)) {}
        }
      },
      MicroBenchmark(.mapFilterChain, "map + filter chain, per send") {
        let counter = Counter()
        let signal = Signal<Int>()
        let subscription = signal.map { $0 &+ 1 }.filter { $0 & 1 == 0 || $0 > 0 }
          .observe(opaque(counter.observer))
        return { iterations in
          for index in 0..<iterations { signal.send(index) }
          withExtendedLifetime((counter, subscription)) {}
        }
      },
    ]
  }

  /// Registering an observer: allocating and freeing one object (the floor of a subscription,
  /// which is one object), Signals' subscribe and cancel, Observation's set and re-registration.
  static var registration: [MicroBenchmark] {
    [
      MicroBenchmark(.allocateAndFree, "allocate and free one small object") {
        let counter = Counter()
        return { iterations in
          for index in 0..<iterations {
            // Escapes through `opaque`, so it is allocated on the heap, never on the stack.
            opaque(SmallObject(index)).add(into: counter.pointer)
          }
          withExtendedLifetime(counter) {}
        }
      },
      MicroBenchmark(
        .subscribeCancel, "subscribe + cancel",
        referenceBudget: ReferenceBudget(3, of: .allocateAndFree)
      ) {
        let counter = Counter()
        let signal = Signal<Int>()
        let observer = opaque(counter.observer)
        return { iterations in
          for _ in 0..<iterations { signal.observe(observer).cancel() }
          withExtendedLifetime(counter) {}
        }
      },
      MicroBenchmark(.observation, "Observation: set + re-register") {
        let model = opaque(ObservedCounter())
        return { iterations in
          for index in 0..<iterations {
            withObservationTracking {
              _ = model.value
            } onChange: {
            }
            model.value = index
          }
        }
      },
    ]
  }

  /// Subscribing `count` observers, one send, cancelling all: the cost per observer.
  static func linearity(count: Int) -> MicroBenchmark {
    let name = "\(count.groupedByThousands) observers: subscribe, send, cancel, per observer"
    return MicroBenchmark(.linearity(count), name, operationsPerCall: count) {
      let counter = Counter()
      let signal = Signal<Int>()
      let observer = opaque(counter.observer)
      var subscriptions: [Subscription] = []
      subscriptions.reserveCapacity(count)
      return { iterations in
        for index in 0..<iterations {
          for _ in 0..<count { subscriptions.append(signal.observe(observer)) }
          signal.send(index)
          subscriptions.removeAll(keepingCapacity: true)
        }
        withExtendedLifetime(counter) {}
      }
    }
  }
}

/// A counter that observers add into through a raw pointer: the cheapest observable side
/// effect, with no exclusivity check and no reference counting in the loop.
final class Counter {
  let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 1)

  init() {
    pointer.initialize(to: 0)
  }

  var observer: (Int) -> Void {
    { [pointer] value in pointer.pointee &+= value }
  }

  deinit {
    pointer.deallocate()
  }
}

/// The allocate-and-free reference: one small class instance, about the size of a subscription.
final class SmallObject {
  let value: Int
  let padding = (0, 0)

  init(_ value: Int) {
    self.value = value
  }

  func add(into pointer: UnsafeMutablePointer<Int>) {
    pointer.pointee &+= value
  }
}

/// The protocol-call reference.
protocol IntConsumer: AnyObject {
  func consume(_ value: Int)
}

final class CountingConsumer: IntConsumer {
  let pointer: UnsafeMutablePointer<Int>

  init(pointer: UnsafeMutablePointer<Int>) {
    self.pointer = pointer
  }

  func consume(_ value: Int) {
    pointer.pointee &+= value
  }
}

/// The second conformer that keeps protocol calls honest.
final class IgnoringConsumer: IntConsumer {
  func consume(_ value: Int) {}
}

/// The Apple Observation reference: an `@Observable` property observed by re-registering
/// `withObservationTracking` before every set.
@Observation.Observable
final class ObservedCounter {
  var value = 0
}

/// Returns `value` through a function the optimizer cannot see into, so an object built here
/// is used as an unknown one, as it would be in an app.
@inline(never) @_optimize(none)
func opaque<T: AnyObject>(_ value: T) -> T { value }

/// Returns `closure` unknown to the optimizer, in its direct calling convention (a generic
/// pass-through would wrap it in reabstraction thunks and slow the floor down).
@inline(never) @_optimize(none)
func opaque(_ closure: @escaping (Int) -> Void) -> (Int) -> Void { closure }

/// Returns `closures` unknown to the optimizer.
@inline(never) @_optimize(none)
func opaque(_ closures: [(Int) -> Void]) -> [(Int) -> Void] { closures }

/// Returns `consumer` unknown to the optimizer, as an existential.
@inline(never) @_optimize(none)
func opaque(_ consumer: any IntConsumer) -> any IntConsumer { consumer }

extension Int {
  /// The number with thousands separators, e.g. `100 000` (Foundation's `formatted()` follows
  /// the locale; this does not).
  var groupedByThousands: String {
    let digits = Array(String(self))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index).isMultiple(of: 3) { result.append(" ") }
      result.append(digit)
    }
    return result
  }
}
