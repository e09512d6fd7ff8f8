public import BenchKit
import Comparison
import Observation
import Signals

/// The `signals` micro benchmarks: Signals' hot paths beside in-process references, all called
/// from this module, which is not the one that defines them.
///
/// Every observer and reference does the same work, adding its argument into a raw counter (no
/// exclusivity check, no reference counting), and every reference passes through
/// ``opaque(_:)`` so the optimizer cannot inline a known body: what is left is the cost of
/// getting the value to the observer.
///
/// NB: Signals' observers are closures written at the call, as a binding writes them, never a
/// closure held in a variable: storing one of those in the generic subscription wraps it in a
/// conversion thunk (one more allocation, one more call per value) that no real binding pays.
public enum SignalsSuite {
  /// The observer counts for the linearity rows.
  static let linearitySizes = [1_000, 100_000]

  /// The benchmarks, the floor first.
  public static var benchmarks: [MicroBenchmark] {
    references + signals + registration + binding + linearitySizes.map(linearity)
  }

  /// The in-process references: the floor, a protocol call, a weak call, a naive array.
  static var references: [MicroBenchmark] {
    [
      .floor,
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
      MicroBenchmark(.signalSend, "Signal.send, 1 observer", floorBudget: 3) {
        let counter = Counter()
        let signal = Signal<Int>()
        let subscription = signal.observe { [counter] value in counter.add(value) }
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
        let subscriptions = (0..<10).map { _ in
          signal.observe { [counter] value in counter.add(value) }
        }
        return { iterations in
          for index in 0..<iterations { signal.send(index) }
          withExtendedLifetime((counter, subscriptions)) {}
        }
      },
      MicroBenchmark(.observableSet, "MutableObservable set, 1 observer", floorBudget: 4) {
        let counter = Counter()
        let observable = MutableObservable(0)
        let subscription = observable.observe { [counter] value in counter.add(value) }
        return { iterations in
          for index in 0..<iterations { observable.value = index }
          withExtendedLifetime((counter, subscription)) {}
        }
      },
      MicroBenchmark(.mapFilterChain, "map + filter chain, per send") {
        let counter = Counter()
        let signal = Signal<Int>()
        let subscription = signal.map { $0 &+ 1 }.filter { $0 & 1 == 0 || $0 > 0 }
          .observe { [counter] value in counter.add(value) }
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
        referenceBudget: ReferenceBudget(2, of: .allocateAndFree, label: "alloc")
      ) {
        let counter = Counter()
        let signal = Signal<Int>()
        return { iterations in
          for _ in 0..<iterations {
            signal.observe { [counter] value in counter.add(value) }.cancel()
          }
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

  /// What a binding costs against what MVP's view call does: a presenter calling its passive
  /// view, which writes a widget; the harness's binder binding an output to a widget, its first
  /// value rendered, then unbinding, plain, de-duplicated and derived with `map` (what a derived
  /// output adds: the derived observable and its node upstream); and an in-place change of one
  /// row of a long list.
  static var binding: [MicroBenchmark] {
    [
      MicroBenchmark(.viewCall, "MVP view call: a passive view writes a widget") {
        let counters = ViewCounters()
        let widget = Widget(0, counters: counters)
        // Two conformers, chosen at run time: with one, the optimizer would devirtualize.
        let views: [any CountView] = [
          HeadlessCountView(widget: widget, counters: counters), IgnoringCountView(),
        ]
        let view = opaque(views[0])
        return { iterations in
          for index in 0..<iterations { view.display(count: index) }
          withExtendedLifetime(counters) {}
        }
      }
    ] + bindings + [
      MicroBenchmark(
        .modifyOneElement, "MutableObservable.modify, one element of 100 000, 1 observer"
      ) {
        let counter = Counter()
        let rows = MutableObservable(Array(0..<100_000))
        let subscription = rows.observe { [counter] rows in counter.add(rows.count) }
        return { iterations in
          for index in 0..<iterations { rows.modify { $0[index % 100_000] = index } }
          withExtendedLifetime((counter, subscription)) {}
        }
      }
    ]
  }

  /// Binding one output, plain, de-duplicated, derived with `map` and combined, each bound,
  /// rendered once and unbound.
  private static var bindings: [MicroBenchmark] {
    [
      MicroBenchmark(
        .bindOutput, "bind one output to a widget, first value, unbind",
        allocationBudget: AllocationBudget(2, beyond: .viewCall), shownAgainst: .allocateAndFree
      ) {
        let (widget, output, binder) = bindingFixture(deduplicates: false)
        return { iterations in
          for _ in 0..<iterations {
            binder.bind(output, "count") { widget.write($0) }
            binder.unbindAll()
          }
        }
      },
      MicroBenchmark(
        .bindOutputDeduplicated, "bind one output, de-duplicated, first value, unbind",
        allocationBudget: AllocationBudget(2, beyond: .viewCall), shownAgainst: .allocateAndFree
      ) {
        let (widget, output, binder) = bindingFixture(deduplicates: true)
        return { iterations in
          for _ in 0..<iterations {
            binder.bind(output, "count") { widget.write($0) }
            binder.unbindAll()
          }
        }
      },
      MicroBenchmark(
        .bindDerivedOutput, "map one output, bind the result, first value, unbind",
        shownAgainst: .allocateAndFree
      ) {
        let (widget, output, binder) = bindingFixture(deduplicates: false)
        return { iterations in
          for _ in 0..<iterations {
            binder.bind(output.map { $0 + 1 }, "count") { widget.write($0) }
            binder.unbindAll()
          }
        }
      },
      MicroBenchmark(
        .bindCombinedOutput, "combine two outputs, bind the result, first value, unbind",
        shownAgainst: .allocateAndFree
      ) {
        let (widget, output, binder) = bindingFixture(deduplicates: false)
        let other = MutableObservable(1)
        return { iterations in
          for _ in 0..<iterations {
            binder.bind(output.combineLatest(other) { $0 + $1 }, "count") { widget.write($0) }
            binder.unbindAll()
          }
          withExtendedLifetime(other) {}
        }
      },
    ]
  }

  /// What the binding rows bind: a widget, an output holding 7, and a binder counting into the
  /// widget's counters.
  @MainActor
  private static func bindingFixture(deduplicates: Bool)
    -> (widget: Widget<Int>, output: MutableObservable<Int>, binder: Binder)
  {
    let counters = ViewCounters()
    return (
      Widget(0, counters: counters), MutableObservable(7),
      Binder(counters: counters, deduplicates: deduplicates)
    )
  }

  /// Subscribing `count` observers, one send, cancelling all: the cost per observer; the
  /// largest count's budget is its cost per observer against the smallest's.
  static func linearity(count: Int) -> MicroBenchmark {
    let name = "\(count.groupedByThousands) observers: subscribe, send, cancel, per observer"
    let smallest = linearitySizes[0]
    return MicroBenchmark(
      .linearity(count), name, operationsPerCall: count,
      referenceBudget: count == smallest ? nil : ReferenceBudget(1.2, of: .linearity(smallest))
    ) {
      let counter = Counter()
      let signal = Signal<Int>()
      var subscriptions: [Subscription] = []
      subscriptions.reserveCapacity(count)
      return { iterations in
        for index in 0..<iterations {
          for _ in 0..<count {
            subscriptions.append(signal.observe { [counter] value in counter.add(value) })
          }
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

  /// Adds `value` into the count.
  func add(_ value: Int) {
    pointer.pointee &+= value
  }

  /// A closure that adds its argument, capturing the counter as an observer written at the call
  /// does.
  var observer: (Int) -> Void {
    { [self] value in add(value) }
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

/// A passive view's protocol, as a presenter calls it.
@MainActor
protocol CountView: AnyObject {
  func display(count: Int)
}

/// A headless passive view: one view call, one widget write, as the harness's MVP views count.
@MainActor
final class HeadlessCountView: CountView {
  let widget: Widget<Int>
  let counters: ViewCounters

  init(widget: Widget<Int>, counters: ViewCounters) {
    self.widget = widget
    self.counters = counters
  }

  func display(count: Int) {
    counters.countViewCall("display(count:)")
    widget.write(count)
  }
}

/// The second conformer that keeps the view call a protocol call.
@MainActor
final class IgnoringCountView: CountView {
  func display(count: Int) {}
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

/// Returns `view` unknown to the optimizer, as an existential.
@inline(never) @_optimize(none)
func opaque(_ view: any CountView) -> any CountView { view }

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

extension MicroBenchmark.ID {
  /// Calling a method through a protocol existential.
  public static let protocolCall = Self(rawValue: "protocol-call")
  /// Calling a method through a weak reference.
  public static let weakCall = Self(rawValue: "weak-call")
  /// A naive array of closures with one observer.
  public static let naiveArray = Self(rawValue: "naive-array-1")
  /// `Signal.send` to one observer.
  public static let signalSend = Self(rawValue: "signal-send-1")
  /// `Signal.send` to ten observers, per observer.
  public static let signalSendToTen = Self(rawValue: "signal-send-10")
  /// Setting a `MutableObservable` with one observer.
  public static let observableSet = Self(rawValue: "observable-set-1")
  /// A `map` + `filter` chain, per send.
  public static let mapFilterChain = Self(rawValue: "map-filter")
  /// Subscribing and cancelling.
  public static let subscribeCancel = Self(rawValue: "subscribe-cancel")
  /// Allocating and freeing one small class instance: the physical floor of a subscription,
  /// which is one object.
  public static let allocateAndFree = Self(rawValue: "allocate-free")
  /// Apple's Observation: a set, then re-registering.
  public static let observation = Self(rawValue: "observation")
  /// MVP's view call: a presenter calls its passive view, which writes a widget.
  public static let viewCall = Self(rawValue: "view-call")
  /// A binding's whole life: bind one output to a widget (its first value rendered), unbind.
  public static let bindOutput = Self(rawValue: "bind-output")
  /// The same with a de-duplicated binding.
  public static let bindOutputDeduplicated = Self(rawValue: "bind-output-dedup")
  /// A derived output's whole life: `map` an observable, bind the result (which connects it
  /// upstream), its first value rendered, unbind.
  public static let bindDerivedOutput = Self(rawValue: "bind-derived-output")
  /// The same with `combineLatest` of two observables and a transform: one observable, a
  /// node upstream per input.
  public static let bindCombinedOutput = Self(rawValue: "bind-combined-output")
  /// `MutableObservable.modify` of one element of a 100 000-element array, one observer.
  public static let modifyOneElement = Self(rawValue: "modify-one-of-100000")

  /// Subscribing `count` observers, one send, cancelling all.
  public static func linearity(_ count: Int) -> Self {
    Self(rawValue: "linearity-\(count)")
  }
}
