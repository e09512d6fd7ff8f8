import Comparison
import Foundation
import PatternStudy
import PatternStudyBench
import Testing

@testable import BenchKit

/// The package's budgets on the initial render and on subscribe + cancel, judged on hand-made
/// results.
@Suite struct BudgetTests {
  /// The fixture's Login initial render (MVVM 10×, MVVM state 3× MVP's), with `allocations` by
  /// arm and `boundOutputs` by arm.
  static func initialRender(
    allocations: [String: Double], boundOutputs: [String: Int]?
  ) -> BenchResults {
    var results = Fixtures.results
    var figure = results.scenarios[0].actions[0]
    for (arm, count) in allocations {
      figure.arms[arm]?.allocations = count
    }
    results.initialRenders = [
      ScreenInitialRender(
        screen: .login, scenarios: 1, figure: figure, boundOutputs: boundOutputs)
    ]
    return results
  }

  /// The study's guide sets the budgets: MVVM's 10× misses its 3×, MVVM state's 3× meets its 4×.
  /// Without a guide, or for an arm it does not name, there is no budget: an arm of a team's
  /// study named like one of the package's is not held to the package's.
  @Test func initialRenderBudgetsNameEveryMissWithHowFarOverItIs() {
    var results = Self.initialRender(allocations: [:], boundOutputs: nil)
    let rows = { Document(results: results).budgets?.rows.filter { $0[0].hasSuffix("render") } }
    #expect(rows() == [])
    results.guide = StudyGuide(
      verdict: "", picks: [], initialRenderBudgets: ["mvvm": 3, "mvvm-state": 4])
    #expect(
      rows() == [
        [
          "MVVM: initial render", "≤ 3.0× MVP", "10.0× on 1 screen",
          "missed on 1 of 1, up to 233% over",
        ],
        ["MVVM state: initial render", "≤ 4.0× MVP", "3.0× on 1 screen", "met"],
      ])
  }

  /// The package's Signals arms: 3× with one binding per output, 2× with one state output.
  @Test func thePackagesStateArmHasTheTighterRatioBudget() {
    let budgets = StudyGuide.presentationPatterns.initialRenderBudgets
    #expect(budgets == ["mvvm": 3, "mvvm-dedup": 3, "mvvm-state": 2])
  }

  /// The bound outputs (none in older results) and a budget on another row survive JSON.
  @Test func boundOutputsAndAReferenceBudgetSurviveJSON() throws {
    let results = Self.initialRender(allocations: [:], boundOutputs: ["mvvm": 6])
    let data = try JSONEncoder().encode(results.initialRenders)
    let decoded = try JSONDecoder().decode([ScreenInitialRender].self, from: data)
    #expect(decoded == results.initialRenders)
    let old = try JSONEncoder().encode(
      [ScreenInitialRender(screen: .login, scenarios: 1, figure: results.initialRenders[0].figure)])
    #expect(try JSONDecoder().decode([ScreenInitialRender].self, from: old)[0].boundOutputs == nil)
    let row = Self.subscribeCancel(nsPerOp: 90, reference: 40)
    #expect(try JSONDecoder().decode(MicroResult.self, from: JSONEncoder().encode(row)) == row)
  }

  static func subscribeCancel(nsPerOp: Double, reference: Double) -> MicroResult {
    MicroResult(
      id: .subscribeCancel, name: "subscribe + cancel", nsPerOp: nsPerOp,
      ratioToClosure: nsPerOp / 2, floorBudget: nil, nanosecondBudget: nil,
      referenceBudget: ReferenceBudget(3, of: .allocateAndFree, label: "alloc"),
      ratioToBudgetReference: nsPerOp / reference)
  }

  @Test func subscribeCancelIsJudgedAgainstAllocateAndFreeInTheSameRun() {
    let pass = Self.subscribeCancel(nsPerOp: 90, reference: 40)
    #expect(pass.meetsBudget == true)
    #expect(Document.budgetText(pass, miss: "MISS") == "≤ 3× alloc: 2.25×, pass")
    let miss = Self.subscribeCancel(nsPerOp: 240, reference: 40)
    #expect(miss.meetsBudget == false)
    #expect(Document.budgetText(miss, miss: "MISS") == "≤ 3× alloc: 6.0×, MISS")
    var results = Fixtures.results
    results.micro.append(miss)
    let longest = SignalsSuite.benchmarks.max { $0.name.count < $1.name.count }!
    results.micro.append(
      MicroResult(id: longest.id, name: longest.name, nsPerOp: 200, ratioToClosure: 100))
    #expect(
      Document(results: results).budgets?.rows.contains([
        "subscribe + cancel", "≤ 3.0× alloc", "6.0× (240 ns)", "missed",
      ]) == true)
    // With the row it divides by in the run, the budgets table names it as the table does.
    var named = results
    named.micro.append(
      MicroResult(
        id: .allocateAndFree, name: "allocate and free one small object", nsPerOp: 40,
        ratioToClosure: 20))
    #expect(
      Document(results: named).budgets?.rows.contains([
        "subscribe + cancel", "≤ 3.0× allocate and free one small object", "6.0× (240 ns)",
        "missed",
      ]) == true)
    let table = TableText.text(Document(results: results).micro!)
    #expect(table.contains("≤ 3× alloc: 6.0×, miss"))
    for line in table.split(separator: "\n") {
      #expect(line.count <= 100, "too wide: \(line)")
    }
  }

  /// A spell of a slower machine must slow every row's rounds alike, not one row's alone: after
  /// calibrating each row, a run times one round of each row, then the next round of each.
  @MainActor @Test func aRunInterleavesTheRowsRounds() throws {
    final class Log: @unchecked Sendable {
      var calls: [String] = []
    }
    let log = Log()
    func benchmark(_ name: String) -> MicroBenchmark {
      MicroBenchmark(MicroBenchmark.ID(rawValue: name), name) {
        { iterations in
          log.calls.append(name)
          var total = 0
          for index in 0..<iterations { total &+= index }
          blackHole(total)
        }
      }
    }
    let runner = MicroRunner(roundDuration: .microseconds(200), rounds: 3) { 0 }
    var progress: [Int] = []
    let run = runner.measureRun([benchmark("a"), benchmark("b")]) { index, _ in
      progress.append(index)
    }
    #expect(Set(run.measurements.keys) == ["a", "b"])
    // Calibration calls "a" until a round is long enough, then "b"; then the timed rounds,
    // interleaved; then one pass of each to count allocations.
    let calibration = try #require(log.calls.firstIndex(of: "b"))
    #expect(log.calls[..<calibration].allSatisfy { $0 == "a" })
    let afterCalibration = try #require(log.calls[calibration...].firstIndex(of: "a"))
    #expect(Array(log.calls[afterCalibration...]) == ["a", "b", "a", "b", "a", "b", "a", "b"])
    // Progress rises with the share of the rounds timed, from the first row to the last.
    #expect(progress == [0, 0, 0, 1, 1, 1])
  }
}

@inline(never)
func blackHole(_ value: Int) {
  _ = value
}
