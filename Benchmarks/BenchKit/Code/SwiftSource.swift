/// One Swift file read as tokens, comments dropped: what the code figures count.
///
/// A small lexer, enough for counting and not a parser: words (identifiers and keywords),
/// operators (runs of operator characters, with whether whitespace stands on each side),
/// punctuation and string literals (one token each, interpolations included). Comments (`//`,
/// nested `/* */`) produce nothing, so a line holds code when it holds a token.
///
/// ```swift
/// let source = SwiftSource("let a = b ?? c  // fallback\n")
/// source.codeLines  // [1]
/// source.tokens.map(\.text)  // ["let", "a", "=", "b", "??", "c"]
/// ```
public struct SwiftSource: Sendable {
  /// One token.
  public struct Token: Sendable, Equatable {
    /// What kind of token.
    public enum Kind: Sendable, Equatable {
      /// An identifier or keyword (`#if` and `@Test` are `#`/`@` then a word).
      case word
      /// A run of operator characters, such as `??`, `&&` or `->`.
      case `operator`
      /// One of `{ } ( ) [ ] , : ; @ #` and a lone `.`.
      case punctuation
      /// A string literal, interpolations included.
      case string
    }

    /// The token's kind.
    public var kind: Kind
    /// Its text; a string literal's is `""`.
    public var text: String
    /// The line it starts on, from 1.
    public var line: Int
    /// Whether whitespace (or the start of the file) comes right before it.
    public var spaceBefore: Bool
    /// Whether whitespace (or the end of the file) comes right after it.
    public var spaceAfter: Bool
  }

  /// The tokens, in order.
  public private(set) var tokens: [Token] = []
  /// The lines (from 1) that hold some code: a token starts, or a string literal runs, there.
  public private(set) var codeLines = Set<Int>()

  /// Reads `text`.
  public init(_ text: String) {
    var scanner = Scanner(Array(text.unicodeScalars))
    while let token = scanner.next(codeLines: &codeLines) { tokens.append(token) }
  }

  /// The characters an operator is made of (`.` only after another one, as in `...` or `?.`).
  static let operatorCharacters = Set("/=-+!*%<>&|^~?".unicodeScalars)

  private struct Scanner {
    let text: [Unicode.Scalar]
    var position = 0
    var line = 1

    init(_ text: [Unicode.Scalar]) { self.text = text }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      position + offset < text.count ? text[position + offset] : nil
    }

    func isSpace(_ scalar: Unicode.Scalar?) -> Bool {
      scalar.map { $0.properties.isWhitespace } ?? true
    }

    mutating func advance() {
      if text[position] == "\n" { line += 1 }
      position += 1
    }

    mutating func next(codeLines: inout Set<Int>) -> Token? {
      while let scalar = peek() {
        if isSpace(scalar) {
          advance()
        } else if scalar == "/", peek(1) == "/" {
          while let scalar = peek(), scalar != "\n" { advance() }
        } else if scalar == "/", peek(1) == "*" {
          skipBlockComment()
        } else {
          break
        }
      }
      guard let scalar = peek() else { return nil }
      let start = position
      let startLine = line
      let spaceBefore = isSpace(start > 0 ? text[start - 1] : nil)
      let kind: Token.Kind
      if scalar == "\"" || (scalar == "#" && isRawStringStart()) {
        skipString()
        kind = .string
      } else if scalar.properties.isAlphabetic || scalar == "_" || scalar == "$"
        || scalar.properties.numericType != nil
      {
        while let next = peek(),
          next.properties.isAlphabetic || next == "_" || next == "$"
            || next.properties.numericType != nil
            || (next == "." && peek(1)?.properties.numericType != nil
              && text[start].properties.numericType != nil)
        {
          advance()
        }
        kind = .word
      } else if SwiftSource.operatorCharacters.contains(scalar)
        || (scalar == "." && peek(1) == ".")
      {
        while let next = peek(),
          SwiftSource.operatorCharacters.contains(next) || next == "."
        {
          if next == "/", peek(1) == "/" || peek(1) == "*" { break }
          advance()
        }
        kind = .operator
      } else {
        advance()
        kind = .punctuation
      }
      for codeLine in startLine...line { codeLines.insert(codeLine) }
      return Token(
        kind: kind,
        text: kind == .string ? "" : String(String.UnicodeScalarView(text[start..<position])),
        line: startLine, spaceBefore: spaceBefore, spaceAfter: isSpace(peek()))
    }

    /// `#"`, `##"`…: a raw string's opening.
    func isRawStringStart() -> Bool {
      var offset = 0
      while peek(offset) == "#" { offset += 1 }
      return peek(offset) == "\""
    }

    mutating func skipBlockComment() {
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
    }

    /// A string literal from its opening: `"…"`, `"""…"""` or raw, with `\(…)` interpolations,
    /// which may hold strings of their own.
    mutating func skipString() {
      var hashes = 0
      while peek() == "#" {
        hashes += 1
        advance()
      }
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
        } else if scalar == "\n", !multiline {
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

    /// `(…)` after a backslash in a string: code, up to the matching parenthesis.
    mutating func skipInterpolation() {
      var depth = 0
      while let scalar = peek() {
        if scalar == "\"" || (scalar == "#" && isRawStringStart()) {
          skipString()
          continue
        }
        if scalar == "(" { depth += 1 }
        if scalar == ")" { depth -= 1 }
        advance()
        if depth == 0 { return }
      }
    }
  }
}
