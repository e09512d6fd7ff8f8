/// What a piece of code costs to read, counted from its tokens (see ``SwiftSource``): lines,
/// declarations and decisions.
///
/// - ``lines``: logic lines, non-blank and non-comment.
/// - ``types``: `class`, `struct`, `enum`, `actor` and `protocol` declarations, nested ones
///   included; ``protocols`` counts the last kind alone.
/// - ``requirements``: the `func`, `var`, `init`, `subscript` and `associatedtype`
///   declarations of protocol bodies.
/// - ``decisions``: `if`, `guard`, a `case` of a `switch`, `&&` and `||` (not in an `#if`
///   condition, which decides what is compiled), `??` and the ternary `?` (an operator with
///   whitespace on both sides).
/// - ``tests``: `@Test` functions.
struct CodeFigures: Sendable, Codable, Equatable {
  /// Logic lines: non-blank, non-comment.
  var lines = 0
  /// Type declarations, protocols included.
  var types = 0
  /// Protocol declarations.
  var protocols = 0
  /// Declarations in protocol bodies.
  var requirements = 0
  /// Decision points.
  var decisions = 0
  /// `@Test` functions.
  var tests = 0

  /// No code.
  init() {}

  /// The figures of two pieces of code together.
  static func + (left: CodeFigures, right: CodeFigures) -> CodeFigures {
    var sum = left
    sum.lines += right.lines
    sum.types += right.types
    sum.protocols += right.protocols
    sum.requirements += right.requirements
    sum.decisions += right.decisions
    sum.tests += right.tests
    return sum
  }

  /// What `right` added to `left` (negative where it removed).
  static func - (left: CodeFigures, right: CodeFigures) -> CodeFigures {
    var difference = left
    difference.lines -= right.lines
    difference.types -= right.types
    difference.protocols -= right.protocols
    difference.requirements -= right.requirements
    difference.decisions -= right.decisions
    difference.tests -= right.tests
    return difference
  }
}

/// A `@Test` function: its name and logic lines, attribute to closing brace.
struct TestFunction: Sendable, Equatable {
  /// The function's name, without its parameters.
  var name: String
  /// Its logic lines.
  var lines: Int
}

extension SwiftSource {
  /// The figures of this file.
  ///
  /// - Parameter harness: Leaves out what only the benchmark's harness needs, as a headless
  ///   view's driver holds it: lines that count view calls (`countViewCall`) and the
  ///   `lifetimeProbes` member.
  func figures(harness: Bool = false) -> CodeFigures {
    let analysis = Analysis(self, harness: harness)
    var figures = analysis.figures
    figures.lines = codeLines.subtracting(analysis.skippedLines).count
    return figures
  }

  /// The `@Test` functions of this file.
  var testFunctions: [TestFunction] {
    Analysis(self, harness: false).testFunctions
  }

  /// The type names this file declares.
  var declaredTypes: Set<String> {
    Set(
      tokens.indices.compactMap { index in
        guard Analysis.typeKeywords.contains(tokens[index].text), isDeclaration(at: index)
        else { return nil }
        return Self.name(tokens[index + 1].text)
      })
  }

  /// The types this file declares at its top level, and with `extended` those it extends
  /// there: the names other files use it by (a suite's nested `Kind` is none).
  func topLevelTypes(extended: Bool) -> Set<String> {
    var depth = 0
    var types = Set<String>()
    for (index, token) in tokens.enumerated() {
      switch (token.kind, token.text) {
      case (.punctuation, "{"): depth += 1
      case (.punctuation, "}"): depth -= 1
      case (.word, "extension") where depth == 0 && extended && index + 1 < tokens.count:
        types.insert(Self.name(tokens[index + 1].text))
      case (.word, let word)
      where depth == 0 && Analysis.typeKeywords.contains(word) && isDeclaration(at: index):
        types.insert(Self.name(tokens[index + 1].text))
      default: break
      }
    }
    return types
  }

  /// The words this file uses (identifiers and keywords), a name in backticks without them.
  var words: Set<String> {
    Set(tokens.lazy.filter { $0.kind == .word }.map { Self.name($0.text) })
  }

  /// A word as a name: `` `Type` `` is `Type`.
  static func name(_ word: String) -> String {
    word.count > 2 && word.hasPrefix("`") && word.hasSuffix("`")
      ? String(word.dropFirst().dropLast()) : word
  }

  /// Whether the type keyword at `index` declares a type (`class Foo`, not `class func`, a
  /// member `.class` or a label `f(class value: Int)`).
  func isDeclaration(at index: Int) -> Bool {
    guard index + 1 < tokens.count, tokens[index + 1].kind == .word,
      !Analysis.memberKeywords.contains(tokens[index + 1].text)
    else { return false }
    return isKeyword(at: index)
  }
}

/// One pass over a file's tokens, keeping track of which kind of body each `{` opens.
private struct Analysis {
  static let typeKeywords: Set = ["class", "struct", "enum", "actor", "protocol"]
  static let memberKeywords: Set = [
    "func", "var", "let", "init", "subscript", "associatedtype", "typealias", "static", "final",
  ]
  static let requirementKeywords: Set = ["func", "var", "init", "subscript", "associatedtype"]

  enum Body { case protocolBody, switchBody, other }

