import Foundation
import PatternStudyBench
import Testing

@testable import BenchKit

/// The declared layout against the rules it replaced, on the tree those rules were written for:
/// commit 26bf7e7, whose screens were still under `Sources/Comparison/Screens/` and whose
/// requirement-change patches apply.
///
/// Run by hand, with a checkout of that commit and the JSON its own `pattern-bench` wrote:
///
/// ```sh
/// git worktree add --detach ../original 26bf7e7
/// (cd ../original && swift run pattern-bench --suite code --format json --output original.json \
///   && swift run pattern-bench --suite code --format markdown --output original.md \
///   && swift run pattern-bench --suite code --output original.txt)
/// CODE_LAYOUT_ORIGINAL_TREE=../original swift test --filter CodeLayoutOriginalTreeTests
/// ```
@Suite(
  .enabled(
    if: ProcessInfo.processInfo.environment["CODE_LAYOUT_ORIGINAL_TREE"] != nil,
    "CODE_LAYOUT_ORIGINAL_TREE names no checkout of 26bf7e7"))
struct CodeLayoutOriginalTreeTests {
  /// The checkout of 26bf7e7, if the run names one.
  static let tree = ProcessInfo.processInfo.environment["CODE_LAYOUT_ORIGINAL_TREE"]

  /// That tree's layout: this repository's, with the drivers, the view support and the view
  /// folders where they were.
  static let layout = {
    var layout = CodeLayout.presentationPatterns
    layout.shapes = layout.shapes.map { shape in
      var shape = shape
      shape.view = shape.view.map {
        $0.replacing("Sources/PatternStudy/Screens/", with: "Sources/Comparison/Screens/")
      }
      return shape
    }
    layout.viewSupport = ["Sources/Comparison/Internal/*.swift"]
    layout.viewFolders = ["Sources/Comparison/", "Tests/ClientPackage/", "Tests/URLClient/"]
    return layout
  }()

  func measured() throws -> (original: CodeResults, declared: CodeResults, root: URL) {
    let root = URL(fileURLWithPath: try #require(Self.tree))
    let data = try Data(contentsOf: root.appendingPathComponent("original.json"))
    let original = try #require(try JSONDecoder().decode(BenchResults.self, from: data).code)
    let declared = try CodeResults.measure(root: root, layout: Self.layout)
    return (original, declared, root)
  }

  @Test func theSheetAndTheChangesAreTheOnesTheRulesMeasured() throws {
    let (original, declared, _) = try measured()
    #expect(declared.changeProblems.isEmpty)
    #expect(declared.changes.count == 4)
    #expect(declared.sheet == original.sheet)
    // As JSON: the patches' text is not in it.
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(declared.changes) == encoder.encode(original.changes))
  }

  /// The Markdown section differs in one cell per change a control arm's logic touched a
  /// client package in: the control arm is charged its presenters' files but no view file,
  /// and the client packages' views are view files.
  @Test func theMarkdownDiffersOnlyInTheControlArmsFiles() throws {
    let (_, declared, root) = try measured()
    let page = try String(
      contentsOf: root.appendingPathComponent("original.md"), encoding: .utf8)
    let section = try #require(ResultsFile.codeSection(of: page))
    let differences = ResultsFile.differences(
      committed: section, fresh: Fixtures.codeSection(declared, level: 3))
    #expect(differences.count == 2, "\(differences)")
    let removed = try #require(differences.first { $0.hasPrefix("-") })
    let added = try #require(differences.first { $0.hasPrefix("+") })
    // Files by change: 01 and 02 lose the client package's view file that `mvp.patch` touches.
    #expect(removed.contains("| `mvp-observation` |") && removed.contains("| 9, 8, 7, 7 |"))
    #expect(
      removed.replacingOccurrences(of: "| 9, 8, 7, 7 |", with: "| 8, 7, 7, 7 |").dropFirst()
        == added.dropFirst())
  }

  /// The claims and the guide, which read the layout's shapes, say what they said.
  @Test func theClaimsAndTheGuideAreTheOriginals() throws {
    let (_, declared, root) = try measured()
    let data = try Data(contentsOf: root.appendingPathComponent("original.json"))
    var results = try JSONDecoder().decode(BenchResults.self, from: data)
    results.code = declared
    let text = try String(
      contentsOf: root.appendingPathComponent("original.txt"), encoding: .utf8)
    let code = { (text: String) in
      text.split(separator: "\n").drop { !$0.hasPrefix("code over the") }.joined(separator: "\n")
    }
    #expect(code(TableText.terminal(Document(results: results))) == code(text))
    #expect(code(text).contains("the control arm's with MVP's presenters and tests"))
  }
}
