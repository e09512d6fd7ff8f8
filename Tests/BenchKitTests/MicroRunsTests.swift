import Comparison
import Foundation
import PatternStudy
import Testing

@testable import BenchKit
@testable import PatternStudyBench

/// The micro suite measures in several runs, each in a fresh process: a row's figure is its
/// best run, a ratio its best run over the other row's best, and the runs' range is shown
/// beside it.
@Suite struct MicroRunsTests {
  static let floor = MicroBenchmark.ID.closureCall
  static let send = MicroBenchmark.ID(rawValue: "send")
  static let alloc = MicroBenchmark.ID.allocateAndFree
  static let cancel = MicroBenchmark.ID(rawValue: "cancel")

  /// Benchmarks whose loops are never run: ``MicroRunner/results(of:runs:)`` takes their
  /// budgets only.
  static let benchmarks = [
    MicroBenchmark(floor, "closure call") { { _ in } },
    MicroBenchmark(send, "send", floorBudget: 3) { { _ in } },
    MicroBenchmark(alloc, "alloc") { { _ in } },
    MicroBenchmark(
      cancel, "cancel", referenceBudget: ReferenceBudget(2, of: alloc),
      allocationBudget: AllocationBudget(1, beyond: alloc), shownAgainst: send
    ) { { _ in } },
  ]

  /// Three runs; `values` by id, run by run, each `(nanoseconds, allocations)`.
  static func runs(_ values: [MicroBenchmark.ID: [(Double, Double?)]]) -> [MicroRun] {
    (0..<3).map { index in
      var run = MicroRun()
      for (id, figures) in values where index < figures.count {
        run.measurements[id.rawValue] = MicroMeasurement(
          nanoseconds: figures[index].0, allocations: figures[index].1)
      }
      return run
    }
  }

  @Test func aFigureIsTheBestRunAndARatioTheBestOverTheBest() throws {
    // A spell of a slower machine slowed the floor in the second run and the send in the
    // third, each by its own factor: the ratios within those runs say nothing of the code.
    let rows = MicroRunner.results(
      of: Self.benchmarks,
      runs: Self.runs([
        Self.floor: [(1, 0), (4, 0), (2, 0)],
        Self.send: [(6, 0), (4, 0), (40, 0)],
        Self.alloc: [(10, 1), (30, 1), (12, 1)],
        Self.cancel: [(15, 2), (40, 2), (30, 2)],
      ]))
    #expect(rows.map(\.id) == [Self.floor, Self.send, Self.alloc, Self.cancel])
    let send = rows[1]
    #expect(send.nsPerOp == 4)
    #expect(send.nsPerOpRuns == [6, 4, 40])
    // 4 (the second run) over 1 (the first), within the runs' own 6/1, 4/4, 40/2.
    #expect(send.ratioToClosure == 4)
    #expect(send.timeBudgetRuns == [6, 1, 20])
    #expect(send.meetsBudget == false)
    let cancel = rows[3]
    #expect(cancel.nsPerOp == 15)
    // 15 over 10; run by run 15/10, 40/30, 30/12.
    #expect(cancel.ratioToBudgetReference == 1.5)
    #expect(cancel.timeBudgetRuns == [1.5, 40.0 / 30, 2.5])
    #expect(cancel.meetsBudget == true)
    #expect(cancel.allocationsPerOp == 2)
    #expect(cancel.allocationsBeyondReference == 1)
    // 15 over the send's 4.
    #expect(cancel.ratioToShownAgainst == 3.75)
    let spread = try #require(cancel.nsPerOpSpread)
    #expect([spread.low, spread.high] == [15, 40])
  }

