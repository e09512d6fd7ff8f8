import Comparison

/// Every table and sentence any output shows, each built once (when an output first asks for
/// it) from the results and the study's guide: the Markdown page, the terminal, the report and
/// RESULTS.md each lay out these parts and draw these tables, so that they never disagree.
final class Document {
  /// A column of a table: its heading, what it holds, and its Markdown rule (`---`, `--:`, `:-:`).
  struct Column: Equatable {
    /// What a column holds, which sets its alignment: words (left), a figure (right, never wrapped),
    /// the interval of the figure before it (lighter), a time whose share may wrap under it.
    enum Kind: Equatable { case text, figure, interval, timeAndShare }

    var heading: String
    var kind: Kind
    var rule: String

    init(_ heading: String, _ kind: Kind = .figure, rule: String? = nil) {
      self.heading = heading
      self.kind = kind
      self.rule = rule ?? (kind == .text ? "---" : "--:")
    }
  }

  /// A table, with the heading and caption that go with it.
  struct Table: Equatable {
    /// The anchor the page and the report link to (`glance`), empty when it has none.
    var id = ""
    /// The title, a heading; empty for a table under a heading of its own.
    var title = ""
    /// How to read it, in a sentence or two; empty for none.
    var caption = ""
    var columns: [Column]
    var rows: [[String]]
    /// The rows that start a group, under a darker rule in the report.
    var groups: Set<Int> = []
    /// Markdown's compact form, the counts section's, which `--check-results` compares.
    var compact = false

    /// The table without the columns that hold no figure in any row (a dash or nothing); the first
    /// column always stays.
    func withoutEmptyColumns() -> Table {
      let kept = columns.indices.filter { column in
        column == 0 || rows.contains { !["—", ""].contains($0[column]) }
      }
      var table = self
      table.columns = kept.map { columns[$0] }
      table.rows = rows.map { row in kept.map { row[$0] } }
      return table
    }
  }

  /// The code figures' tables and sentences; `changeNotes` is what the requirement changes section
  /// says before its summary (why none, the problems).
  struct Code {
    var intro: String
    var support: String
    var totals: Table
    var screens: [(screen: String, table: Table)]
    var changeNotes: [String]
    var summary: Table?
    var changes: [(title: String, requirement: String, table: Table)]
    var claims: Table?
  }

  /// The results the parts are made of.
  let results: BenchResults

  init(results: BenchResults) { self.results = results }

  // Each part is made once: the report asks for some several times, and the findings and the
  // glance compute bootstrap intervals.
  lazy var glance: Table? = makeGlance()
  lazy var picks: Table? = makePicks()
  lazy var budgets: Table? = makeBudgets()
  /// The tables behind the verdict, in the order the page shows them.
  lazy var findings: [Table] = [
    makeAim(), makePatternAndCore(), makeAwaited(), makeGaps(), makeScaling(),
  ].compactMap { $0 }
  /// Each screen's counts (its initial render and each scenario's actions) and latency (each kind
  /// of timed step; `nil` when nothing was timed).
  lazy var screens: [(screen: Screen, counts: Table, latency: Table?)] = makeScreens()
  lazy var whatIf: Table? = makeWhatIf()
  lazy var micro: Table? = makeMicro()
  lazy var code: Code? = makeCode()
  /// The study's name, which titles every output.
  var title: String { results.study ?? "pattern-bench" }
  /// The verdict's tables: the picks first, then the arms at a glance.
  var verdictTables: [Table] { [picks, glance].compactMap { $0 } }

  var arms: Table {
    Table(
      caption: "Ratios divide by \(results.referenceName).",
      columns: [Column("arm", .text), Column("id", .text), Column("what sets it apart", .text)],
      rows: results.arms.map { ["**\($0.name)**", "`\($0.id)`", $0.description] })
  }

  private var referenceName: String { results.referenceName }
  private var guide: StudyGuide? { results.guide }

  /// `2.1 µs (0.025%)`: a p50 with its share of a 120 Hz frame.
  func timeWithShare(_ nanoseconds: Int) -> String {
    "\(nanosecondsText(nanoseconds)) (\(frameShareText(nanoseconds)))"
  }

  /// `2.1 µs`, or `—` for no figure.
  private func time(_ nanoseconds: Int?) -> String {
    nanoseconds.map { nanosecondsText($0) } ?? "—"
  }

  /// `6.2–10.9×`: the smallest and largest of `values`, one figure when equal, `—` for none.
  func range(_ values: [Double], unit: String = "") -> String {
    guard let low = values.min(), let high = values.max() else { return "—" }
    let format = { (value: Double) in unit.isEmpty ? countText(value) : decimalText(value) }
    return (low == high ? format(low) : format(low) + "–" + format(high)) + unit
  }

  // MARK: Verdict

  /// The guide's verdict, when the run has figures it rests on.
  var verdict: String? {
    guard glance != nil, let text = guide?.verdict, !text.isEmpty else { return nil }
    return text
  }

