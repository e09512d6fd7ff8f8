public import Comparison

// A toy screen written from the harness's public API alone, as a team would write its own, with
// arms that misbehave in every way an untrusted arm can: for the harness's tests and for
// `untrusted-bench`, which runs it through BenchKit's entry point.

extension Screen {
  public static let counter: Screen = "Counter"
}

extension Arm {
  public static let good = Arm(
    id: "good", name: "Good", summary: "Counts as asked.", pattern: .mvp, core: .direct)
  public static let offByOne = Arm(
    id: "off-by-one", name: "Off by one", summary: "Counts two at a time.", pattern: .mvvm,
    core: .signals)
  public static let throwingFactory = Arm(
    id: "throwing-factory", name: "Throwing factory", summary: "Cannot make its driver.",
    pattern: .mvvm, core: .signals)
  public static let neverSettles = Arm(
    id: "never-settles", name: "Never settles", summary: "Never shows what it loaded.",
    pattern: .mvvm, core: .observation)
  public static let leaky = Arm(
    id: "leaky", name: "Leaky", summary: "Keeps its model alive in a cycle.", pattern: .mvvm,
    core: .signals)
  public static let unwritten = Arm(
    id: "unwritten", name: "Unwritten", summary: "Has no driver for the counter.",
    pattern: .mvvm, core: .signals)
}

/// The counter's widgets: the count and what the last load said.
@MainActor
public final class CounterWidgets: ScreenWidgets {
  public let counters = ViewCounters()
  public let count: Widget<String>
  public let status: Widget<String>

  public init() {
    count = Widget("0", counters: counters)
    status = Widget("", counters: counters)
  }

  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(
      screen: Screen.counter.rawValue,
      elements: [
        .label(name: "count", text: count.value, isVisible: true),
        .label(name: "status", text: status.value, isVisible: !status.value.isEmpty),
      ])
  }
}

/// What the user does on the counter.
@MainActor
public protocol CounterDriver: WidgetScreenDriver<CounterWidgets> {
  func increment()
  /// Starts a load whose answer arrives in a later main-actor job.
  func load()
}

public struct CounterFailure: Error, CustomStringConvertible {
  public var description: String { "the counter's factory failed" }
}

/// A well-behaved driver, or one that counts in steps of two or never answers a load.
@MainActor
public final class ToyCounterDriver: CounterDriver {
  public let widgets = CounterWidgets()
  private let step: Int
  private let answersLoads: Bool
  private var value = 0

  public init(step: Int = 1, answersLoads: Bool = true) {
    self.step = step
    self.answersLoads = answersLoads
  }

  public func increment() {
    value += step
    widgets.counters.countViewCall("display(count:)")
    widgets.count.write("\(value)")
  }

  public func load() {
    guard answersLoads else { return }
    Task { @MainActor [widgets] in
      widgets.counters.countViewCall("display(status:)")
      widgets.status.write("loaded")
    }
  }

  public func close() {}

  public var lifetimeProbes: [AnyObject] { [self] }
}

/// A model that holds itself through a closure: alive after its screen is gone.
public final class LeakyModel {
  var onChange: (() -> Void)?

  public init() {
    onChange = { _ = self }
  }
}

public typealias CounterScenario = ScreenScenario<Void, any CounterDriver>

public enum CounterScreen {
  public static let increment = CounterScenario("counter.increment") { open, context in
    let driver = try open(())
    try await context.step("increment") { driver.increment() }
    try await context.step("increment again") { driver.increment() }
  }

  public static let load = CounterScenario("counter.load") { open, context in
    let driver = try open(())
    try await context.step("load", settled: { driver.widgets.status.value == "loaded" }) {
      driver.load()
    }
  }

  public static let definition = ScreenDefinition<Void, any CounterDriver>(
    .counter,
    drivers: [
      .good: { ToyCounterDriver() },
      .offByOne: { ToyCounterDriver(step: 2) },
      .throwingFactory: { throw CounterFailure() },
      .neverSettles: { ToyCounterDriver(answersLoads: false) },
      .leaky: { LeakyCounterDriver() },
    ],
    scenarios: [increment, load])
}

/// A driver whose model outlives its screen: its cycle is never broken.
@MainActor
public final class LeakyCounterDriver: CounterDriver {
  public let widgets = CounterWidgets()
  private let model = LeakyModel()

  public init() {}

  public func increment() {
    widgets.counters.countViewCall("display(count:)")
    widgets.count.write("\(Int(widgets.count.value)! + 1)")
  }

  public func load() {
    Task { @MainActor [widgets] in widgets.status.write("loaded") }
  }

  public func close() {}

  public var lifetimeProbes: [AnyObject] { [model] }
}
