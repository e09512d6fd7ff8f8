import Dispatch
import Testing

@testable import Comparison
@testable import PatternStudy

@MainActor
@Suite struct WidgetTests {
  @Test func everyWriteCountsAndEqualWritesAreRedundant() {
    let counters = ViewCounters()
    let label = Widget("", counters: counters)
    label.write("a")
    label.write("a")
    label.write("b")
    #expect(label.value == "b")
    #expect(counters.counts == ViewCounts(viewCalls: 0, widgetWrites: 3, redundantWrites: 1))
  }

  @Test func viewCallsCountSeparately() {
    let counters = ViewCounters()
    counters.countViewCall("startLoading()")
    counters.countViewCall("finishLoading()")
    #expect(counters.counts.viewCalls == 2)
    #expect(counters.counts.widgetWrites == 0)
    #expect(counters.callNames == nil, "counters log names only during a counting run")
  }

  @Test func countingRunsLogTheNameOfEveryViewCall() async {
    let run = await ScenarioRunner().run(runnable(LoginScenarios.emptyFields), on: .mvp)
    guard let names = run.callNames else {
      Issue.record("a counting run logs the call names")
      return
    }
    #expect(names.initialRender == [])
    #expect(names.actions.count == run.actionCounts.viewCalls)
    #expect(names.actions.prefix(2) == ["displayError(_:)", "clearFields()"])
  }

  @Test func waitUntilResumesOnTheWriteThatMakesTheConditionTrue() async {
    let counters = ViewCounters()
    let spinner = Widget(true, counters: counters)
    var resumed = false
    let (checks, check) = AsyncStream<Void>.makeStream()
    let waiting = Task { @MainActor in
      await counters.waitUntil {
        check.yield()
        return !spinner.value
      }
      resumed = true
    }
    // Here the first check and the wait's registration happen in one main-actor turn, so once
    // the condition has been checked the wait is registered; a yield would not ensure the task
    // ran.
    var checked = checks.makeAsyncIterator()
    await checked.next()
    #expect(!resumed)
    spinner.write(false)
    await waiting.value
    #expect(resumed)
  }

  /// Under a task executor preference, entering the wait and its continuation each take a
  /// main-actor turn, after the jobs queued there: a job queued before the wait runs at the
  /// first, and the write it queues at the second, between the wait's first check and its
  /// registration. The wait must still see it (without its second check it waited until its
  /// limit and returned `false`).
  @Test func waitUntilSeesAWriteThatLandsBeforeItIsRegistered() async {
    let counters = ViewCounters()
    let spinner = Widget(true, counters: counters)
    let settled = await withTaskExecutorPreference(QueueTaskExecutor()) {
      Task { @MainActor in Task { @MainActor in spinner.write(false) } }
      return await counters.waitUntil({ !spinner.value }, limit: .seconds(2))
    }
    #expect(settled)
    #expect(counters.counts.widgetWrites == 1)
  }

  /// A condition should only read the screen. One that writes a widget, while the conditions
  /// are checked after a write, makes a write that is counted but checks no condition: the
  /// check under way goes on, and a wait that write satisfies is woken by the next write.
  @Test func aWriteFromAConditionIsCountedAndWakesNoWaitBeforeTheNextWrite() async {
    let counters = ViewCounters()
    let status = Widget("", counters: counters)
    let echo = Widget("", counters: counters)
    var woken: [String] = []
    let (echoChecks, echoCheck) = AsyncStream<Void>.makeStream()
    let echoed = Task { @MainActor in
      await counters.waitUntil {
        echoCheck.yield()
        return echo.value == "echoed"
      }
      woken.append("echoed")
    }
    // As above: once a condition has been checked, its wait is registered.
    var echoChecked = echoChecks.makeAsyncIterator()
    await echoChecked.next()
    let (loadChecks, loadCheck) = AsyncStream<Void>.makeStream()
    let loaded = Task { @MainActor in
      await counters.waitUntil {
        loadCheck.yield()
        guard status.value == "loaded" else { return false }
        echo.write("echoed")
        return true
      }
      woken.append("loaded")
    }
    var loadChecked = loadChecks.makeAsyncIterator()
    await loadChecked.next()
    status.write("loaded")
    await loaded.value
    #expect(woken == ["loaded"])
    #expect(echo.value == "echoed")
    #expect(counters.counts.widgetWrites == 2)
    status.write("loaded again")
    await echoed.value
    #expect(woken == ["loaded", "echoed"])
  }