  /// Whether every arm showed the same screens, in a sentence.
  var parity: String? {
    guard !results.scenarios.isEmpty else { return nil }
    let failures = results.parityFailures
    if failures.isEmpty {
      return "All \(results.arms.count) arms showed identical screens after every step of all "
        + "\(results.scenarios.count) scenarios, and left nothing alive."
    }
    let names = failures.prefix(3).map(\.title).joined(separator: ", ")
    return "\(failures.count) of \(results.scenarios.count) scenarios failed (\(names)"
      + (failures.count > 3 ? " and more" : "")
      + "): an arm stopped, showed another screen or leaked. That is a bug, not a finding."
  }

  private func makeGlance() -> Table? {
    guard !results.scenarios.isEmpty || results.code != nil else { return nil }
    let referenceCalls = results.arms.first { $0.id == results.reference }
      .flatMap(results.actionCalls)
    let rows = results.arms.map { arm -> [String] in
      let isReference = arm.id == results.reference
      let calls = results.actionCalls(arm)
      let base = referenceCalls ?? 0
      let typical = results.typicalAction(arm)
      let initial = results.initialRender(arm)
      return [
        arm.name + (isReference ? " (reference)" : ""),
        calls.map {
          "\($0)"
            + (isReference || base == 0 ? "" : " (\(decimalText(Double($0) / Double(base)))×)")
        } ?? "—",
        typical.p50.map(timeWithShare) ?? "—",
        typical.p50 == nil
          ? "—" : isReference ? "1×" : typical.ratio.map { decimalText($0.value) + "×" } ?? "—",
        isReference ? "" : typical.ratio.map { rangeText(($0.low, $0.high)) } ?? "",
        results.slowestFrame(arm).map(timeWithShare) ?? "—", time(initial.p50),
        initial.p50 == nil ? "—" : isReference ? "1×" : range(initial.ratios, unit: "×"),
        results.linesPerChange(arm).map(countText) ?? "—",
      ]
    }
    var table = Table(
      id: "glance", title: "Arms at a glance",
      columns: [
        Column("arm", .text), Column("view calls"), Column("typical action"),
        Column("× \(referenceName)"), Column("95 %", .interval), Column("slowest cell frame"),
        Column("initial render"), Column("× \(referenceName)"), Column("lines per change"),
      ], rows: rows
    ).withoutEmptyColumns()
    // The caption says how to read the columns the table has, and no other.
    let sentences: KeyValuePairs = [
      "view calls": "View calls sum the actions of every scenario (initial renders apart).",
      "typical action": "The typical action is the median p50 of the synchronous actions, cell "
        + "frames aside, with its share of a 120 Hz frame, and its ratio to \(referenceName) "
        + "with a 95 % interval over the actions.",
      "slowest cell frame": "The slowest cell frame is the largest p50 of a scrolling list's "
        + "frame, any size.",
      "initial render": "The initial render is the median over the screens; its ratio the "
        + "range over them.",
      "lines per change": "Lines per change: the logic and view lines a requirement change "
        + "touched, tests apart, the mean over the changes"
        + (guide?.claims.isEmpty == false ? " (as the claims table counts them)." : "."),
    ]
    let headings = Set(table.columns.map(\.heading))
    table.caption = sentences.filter { headings.contains($0.key) }.map(\.value)
      .joined(separator: " ")
    return table
  }

  private func makePicks() -> Table? {
    guard let guide, !guide.picks.isEmpty, glance != nil else { return nil }
    return Table(
      id: "pick", title: "Pick an arm",
      caption: "The pick is the study's judgment (its guide); the figures are this run's: the "
        + "arm's typical synchronous action (cell frames aside) and its share of a 120 Hz frame, "
        + "and the logic and view lines a requirement change touched in it, tests apart.",
      columns: [
        Column("if your screen is", .text), Column("pick", .text), Column("typical action"),
        Column("of a frame"), Column("lines per change"), Column("because", .text),
      ],
      rows: guide.picks.map { pick in
        let arm = results.arms.first { $0.id == pick.arm }
        let p50 = arm.flatMap { results.typicalAction($0).p50 }
        return [
          pick.trait, arm?.name ?? pick.arm, time(p50), p50.map(frameShareText) ?? "—",
          arm.flatMap(results.linesPerChange).map(countText) ?? "—", pick.because,
        ]
      }
    ).withoutEmptyColumns()
  }

  // MARK: Budgets and findings

  private func makeBudgets() -> Table? {
    let rows =
      aimBudgets + initialRenderBudgets + [frameBudget, scalingBudget].compactMap { $0 }
      + microBudgets
    guard !rows.isEmpty else { return nil }
    return Table(
      id: "budgets", title: "Budgets",
      caption: "Each budget is a ratio to a figure of the same run, so the machine's speed "
        + "cancels out; a miss says by how much.",
      columns: ["what", "budget", "measured", "verdict"].map { Column($0, .text) }, rows: rows)
  }

