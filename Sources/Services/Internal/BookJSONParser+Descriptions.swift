extension BookJSONParser {
  /// The longest excerpt of the file a message quotes, in bytes.
  static let excerptLimit = 40

  /// What the value at `offset` is, in words, such as `null`, `an object` or
  /// `the string "two"`; `nil` if no JSON value starts there.
  func describeValue(at offset: Int) -> String? {
    guard offset < bytes.count else { return nil }
    switch bytes[offset] {
    case UInt8(ascii: "{"):
      return "an object"
    case UInt8(ascii: "["):
      return "a list"
    case UInt8(ascii: "\""):
      var end = offset + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
        end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard end < bytes.count else { return "a string" }
      return "the string " + excerpt(offset..<end + 1)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      var end = offset + 1
      while end < bytes.count, Self.isNumberByte(bytes[end]) {
        end += 1
      }
      return "the number " + excerpt(offset..<end)
    default:
      for literal: StaticString in ["true", "false", "null"] where hasPrefix(literal, at: offset) {
        return literal.description
      }
      return nil
    }
  }

  /// What is at the read position, for a message that says what was found instead of what was
  /// expected: a character in quotes, a word, a control character's code, a byte that is not
  /// UTF-8, or the end of the file.
  func foundHere() -> String {
    guard position < bytes.count else { return "the end of the file" }
    let byte = bytes[position]
    if Self.isWordByte(byte) {
      var end = position + 1
      while end < bytes.count, Self.isWordByte(bytes[end]) {
        end += 1
      }
      return "“\(excerpt(position..<end))”"
    }
    var iterator = UnsafeBufferPointer(rebasing: bytes[position...]).makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else {
      return "the byte 0x\(Self.hex(UInt32(byte), digits: 2)), which is not valid UTF-8"
    }
    let scalar = Unicode.UTF8.decode(encoded)
    if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace {
      return "the character \(Self.scalarCode(scalar.value))"
    }
    return "“\(Character(scalar))”"
  }

  /// The name of the field whose name starts at `offset`, in straight quotes for a message.
  func fieldName(at offset: Int) -> String {
    var copy = self
    copy.position = offset
    guard let token = try? copy.scanString() else { return "a field" }
    let name = copy.string(token)
    let shown = name.count > Self.excerptLimit ? name.prefix(Self.excerptLimit) + "…" : name
    return "\"\(shown)\""
  }

  /// The text of `range` as written in the file, cut at ``excerptLimit`` bytes.
  func excerpt(_ range: Range<Int>) -> String {
    var end = min(range.upperBound, range.lowerBound + Self.excerptLimit)
    // Cut before a UTF-8 continuation byte, never inside a character's encoding.
    while end < range.upperBound, end > range.lowerBound, bytes[end] & 0xC0 == 0x80 {
      end -= 1
    }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<end]), as: UTF8.self)
    return end < range.upperBound ? text + "…" : text
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
      || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
  }

  /// ASCII letters, digits and underscore: a run of them is quoted as one word, such as “True”.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: "_")
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }
}