  @Test func waitUntilReturnsAtOnceWhenTheConditionHolds() async {
    let counters = ViewCounters()
    await counters.waitUntil { true }
    #expect(counters.counts.widgetWrites == 0)
  }
}

@MainActor
@Suite struct ScreenSnapshotTests {
  @Test func drawingShowsEveryWidgetAndTruncatesLongLists() {
    let snapshot = ScreenSnapshot(
      screen: "UserList",
      elements: [
        .spinner(name: "spinner", isVisible: false),
        .list(
          name: "users",
          rows: (1...10).map { ScreenSnapshot.Row("User \($0)", detail: "\($0) years") },
          isVisible: true),
        .label(name: "error", text: "", isVisible: false),
        .button(name: "Refresh", isEnabled: false),
        .textField(name: "search", text: "sw"),
      ])
    let drawing = snapshot.drawing(maximumRows: 3)
    #expect(drawing.contains("+-- UserList"))
    #expect(drawing.contains("spinner: hidden"))
    #expect(drawing.contains("users: 10 rows"))
    #expect(drawing.contains("| User 1  ·  1 years"))
    #expect(!drawing.contains("User 4"))
    #expect(drawing.contains("… 7 more"))
    #expect(drawing.contains("[Refresh] disabled"))
    #expect(drawing.contains("search: [sw]"))
    let widths = Set(drawing.split(separator: "\n").map(\.count))
    #expect(widths.count == 1, "every line of the box has the same width")
  }

  /// A limit of no rows still says how many rows the list has, all of them as "more"; a
  /// negative limit is a limit of none.
  @Test(arguments: [0, -1, Int.min])
  func aLimitOfNoRowsDrawsTheCountAndEveryRowAsMore(limit: Int) {
    let snapshot = ScreenSnapshot(
      screen: "UserList",
      elements: [.list(name: "users", rows: [.init("A"), .init("B")], isVisible: true)])
    #expect(
      snapshot.drawing(maximumRows: limit) == """
        +-- UserList ---+
        | users: 2 rows |
        |   | … 2 more  |
        +---------------+
        """)
  }

  @Test func hiddenLabelsCompareEqualWhateverTheirText() {
    let counters = ViewCounters()
    let left = Label("old error", isHidden: true, counters: counters)
    let right = Label("", isHidden: true, counters: counters)
    #expect(left.element("error") == right.element("error"))
  }
}

/// A snapshot reads back what a person sees, by element name.
@Suite struct SnapshotQueryTests {
  let snapshot = ScreenSnapshot(
    screen: "Settings",
    elements: [
      .toggle(name: "Notifications", isOn: true),
      .textField(name: "Display name", text: "Ada"),
      .button(name: "Save", isEnabled: false),
      .label(name: "status", text: "Saved", isVisible: true),
      .spinner(name: "spinner", isVisible: false),
      .list(name: "rows", rows: [.init("one")], isVisible: true),
    ])

  @Test func everyKindOfElementIsFoundByNameAndReadBack() {
    #expect(snapshot.isOn("Notifications") == true)
    #expect(snapshot.text("Display name") == "Ada")
    #expect(snapshot.isEnabled("Save") == false)
    #expect(snapshot.text("status") == "Saved")
    #expect(snapshot.isVisible("spinner") == false)
    #expect(snapshot.rows("rows")?.map(\.title) == ["one"])
    #expect(snapshot.text("missing") == nil)
    #expect(snapshot.isOn("Save") == nil)
  }

  @Test func aToggleDrawsItsState() {
    #expect(snapshot.drawing().contains("| Notifications: (on)"))
  }
}

/// Runs the jobs of the tasks that prefer it on a serial queue of its own.
final class QueueTaskExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "ComparisonTests.QueueTaskExecutor")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
