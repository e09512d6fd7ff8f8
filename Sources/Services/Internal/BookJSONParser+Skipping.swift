extension BookJSONParser {
  /// Checks the value at the read position, of any kind and nesting, and moves past it without
  /// building anything: the value of a field that books do not have.
  ///
  /// It keeps the containers it is inside in ``closers`` instead of recursing, so no nesting
  /// depth can overflow the stack.
  mutating func skipValue() throws(Failure) {
    let outer = closers.count
    defer { closers.removeSubrange(outer...) }
    var expectsValue = true
    while true {
      skipWhitespace()
      if expectsValue {
        guard let byte = peek() else {
          throw malformed("expected a value, found the end of the file")
        }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          let closer = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
          position += 1
          skipWhitespace()
          if peek() == closer {
            position += 1
            expectsValue = false
          } else {
            closers.append(closer)
            if closer == UInt8(ascii: "}") {
              try skipMemberName()
            }
          }
        case UInt8(ascii: "\""):
          _ = try scanString()
          expectsValue = false
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          _ = try scanNumber()
          expectsValue = false
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
          try scanLiteral()
          expectsValue = false
        default:
          throw malformed("expected a value, found \(foundHere())")
        }
      } else {
        guard closers.count > outer, let closer = closers.last else { return }
        if peek() == UInt8(ascii: ",") {
          position += 1
          skipWhitespace()
          if peek() == closer {  // a comma before the end, as JSONDecoder allows
            position += 1
            closers.removeLast()
          } else {
            if closer == UInt8(ascii: "}") {
              try skipMemberName()
            }
            expectsValue = true
          }
        } else if peek() == closer {
          position += 1
          closers.removeLast()
        } else {
          let what = closer == UInt8(ascii: "}") ? "an object" : "a list"
          guard peek() != nil else {
            throw malformed("\(what) is not closed: the file ends inside it")
          }
          throw malformed(
            "expected “,” or “\(Character(Unicode.Scalar(closer)))” in \(what), "
              + "found \(foundHere())")
        }
      }
    }
  }

  /// Checks a member's name and its colon, inside an object that is being skipped.
  private mutating func skipMemberName() throws(Failure) {
    skipWhitespace()
    guard peek() == UInt8(ascii: "\"") else {
      throw malformed("expected a field name in double quotes, found \(foundHere())")
    }
    _ = try scanString()
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else {
      throw malformed("expected “:” after a field name, found \(foundHere())")
    }
    position += 1
  }

  /// Reads `true`, `false` or `null`.
  private mutating func scanLiteral() throws(Failure) {
    for literal: StaticString in ["true", "false", "null"] where hasPrefix(literal) {
      position += literal.utf8CodeUnitCount
      return
    }
    throw malformed("expected a value, found \(foundHere())")
  }

  /// Whether the text at the read position starts with `literal`.
  func hasPrefix(_ literal: StaticString, at offset: Int? = nil) -> Bool {
    let start = offset ?? position
    guard start + literal.utf8CodeUnitCount <= bytes.count else { return false }
    for index in 0..<literal.utf8CodeUnitCount
    where bytes[start + index] != literal.utf8Start[index] {
      return false
    }
    return true
  }
}
