import Comparison
import PatternStudyBench
import Testing

@testable import BenchKit

/// The code section of RESULTS.md: its tables stay whole whatever a file is called, and what
/// was not measured is never said to be absent.
@Suite struct CodeMarkdownTests {
  /// A file whose name holds a `|` (or a line break) is the largest logic file: its cell is
  /// escaped, and every row keeps as many cells as the headings, as the page's reader reads them.
  @Test(arguments: ["Sources/S/A|B.swift", "Sources/S/A\nB.swift"])
  func aFileNameHoldingAPipeKeepsItsTableWhole(path: String) throws {
    let layout = CodeLayout(
      screens: ["S"],
      shapes: [
        .init(
          id: "a", pattern: .mvp, logic: ["Sources/S/*.swift"], view: ["View/*.swift"], tests: [])
      ])
    let tree = CodeTree(files: [
      path: "let a = 1\nlet b = 2\n", "Sources/S/Small.swift": "let c = 3\n",
      "View/V.swift": "let v = 1\n",
    ])
    let sheet = try CodeSheet(tree: tree, layout: layout)
    let table = Fixtures.codeTotals(sheet)
    let rows = table.split(separator: "\n")
    #expect(rows.count == 3, "\(table)")
    #expect(rows.allSatisfy { markdownCells($0).count == markdownCells(rows[0]).count }, "\(table)")
    #expect(table.contains("2 (A\\|B.swift)") || table.contains("2 (A B.swift)"), "\(table)")
  }

  /// Changes kept but none measured (no git, say): the section says why, never that there are
  /// none, and the change claim stands as not measured.
  @Test func changesNotMeasuredAreNeverSaidToBeAbsent() throws {
    let problem = "the requirement changes, which git apply applies: git is not on PATH"
    let code = CodeResults(
      sheet: CodeSheetTests.sheet, changes: [], changeProblems: [problem],
      layout: CodeSheetTests.layout)
    let section = Fixtures.codeSection(code)
    #expect(section.contains("**Not measured**: \(problem)."))
    #expect(!section.contains("No change is kept"))
    let claim = try #require(
      CodeClaim.claims(code, StudyGuide.presentationPatterns.claims).first {
        $0.claim.hasPrefix("A change costs")
      })
    #expect(claim.verdict == .notMeasured)
    #expect(claim.figures.prefix(2) == [nil, nil])
    // Without problems, an empty folder is said to be empty, and no change claim is made.
    let none = CodeResults(sheet: CodeSheetTests.sheet, changes: [], layout: CodeSheetTests.layout)
    #expect(Fixtures.codeSection(none).contains("No change is kept in `Benchmarks/Changes`."))
    #expect(
      !CodeClaim.claims(none, StudyGuide.presentationPatterns.claims).contains {
        $0.claim.hasPrefix("A change costs")
      })
  }
}