  private var aimBudgets: [[String]] {
    guard let aim = guide?.actionAim else { return [] }
    return results.comparedArms.filter { aim.arms.contains($0.id) }.compactMap { arm in
      let synchronous = results.actionRatios(arm, synchronous: true, frames: false)
      guard !synchronous.isEmpty else { return nil }
      let within = synchronous.count { $0.ratio.value <= aim.ratio }
      return [
        "\(arm.name): a synchronous action", "≤ \(countText(aim.ratio))× \(referenceName)",
        "\(within) of \(synchronous.count) within",
        within == synchronous.count ? "met" : "missed on \(synchronous.count - within)",
      ]
    }
  }

  /// The guide's initial-render budgets: each arm's ratio to the reference on every screen.
  private var initialRenderBudgets: [[String]] {
    results.arms.compactMap { arm -> [String]? in
      let ratios = results.initialRender(arm).ratios
      guard let budget = guide?.initialRenderBudgets[arm.id], !ratios.isEmpty else { return nil }
      let screens = ratios.count == 1 ? " on 1 screen" : " over \(ratios.count) screens"
      return [
        "\(arm.name): initial render", "≤ \(decimalText(budget))× \(referenceName)",
        range(ratios, unit: "×") + screens, verdict(ratios, budget: budget),
      ]
    }
  }

  private var frameBudget: [String]? {
    let worst = results.arms.compactMap { arm in
      results.slowestFrame(arm).map { (arm: arm, nanoseconds: $0) }
    }.max { $0.nanoseconds < $1.nanoseconds }
    guard let budget = guide?.frameBudget, let worst else { return nil }
    let share = BenchResults.frameShare(worst.nanoseconds)
    return [
      "a frame of scrolling cells, every arm", "≤ \(percentText(budget * 100)) of a frame",
      "at most \(timeWithShare(worst.nanoseconds)) (\(worst.arm.name))",
      share <= budget ? "met" : "missed, \(percentText((share / budget - 1) * 100)) over",
    ]
  }

  private var scalingBudget: [String]? {
    let growths = results.scalingGrowths.flatMap { $0.growths.compactMap { $0 } }
    guard let budget = guide?.listScalingBudget, let worst = growths.max() else { return nil }
    return [
      "per-row cost, 1 000 rows to the largest list", "≤ \(countText(budget))×",
      "\(decimalText(worst))× at most", verdict(growths, budget: budget),
    ]
  }

