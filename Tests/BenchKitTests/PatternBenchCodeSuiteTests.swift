import Foundation
import PatternStudyBench
import Testing

@testable import BenchKit

/// The code suite under hostile use (issue 30): the executable run on copies of this checkout
/// with a broken change, a hostile patch or no git, and the options that meet the code figures.
/// Its figures never lie: a change that cannot be read stops the run, and what is not measured
/// says so.
@Suite(.threadOfItsOwn) struct PatternBenchCodeSuiteTests {
  static let change = "Benchmarks/Changes/01-profile-error-banner"

  /// A copy of this checkout whose only change edits a documentation file it adds.
  static func copyWithOneChange() throws -> TemporaryFolder {
    let copy = try CodeLayoutCheckoutTests.copyOfThisCheckout()
    try FileManager.default.removeItem(at: copy.url.appendingPathComponent("Benchmarks/Changes"))
    try FileManager.default.createDirectory(
      at: copy.url.appendingPathComponent("Benchmarks/Changes/01-banner"),
      withIntermediateDirectories: true)
    let document = "Sources/MVP/MVP.docc/Banner.md"
    try copy.write("# Banner\nShown on an error.\nIt stays.\n", to: document)
    try copy.write(ChangePatchTests.requirement, to: "Benchmarks/Changes/01-banner/CHANGE.md")
    try copy.write(
      """
      diff --git a/\(document) b/\(document)
      --- a/\(document)
      +++ b/\(document)
      @@ -1,3 +1,4 @@
       # Banner
       Shown on an error.
       It stays.
      +Tapping it hides it.

      """, to: "Benchmarks/Changes/01-banner/mvp.patch")
    return copy
  }

