import Comparison
import Foundation
import Testing

@testable import BenchKit

/// A team's benchmark through BenchKit's entry point (`untrusted-bench`, over a toy screen whose
/// arms misbehave): whatever an arm does, the run ends with a clear message naming the arm, the
/// scenario and the step, and the status says what kind of failure it was.
///
/// What each misbehaviour says in a counting run is pinned in process (UntrustedArmTests); here,
/// what only the executable shows: the status, the watchdog, the workers, the streams.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct UntrustedBenchTests {
  func run(_ study: String, _ arguments: [String] = []) async throws
    -> PatternBenchProcess.Outcome
  {
    try await PatternBenchProcess.run(
      ["--quick", "--suite", "scenarios", "--output", "/dev/null"] + arguments,
      timeout: .seconds(60), executable: "untrusted-bench",
      environment: ["UNTRUSTED_BENCH_STUDY": study])
  }

  @Test func anArmThatShowsAnotherScreenExitsOneWithBothDrawings() async throws {
    let outcome = try await run("different-screen")
    #expect(outcome.status == BenchExit.parityBroken)
    #expect(
      outcome.errors.contains(
        "parity broken in counter.increment@0 at step 1 (good: increment, off-by-one: increment)"))
    #expect(outcome.errors.contains("count: \"1\"") && outcome.errors.contains("count: \"2\""))
  }

  /// What the stalled-run watchdog says of an arm whose run stalled `at` (or `after`) `step` of
  /// `scenario`, with a wait limit of 0.2 s.
  func stalled(_ arm: String, _ scenario: String, _ at: String, _ step: String) -> String {
    "\(arm) stopped in \(scenario) \(at) step \"\(step)\": the run has not moved on for 2.2 "
      + "seconds, well past the wait limit (0.2 seconds): a step that never returns, a "
      + "main-actor job that never ends or a script that waits for ever holds it"
  }

  /// Nothing in the process can take the main thread back from a step that never returns:
  /// the watchdog ends the run at twice the wait limit (here 2 s past it, its least), and no
  /// output is written.
  @Test func anArmWhoseStepNeverReturnsEndsTheRunNamingTheStepWithNothingWritten()
    async throws
  {
    let folder = try TemporaryFolder()
    let outcome = try await PatternBenchProcess.run(
      [
        "--quick", "--suite", "scenarios", "--wait-limit", "0.2", "--format", "json",
        "--output", folder.path("results.json"), "--report", folder.path("report.html"),
      ],
      timeout: .seconds(60), executable: "untrusted-bench",
      environment: ["UNTRUSTED_BENCH_STUDY": "stuck-in-a-step"])
    #expect(outcome.status == BenchExit.parityBroken)
    #expect(
      outcome.errors.contains(
        stalled("stuck-in-a-step", "counter.increment@0", "at", "increment")),
      "\(outcome.errors)")
    #expect(
      outcome.errors.contains(
        "untrusted-bench: nothing in the process can end what holds it, so the run ends here, "
          + "with nothing written"))
    #expect(!folder.exists("results.json") && !folder.exists("report.html"))
  }

  /// A main-actor job that never ends holds the thread the wait limit's own failure needs; a
  /// script that waits for ever between two steps holds nothing, yet its run never moves on.
  /// Either way the watchdog ends the run, naming the step (`where`: arm, scenario, "at" or
  /// "after", step), and the wait limit could not.
  @Test(
    arguments: [
      ("stuck-in-a-job", ["stuck-in-a-job", "counter.load@0", "at", "load"]),
      ("script-waits", ["good", "counter.waits-for-ever@0", "after", "increment"]),
    ])
  func aRunThatStallsWithoutAStuckStepEndsNamingTheStep(study: String, where: [String])
    async throws
  {
    let outcome = try await run(study, ["--wait-limit", "0.2"])
    #expect(outcome.status == BenchExit.parityBroken)
    #expect(
      outcome.errors.contains(stalled(`where`[0], `where`[1], `where`[2], `where`[3])),
      "\(outcome.errors)")
    #expect(!outcome.errors.contains("did not settle"), "the wait limit could not end it")
  }

  /// A micro benchmark that never returns stalls its run (here in a worker): the watchdog ends
  /// it, naming the benchmark.
  @Test func aMicroBenchmarkThatNeverReturnsEndsTheRunNamingIt() async throws {
    let outcome = try await PatternBenchProcess.run(
      ["--quick", "--suite", "signals", "--wait-limit", "0.2", "--output", "/dev/null"],
      timeout: .seconds(60), executable: "untrusted-bench",
      environment: ["UNTRUSTED_BENCH_STUDY": "stuck-micro"])
    #expect(outcome.status == BenchExit.parityBroken)
    #expect(
      outcome.errors.contains(
        "the micro benchmark 'never returns' has not moved on for 2.2 seconds, well past the "
          + "wait limit (0.2 seconds): it never returns"), "\(outcome.errors)")
    #expect(
      outcome.errors.contains(
        "untrusted-bench: the worker of micro run 1 ended: a run stalled in it (above); this "
          + "run ends too"), "\(outcome.errors)")
  }

  /// An arm that counts as asked and is stuck only once timed: a worker's round finds it, and
  /// the run ends with the worker, rather than running the round again in its own process; in
  /// process, the round finds it.
  @Test(arguments: [false, true])
  func anArmStuckOnlyWhenTimedEndsTheRunFromItsRound(inProcess: Bool) async throws {
    let outcome = try await run(
      "stuck-when-timed", ["--wait-limit", "0.2"] + (inProcess ? ["--in-process"] : []))
    #expect(outcome.status == BenchExit.parityBroken)
    let held = stalled("stuck-when-timed", "counter.increment@0", "at", "increment")
    #expect(outcome.errors.components(separatedBy: held).count == 2, "\(outcome.errors)")
    let workerEnded =
      "untrusted-bench: the worker of round 1 ended: a run stalled in it (above); this run ends "
      + "too"
    #expect(outcome.errors.contains(workerEnded) == !inProcess, "\(outcome.errors)")
    #expect(!outcome.errors.contains("runs here"), "the round is not run again")
  }

  /// A trap in an arm ends the process whatever is done; before the runtime's account (its
  /// message, and on Linux its backtrace) the run says where it was: arm, scenario and step.
  @Test func anArmThatTrapsEndsTheProcessNamingTheArmTheScenarioAndTheStep() async throws {
    let outcome = try await run("traps")
    #expect(outcome.status != nil && outcome.status != BenchExit.success)
    let said = "untrusted-bench: traps stopped in counter.increment@0 at step \"increment\": the "
    #expect(outcome.errors.contains(said + "process crashed\n"), "\(outcome.errors)")
    let runtime = try #require(outcome.errors.range(of: "Unexpectedly found nil"))
    let line = try #require(outcome.errors.range(of: said))
    #expect(line.lowerBound > runtime.lowerBound, "\(outcome.errors)")
  }

  /// A micro benchmark that traps, in its worker and then in the run's own process, which runs
  /// the worker's run again: each says which benchmark it was, and the run says how its worker
  /// ended.
  @Test func aMicroBenchmarkThatTrapsEndsTheProcessNamingIt() async throws {
    let outcome = try await PatternBenchProcess.run(
      ["--quick", "--suite", "signals", "--output", "/dev/null"],
      timeout: .seconds(60), executable: "untrusted-bench",
      environment: ["UNTRUSTED_BENCH_STUDY": "trapping-micro"])
    #expect(outcome.status != nil && outcome.status != BenchExit.success)
    let said = "untrusted-bench: the micro benchmark 'traps' crashed the process\n"
    #expect(outcome.errors.components(separatedBy: said).count == 3, "\(outcome.errors)")
    #expect(
      outcome.errors.contains("untrusted-bench: the worker of micro run 1 was ended by signal "),
      "\(outcome.errors)")
  }

  /// An arm that fails only once timed (its counting run kept parity) fails the run: exit 1,
  /// naming the arm, the scenario, the step and the round, in a worker's round as in this
  /// process's; the scenario's figures are left out, never taken from the rounds that
  /// survived. A failure travels from a round alike whatever it is: each once.
  @Test(
    arguments: zip(
      [
        ("throws-when-timed", "counter.increment@0", "open", "the counter's factory failed"),
        (
          "never-settles-when-timed", "counter.load@0", "load",
          "the screen did not settle within 0.2 seconds"
        ),
      ], [false, true]))
  func anArmThatFailsOnlyInATimedRoundFailsTheRunNamingTheRound(
    study: (String, String, String, String), inProcess: Bool
  ) async throws {
    let (name, scenario, step, reason) = study
    let outcome = try await PatternBenchProcess.run(
      ["--quick", "--suite", "scenarios", "--wait-limit", "0.2", "--format", "json"]
        + (inProcess ? ["--in-process"] : []),
      timeout: .seconds(60), executable: "untrusted-bench",
      environment: ["UNTRUSTED_BENCH_STUDY": name])
    #expect(outcome.status == BenchExit.parityBroken, "\(outcome.errors)")
    let said = "\(name) stopped in \(scenario) at step \"\(step)\" in timed round 1 of 3: \(reason)"
    #expect(outcome.errors.contains(said), "\(outcome.errors)")
    let results = try JSONDecoder().decode(BenchResults.self, from: Data(outcome.output.utf8))
    let failed = try #require(results.scenarios.first { $0.id == scenario })
    #expect(!failed.parity && failed.parityFailures.contains { $0.hasPrefix(said) })
    #expect(failed.iterations == 0)
    #expect(failed.actions.allSatisfy { $0.arms.values.allSatisfy { $0.latencyNs == nil } })
  }

  /// A study writes its screen and arms; without micro benchmarks it runs its scenarios and says
  /// nothing of a signals suite it does not have, though every suite runs by default. What an arm
  /// prints goes to standard error: the results on standard output stay whole, and the workers
  /// still answer (their answer travels in a file of their own).
  @Test func aStudyRunsItsSuitesAndWhatAnArmPrintsSpoilsNeitherTheResultsNorTheWorkers()
    async throws
  {
    let outcome = try await PatternBenchProcess.run(
      ["--quick", "--format", "json"], executable: "untrusted-bench",
      environment: ["UNTRUSTED_BENCH_STUDY": "printing"])
    #expect(outcome.status == BenchExit.success, "\(outcome.errors)")
    let results = try JSONDecoder().decode(BenchResults.self, from: Data(outcome.output.utf8))
    #expect(results.study == "Counter")
    #expect(results.reference == "good")
    #expect(results.scenarios.map(\.screen.rawValue) == ["Counter", "Counter"])
    #expect(results.scenarios.allSatisfy { $0.parity && $0.iterations > 0 })
    #expect(outcome.errors.contains("scenarios: "))
    #expect(!outcome.errors.contains("signals"), "\(outcome.errors)")
    #expect(outcome.errors.contains("the printing arm increments"))
    #expect(!outcome.errors.contains("runs here"), "\(outcome.errors)")
  }

  /// A second `BenchCommand.main` while the first runs is refused at once, never a hang.
  @Test func aSecondCallOfTheEntryPointIsRefusedNotDeadlocked() async throws {
    let outcome = try await run("called-twice")
    #expect(outcome.status == BenchExit.usage, "\(outcome.errors)")
    #expect(
      outcome.errors.contains(
        "untrusted-bench: BenchCommand.main is already running in this process: it runs one "
          + "study per process and then ends it; call it once"), "\(outcome.errors)")
  }

  /// A baseline of another study is refused before the run (another reference too:
  /// BaselineComparisonTests); one of the same study and reference is compared.
  @Test func aBaselineOfAnotherStudyIsRefusedBeforeTheRun() async throws {
    let folder = try TemporaryFolder()
    let saved = try await run("good", ["--save-baseline", folder.path("base.json")])
    #expect(saved.status == BenchExit.success, "\(saved.errors)")
    // The same study: compared (a quick run's timings may still differ beyond the threshold).
    let same = try await run("good", ["--compare", folder.path("base.json")])
    #expect([BenchExit.success, BenchExit.regression].contains(same.status ?? -1))
    #expect(same.errors.contains("regression(s)"), "\(same.errors)")
    let renamed = try await run("renamed", ["--compare", folder.path("base.json")])
    #expect(renamed.status == BenchExit.usage, "\(renamed.errors)")
    #expect(
      renamed.errors.contains("measured the study Counter, and this run measures Renamed"),
      "\(renamed.errors)")
    #expect(!renamed.errors.contains("scenarios:"), "the run started: \(renamed.errors)")
  }

  /// A study without a code layout checks and updates the counts it has (a suite it cannot run:
  /// BenchOptionsTests); a page of another study is refused.
  @Test func aStudyWithoutACodeLayoutChecksAndUpdatesItsCounts() async throws {
    let folder = try TemporaryFolder()
    let page = folder.path("RESULTS.md")
    let written = try await PatternBenchProcess.run(
      ["--quick", "--suite", "scenarios", "--format", "markdown", "--output", page],
      executable: "untrusted-bench", environment: ["UNTRUSTED_BENCH_STUDY": "good"])
    #expect(written.status == BenchExit.success, "\(written.errors)")
    for option in ["--check-results", "--update-results"] {
      let outcome = try await PatternBenchProcess.run(
        [option, page], executable: "untrusted-bench",
        environment: ["UNTRUSTED_BENCH_STUDY": "good"])
      #expect(outcome.status == BenchExit.success, "\(option): \(outcome.errors)")
    }
    let other = try await PatternBenchProcess.run(
      ["--check-results", page], executable: "untrusted-bench",
      environment: ["UNTRUSTED_BENCH_STUDY": "renamed"])
    #expect(other.status == BenchExit.usage, "\(other.errors)")
    #expect(
      other.errors.contains(
        "it holds the results of the study Counter, and this run measures Renamed"),
      "\(other.errors)")
  }

  /// Each reason a study cannot run is pinned in process (StudyCheckTests): here one.
  @Test func aStudyThatCannotRunExitsTwoBeforeRunningAnything() async throws {
    let outcome = try await run("duplicate-arms")
    #expect(outcome.status == BenchExit.usage)
    #expect(
      outcome.errors.contains(
        "untrusted-bench: the study Counter cannot run: two arms have the id 'good'"))
    #expect(!outcome.errors.contains("scenarios:"), "nothing ran")
  }

  @Test func theHelpNamesTheCommandTheStudyAndTheEntryPoint() async throws {
    let outcome = try await PatternBenchProcess.run(
      ["--help"], executable: "untrusted-bench", environment: ["UNTRUSTED_BENCH_STUDY": "good"])
    #expect(outcome.status == BenchExit.success)
    #expect(outcome.output.hasPrefix("usage: untrusted-bench [options]"))
    #expect(outcome.output.contains("the screens of Counter (Counter)"))
    #expect(outcome.output.contains("BenchCommand.main(_:codeLayout:micro:guide:)"))
  }
}