  /// Each micro row's budgets: what bounds it, what was measured, whether it held.
  private var microBudgets: [[String]] {
    // A budget names the row it divides by as the table does.
    let names = Dictionary(
      results.micro.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    return results.micro.flatMap { row -> [[String]] in
      let spread = MicroResult.spread(of: row.timeBudgetRuns)
      let ratioAndTime = { (ratio: Double) in
        "\(decimalText(ratio))× (\(decimalText(row.nsPerOp)) ns"
          + (spread.map { "; runs \(rangeText($0))×" } ?? "") + ")"
      }
      var checks: [(limit: String, measured: String, met: Bool?)] = []
      if let budget = row.referenceBudget, let ratio = row.ratioToBudgetReference {
        let limit = "≤ \(decimalText(budget.ratio))× " + (names[budget.reference] ?? budget.label)
        checks.append((limit, ratioAndTime(ratio), row.meetsTimeBudget))
      } else if let floorBudget = row.floorBudget {
        let limit = "≤ \(decimalText(floorBudget))× closure call"
        checks.append((limit, ratioAndTime(row.ratioToClosure), row.meetsTimeBudget))
      } else {
        let runs = spread.map { " (runs \(rangeText($0)) ns)" } ?? ""
        let limit = "≤ \(decimalText(row.nanosecondBudget ?? 0)) ns"
        checks.append((limit, "\(decimalText(row.nsPerOp)) ns" + runs, row.meetsTimeBudget))
      }
      if let budget = row.allocationBudget, let beyond = row.allocationsBeyondReference {
        let reference = names[budget.reference] ?? budget.reference.rawValue
        let limit = "≤ \(decimalText(budget.extra)) allocations beyond " + reference
        checks.append((limit, decimalText(beyond), row.meetsAllocationBudget))
      }
      return checks.compactMap { check in
        check.met.map { [row.name, check.limit, check.measured, $0 ? "met" : "missed"] }
      }
    }
  }

  /// `met`, or `missed on 3 of 5, up to 48% over`.
  private func verdict(_ values: [Double], budget: Double) -> String {
    let misses = values.filter { $0 > budget }
    guard let worst = misses.max() else { return "met" }
    return "missed on \(misses.count) of \(values.count), up to "
      + "\(percentText((worst / budget - 1) * 100)) over"
  }

  private func makeAim() -> Table? {
    guard let aim = guide?.actionAim else { return nil }
    let ratio = countText(aim.ratio)
    let rows = results.comparedArms.compactMap { arm -> [String]? in
      let synchronous = results.actionRatios(arm, synchronous: true, frames: true)
      guard !synchronous.isEmpty else { return nil }
      let beyond = synchronous.filter { $0.ratio.isDifference && $0.ratio.low > aim.ratio }
        .sorted { $0.ratio.value > $1.ratio.value }
      return [
        arm.name, "\(synchronous.count { $0.ratio.value <= aim.ratio }) of \(synchronous.count)",
        "\(synchronous.count { $0.ratio.noMeasurableDifference })",
        "\(synchronous.count { $0.ratio.withinClockResolution })",
        beyond.prefix(3).map { entry in
          "\(entry.scenario.title) · \(entry.action.kind) \(decimalText(entry.ratio.value))× "
            + "(\(time(entry.action.arms[arm.id]?.latencyNs?.p50)))"
        }.joined(separator: "; ") + (beyond.count > 3 ? "; \(beyond.count - 3) more" : ""),
      ]
    }
    let tick = results.clockTickNs.map { " (\($0) ns)" } ?? ""
    guard !rows.isEmpty else { return nil }
    return Table(
      id: "aim", title: "Synchronous actions against the \(ratio)× aim",
      caption: "Every synchronous action, cell frames included; \"no difference\": the 95 % "
        + "interval holds 1×; \"within a tick\": a difference of one clock tick\(tick) or less. "
        + "The worst are those clearly beyond the aim, with the arm's p50.",
      columns: [
        Column("arm", .text), Column("within \(ratio)×"), Column("no difference"),
        Column("within a tick"), Column("clearly beyond (worst three)", .text),
      ], rows: rows)
  }

  private func makePatternAndCore() -> Table? {
    var rows: [[String]] = []
    let core = { (core: String) in core == Arm.Core.direct.rawValue ? "no core" : core }
    for value in results.arms.compactMap(\.core).uniqued() {
      rows += separated(
        results.arms.filter { $0.core == value }, by: \.pattern,
        what: "the pattern, on \(core(value))")
    }
    for pattern in results.arms.compactMap(\.pattern).uniqued() {
      rows += separated(
        results.arms.filter { $0.pattern == pattern }, by: \.core, what: "the core, in \(pattern)")
    }
    guard !rows.isEmpty else { return nil }
    return Table(
      id: "pattern-and-core", title: "The pattern apart from the core",
      caption: "The median, over the synchronous actions (cell frames aside), of one arm's p50 "
        + "divided by the other's, taken in the same run; beside it the two arms' typical "
        + "actions.",
      columns: [
        Column("what changes", .text), Column("arms", .text), Column("median ratio"),
        Column("typical actions", .text), Column("actions"),
      ], rows: rows)
  }

  private func separated(_ arms: [ArmInfo], by key: KeyPath<ArmInfo, String?>, what: String)
    -> [[String]]
  {
    let values = arms.compactMap { $0[keyPath: key] }.uniqued()
    guard let first = values.first, let base = arms.first(where: { $0[keyPath: key] == first })
    else { return [] }
    return values.dropFirst().compactMap { value in
      guard let arm = arms.first(where: { $0[keyPath: key] == value }),
        let ratio = results.medianRatio(arm, to: base)
      else { return nil }
      return [
        what, "\(arm.name) ÷ \(base.name)", decimalText(ratio.median) + "×",
        time(results.typicalAction(arm).p50) + " ÷ " + time(results.typicalAction(base).p50),
        "\(ratio.actions)",
      ]
    }
  }

  private func makeAwaited() -> Table? {
    let rows = results.comparedArms.compactMap { arm in
      results.awaited(arm).map { awaited in
        [
          arm.name, decimalText(awaited.ratio) + "×", time(awaited.p50), "\(awaited.actions)",
          "\(awaited.same)",
        ]
      }
    }
    guard !rows.isEmpty else { return nil }
    return Table(
      id: "awaited", title: "Awaited actions",
      caption: "Actions whose result arrives from a task or a timer: the median of each arm's "
        + "p50 ratio to \(referenceName)'s, and the median of its p50s.",
      columns: [
        Column("arm", .text), Column("median ratio"), Column("median p50"), Column("actions"),
        Column("no difference"),
      ], rows: rows)
  }

  private func makeGaps() -> Table? {
    let rows = results.comparedArms.compactMap { arm -> [String]? in
      let pairs = results.pairedCounts(arm)
      let gap = { (index: Int) in
        abs(pairs[index].own.actions.viewCalls - pairs[index].reference.actions.viewCalls)
      }
      guard let widest = pairs.indices.filter({ gap($0) > 0 }).max(by: { gap($0) < gap($1) })
      else { return nil }
      let (scenario, own, reference) = pairs[widest]
      return [
        arm.name, scenario.title, "\(own.actions.viewCalls): \(callList(own.actionCalls))",
        "\(reference.actions.viewCalls): \(callList(reference.actionCalls))",
      ]
    }
    guard !rows.isEmpty else { return nil }
    return Table(
      id: "gaps", title: "Where the view calls part",
      caption: "The scenario where each arm's view calls differ most from \(referenceName)'s, "
        + "with the three calls each made most.",
      columns: ["arm", "scenario", "its calls", "\(referenceName)'s calls"].map {
        Column($0, .text)
      }, rows: rows)
  }

  /// `rows ×2, isLoading ×2, errorMessage ×1`: the three calls made most, most first.
  private func callList(_ calls: [String: Int]) -> String {
    guard !calls.isEmpty else { return "none named" }
    let sorted = calls.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    return sorted.prefix(3).map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
      + (sorted.count > 3 ? ", …" : "")
  }

  private func makeScaling() -> Table? {
    let rows = results.scalingGrowths
    guard !rows.isEmpty else { return nil }
    return Table(
      id: "scaling", title: "Lists from 1 000 rows to the largest",
      caption: "The p50 per row of each screen's list scenario at its largest size divided by "
        + "that at 1 000 rows: 1× is a cost linear in the rows.",
      columns: [Column("screen", .text), Column("scenario", .text)]
        + results.arms.map { Column($0.name) },
      rows: rows.map { row in
        [row.screen, row.scenario] + row.growths.map { $0.map { decimalText($0) + "×" } ?? "—" }
      })
  }

  // MARK: Counts, latency, the what-if model, micro benchmarks, provenance

  var countsCaption: String {
    "Each cell: view calls / widget writes / redundant writes. The first row of each screen is "
      + "the initial render (build, attach or bind, first display); the scenario rows count "
      + "the actions after it."
  }

  var latencyLegend: String {
    "One kind of action per row, timed from its start until the view settled. "
      + "\(referenceName): p50 [95 % interval], p50 less the floor, and the spread of the "
      + "round medians (± half their range); other arms: p50 ÷ \(referenceName)'s p50 [95 % "
      + "bootstrap interval]; ≈ marks no measurable difference (the interval holds 1.0)"
      + (results.clockTickNs.map {
        ", ~ a difference within the clock's resolution (one \($0) ns tick or less)"
      } ?? "") + ". Sync actions settle without awaiting a task or a timer; awaited ones wait. "
      + "Samples are \(referenceName)'s; every arm's p50 as a share of a 120 Hz frame "
      + "(8.33 ms), and allocations per action (medians), are in arm order."
  }

  private func makeScreens() -> [(screen: Screen, counts: Table, latency: Table?)] {
    results.screens.compactMap { screen in
      let rows = results.scenarios.filter { $0.screen == screen }
      guard let first = rows.first else { return nil }
      let counts = { (counts: ArmCounts?, phase: Phase) in
        counts.map { viewCountsText($0.counts(of: phase)) } ?? "—"
      }
      let table = Table(
        columns: [Column("scenario", .text), Column("parity", .text, rule: ":-:")]
          + results.arms.map { Column($0.name) },
        rows: [
          ["*initial render*", ""] + results.arms.map { counts(first.arms[$0.id], .initialRender) }
        ]
          + rows.map { row in
            [row.title, row.parity ? "✓" : "✗"]
              + results.arms.map { counts(row.arms[$0.id], .action) }
          }, compact: true)
      return (screen, table, latencyTable(screen, rows))
    }
  }

  private func latencyTable(_ screen: Screen, _ rows: [ScenarioResult]) -> Table? {
    let timed = rows.filter { $0.iterations > 0 }
    guard !timed.isEmpty else { return nil }
    let initial = results.initialRenders.first { $0.screen == screen }.map {
      [(title: "*initial render* (\($0.scenarios) scenarios)", action: $0.figure)]
    }
    let pairs = timed.flatMap { row in row.userActions.map { (title: row.title, action: $0) } }
    return Table(
      // The long figures may wrap, between their parts, on a narrow screen.
      columns: [
        Column("scenario", .text), Column("action", .text), Column("", .text, rule: ":-:"),
        Column("samples"), Column("\(referenceName) p50", .timeAndShare),
      ] + results.comparedArms.map { Column($0.name, .timeAndShare) }
        + [Column("p50, share of a frame", .timeAndShare), Column("allocations", .timeAndShare)],
      rows: ((initial ?? []) + pairs).map { [$0.title] + latencyCells($0.action) })
  }

  /// A latency row after its title: the kind, sync or awaited, the reference's samples and p50 with
  /// its interval, net of the floor, and its spread; each other arm's ratio; every arm's p50 as a
  /// share of a frame, and its allocations.
  private func latencyCells(_ action: ActionResult) -> [String] {
    let reference = action.arms[results.reference]
    let latency = reference?.latencyNs.map { latency in
      "\(nanosecondsText(latency.p50)) [\(nanosecondsText(latency.p50Low, unit: false))–"
        + "\(nanosecondsText(latency.p50High, unit: false))]"
        + (latency.p50MinusFloor.map { " (\(nanosecondsText($0)) net, " } ?? " (")
        + "rounds ±\(Int((latency.spread * 50).rounded()))%)"
    }
    let ratios = results.comparedArms.map { arm in
      action.arms[arm.id]?.ratioToReference.map { ratio in
        // ≈: no measurable difference; ~: within the clock's resolution.
        (ratio.noMeasurableDifference ? "≈ " : ratio.withinClockResolution ? "~ " : "")
          + ratioText(ratio)
      } ?? "—"
    }
    let shares = results.arms.map { arm in
      action.arms[arm.id]?.latencyNs.map { String(frameShareText($0.p50).dropLast()) } ?? "—"
    }
    let allocations = results.arms.map { action.arms[$0.id]?.allocations.map(countText) ?? "—" }
    return [
      action.kind, action.synchronous ? "sync" : "awaited",
      reference.map { "\($0.samples)" } ?? "—", latency ?? "—",
    ] + ratios + [
      shares.joined(separator: " / ") + " %", allocations.joined(separator: " / "),
    ]
  }

  private func makeWhatIf() -> Table? {
    let steps = results.screens.flatMap { screen -> [(title: String, action: ActionResult)] in
      let rows = results.scenarios.filter { $0.screen == screen && $0.iterations > 0 }
      let initial = results.initialRenders.first { $0.screen == screen }
      let first =
        initial.map { $0.figure.synchronous && !rows.isEmpty } == true
        ? [("\(screen.rawValue) · initial render", initial!.figure)] : []
      return first
        + rows.flatMap { row in
          row.userActions.filter(\.synchronous).map { ("\(row.title) · \($0.kind)", $0) }
        }
    }
    guard !steps.isEmpty else { return nil }
    // The costs per widget write the model adds.
    let costs: [(nanoseconds: Int, label: String)] = [
      (1_000, "1 µs"), (5_000, "5 µs"), (25_000, "25 µs"),
    ]
    let labels = costs.map(\.label).joined(separator: ", ")
    let rows = steps.flatMap { step in
      costs.enumerated().map { index, cost in
        let writes = { (arm: ArmInfo) in step.action.arms[arm.id]?.countsPerStep?.widgetWrites }
        let cells = results.arms.map { arm -> String in
          guard let p50 = step.action.arms[arm.id]?.latencyNs?.p50, let perStep = writes(arm)
          else { return "—" }
          return timeWithShare(Int((Double(p50) + perStep * Double(cost.nanoseconds)).rounded()))
        }
        let counted = results.arms.map { writes($0).map(countText) ?? "—" }
        return [
          index == 0 ? step.title : "", index == 0 ? counted.joined(separator: " / ") : "",
          cost.label,
        ] + cells
      }
    }
    return Table(
      id: "what-if", title: "What if a widget write cost \(labels) (a model)",
      caption: "A model, not a measurement. A headless widget write costs nanoseconds; a real "
        + "UIKit label write costs microseconds (text measurement, layout), so the view calls and "
        + "redundant writes the counts show weigh more on a device than in the latency tables. "
        + "This table turns them into time a reader can weigh: for each synchronous kind of step, "
        + "each arm's measured p50 plus its widget writes per step × a cost per write of "
        + labels + ", and that time's share of a 120 Hz frame (8.33 ms). Writes per step are "
        + "counted step by step in the counting run (the mean over the steps of the kind, as "
        + "keystrokes of a burst may differ). Awaited steps are left out: their time is mostly "
        + "the wait for a task or a timer.",
      columns: [Column("step", .text), Column("writes per step"), Column("per write")]
        + results.arms.map { Column($0.name, .timeAndShare) },
      rows: rows, groups: Set(stride(from: 0, to: rows.count, by: costs.count)))
  }

  private func makeMicro() -> Table? {
    guard !results.micro.isEmpty else { return nil }
    return Table(
      id: "micro", title: results.microText.title,
      columns: [
        Column("benchmark", .text), Column("ns/op"), Column("runs, ns", .interval),
        Column("× closure call"), Column("× against"), Column("allocations/op"),
        Column("budget", .text),
      ],
      rows: results.micro.map { row in
        let against = row.ratioToShownAgainst.map { ratio in
          decimalText(ratio) + "× " + (row.shownAgainst.map(\.rawValue) ?? "")
        }
        return [
          row.name, decimalText(row.nsPerOp), row.nsPerOpSpread.map(rangeText) ?? "—",
          decimalText(row.ratioToClosure) + "×", against ?? "—",
          row.allocationsPerOp.map(decimalText) ?? "n/a", Self.budgetText(row),
        ]
      })
  }

  /// A micro row's budgets and verdicts, `≤ 3.0×: pass; …`, a miss said as `miss`; empty for none.
  static func budgetText(_ row: MicroResult, miss: String = "**miss**") -> String {
    let verdict = { (met: Bool?) in met == true ? "pass" : miss }
    var parts: [String] = []
    if let budget = row.referenceBudget, let ratio = row.ratioToBudgetReference {
      // Short, so that the terminal's table stays within 100 columns.
      parts.append(
        "≤ \(countText(budget.ratio))× \(budget.label): \(decimalText(ratio))×, "
          + verdict(row.meetsTimeBudget))
    } else if let floorBudget = row.floorBudget {
      parts.append("≤ \(decimalText(floorBudget))×: \(verdict(row.meetsTimeBudget))")
    } else if let nanosecondBudget = row.nanosecondBudget {
      parts.append("≤ \(decimalText(nanosecondBudget)) ns: \(verdict(row.meetsTimeBudget))")
    }
    if let budget = row.allocationBudget, let beyond = row.allocationsBeyondReference {
      parts.append(
        "≤ \(decimalText(budget.extra)) alloc beyond \(budget.reference): "
          + "\(decimalText(beyond)), \(verdict(row.meetsAllocationBudget))")
    }
    return parts.joined(separator: "; ")
  }

  /// Whether allocations were counted, in words; `nil` when the results do not say.
  private var allocations: String? {
    results.allocationsCounted.map { counted in
      counted
        ? "counted (glibc's malloc interposed)"
        : "not counted on this platform (\(BuildInfo.allocationsNotCountedReason))"
    }
  }

  /// How the run was made, one fact per line.
  var provenance: [String] {
    let lines: [String?] = [
      "\(results.configuration) build, \(results.toolchain)",
      [results.machine, results.cpu, results.coreKinds ?? "\(results.cores) cores"]
        .compactMap { $0 }.joined(separator: "; "),
      "commit \(results.commit ?? "unknown (not a git checkout)"); \(results.date)"
        + (results.quick ? "; quick run" : ""),
      results.isTimed
        ? "\(results.repeats) timed rounds per scenario after a warm-up; arms interleaved, in a "
          + "balanced order"
        : results.scenarios.isEmpty ? nil : "counts only: nothing was timed",
      results.microRuns > 1
        ? "micro benchmarks: \(results.microRuns) runs, each its best round; a row is the best "
          + "run, shown with their range" : nil,
      results.clockTickNs.map {
        "clock tick \($0) ns, the smallest step between readings: no difference within a tick "
          + "is called"
      },
      allocations.map { "allocations: " + $0 },
      results.latencyFloorNs.map {
        "latency floor (an empty action through the same path): p50 \(nanosecondsText($0.p50))"
      },
    ]
    return lines.compactMap { $0 }
  }

  /// The same facts by name, for the report.
  var facts: [(name: String, value: String)] {
    let tick = results.clockTickNs.map { "\($0) ns (the smallest step between readings)" }
    let order =
      "each arm once per iteration, in a balanced order: each follows each other arm equally often"
    return [
      ("Toolchain", results.toolchain), ("Configuration", results.configuration),
      ("Machine", results.machine), ("CPU", results.cpu ?? "unknown"),
      ("Cores", results.coreKinds ?? "\(results.cores)"), ("Allocations", allocations ?? "—"),
      ("Clock tick", tick ?? "—"), ("Commit", results.commit ?? "unknown"),
      ("Date", results.date), ("Timed rounds per scenario", "\(results.repeats)"),
      ("Arm order", results.isTimed ? order : "—"), ("Quick run", results.quick ? "yes" : "no"),
      ("Latency floor (p50 of an empty action)", time(results.latencyFloorNs?.p50)),
    ]
  }
}

// MARK: Code figures

extension Document {
  private func makeCode() -> Code? {
    guard let code = results.code else { return nil }
    let layout = code.layout
    let sharing = layout.shapes.flatMap { shape in
      let owner = layout.logicOwner(of: shape)
      let control =
        "`\(shape.id)` runs `\(owner.id)`'s \(owner.logicName) and tests with a view of its own"
      return shape.arms.dropFirst().map { "`\($0)` runs `\(shape.id)`'s code" }
        + (layout.isControlArm(shape) ? [control] : [])
    }
    let folders = layout.viewSupport.map { PathPattern($0).folder + "/" }.uniqued()
    let intro =
      "Counted from the sources (a lexer that drops comments and blank "
      + "lines; see *How pattern-bench measures*, \"Code figures\"). **Logic**: the presenter "
      + "or view model and the types only it needs (view, router and cell protocols; state; "
      + "route). **View**: the headless view a host writes to use it (its driver), without "
      + "the lines that only count view calls or probe for leaks. **Tests**: the logic's unit "
      + "tests and their spies. *Decisions*: branches and the operators that branch (the "
      + "measuring article lists them). *Shared behaviours*: tests whose names tests of "
      + "another shape share on the same screen."
      + (sharing.isEmpty ? "" : " " + sharing.joined(separator: "; ") + ".")
    return Code(
      intro: intro,
      support: "*View support*: the machinery in "
        + folders.map { "`\($0)`" }.joined(separator: ", ")
        + " a shape's views share over the \(layout.screenCountText) (binders, renderers), "
        + "written or imported once.",
      totals: sheetTable(code.sheet.totals, support: true),
      screens: code.sheet.screens.map { ($0.screen, sheetTable($0.shapes)) },
      changeNotes: changeNotes(code), summary: code.changes.isEmpty ? nil : changeSummary(code),
      changes: code.changes.map { ($0.title, $0.requirement, changeTable($0)) },
      claims: claimsTable(code))
  }