  @Test func aRowOrAReferenceThatSomeRunsLackIsTakenFromTheOthers() {
    let rows = MicroRunner.results(
      of: Self.benchmarks,
      runs: Self.runs([
        Self.floor: [(2, nil), (2, nil), (2, nil)],
        Self.send: [(4, nil), (8, nil)],
        Self.cancel: [(30, nil), (40, nil), (50, nil)],
      ]))
    #expect(rows.map(\.id) == [Self.floor, Self.send, Self.cancel])
    #expect(rows[1].nsPerOpRuns == [4, 8])
    #expect(rows[1].nsPerOp == 4)
    // Its reference row never ran (a --filter left it out): the budget is dropped, not judged
    // against nothing; so is the allocation budget, with nothing counted.
    #expect(rows[2].referenceBudget == nil)
    #expect(rows[2].allocationBudget == nil)
    #expect(rows[2].allocationsPerOp == nil)
    #expect(rows[2].meetsBudget == nil)
    // The row it is shown against ran in two runs out of three: the ratio is theirs, 30
    // (not the third run's 50 either way) over 4.
    #expect(rows[2].ratioToShownAgainst == 30.0 / 4)
  }

  @Test func theRunsAreShownBesideTheBestRun() throws {
    var results = Fixtures.results
    results.micro = MicroRunner.results(
      of: Self.benchmarks,
      runs: Self.runs([
        Self.floor: [(2, 0), (2, 0), (2, 0)],
        Self.send: [(5, 0), (5.5, 0), (7, 0)],
        Self.alloc: [(10, 1), (10, 1), (10, 1)],
        Self.cancel: [(15, 2), (18, 2), (16, 2)],
      ]))
    let markdown = try #require(Document(results: results).micro.map(TableText.markdown))
    #expect(markdown.contains("| benchmark | ns/op | runs, ns | × closure call |"))
    #expect(markdown.contains("| send | 5.0 | 5.0–7.0 | 2.5× |"))
    #expect(
      Document(results: results).provenance.contains(
        "micro benchmarks: 3 runs, each its best round; a row is the best run, shown with "
          + "their range"))
    let text = TableText.text(Document(results: results).micro!)
    #expect(text.contains("5.0–7.0"))
    let budgets = try #require(Document(results: results).budgets?.rows)
    #expect(
      budgets.contains(["send", "≤ 3.0× closure call", "2.5× (5.0 ns; runs 2.5–3.5×)", "met"]))
    #expect(budgets.contains(["cancel", "≤ 2.0× alloc", "1.5× (15.0 ns; runs 1.5–1.8×)", "met"]))
    let csv = CSV(results: results).render()
    #expect(csv.contains("micro,micro,send,"))
    let sendLine = try #require(
      csv.split(separator: "\n").first { $0.contains("micro,micro,send,") })
    // (7 − 5) / 5 in the round_spread column.
    #expect(sendLine.contains(",0.4,"))
  }

  @Test func runsSurviveJSONAndAnImpossibleOneIsRefused() throws {
    let rows = MicroRunner.results(
      of: Self.benchmarks,
      runs: Self.runs([
        Self.floor: [(2, 0), (3, 0), (2.5, 0)], Self.send: [(5, 0), (6, 0), (7, 0)],
      ]))
    let decoded = try JSONDecoder().decode([MicroResult].self, from: JSONEncoder().encode(rows))
    #expect(decoded == rows)
    // A file saved before runs were kept has none, and shows no range.
    let old = #"[{"id":"send","name":"send","nsPerOp":5,"ratioToClosure":2}]"#
    let row = try #require(try JSONDecoder().decode([MicroResult].self, from: Data(old.utf8)).first)
    #expect(row.nsPerOpRuns == nil)
    #expect(row.nsPerOpSpread == nil)
    let negative =
      #"[{"id":"send","name":"send","nsPerOp":5,"ratioToClosure":2,"nsPerOpRuns":[5,-1]}]"#
    #expect(throws: ImpossibleFigure.self) {
      try JSONDecoder().decode([MicroResult].self, from: Data(negative.utf8))
    }
  }

  /// The run itself: ``MicroRunner/runs`` runs, each in a worker when one answers for every
  /// benchmark the run selected, else in this process. A worker's answer says a second per
  /// operation, which no run here comes near, however loaded the machine.
  @MainActor @Test func eachRunIsAWorkersUnlessItFailsOrAnswersForOtherBenchmarks() async throws {
    let spin = MicroBenchmark(.init(rawValue: "spin"), "spin") {
      { iterations in
        var total = 0
        for index in 0..<iterations { total &+= index }
        blackHole(total)
      }
    }
    let options = try BenchOptions.parse(["--suite", "signals", "--quick"])
    var runner = BenchRunner(study: .presentationPatterns, micro: [spin], options: options)
    var asked: [Int] = []
    runner.microExecutor = { run in
      asked.append(run)
      var answer = MicroRun()
      answer.measurements["closure-call"] = MicroMeasurement(nanoseconds: 1e9, allocations: nil)
      // Run 0's worker fails; run 2's leaves a benchmark out.
      if run != 2 { answer.measurements["spin"] = MicroMeasurement(nanoseconds: 5e9) }
      return run == 0 ? nil : answer
    }
    let results = await runner.run()
    #expect(asked == Array(0..<MicroRunner.runs))
    let floor = try #require(results.micro.first { $0.id == .closureCall }?.nsPerOpRuns)
    let spinRuns = try #require(results.micro.first { $0.id.rawValue == "spin" }?.nsPerOpRuns)
    // Run 1 is the worker's; runs 0 and 2 were made here.
    #expect(floor[1] == 1e9 && spinRuns[1] == 5e9)
    #expect(floor[0] < 1e9 && floor[2] < 1e9)
    #expect(spinRuns[0] < 5e9 && spinRuns[2] < 5e9)
  }

  /// `pattern-bench` makes each run in a fresh process of its own, and combines their answers.
  @Test func patternBenchMakesEachRunInAWorker() async throws {
    let outcome = try await PatternBenchProcess.run([
      "--suite", "signals", "--quick", "--filter", "send", "--format", "json",
    ])
    #expect(outcome.status == 0, "\(outcome.errors)")
    // A worker that failed would say so, and its run would be made in the parent.
    #expect(!outcome.errors.contains("runs here"), "\(outcome.errors)")
    let results = try JSONDecoder().decode(BenchResults.self, from: Data(outcome.output.utf8))
    #expect(!results.micro.isEmpty)
    for row in results.micro {
      #expect(row.nsPerOpRuns?.count == MicroRunner.runs, "\(row.name)")
    }
  }
}

