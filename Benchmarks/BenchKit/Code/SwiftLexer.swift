/// One Swift file read as tokens, comments dropped: what the code figures count.
///
/// NB: a small lexer, enough for counting and not a parser; a line holds code when it holds a
/// token.
struct SwiftSource: Sendable {
  struct Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
      /// An identifier or keyword; a name in backticks keeps them, so it is never a keyword.
      case word
      /// A run of operator characters, such as `??`, `&&` or `->`.
      case `operator`
      /// One of `{ } ( ) [ ] , : ; @ #` and a lone `.`.
      case punctuation
      /// A string or regex literal, interpolations included.
      case string
    }

    var kind: Kind
    /// Its text; a string or regex literal's is `""`.
    var text: String
    /// The line it starts on, from 1.
    var line: Int
    /// Whether whitespace, or the file's start or end, comes right before it, and after it.
    var spaceBefore: Bool
    var spaceAfter: Bool
  }

  private(set) var tokens: [Token] = []
  /// The lines (from 1) that hold some code: a token starts, or a string literal runs, there.
  private(set) var codeLines = Set<Int>()

  /// For each token, whether its innermost bracket is `(` or `[`, where a keyword may be a label.
  private(set) var isInParentheses: [Bool] = []

  /// Reads `text`; a line ends at a line feed, a carriage return or both.
  init(_ text: String) {
    var scanner = Scanner(text: Array(text.unicodeScalars))
    while let token = scanner.next(codeLines: &codeLines) { tokens.append(token) }
    var openings: [String] = []
    isInParentheses.reserveCapacity(tokens.count)
    for token in tokens {
      isInParentheses.append(openings.last.map { $0 != "{" } ?? false)
      guard token.kind == .punctuation else { continue }
      switch token.text {
      case "(", "[", "{": openings.append(token.text)
      case ")", "]", "}": _ = openings.popLast()
      default: break
      }
    }
  }

  /// Whether the word at `index` is a keyword: not a member (`Keyword.if`) nor a label in
  /// parentheses (`f(if: x)`).
  func isKeyword(at index: Int) -> Bool {
    if index > 0, tokens[index - 1].text == "." { return false }
    guard isInParentheses[index] else { return true }
    let text = { (offset: Int) in index + offset < tokens.count ? tokens[index + offset].text : "" }
    let labelled = index + 1 < tokens.count && tokens[index + 1].kind == .word && text(2) == ":"
    return text(1) != ":" && !labelled
  }

  /// The ASCII characters an operator is made of (`.` only after another one).
  static let operatorCharacters = Set("/=-+!*%<>&|^~?".unicodeScalars)

  /// Whether `scalar` may start an operator (Swift's `operator-head`).
  static func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case ..<0x80: operatorCharacters.contains(scalar)
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
      0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
      0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
      0x3008...0x3020, 0x3030:
      true
    default: false
    }
  }

  /// Whether `scalar` may stand in an identifier or a number (`Café`, `😀`).
  static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24: true
    case ..<0x80: false
    default: !scalar.properties.isWhitespace && !isOperatorCharacter(scalar)
    }
  }

  /// The words after which an expression starts, so that a `/` there opens a regex literal.
  static let expressionKeywords: Set = [
    "return", "case", "if", "guard", "while", "in", "where", "throw", "try", "await", "else",
    "switch", "is", "as", "repeat", "yield", "then",
  ]

  private struct Scanner {
    let text: [Unicode.Scalar]
    var position = 0
    var line = 1
    /// The token read last, which tells a regex literal's `/` from a division.
    var previous: Token?

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      position + offset < text.count ? text[position + offset] : nil
    }

    func isSpace(_ scalar: Unicode.Scalar?) -> Bool {
      guard let scalar else { return true }
      switch scalar.value {
      case 0x20, 0x09...0x0D: return true
      case ..<0x80: return false
      // NB: a byte-order mark shows as nothing: a line of it and a comment holds no code.
      case 0xFEFF: return true
      default: return scalar.properties.isWhitespace
      }
    }

    func isLineEnd(_ scalar: Unicode.Scalar?) -> Bool { scalar == "\n" || scalar == "\r" }

    mutating func advance() {
      // `\r\n` is one line end, counted at its `\n`.
      if text[position] == "\n" || (text[position] == "\r" && peek(1) != "\n") { line += 1 }
      position += 1
    }

    mutating func next(codeLines: inout Set<Int>) -> Token? {
      skipSpacesAndComments()
      guard let scalar = peek() else { return nil }
      let (start, startLine) = (position, line)
      let kind = readToken(startingWith: scalar)
      codeLines.formUnion(startLine...line)
      previous = Token(
        kind: kind,
        text: kind == .string ? "" : String(String.UnicodeScalarView(text[start..<position])),
        line: startLine, spaceBefore: isSpace(start > 0 ? text[start - 1] : nil),
        spaceAfter: isSpace(peek()))
      return previous
    }

    mutating func skipSpacesAndComments() {
      while let scalar = peek() {
        if isSpace(scalar) {
          advance()
        } else if !skipComment() {
          return
        }
      }
    }

    /// Skips the comment that starts here, if one does: `//` to its line's end, or `/* */`,
    /// which may nest.
    mutating func skipComment() -> Bool {
      guard peek() == "/", peek(1) == "/" || peek(1) == "*" else { return false }
      if peek(1) == "/" {
        while let scalar = peek(), !isLineEnd(scalar) { advance() }
        return true
      }
      var depth = 0
      repeat {
        if peek() == "/", peek(1) == "*" {
          depth += 1
          advance()
        } else if peek() == "*", peek(1) == "/" {
          depth -= 1
          advance()
        }
        advance()
      } while depth > 0 && peek() != nil
      return true
    }

    /// Reads the token that starts with `scalar`, and says its kind.
    mutating func readToken(startingWith scalar: Unicode.Scalar) -> Token.Kind {
      if hashesLead(to: "\"") {
        skipString()
        return .string
      }
      if (scalar == "#" && hashesLead(to: "/")) || (scalar == "/" && isRegexStart()) {
        skipRegex()
        return .string
      }
      if scalar == "`", let end = closingBacktick() {
        while position <= end { advance() }
        return .word
      }
      if SwiftSource.isIdentifierCharacter(scalar) {
        let isNumber = ("0"..."9").contains(scalar)
        while let next = peek(),
          SwiftSource.isIdentifierCharacter(next)
            || (next == "." && isNumber && peek(1).map { ("0"..."9").contains($0) } == true)
        {
          advance()
        }
        return .word
      }
      if SwiftSource.isOperatorCharacter(scalar) || (scalar == "." && peek(1) == ".") {
        while let next = peek(), SwiftSource.isOperatorCharacter(next) || next == "." {
          if next == "/", peek(1) == "/" || peek(1) == "*" { break }
          advance()
        }
        return .operator
      }
      advance()
      return .punctuation
    }

    /// Whether `scalar` follows the `#`s here, if any: a string's (`"`, `#"`) or a raw regex's
    /// (`#/`) opening.
    func hashesLead(to scalar: Unicode.Scalar) -> Bool {
      text[position...].drop { $0 == "#" }.first == scalar
    }

    /// Whether the `/` here opens a bare regex literal (`/a+b/`).
    ///
    /// NB: a heuristic, not Swift's parser: where an expression starts, not before a space, and
    /// closed on the same line; enough that a regex's `/*` or `||` is no comment or decision.
    func isRegexStart() -> Bool {
      let startsExpression =
        switch previous?.kind {
        case nil, .operator: true
        case .word: SwiftSource.expressionKeywords.contains(previous!.text)
        case .punctuation: ["(", "[", "{", ",", ":", ";"].contains(previous!.text)
        case .string: false
        }
      guard startsExpression, let after = peek(1), !isSpace(after) else { return false }
      var offset = 1
      while let scalar = peek(offset), !isLineEnd(scalar) {
        if scalar == "/" { return true }
        offset += scalar == "\\" ? 2 : 1
      }
      return false
    }

    /// Skips the `#`s here and says how many there were.
    mutating func skipHashes() -> Int {
      let start = position
      while peek() == "#" { advance() }
      return position - start
    }

    /// A regex literal: `/…/` on one line, or `#/…/#`, which may span lines.
    mutating func skipRegex() {
      let hashes = skipHashes()
      advance()  // The opening `/`.
      while let scalar = peek() {
        if scalar == "\\" {
          advance()
          if let next = peek(), hashes > 0 || !isLineEnd(next) { advance() }
        } else if scalar == "/", hashesFollow(hashes, from: 1) {
          for _ in 0...hashes { advance() }
          return
        } else if hashes == 0, isLineEnd(scalar) {
          return  // An unterminated bare literal ends with its line.
        } else {
          advance()
        }
      }
    }

    /// Where the `` ` `` that closes the one here stands on its line, if any.
    func closingBacktick() -> Int? {
      let end = text[(position + 1)...].prefix { !isLineEnd($0) }.firstIndex(of: "`")
      return end == position + 1 ? nil : end
    }

    /// A string literal: `"…"`, `"""…"""` or raw, with its `\(…)` interpolations.
    mutating func skipString() {
      let hashes = skipHashes()
      let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
      let quotes = multiline ? 3 : 1
      for _ in 0..<quotes { advance() }
      while let scalar = peek() {
        if scalar == "\\", hashesFollow(hashes, from: 1) {
          for _ in 0...hashes { advance() }
          if peek() == "(" {
            skipInterpolation()
          } else if peek() != nil {
            advance()
          }
        } else if scalar == "\"", closes(quotes: quotes, hashes: hashes) {
          for _ in 0..<(quotes + hashes) { advance() }
          return
        } else if isLineEnd(scalar), !multiline {
          return  // An unterminated literal ends with its line.
        } else {
          advance()
        }
      }
    }

    func hashesFollow(_ hashes: Int, from offset: Int) -> Bool {
      (0..<hashes).allSatisfy { peek(offset + $0) == "#" }
    }

    func closes(quotes: Int, hashes: Int) -> Bool {
      (0..<quotes).allSatisfy { peek($0) == "\"" } && hashesFollow(hashes, from: quotes)
    }

    /// An interpolation's `(…)`, whose strings and comments are skipped whole.
    mutating func skipInterpolation() {
      var depth = 0
      while let scalar = peek() {
        if hashesLead(to: "\"") {
          skipString()
        } else if !skipComment() {
          if scalar == "(" { depth += 1 }
          if scalar == ")" { depth -= 1 }
          advance()
          if depth == 0 { return }
        }
      }
    }
  }
}