  /// What the changes section says before its summary: what was not measured, why none was, or how
  /// to read the tables.
  private func changeNotes(_ code: CodeResults) -> [String] {
    var notes: [String] = []
    if !code.changeProblems.isEmpty {
      notes.append(
        "**Not measured**: " + code.changeProblems.map { "\($0)." }.joined(separator: " "))
    }
    let layout = code.layout
    if !code.changes.isEmpty {
      let controls = layout.shapes.filter(layout.isControlArm).map { shape in
        let owner = layout.logicOwner(of: shape)
        return " `\(shape.id)` runs `\(owner.id)`'s \(owner.logicName) and tests: its row in each "
          + "change's table counts its own patch (its view), and the summary adds "
          + "`\(owner.id)`'s logic and tests."
      }
      notes.append(
        "Each change is a requirement applied to every arm, with its tests and a parity "
          + "scenario, kept as patches in `\(layout.changes ?? "")` that CI applies, builds "
          + "and tests (`.ci/changes`). Each cell: logic lines added / removed (docs: non-blank "
          + "lines of documentation, counted apart); *touched*: added + removed. *Gained*: types, "
          + "protocol requirements, decisions and tests the touched files gained. The shared "
          + "part (texts, widgets, scenarios, tests written once) is charged to no arm."
          + controls.joined())
    } else if code.changeProblems.isEmpty {
      notes.append(
        layout.changes.map { "No change is kept in `\($0)`." }
          ?? "The code layout names no folder of requirement changes.")
    }
    return notes
  }