/// The report's micro chart draws each row's runs as a whisker of its ratio to the floor.
@Suite struct MicroRunsReportTests {
  @Test func theMicroChartDrawsTheRunsAsWhiskers() {
    var results = Fixtures.results
    results.micro = MicroRunner.results(
      of: MicroRunsTests.benchmarks,
      runs: MicroRunsTests.runs([
        MicroRunsTests.floor: [(2, 0), (2, 0), (2, 0)],
        MicroRunsTests.send: [(5, 0), (5.5, 0), (7, 0)],
      ]))
    let html = HTMLReport(results: results).render()
    let micro = html[html.range(of: "id=\"micro\"")!.lowerBound...]
    #expect(micro.contains("logarithmic scale: the best of 3 runs, each in a fresh process"))
    // The floor's runs are all 1×, a whisker of no length; the send's span 2.5× to 3.5×.
    #expect(micro.components(separatedBy: "class=\"error-bar\"").count - 1 == 2)
    #expect(micro.contains("(runs 5.0–7.0 ns)"))
    // Results saved before runs were kept draw no whiskers.
    results.micro = results.micro.map { row in
      var row = row
      row.nsPerOpRuns = nil
      return row
    }
    let old = HTMLReport(results: results).render()
    #expect(!old[old.range(of: "id=\"micro\"")!.lowerBound...].contains("error-bar"))
    #expect(old.contains("logarithmic scale: one figure per row."))
  }

  /// A loop the optimiser removed can take no time the clock sees, even at 2^30 iterations: the
  /// calibration keeps its count instead of dividing by zero (which trapped converting infinity).
  @Test func aLoopThatTakesNoTimeKeepsItsIterations() {
    let target = Duration.milliseconds(10)
    #expect(MicroRunner.iterations(scaling: 1 << 30, took: .zero, to: target) == 1 << 30)
    #expect(MicroRunner.iterations(scaling: 1 << 30, took: .nanoseconds(1), to: target) == 1 << 40)
    #expect(MicroRunner.iterations(scaling: 8, took: .milliseconds(1), to: target) == 80)
    #expect(MicroRunner.iterations(scaling: 1, took: .seconds(1), to: target) == 1)
  }
}