/// A `@Test` function: its name, without its parameters, and its logic lines from attribute
/// to closing brace.
struct TestFunction: Sendable, Equatable {
  var name: String
  var lines: Int
}

extension SwiftSource {
  /// The figures of this file; with `harness`, without the lines that count view calls
  /// (`countViewCall`) and the `lifetimeProbes` member.
  func figures(harness: Bool = false) -> CodeFigures { Analysis(self, harness: harness).figures }

  /// The `@Test` functions of this file.
  var testFunctions: [TestFunction] { Analysis(self, harness: false).testFunctions }

  /// The type names this file declares, nested ones included.
  var declaredTypes: Set<String> { types(nested: true) }

  /// The types this file declares at its top level (with `nested`, at any depth), and with
  /// `extended` those it extends.
  func types(nested: Bool = false, extended: Bool = false) -> Set<String> {
    var depth = 0
    var types = Set<String>()
    for (index, token) in tokens.enumerated() {
      switch (token.kind, token.text) {
      case (.punctuation, "{"): depth += 1
      case (.punctuation, "}"): depth -= 1
      case (.word, "extension") where depth == 0 && extended && index + 1 < tokens.count:
        types.insert(Self.name(tokens[index + 1].text))
      case (.word, let word)
      where (nested || depth == 0) && Analysis.typeKeywords.contains(word)
        && isDeclaration(at: index):
        types.insert(Self.name(tokens[index + 1].text))
      default: break
      }
    }
    return types
  }

