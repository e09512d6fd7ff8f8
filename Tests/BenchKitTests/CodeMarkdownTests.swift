import Comparison
import Testing

@testable import BenchKit

/// The code section of RESULTS.md: what was not measured is never said to be absent.
@Suite struct CodeMarkdownTests {
  /// Changes kept but none measured (no git, say): the section says why, never that there are
  /// none, and the change claim stands as not measured.
  @Test func changesNotMeasuredAreNeverSaidToBeAbsent() throws {
    let problem = "the requirement changes, which git apply applies: git is not on PATH"
    let code = CodeResults(
      sheet: CodeSheetTests.sheet, changes: [], changeProblems: [problem],
      layout: CodeSheetTests.layout)
    let section = CodeMarkdown.section(code)
    #expect(section.contains("**Not measured**: \(problem)."))
    #expect(!section.contains("No change is kept"))
    let claim = try #require(CodeClaim.claims(code).first { $0.claim.hasPrefix("A change costs") })
    #expect(claim.verdict == .notMeasured)
    #expect(claim.figures.hasPrefix("mvp n/a, mvvm n/a"))
    // Without problems, an empty folder is said to be empty, and no change claim is made.
    let none = CodeResults(sheet: CodeSheetTests.sheet, changes: [], layout: CodeSheetTests.layout)
    #expect(CodeMarkdown.section(none).contains("No change is kept in `Benchmarks/Changes`."))
    #expect(!CodeClaim.claims(none).contains { $0.claim.hasPrefix("A change costs") })
  }
}