  /// A table of code figures: the first column text, the others figures.
  private func codeTable(_ headings: [String], _ rows: [[String]]) -> Table {
    Table(
      columns: headings.enumerated().map { Column($1, $0 == 0 ? .text : .figure) }, rows: rows)
  }

  /// Each shape's code figures; `support` adds its view support's lines.
  private func sheetTable(_ shapes: [ShapeCode], support: Bool = false) -> Table {
    var headings: [String] = [
      "arms", "logic lines", "types", "protocols / requirements", "decisions", "view lines",
      "view decisions", "test lines", "tests", "test lines per shared behaviour (count)",
      "largest logic file",
    ]
    if support { headings.insert("view support lines", at: 6) }
    return codeTable(
      headings,
      shapes.map { code in
        var row: [String] = [
          "`\(code.arms.joined(separator: "`, `"))`", "\(code.logic.lines)", "\(code.logic.types)",
          "\(code.logic.protocols) / \(code.logic.requirements)", "\(code.logic.decisions)",
          "\(code.view.lines)", "\(code.view.decisions)", "\(code.tests.lines)",
          "\(code.tests.tests)",
          code.linesPerSharedBehaviour.map { "\(countText($0)) (\(code.sharedBehaviours))" }
            ?? "n/a",
          code.largestLogicFile.map { "\($0.lines) (\(fileName(of: $0.path)))" } ?? "n/a",
        ]
        if support { row.insert("\(code.viewSupport.lines)", at: 6) }
        return row
      })
  }

