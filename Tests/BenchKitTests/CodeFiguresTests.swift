import Foundation
import Testing

@testable import BenchKit

/// The lexer and what it counts: the rules the cost sheet's figures rest on.
@Suite(.threadOfItsOwn) struct CodeFiguresTests {
  @Test func commentsAndBlankLinesAreNoCode() {
    let source = SwiftSource(
      """
      /// Doc.
      let a = 1  // trailing

      /* block /* nested */ still comment */
      /*
       let b = 2
       */
      let c = "// not a comment"
      """)
    #expect(source.codeLines == [2, 8])
    #expect(source.tokens.map(\.text) == ["let", "a", "=", "1", "let", "c", "=", ""])
  }

  /// A byte-order mark, first in a file saved with one, is no code: a comment after it is a
  /// comment line.
  @Test func aByteOrderMarkIsNoCode() {
    #expect(SwiftSource("\u{FEFF}// comment\nlet a = 1\n").codeLines == [2])
    #expect(SwiftSource("\u{FEFF}/* block */\nlet a = 1\n").codeLines == [2])
    #expect(SwiftSource("\u{FEFF}let a = 1\n").tokens.map(\.text) == ["let", "a", "=", "1"])
  }

  /// The `&&` and `||` of a compiler directive decide what is compiled, not what runs.
  @Test func anIfDirectivesConditionHoldsNoDecision() {
    let source = SwiftSource(
      """
      #if os(Linux) && DEBUG || canImport(Glibc)
      let a = b && c
      #elseif os(macOS) || os(iOS)
      let d = e || f
      #endif
      """)
    #expect(source.figures().decisions == 2)
  }

  /// A directive's condition ends with its line unless a parenthesis is still open there, as
  /// the compiler reads it: the lines it runs onto hold no decision, the next line's code does.
  @Test func anIfDirectivesConditionOverSeveralLinesHoldsNoDecision() {
    let source = SwiftSource(
      """
      #if os(Linux) && (
        DEBUG || TESTING)
      let a = b && c
      #elseif (os(macOS)
        || os(iOS))
      let d = (e
        || f)
      #endif
      """)
    #expect(source.figures().decisions == 2)
  }