  /// The words this file uses, a name in backticks without them.
  var words: Set<String> {
    Set(tokens.lazy.filter { $0.kind == .word }.map { Self.name($0.text) })
  }

  /// A word as a name: `` `Type` `` is `Type`.
  static func name(_ word: String) -> String {
    word.count > 2 && word.hasPrefix("`") && word.hasSuffix("`")
      ? String(word.dropFirst().dropLast()) : word
  }

  /// Whether the type keyword at `index` declares a type (`class Foo`, not `class func`).
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
  /// The words after which a `case` is a pattern (`if case`, `, case`), not a `switch`'s case.
  static let conditionStarts: Set = ["if", "guard", "while", "for", ","]

  enum Body { case protocolBody, switchBody, other }

  let source: SwiftSource
  let harness: Bool
  /// The code lines in order, so that a test's lines are two binary searches.
  let codeLines: [Int]
  var figures = CodeFigures()
  var skippedLines = Set<Int>()
  var testFunctions: [TestFunction] = []
  var bodies: [Body] = []
  /// The body the next `{` opens, and the brackets open when it was named: a `{` deeper in
  /// them is a closure's (`switch a.map({ $0 }).count {`).
  var pending: (body: Body, parentheses: Int)?
  var parentheses = 0
  /// A `@Test` function being read: its name, first line and the depth its body opens at.
  var test: (name: String?, line: Int, depth: Int?)?
  /// A harness member being skipped: its first line and the depth its body opens at.
  var skipped: (line: Int, depth: Int?)?
  /// An `#if` or `#elseif` condition being read (its `&&` and `||` are no decision): the line it
  /// has reached and the brackets open before it. It ends, as the compiler reads it, with the
  /// first line where none of its own brackets is open.
  var condition: (line: Int, parentheses: Int)?