  /// Per shape, what each change cost it (a control arm's with its logic's).
  private func changeSummary(_ code: CodeResults) -> Table {
    codeTable(
      [
        "arms", "logic + view lines touched, by change", "mean", "test lines touched, by change",
        "mean", "files, by change", "protocol requirements gained", "types gained",
      ],
      code.layout.shapes.map { shape in
        let parts = code.changes.map { $0.cost(of: shape, in: code.layout) }
        let source = parts.map { ($0.logic + $0.view).touched }
        let tests = parts.map(\.tests.touched)
        let mean = { (values: [Int]) in
          countText(Double(values.reduce(0, +)) / Double(max(1, values.count)))
        }
        return [
          "`\(shape.arms.joined(separator: "`, `"))`",
          source.map(String.init).joined(separator: ", "), mean(source),
          tests.map(String.init).joined(separator: ", "), mean(tests),
          parts.map { String($0.files.count) }.joined(separator: ", "),
          "\(parts.reduce(0) { $0 + $1.gained.requirements })",
          "\(parts.reduce(0) { $0 + $1.gained.types })",
        ]
      })
  }

  private func changeTable(_ change: ChangeCost) -> Table {
    let lines = { (change: LineChange) in "+\(change.added) / −\(change.removed)" }
    let signed = { (value: Int) in value > 0 ? "+\(value)" : value < 0 ? "−\(-value)" : "0" }
    return codeTable(
      [
        "arms", "logic", "view (shared: harness)", "tests", "docs", "files",
        "gained: types / requirements / decisions / tests",
      ],
      (change.shapes + [change.shared]).map { part in
        [
          part.part == "shared" ? "*shared*" : "`\(part.arms.joined(separator: "`, `"))`",
          lines(part.logic), lines(part.view), lines(part.tests), lines(part.docs),
          "\(part.files.count)",
          [part.gained.types, part.gained.requirements, part.gained.decisions, part.gained.tests]
            .map(signed).joined(separator: " / "),
        ]
      })
  }

  /// The guide's claims, one column per shape; `nil` without claims.
  private func claimsTable(_ code: CodeResults) -> Table? {
    let claims = CodeClaim.claims(code, guide?.claims ?? [])
    guard !claims.isEmpty else { return nil }
    // Words in the report, which Markdown aligns right, as it did.
    let words = { (heading: String) in Column(heading, .text, rule: "--:") }
    return Table(
      id: "claims", title: "Claims",
      columns: [Column("claim", .text), words("measured by")]
        + code.layout.shapes.map { Column("`\($0.id)`") }
        + [words("verdict"), words("others counted")],
      rows: claims.map { claim in
        [claim.claim, claim.measure] + claim.figures.map { $0.map(countText) ?? "n/a" }
          + [claim.verdict.rawValue, claim.anchors]
      })
  }
}