  /// An `#if` in a string literal is text, and the `#else` and `#endif` lines are code that
  /// decides nothing: the first line after a directive's condition counts as before.
  @Test func aDirectiveInAStringIsTextAndElseAndEndifDecideNothing() {
    let source = SwiftSource(
      #"""
      let text = """
        #if os(Linux) && DEBUG || TESTING
        """
      #if DEBUG
      let a = b || c
      #else
      let a = d && e
      #endif
      """#)
    #expect(source.figures().decisions == 2)
    #expect(source.codeLines == Set(1...8))
  }

  @Test func stringsAreOneTokenWithTheirInterpolationsAndLines() {
    let source = SwiftSource(
      #"""
      let a = "x \(b ? "y" : "z") w"
      let raw = #"a "quoted" \(not) b"#
      let long = """
        one

        three
        """
      let d = e ?? f
      """#)
    #expect(source.tokens.filter { $0.kind == .string }.count == 3)
    // A multi-line literal is code on every line it spans, its blank line included.
    #expect(source.codeLines == [1, 2, 3, 4, 5, 6, 7, 8])
    // The ternary inside the interpolation is part of the literal.
    #expect(source.figures().decisions == 1)
  }

  @Test func decisionsCountBranchesNotDeclarationsOrOptionals() {
    let source = SwiftSource(
      """
      enum Mode { case a, b
        case c }
      #if DEBUG
      #endif
      func f(mode: Mode, x: Int?, y: String?) -> Int {
        guard let x else { return 0 }
        if x > 1 && x < 5 || x == 9 { return 1 } else if case .a = mode { return 2 }
        switch mode {
        case .a: return x > 0 ? 1 : 2
        case .b, .c: return (y ?? "").count
        }
      }
      """)
    let figures = source.figures()
    // guard, if, &&, ||, else-if, the two switch cases, ?:, ??; not the enum's cases, not
    // #if, not the optional types.
    #expect(figures.decisions == 9)
    #expect(figures.types == 1)
  }

  @Test func typesProtocolsAndTheirRequirements() {
    let source = SwiftSource(
      """
      @MainActor
      public protocol ProfileView: AnyObject {
        func displayLoading(_ isLoading: Bool)
        var title: String { get }
        init(name: String)
      }
      final class Presenter {
        class func make() -> Presenter { Presenter() }
        struct Row { let name: String }
        func go() {}
      }
      actor Store {}
      extension Presenter: Sendable {}
      let type = Presenter.self
      """)
    let figures = source.figures()
    #expect(figures.types == 4)
    #expect(figures.protocols == 1)
    #expect(figures.requirements == 3)
    #expect(source.declaredTypes == ["ProfileView", "Presenter", "Row", "Store"])
  }

  @Test func testFunctionsAreNamedAndMeasuredFromAttributeToBrace() {
    let source = SwiftSource(
      """
      @Suite struct Tests {
        @Test func first() {
          #expect(1 == 1)
        }

        @Test(arguments: [1, 2])
        func second(value: Int) async throws {
          // A comment is no line.
          let closure = { value }
          #expect(closure() > 0)
        }
      }
      """)
    #expect(
      source.testFunctions == [
        TestFunction(name: "first", lines: 3), TestFunction(name: "second", lines: 5),
      ])
    #expect(source.figures().tests == 2)
  }

  @Test func theHarnessLinesOfADriverAreLeftOutOfTheViewSide() {
    let source = SwiftSource(
      """
      final class HeadlessView {
        func display(_ text: String) {
          widgets.counters.countViewCall("display(_:)")
          widgets.label.write(text)
        }
        var lifetimeProbes: [AnyObject] {
          [presenter].compactMap { $0 }
        }
      }
      """)
    #expect(source.figures().lines == 9)
    #expect(source.figures(harness: true).lines == 5)
  }

  /// Swift 6 reads `/…/` as a regex literal where an expression starts: one token, whatever
  /// it holds (a `/*`, a `??`, a `||`); a `/` after an operand is a division.
  @Test func aRegexLiteralIsOneTokenWhateverItHolds() {
    let source = SwiftSource(
      #"""
      let a = /a\/*b/
      let b = f(/x??y||z/)
      let c = #/one/two/#
      let d = 4 / 2 / 1
      let e = [a, b].map { $0 / 2 }
      """#)
    #expect(source.codeLines == [1, 2, 3, 4, 5])
    #expect(source.figures().decisions == 0)
    #expect(source.tokens.filter { $0.kind == .string }.count == 3)
    #expect(source.tokens.filter { $0.text == "/" }.count == 3)
  }

  /// A comment in an interpolation is a comment: a `"` in it opens no string.
  @Test func aCommentInAnInterpolationOpensNoString() {
    let source = SwiftSource(
      #"""
      let s = "a \(b /* " */) c"
      let t = """
        \(b // "
        )
        """
      let u = 1
      """#)
    #expect(
      source.tokens.map(\.text) == ["let", "s", "=", "", "let", "t", "=", "", "let", "u", "=", "1"])
    #expect(source.codeLines == [1, 2, 3, 4, 5, 6])
  }

  /// A `case` that an `if`, a `guard`, a `for`, a `while` or a condition list's comma opens
  /// is a pattern, not another case of the `switch` it stands in.
  @Test func aCaseConditionInASwitchIsNoSecondCase() {
    let source = SwiftSource(
      """
      func f(o: Int?, m: Mode) {
        switch m {
        case .a:
          if case let y? = o { print(y) }
          guard case .b = m else { return }
          for case let z? in [o] { print(z) }
          while case .c = m {}
        case .b, .c:
          if let o, case 1 = o {}
        }
      }
      """)
    // The two cases, the two `if`s, the `guard`.
    #expect(source.figures().decisions == 5)
  }

  /// The body of a `switch` is the first brace outside the parentheses of its subject.
  @Test func aSwitchWhoseSubjectHoldsAClosureKeepsItsCases() {
    let source = SwiftSource(
      """
      switch a.map({ $0 }).count {
      case 0: return 0
      case 1: return [1].first { $0 > 0 } ?? 1
      default: return 2
      }
      """)
    #expect(source.figures().decisions == 3)
  }

  /// A keyword in backticks, as a member or as an argument label is a name, not a statement.
  @Test func aKeywordUsedAsANameIsNoDecisionAndNoDeclaration() {
    let source = SwiftSource(
      """
      enum Keyword { case `if`, `guard`, `struct` }
      func f(if value: Int, case other: Int, switch third: Int) -> Int {
        g(if: value, guard: other, class: third)
      }
      let k = Keyword.if
      let `switch` = 1
      """)
    let figures = source.figures()
    #expect(figures.decisions == 0)
    #expect(figures.types == 1)
    #expect(source.declaredTypes == ["Keyword"])
  }

  /// An identifier may be any letter Swift takes, an emoji included.
  @Test func aTypeNamedWithAnEmojiIsAType() {
    let source = SwiftSource("struct \u{1F600} {}\nenum Caf\u{E9} { case a }\n")
    #expect(source.figures().types == 2)
    #expect(source.declaredTypes == ["\u{1F600}", "Caf\u{E9}"])
  }

  /// `@Testing.Test` is `@Test` spelled with its module.
  @Test func aTestAttributeSpelledWithItsModuleIsATest() {
    let source = SwiftSource(
      """
      @Testing.Test func qualified() {
        #expect(true)
      }
      @Test func plain() {}
      """)
    #expect(source.figures().tests == 2)
    #expect(source.testFunctions.map(\.name) == ["qualified", "plain"])
  }

  /// A carriage return ends a line, alone (old Mac files) or before a line feed (Windows).
  @Test(arguments: ["\r", "\r\n", "\n"])
  func everyLineEndingEndsALine(ending: String) {
    let text =
      ["let a = 1 // one", "/* two */", "", "let b = \"\"\"", "  four", "  \"\"\"", "let c = \"x"]
      .joined(separator: ending) + ending + "let d = 2"
    let source = SwiftSource(text)
    #expect(source.codeLines == [1, 4, 5, 6, 7, 8])
    #expect(source.tokens.filter { $0.text == "let" }.map(\.line) == [1, 4, 7, 8])
  }

  /// Each test is measured in one pass over the file: a file of many tests takes about as long
  /// to measure as to read, never their number times its lines.
  @Test func measuringTestsTakesTimeInProportionToTheFile() throws {
    let count = 8_000
    let text = (0..<count).map { "@Test func t\($0)() {\n  #expect(a)\n}\n" }.joined()
    let clock = ContinuousClock()
    var source: SwiftSource?
    let reading = clock.measure { source = SwiftSource(text) }
    let read = try #require(source)
    var functions: [TestFunction] = []
    let measuring = clock.measure { functions = read.testFunctions }
    #expect(functions.count == count)
    #expect(functions.allSatisfy { $0.lines == 3 })
    // Linear, it is a fraction of the reading; quadratic, hundreds of times it.
    #expect(measuring < reading * 4 + .milliseconds(50), "\(measuring) against \(reading)")
  }
}
