public import Comparison
import Foundation

// A toy screen written from the harness's public API alone, as a team would write its own, with
// arms that misbehave in every way an untrusted arm can: for the harness's tests and for
// `untrusted-bench`, which runs it through BenchKit's entry point.

extension Screen {
  /// The toy screen.
  public static let counter: Screen = "Counter"
}

extension Arm {
  /// Counts as asked: the reference.
  public static let good = Arm(
    id: "good", name: "Good", summary: "Counts as asked.", pattern: .mvp, core: .direct)
  /// Counts two at a time: another screen.
  public static let offByOne = Arm(
    id: "off-by-one", name: "Off by one", summary: "Counts two at a time.", pattern: .mvvm,
    core: .signals)
  /// Cannot make its driver.
  public static let throwingFactory = Arm(
    id: "throwing-factory", name: "Throwing factory", summary: "Cannot make its driver.",
    pattern: .mvvm, core: .signals)
  /// Never shows what it loaded.
  public static let neverSettles = Arm(
    id: "never-settles", name: "Never settles", summary: "Never shows what it loaded.",
    pattern: .mvvm, core: .observation)
  /// Keeps showing progress and never shows what it loaded.
  public static let keepsUpdating = Arm(
    id: "keeps-updating", name: "Keeps updating",
    summary: "Keeps showing progress, never what it loaded.", pattern: .mvvm, core: .observation)
  /// Leaves its model alive.
  public static let leaky = Arm(
    id: "leaky", name: "Leaky", summary: "Keeps its model alive in a cycle.", pattern: .mvvm,
    core: .signals)
  /// Never returns from an increment: it holds the main thread for ever.
  public static let stuckInAStep = Arm(
    id: "stuck-in-a-step", name: "Stuck in a step",
    summary: "Never returns from an increment.", pattern: .mvp, core: .direct)
  /// Answers a load with a main-actor job that never ends.
  public static let stuckInAJob = Arm(
    id: "stuck-in-a-job", name: "Stuck in a job",
    summary: "Answers a load with a job that never ends.", pattern: .mvvm, core: .observation)
  /// Counts as asked in the first two screens a process opens (those of the counting run),
  /// then never returns from an increment: only a round of timing finds it stuck.
  public static let stuckWhenTimed = Arm(
    id: "stuck-when-timed", name: "Stuck when timed",
    summary: "Never returns from an increment once timed.", pattern: .mvvm, core: .signals)
  /// Crashes on its first increment: it force-unwraps a count it cannot read.
  public static let traps = Arm(
    id: "traps", name: "Traps", summary: "Crashes on its first increment.", pattern: .mvvm,
    core: .signals)
  /// Counts as asked in the first two screens a process opens (those of the counting run),
  /// then its factory throws: only a round of timing finds it.
  public static let throwsWhenTimed = Arm(
    id: "throws-when-timed", name: "Throws when timed",
    summary: "Cannot make its driver once timed.", pattern: .mvvm, core: .signals)
  /// Counts as asked in the first two screens a process opens, then never answers a load:
  /// only a round of timing finds it.
  public static let neverSettlesWhenTimed = Arm(
    id: "never-settles-when-timed", name: "Never settles when timed",
    summary: "Never shows what it loaded once timed.", pattern: .mvvm, core: .observation)
  /// Counts as asked, and prints to standard output at every step, as a forgotten debug line
  /// would.
  public static let printing = Arm(
    id: "printing", name: "Printing", summary: "Prints at every step.", pattern: .mvp,
    core: .direct)
  /// Has no driver for the counter.
  public static let unwritten = Arm(
    id: "unwritten", name: "Unwritten", summary: "Has no driver for the counter.",
    pattern: .mvvm, core: .signals)
}

/// The counter's widgets: the count and what the last load said.
@MainActor
public final class CounterWidgets: ScreenWidgets {
  /// Counts every write below.
  public let counters = ViewCounters()
  /// The count.
  public let count: Widget<String>
  /// What the last load said.
  public let status: Widget<String>

