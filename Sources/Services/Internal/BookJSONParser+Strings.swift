extension BookJSONParser {
  /// Where a string's contents are, between its quotes, and whether they hold escapes.
  struct StringToken {
    var start: Int
    var end: Int
    var hasEscapes: Bool
  }

  /// Reads a field name and tells which field it is.
  mutating func parseKey() throws(Failure) -> Field {
    let token = try scanString()
    if token.hasEscapes {
      switch string(token) {
      case "id": return .id
      case "title": return .title
      case "author": return .author
      default: return .other
      }
    }
    if matches(token, "id") { return .id }
    if matches(token, "title") { return .title }
    if matches(token, "author") { return .author }
    return .other
  }

  /// Reads a string value, or reports what is there instead.
  ///
  /// - Parameter expected: What the field holds, for the message, such as "a string".
  mutating func parseString(expecting expected: String) throws(Failure) -> String {
    guard peek() == UInt8(ascii: "\"") else {
      if let found = describeValue(at: position) {
        throw invalid("expected \(expected), found \(found)")
      }
      throw malformed("expected a value, found \(foundHere())")
    }
    return string(try scanString())
  }

  /// Reads the string that starts at the read position (its opening quote), checking its
  /// escapes and its UTF-8, and moves past its closing quote.
  mutating func scanString() throws(Failure) -> StringToken {
    let opening = position
    position += 1
    let start = position
    var hasEscapes = false
    var isASCII = true
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let token = StringToken(start: start, end: position, hasEscapes: hasEscapes)
        position += 1
        if !isASCII {
          try validateUTF8(token)
        }
        return token
      } else if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        try scanEscape()
      } else if byte < 0x20 {
        throw malformed(
          "the control character \(Self.scalarCode(UInt32(byte))) must be escaped in a string")
      } else {
        isASCII = isASCII && byte < 0x80
        position += 1
      }
    }
    position = opening
    throw malformed("the string is not closed: the file ends inside it")
  }

  /// The contents of a string that ``scanString()`` has checked, with its escapes replaced.
  mutating func string(_ token: StringToken) -> String {
    guard token.hasEscapes else {
      return String(
        decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }
    scratch.removeAll(keepingCapacity: true)
    var index = token.start
    while index < token.end {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") else {
        scratch.append(byte)
        index += 1
        continue
      }
      let kind = bytes[index + 1]
      index += 2
      switch kind {
      case UInt8(ascii: "b"): scratch.append(0x08)
      case UInt8(ascii: "f"): scratch.append(0x0C)
      case UInt8(ascii: "n"): scratch.append(0x0A)
      case UInt8(ascii: "r"): scratch.append(0x0D)
      case UInt8(ascii: "t"): scratch.append(0x09)
      case UInt8(ascii: "u"):
        var value = hexValue(at: index)
        index += 4
        if (0xD800..<0xDC00).contains(value) {
          // scanEscape checked that the low half follows as another \u escape.
          let low = hexValue(at: index + 2)
          index += 6
          value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        // NB: scanEscape rejected lone surrogates, the only values that are not scalars.
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        UTF8.encode(scalar) { scratch.append($0) }
      default:  // the quote, backslash and slash stand for themselves
        scratch.append(kind)
      }
    }
    return String(decoding: scratch, as: UTF8.self)
  }

  /// Checks the escape at the read position (a backslash) and moves past it.
  private mutating func scanEscape() throws(Failure) {
    let escape = position
    position += 1
    guard let kind = peek() else {
      position = escape
      throw malformed("the string is not closed: the file ends inside it")
    }
    switch kind {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      position += 1
    case UInt8(ascii: "u"):
      let value = try scanHexQuad(escape: escape)
      if (0xDC00..<0xE000).contains(value) {
        position = escape
        throw malformed(
          "the escape “\\u\(Self.hex(value))” is the second half of a surrogate pair, "
            + "without a first half before it")
      }
      if (0xD800..<0xDC00).contains(value) {
        let low = position
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u"),
          let second = try? scanHexQuad(escape: low), (0xDC00..<0xE000).contains(second)
        else {
          position = escape
          throw malformed(
            "the escape “\\u\(Self.hex(value))” is the first half of a surrogate pair, "
              + "without a second half after it")
        }
      }
    default:
      throw malformed(
        "\(foundHere()) after “\\” is not an escape; "
          + #"the escapes are \", \\, \/, \b, \f, \n, \r, \t and \u followed by four hex digits"#)
    }
  }

  /// Reads the `u` and four hexadecimal digits of a `\u` escape that starts at `escape`.
  private mutating func scanHexQuad(escape: Int) throws(Failure) -> UInt32 {
    position = escape + 2
    guard position + 4 <= bytes.count,
      (position..<position + 4).allSatisfy({ Self.hexDigit(bytes[$0]) != nil })
    else {
      let end = min(position + 4, bytes.count)
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[escape..<end]), as: UTF8.self)
      position = escape
      throw malformed("the escape “\(text)” does not have four hexadecimal digits after “\\u”")
    }
    let value = hexValue(at: position)
    position += 4
    return value
  }

  /// The value of four hexadecimal digits that the scan has checked.
  private func hexValue(at index: Int) -> UInt32 {
    (index..<index + 4).reduce(0) { $0 << 4 | UInt32(Self.hexDigit(bytes[$1]) ?? 0) }
  }

  private static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Finds the first byte of a string that is not well-formed UTF-8, if any.
  private mutating func validateUTF8(_ token: StringToken) throws(Failure) {
    var iterator = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]).makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = token.start
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        offset += encoded.count
      case .error(let length):
        position = offset
        let sequence = (offset..<offset + length).map {
          "0x" + Self.hex(UInt32(bytes[$0]), digits: 2)
        }
        throw malformed(
          "the text is not valid UTF-8 (the \(length == 1 ? "byte" : "bytes") "
            + "\(sequence.joined(separator: " ")))")
      case .emptyInput:
        return
      }
    }
  }

  /// Whether a string without escapes holds exactly `literal`.
  private func matches(_ token: StringToken, _ literal: StaticString) -> Bool {
    guard token.end - token.start == literal.utf8CodeUnitCount else { return false }
    for offset in 0..<literal.utf8CodeUnitCount
    where bytes[token.start + offset] != literal.utf8Start[offset] {
      return false
    }
    return true
  }

  /// `value` in upper-case hexadecimal, zero-padded to `digits`.
  static func hex(_ value: UInt32, digits: Int = 4) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// A scalar's code as Unicode writes it, such as `U+000A`.
  static func scalarCode(_ value: UInt32) -> String {
    "U+" + hex(value)
  }
}