  init(_ source: SwiftSource, harness: Bool) {
    self.source = source
    self.harness = harness
    codeLines = source.codeLines.sorted()
    for index in source.tokens.indices { read(at: index) }
    figures.lines = source.codeLines.subtracting(skippedLines).count
  }

  mutating func read(at index: Int) {
    let tokens = source.tokens
    let token = tokens[index]
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
      openBody()
    case (.punctuation, "}"):
      closeBody(at: token.line)
    case (.word, "switch") where source.isKeyword(at: index):
      pending = (.switchBody, parentheses)
    case (.word, "if") where previous != "#" && source.isKeyword(at: index),
      (.word, "guard") where source.isKeyword(at: index),
      (.word, "case")
    where bodies.last == .switchBody && !source.isInParentheses[index]
      && !Self.conditionStarts.contains(previous) && source.isKeyword(at: index),
      (.operator, "&&") where condition == nil, (.operator, "||") where condition == nil,
      (.operator, "??"),
      (.operator, "?") where token.spaceBefore && token.spaceAfter:
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

  mutating func openBody() {
    if let named = pending, named.parentheses == parentheses {
      bodies.append(named.body)
      pending = nil
    } else {
      bodies.append(.other)
    }
    if test != nil, test?.depth == nil, test?.name != nil { test?.depth = bodies.count }
    if skipped != nil, skipped?.depth == nil { skipped?.depth = bodies.count }
  }

  mutating func closeBody(at line: Int) {
    if let open = test, open.depth == bodies.count, let name = open.name {
      let lines =
        Self.count(in: codeLines, below: line + 1) - Self.count(in: codeLines, below: open.line)
      testFunctions.append(TestFunction(name: name, lines: lines))
      test = nil
    }
    if let open = skipped, open.depth == bodies.count {
      skippedLines.formUnion(open.line...line)
      skipped = nil
    }
    _ = bodies.popLast()
  }

  /// Whether the `Test` at `index` is the attribute: `@Test` or `@Testing.Test`.
  static func isTestAttribute(_ tokens: [SwiftSource.Token], at index: Int) -> Bool {
    let text = { (offset: Int) in index >= offset ? tokens[index - offset].text : "" }
    return text(1) == "@" || (text(1) == "." && text(2) == "Testing" && text(3) == "@")
  }

  /// How many of the sorted `lines` are below `line`.
  static func count(in lines: [Int], below line: Int) -> Int {
    var (low, high) = (0, lines.count)
    while low < high {
      let middle = (low + high) / 2
      (low, high) = lines[middle] < line ? (middle + 1, high) : (low, middle)
    }
    return low
  }
}