  /// Creates the widgets.
  public init() {
    count = Widget("0", counters: counters)
    status = Widget("", counters: counters)
  }

  /// The screen now.
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

/// What the throwing arm's factory throws.
public struct CounterFailure: Error, CustomStringConvertible {
  /// The reason.
  public var description: String { "the counter's factory failed" }
}

/// A well-behaved driver, or one that counts in steps of two or never answers a load.
@MainActor
public final class ToyCounterDriver: CounterDriver {
  /// The counter's widgets.
  public let widgets = CounterWidgets()
  private let step: Int
  private let answersLoads: Bool
  private var value = 0

  private let prints: Bool

  /// Creates a driver counting in steps of `step` that answers loads unless told not to, and
  /// prints what it does when told to.
  public init(step: Int = 1, answersLoads: Bool = true, prints: Bool = false) {
    self.step = step
    self.answersLoads = answersLoads
    self.prints = prints
  }

  /// Adds the step to the count.
  public func increment() {
    if prints { print("the printing arm increments") }
    value += step
    widgets.counters.countViewCall("display(count:)")
    widgets.count.write("\(value)")
  }

  /// Shows `loaded` in a later main-actor job, unless it never answers.
  public func load() {
    if prints { print("the printing arm loads") }
    guard answersLoads else { return }
    Task { @MainActor [widgets] in
      widgets.counters.countViewCall("display(status:)")
      widgets.status.write("loaded")
    }
  }

  /// Closes the screen: nothing to release.
  public func close() {}

  /// The driver itself.
  public var lifetimeProbes: [AnyObject] { [self] }
}

/// A driver whose load shows progress in every main-actor job, for ever, and never what it
/// loaded: its screen keeps changing but never settles. Closing the screen stops it.
@MainActor
public final class ProgressCounterDriver: CounterDriver {
  /// The counter's widgets.
  public let widgets = CounterWidgets()
  private var progress: Task<Void, Never>?

  /// Creates the driver.
  public init() {}

  /// Does nothing: only loads misbehave.
  public func increment() {}

  /// Shows "loading 1", "loading 2"… one job after another until the screen closes.
  public func load() {
    progress = Task { @MainActor [widgets] in
      var step = 0
      while !Task.isCancelled {
        step += 1
        widgets.counters.countViewCall("display(progress:)")
        widgets.status.write("loading \(step)")
        await Task.yield()
      }
    }
  }

  /// Stops the progress.
  public func close() {
    progress?.cancel()
  }

  /// The driver itself.
  public var lifetimeProbes: [AnyObject] { [self] }
}

/// A model that holds itself through a closure: alive after its screen is gone.
public final class LeakyModel {
  var onChange: (() -> Void)?

  /// Creates a model that holds itself.
  public init() {
    onChange = { _ = self }
  }
}

/// A scenario of the counter, written once for every arm.
public typealias CounterScenario = ScreenScenario<Void, any CounterDriver>

/// The counter's scenarios and definition.
public enum CounterScreen {
  /// Two increments.
  public static let increment = CounterScenario("counter.increment") { open, context in
    let driver = try open(())
    try await context.step("increment") { driver.increment() }
    try await context.step("increment again") { driver.increment() }
  }

  /// A load whose answer arrives in a later main-actor job.
  public static let load = CounterScenario("counter.load") { open, context in
    let driver = try open(())
    try await context.step("load", settled: { driver.widgets.status.value == "loaded" }) {
      driver.load()
    }
  }

