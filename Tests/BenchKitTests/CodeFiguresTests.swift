import Testing

@testable import BenchKit

/// The lexer and what it counts: the rules the cost sheet's figures rest on.
@Suite struct CodeFiguresTests {
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
}