  var figures = CodeFigures()
  var skippedLines = Set<Int>()
  var testFunctions: [TestFunction] = []

  /// The words after which a `case` is a pattern (`if case`, `for case`, `, case`), not a
  /// case of the `switch` it stands in.
  static let conditionStarts: Set = ["if", "guard", "while", "for", ","]

  init(_ source: SwiftSource, harness: Bool) {
    let tokens = source.tokens
    // In order, so that a test's lines are counted by two binary searches, not a pass over
    // the file per test.
    let codeLines = source.codeLines.sorted()
    var bodies: [Body] = []
    // The body the next `{` opens, with the parentheses and brackets open when it was named:
    // a `{` deeper in them is a closure's (`switch a.map({ $0 }).count {`).
    var pending: (body: Body, parentheses: Int)?
    var parentheses = 0
    // A `@Test` function being read: its name, first line and the depth its body opens at.
    var test: (name: String?, line: Int, depth: Int?)?
    // A harness member being skipped: its first line and the depth its body opens at.
    var skipped: (line: Int, depth: Int?)?
    // A compiler directive's condition being read (`#if os(Linux) && DEBUG`), whose `&&` and
    // `||` decide what is compiled, not what runs: no decision. It holds the line the condition
    // has reached and the parentheses open before it; as the compiler reads it, it ends with
    // the first line where none of its own parentheses is open.
    var condition: (line: Int, parentheses: Int)?
    for (index, token) in tokens.enumerated() {
      let previous = index > 0 ? tokens[index - 1].text : ""
      if let open = condition, token.line != open.line {
        condition = parentheses > open.parentheses ? (token.line, open.parentheses) : nil
      }
      if token.kind == .word, ["if", "elseif"].contains(token.text), previous == "#" {
        condition = (token.line, parentheses)
      }
      switch (token.kind, token.text) {
      case (.punctuation, "("), (.punctuation, "["):
        parentheses += 1
      case (.punctuation, ")"), (.punctuation, "]"):
        parentheses -= 1
      case (.punctuation, "{"):
        if let named = pending, named.parentheses == parentheses {
          bodies.append(named.body)
          pending = nil
        } else {
          bodies.append(.other)
        }
        if test != nil, test?.depth == nil, test?.name != nil { test?.depth = bodies.count }
        if skipped != nil, skipped?.depth == nil { skipped?.depth = bodies.count }
      case (.punctuation, "}"):
        if let open = test, open.depth == bodies.count, let name = open.name {
          let lines =
            Self.count(in: codeLines, below: token.line + 1)
            - Self.count(in: codeLines, below: open.line)
          testFunctions.append(TestFunction(name: name, lines: lines))
          test = nil
        }
        if let open = skipped, open.depth == bodies.count {
          skippedLines.formUnion(open.line...token.line)
          skipped = nil
        }
        _ = bodies.popLast()
      case (.word, "switch") where source.isKeyword(at: index):
        pending = (.switchBody, parentheses)
      case (.word, "if") where previous != "#" && source.isKeyword(at: index),
        (.word, "guard") where source.isKeyword(at: index):
        figures.decisions += 1
      case (.word, "case")
      where bodies.last == .switchBody && !source.isInParentheses[index]
        && !Self.conditionStarts.contains(previous) && source.isKeyword(at: index):
        figures.decisions += 1
      case (.operator, "&&") where condition == nil, (.operator, "||") where condition == nil,
        (.operator, "??"):
        figures.decisions += 1
      case (.operator, "?") where token.spaceBefore && token.spaceAfter:
        figures.decisions += 1
      case (.word, let word) where Self.typeKeywords.contains(word):
        guard source.isDeclaration(at: index) else { break }
        figures.types += 1
        pending = (word == "protocol" ? .protocolBody : .other, parentheses)
        if word == "protocol" { figures.protocols += 1 }
      case (.word, let word)
      where Self.requirementKeywords.contains(word) && bodies.last == .protocolBody
        && source.isKeyword(at: index):
        figures.requirements += 1
      case (.word, "Test") where Self.isTestAttribute(tokens, at: index):
        figures.tests += 1
        test = (nil, token.line, nil)
      case (.word, "func") where test != nil && test?.name == nil:
        if index + 1 < tokens.count { test?.name = tokens[index + 1].text }
      case (.word, "countViewCall") where harness:
        skippedLines.insert(token.line)
      case (.word, "lifetimeProbes") where harness && previous == "var":
        skipped = (tokens[index - 1].line, nil)
      default:
        break
      }
    }
  }

  /// Whether the `Test` at `index` is the attribute: `@Test` or `@Testing.Test`.
  static func isTestAttribute(_ tokens: [SwiftSource.Token], at index: Int) -> Bool {
    let text = { (offset: Int) in index >= offset ? tokens[index - offset].text : "" }
    return text(1) == "@" || (text(1) == "." && text(2) == "Testing" && text(3) == "@")
  }

  /// How many of the sorted `lines` are below `line`.
  static func count(in lines: [Int], below line: Int) -> Int {
    var range = 0..<lines.count
    while !range.isEmpty {
      let middle = range.lowerBound + range.count / 2
      if lines[middle] < line {
        range = (middle + 1)..<range.upperBound
      } else {
        range = range.lowerBound..<middle
      }
    }
    return range.lowerBound
  }
}