  /// The counter in every toy arm.
  public static let definition = ScreenDefinition<Void, any CounterDriver>(
    .counter,
    drivers: [
      .good: { ToyCounterDriver() },
      .offByOne: { ToyCounterDriver(step: 2) },
      .throwingFactory: { throw CounterFailure() },
      .neverSettles: { ToyCounterDriver(answersLoads: false) },
      .keepsUpdating: { ProgressCounterDriver() },
      .leaky: { LeakyCounterDriver() },
      .stuckInAStep: { StuckCounterDriver(inAJob: false) },
      .stuckInAJob: { StuckCounterDriver(inAJob: true) },
      .traps: { TrappingCounterDriver() },
      .stuckWhenTimed: {
        stuckWhenTimedDriversMade += 1
        return stuckWhenTimedDriversMade <= 2
          ? ToyCounterDriver() : StuckCounterDriver(inAJob: false)
      },
      .throwsWhenTimed: {
        throwsWhenTimedDriversMade += 1
        guard throwsWhenTimedDriversMade <= 2 else { throw CounterFailure() }
        return ToyCounterDriver()
      },
      .neverSettlesWhenTimed: {
        neverSettlesWhenTimedDriversMade += 1
        return ToyCounterDriver(answersLoads: neverSettlesWhenTimedDriversMade <= 2)
      },
      .printing: { ToyCounterDriver(prints: true) },
    ],
    scenarios: [increment, load])
}

/// A driver whose increment reads the count from the status label, which holds no number:
/// its force unwrap of `nil` stops the process, as a slip in a team's arm would.
@MainActor
public final class TrappingCounterDriver: CounterDriver {
  /// The counter's widgets.
  public let widgets = CounterWidgets()

  /// Creates the driver.
  public init() {}

  /// Stops the process: the status label is empty.
  public func increment() {
    widgets.count.write("\(Int(widgets.status.value)! + 1)")
  }

  /// Shows nothing.
  public func load() {}

  /// Closes the screen: nothing to release.
  public func close() {}

  /// The driver itself.
  public var lifetimeProbes: [AnyObject] { [self] }
}

/// A driver whose model outlives its screen: its cycle is never broken.
@MainActor
public final class LeakyCounterDriver: CounterDriver {
  /// The counter's widgets.
  public let widgets = CounterWidgets()
  private let model = LeakyModel()

  /// Creates the driver.
  public init() {}

  /// Adds one to the count.
  public func increment() {
    widgets.counters.countViewCall("display(count:)")
    widgets.count.write("\(Int(widgets.count.value)! + 1)")
  }

  /// Shows `loaded` in a later main-actor job.
  public func load() {
    Task { @MainActor [widgets] in widgets.status.write("loaded") }
  }

  /// Closes the screen, leaving its model's cycle unbroken.
  public func close() {}

  /// The model, which outlives the screen.
  public var lifetimeProbes: [AnyObject] { [model] }
}

/// The drivers ``Arm/stuckWhenTimed`` made in this process.
@MainActor private var stuckWhenTimedDriversMade = 0
/// The drivers ``Arm/throwsWhenTimed`` made in this process.
@MainActor private var throwsWhenTimedDriversMade = 0
/// The drivers ``Arm/neverSettlesWhenTimed`` made in this process.
@MainActor private var neverSettlesWhenTimedDriversMade = 0

/// A driver that holds the main thread for ever: in a step (its increment never returns), or
/// in a job (its load's answer is a main-actor job that never ends, and its increment counts).
/// Nothing in the process can interrupt either; only the process's end stops them.
@MainActor
public final class StuckCounterDriver: CounterDriver {
  /// The counter's widgets.
  public let widgets = CounterWidgets()
  private let inAJob: Bool
  private var value = 0

  /// Creates a driver that holds the main thread in a job, or else in a step.
  public init(inAJob: Bool) {
    self.inAJob = inAJob
  }

  /// Never returns, unless the driver holds the thread in a job: then adds one to the count.
  public func increment() {
    guard inAJob else { Self.holdTheThread() }
    value += 1
    widgets.counters.countViewCall("display(count:)")
    widgets.count.write("\(value)")
  }

  /// Returns at once; its answer, a later main-actor job, never ends.
  public func load() {
    Task { @MainActor in Self.holdTheThread() }
  }

  /// Closes the screen: nothing to release.
  public func close() {}

  /// The driver itself.
  public var lifetimeProbes: [AnyObject] { [self] }

  /// Sleeps, a second at a time, for ever.
  private static func holdTheThread() -> Never {
    while true { Thread.sleep(forTimeInterval: 1) }
  }
}