  /// The code figures of a `--format json` run's output.
  static func code(of output: String) throws -> CodeResults {
    try #require(
      try JSONDecoder().decode(BenchResults.self, from: Data(output.utf8)).code)
  }

  /// A change that cannot be read stops the run (exit 2), naming the file, before anything is
  /// written: its arm's cost is never counted 0 (ChangeFolderTests has each problem's words).
  @Test func aChangeThatCannotBeReadStopsTheRunNamingTheFile() async throws {
    let copy = try CodeLayoutCheckoutTests.copyOfThisCheckout()
    let path = "\(Self.change)/mvvm.patch"
    try copy.write("Not a diff.\n", to: path)
    let outcome = try await PatternBenchProcess.run(
      ["--suite", "code", "--format", "json", "--sources", copy.url.path], in: copy.url)
    #expect(outcome.status == BenchExit.usage, "\(outcome.errors)")
    #expect(
      outcome.errors.contains("\(path) is not a patch git apply can read"), "\(outcome.errors)")
    #expect(outcome.output.isEmpty)
  }

  /// Without git no change is measured: the run says why in one line, the JSON holds no
  /// change (never a cost of 0), the Markdown says they were not measured.
  @Test func withoutGitNoChangeIsMeasuredAndTheRunSaysWhy() async throws {
    let copy = try Self.copyWithOneChange()
    let outcome = try await PatternBenchProcess.run(
      ["--suite", "code", "--format", "json", "--sources", copy.url.path], in: copy.url,
      environment: ["PATH": copy.url.appendingPathComponent("nothing").path])
    #expect(outcome.status == BenchExit.success, "\(outcome.errors)")
    let reason =
      "the requirement changes, which git apply applies: git is not on PATH"
    #expect(outcome.errors.contains(reason), "\(outcome.errors)")
    let code = try Self.code(of: outcome.output)
    #expect(code.changes.isEmpty)
    #expect(code.changeProblems == [reason])
    let markdown = try await PatternBenchProcess.run(
      ["--suite", "code", "--format", "markdown", "--sources", copy.url.path], in: copy.url,
      environment: ["PATH": copy.url.appendingPathComponent("nothing").path])
    #expect(markdown.output.contains("**Not measured**: \(reason)."))
    #expect(!markdown.output.contains("No change is kept"))
    #expect(markdown.output.contains("| A change costs more code in MVP |"))
  }

  /// `--sources` names the code suite's sources: a run without that suite refuses it rather
  /// than ignore it.
  @Test func sourcesWithoutTheCodeSuiteIsRefused() async throws {
    let folder = try TemporaryFolder()
    let outcome = try await PatternBenchProcess.run(
      [
        "--suite", "scenarios", "--quick", "--filter", "login.wrong", "--sources",
        folder.url.path,
      ], in: folder.url)
    #expect(outcome.status == BenchExit.usage, "\(outcome.errors)")
    #expect(
      outcome.errors.contains("--sources names the sources of the code suite"),
      "\(outcome.errors)")
  }

  /// `--suite code --format csv` writes the code figures (it wrote a header alone): a line per
  /// screen and shape, per shape over every screen and per part of each change, the same
  /// figures as the JSON's.
  @Test func theCodeSuiteAloneInCSVWritesItsFigures() async throws {
    let copy = try Self.copyWithOneChange()
    let arguments = ["--suite", "code", "--sources", copy.url.path, "--format"]
    let csv = try await PatternBenchProcess.run(arguments + ["csv"], in: copy.url)
    #expect(csv.status == BenchExit.success, "\(csv.errors)")
    let code = try Self.code(
      of: try await PatternBenchProcess.run(arguments + ["json"], in: copy.url).output)
    let lines = csv.output.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let header = try #require(lines.first)
    let rows = lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    #expect(lines.allSatisfy { $0.count == header.count })
    let layout = CodeLayout.presentationPatterns
    #expect(rows.count { $0["record"] == "code" } == layout.screens.count * layout.shapes.count)
    for screen in code.sheet.screens {
      for shape in screen.shapes {
        let row = rows.first {
          $0["record"] == "code" && $0["screen"] == screen.screen && $0["shape"] == shape.shape
        }
        #expect(row?["logic_lines"] == "\(shape.logic.lines)", "\(screen.screen) \(shape.shape)")
        #expect(row?["tests"] == "\(shape.tests.tests)", "\(screen.screen) \(shape.shape)")
      }
    }
    let mvvm = try #require(code.sheet.figures(of: "mvvm"))
    let total = rows.first { $0["record"] == "code_total" && $0["shape"] == "mvvm" }
    #expect(total?["arm"] == "mvvm+mvvm-dedup")
    #expect(total?["view_support_lines"] == "\(mvvm.viewSupport.lines)")
    #expect(total?["logic_decisions"] == "\(mvvm.logic.decisions)")
    let parts = rows.filter { $0["record"] == "change" && $0["scenario"] == "01-banner" }
    #expect(parts.map { $0["shape"] ?? "" } == ["shared"] + layout.shapes.map(\.id))
  }

  /// `--compare` compares the code figures with the baseline's too, and says what changed.
  @Test func compareSaysWhatTheCodeFiguresChanged() async throws {
    let copy = try Self.copyWithOneChange()
    let saved = try await PatternBenchProcess.run(
      ["--suite", "code", "--format", "json", "--sources", copy.url.path], in: copy.url)
    try copy.write(saved.output, to: "base.json")
    let same = try await PatternBenchProcess.run(
      ["--suite", "code", "--compare", "base.json", "--sources", copy.url.path],
      in: copy.url)
    #expect(same.status == BenchExit.success, "\(same.errors)")
    #expect(same.errors.contains("note: the code figures are the baseline's"), "\(same.errors)")
    let presenter = "Sources/MVP/Profile/ProfilePresenter.swift"
    try copy.write(try copy.read(presenter) + "\nlet added = 1\n", to: presenter)
    let changed = try await PatternBenchProcess.run(
      ["--suite", "code", "--compare", "base.json", "--sources", copy.url.path],
      in: copy.url)
    #expect(changed.status == BenchExit.success, "\(changed.errors)")
    #expect(
      changed.errors.contains("note: code figures of mvp: logic lines "), "\(changed.errors)")
  }

  /// A results page with Windows line endings whose code figures match reads as matching.
  @Test func aResultsPageWithWindowsLineEndingsIsCheckedLineByLine() async throws {
    let copy = try Self.copyWithOneChange()
    var results = Fixtures.results
    results.study = "PresentationPatterns"
    results.guide = Fixtures.packageRules
    results.code = try CodeResults.measure(root: copy.url, layout: .presentationPatterns)
    let page = ResultsFile.document(for: results)
    try copy.write(page.replacingOccurrences(of: "\n", with: "\r\n"), to: "RESULTS.md")
    let outcome = try await PatternBenchProcess.run(
      ["--suite", "code", "--check-results", "RESULTS.md", "--sources", copy.url.path],
      in: copy.url)
    #expect(outcome.status == BenchExit.success, "\(outcome.errors)")
    #expect(outcome.errors.contains("match the sources"), "\(outcome.errors)")
  }
}
