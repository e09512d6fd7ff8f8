import Foundation
import PatternStudy
import PatternStudyBench
import Testing

@testable import BenchKit

/// The executable's behaviour where only a process shows it: exit statuses, a failed write,
/// destinations refused before any work, the checks and the update of a results page.
///
/// The runs that are meant to stop at a check pass arguments of a short run, so that a check
/// that is missing costs seconds, and their standard error is read for the progress lines a run
/// prints: none may appear.
@Suite struct PatternBenchCommandLineTests {
  /// A short counting-and-timing run of one scenario, should a check fail to stop it.
  static let shortRun = [
    "--quick", "--suite", "scenarios", "--filter", "login.wrong-credentials", "--in-process",
  ]

  @Test func aDanglingLinkIsRefusedBeforeTheRunAndLeftAlone() async throws {
    let folder = try TemporaryFolder()
    try folder.link("link.json", to: "missing.json")
    let outcome = try await PatternBenchProcess.run(
      ["--save-baseline", "link.json"] + Self.shortRun, in: folder.url)
    #expect(outcome.status == BenchExit.usage)
    #expect(
      outcome.errors.contains(
        "--save-baseline 'link.json' cannot be written: a symbolic link to nothing "
          + "('missing.json')"), "\(outcome.errors)")
    #expect(!outcome.errors.contains("scenarios:"), "the run started: \(outcome.errors)")
    #expect(try folder.names() == ["link.json"])
  }

  @Test func aWriteThatFailsKeepsTheOldFileAndLeavesNoTemporaryFile() async throws {
    let folder = try TemporaryFolder()
    try folder.write("old", to: "list.tsv")
    // The list is over a kilobyte; a file may not grow past one block (512 or 1024 bytes), and
    // the signal that would stop the process is ignored, so the write fails with EFBIG.
    let outcome = try await PatternBenchProcess.run(
      ["--list", "--output", "list.tsv"], in: folder.url,
      shellSetup: "trap '' XFSZ; ulimit -f 1")
    #expect(outcome.status == BenchExit.ioFailure, "\(outcome.errors)")
    #expect(
      outcome.errors.contains("could not write --output 'list.tsv': File too large"),
      "\(outcome.errors)")
    #expect(try folder.read("list.tsv") == "old")
    #expect(try folder.names() == ["list.tsv"], "no temporary file is left behind")
  }

  @Test func theListGoesToTheOutputFile() async throws {
    let folder = try TemporaryFolder()
    let outcome = try await PatternBenchProcess.run(
      ["--list", "--output", "list.tsv"], in: folder.url)
    #expect(outcome.status == BenchExit.success, "\(outcome.errors)")
    #expect(outcome.output.isEmpty)
    let list = try folder.read("list.tsv")
    #expect(list.contains("Login\tlogin.wrong-credentials\t0\n"))
  }

  /// A page without a code section, in a run that measures code: the check and the update
  /// refuse it alike, for the same reason, before anything runs (the check used to send the
  /// user to the update, which said the page was up to date).
  @Test(.threadOfItsOwn) func aPageWithoutCodeIsRefusedAlikeByTheCheckAndTheUpdate() async throws {
    let folder = try TemporaryFolder()
    var results = Fixtures.results
    results.study = "PresentationPatterns"
    results.guide = Fixtures.packageRules
    try folder.write(ResultsFile.document(for: results), to: "RESULTS.md")
    for option in ["--check-results", "--update-results"] {
      let outcome = try await PatternBenchProcess.run([option, "RESULTS.md"], in: folder.url)
      #expect(outcome.status == BenchExit.usage, "\(outcome.errors)")
      #expect(
        outcome.errors.contains(
          "pattern-bench: \(option) 'RESULTS.md': it has no code section ('<!-- code -->'"),
        "\(outcome.errors)")
      #expect(!outcome.errors.contains("scenarios:"), "the run started: \(outcome.errors)")
    }
  }

  /// `--suite code --check-results` checks the code figures alone, against the sources of this
  /// checkout, and finds a figure edited by hand in the code section or in the verdict;
  /// `--update-results` rewrites both from the sources, in seconds, and keeps every timing the
  /// page had; the check then passes. `--sources` naming a folder that is not a checkout is
  /// refused before anything runs.
  @Test(.threadOfItsOwn) func theCodeFiguresAreCheckedAndUpdatedFromTheSources() async throws {
    let folder = try TemporaryFolder()
    var results = Fixtures.results
    results.study = "PresentationPatterns"
    results.guide = Fixtures.packageRules
    results.code = try CodeResults.measure(
      root: try CodeResults.root(nil, callerFile: #filePath, layout: .presentationPatterns),
      layout: .presentationPatterns)
    let page = ResultsFile.document(for: results)
    let lines = try #require(results.code?.sheet.figures(of: "mvp")?.logic.lines)
    let glance = try #require(
      page.split(separator: "\n").first { $0.hasPrefix("| MVP (reference) |") })
    let edited =
      page
      .replacingOccurrences(of: "| `mvp` | \(lines) |", with: "| `mvp` | \(lines + 1) |")
      .replacingOccurrences(of: String(glance), with: String(glance.dropLast(4)) + " 99 |")
      .replacingOccurrences(of: "One kind of action per row", with: "Latency kept")
    try folder.write(edited, to: "RESULTS.md")

    let check = try await PatternBenchProcess.run(
      ["--suite", "code", "--check-results", "RESULTS.md"], in: folder.url)
    #expect(check.status == BenchExit.regression)
    #expect(check.errors.contains("+ | `mvp` | \(lines) |"), "\(check.errors)")
    #expect(check.errors.contains("- \(glance.dropLast(4)) 99 |"), "\(check.errors)")

    let update = try await PatternBenchProcess.run(
      ["--suite", "code", "--update-results", "RESULTS.md"], in: folder.url)
    #expect(update.status == BenchExit.success, "\(update.errors)")
    #expect(update.errors.contains("updated"), "\(update.errors)")
    let updated = try String(contentsOf: folder.url.appending(path: "RESULTS.md"), encoding: .utf8)
    #expect(updated.contains("| `mvp` | \(lines) |"))
    #expect(updated.contains(String(glance)))
    #expect(updated.contains("Latency kept"), "the rest is the full run's")

    let again = try await PatternBenchProcess.run(
      ["--suite", "code", "--check-results", "RESULTS.md"], in: folder.url)
    #expect(again.status == BenchExit.success, "\(again.errors)")
    #expect(again.errors.contains("the code figures in RESULTS.md match the sources"))

    let elsewhere = try await PatternBenchProcess.run(
      ["--suite", "code", "--sources", folder.url.path], in: folder.url)
    #expect(elsewhere.status == BenchExit.usage)
    #expect(elsewhere.errors.contains("--sources must name the root"), "\(elsewhere.errors)")
  }

  /// The page is written from a counting run of the Login scenarios here (a page from a run
  /// of the executable would need a full run: a narrowed one is refused).
  @MainActor
  @Test func aNarrowedCheckChecksTheRowsItsRunMadeAndARowMissingFromThePageDiffers() async throws {
    let folder = try TemporaryFolder()
    let options = try BenchOptions.parse(["--check-results", "RESULTS.md", "--filter", "login"])
    var results = await BenchRunner(study: .presentationPatterns, options: options).run()
    results.study = "PresentationPatterns"
    results.guide = Fixtures.packageRules
    // Off the main actor: seconds of reading files there would stall every main-actor test.
    let callerFile = #filePath
    results.code = try await PatternBenchProcess.onItsOwnThread {
      try CodeResults.measure(
        root: try CodeResults.root(nil, callerFile: callerFile, layout: .presentationPatterns),
        layout: .presentationPatterns)
    }
    let page = ResultsFile.document(for: results)
    try folder.write(page, to: "RESULTS.md")
    let narrowed = ["--check-results", "RESULTS.md", "--filter", "login.wrong-credentials"]

    let checked = try await PatternBenchProcess.run(narrowed, in: folder.url)
    #expect(checked.status == BenchExit.success, "\(checked.errors)")
    #expect(
      checked.errors.contains(
        "checked 1 of \(results.scenarios.count) scenarios in RESULTS.md; the run was narrowed "
          + "by --filter"), "\(checked.errors)")
    #expect(checked.errors.contains("match this build"), "\(checked.errors)")

    // One count changed by hand is found.
    let edited = page.replacingOccurrences(
      of: "| login.wrong-credentials | ✓ | ", with: "| login.wrong-credentials | ✓ | 99 / ")
    try folder.write(edited, to: "RESULTS.md")
    let differing = try await PatternBenchProcess.run(narrowed, in: folder.url)
    #expect(differing.status == BenchExit.regression, "\(differing.errors)")
    #expect(differing.errors.contains("--update-results RESULTS.md"), "\(differing.errors)")

    // A row the run made that the page lacks is a difference, and the only one.
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    let missing = lines.filter { !$0.hasPrefix("| login.wrong-credentials |") }
    try folder.write(missing.joined(separator: "\n"), to: "RESULTS.md")
    let lacking = try await PatternBenchProcess.run(narrowed, in: folder.url)
    #expect(lacking.status == BenchExit.regression, "\(lacking.errors)")
    #expect(lacking.errors.contains("  + | login.wrong-credentials |"), "\(lacking.errors)")
    #expect(!lacking.errors.contains("  - "), "\(lacking.errors)")
  }
}
