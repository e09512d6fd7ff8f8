extension BookJSONParser {
  /// Where the parts of a number are: its digits before and after the point, and its exponent.
  struct NumberToken {
    var start: Int
    var end: Int
    var isNegative: Bool
    var integerDigits: Range<Int>
    var fractionDigits: Range<Int>
    /// The exponent's value, clamped to ±1 000 000 000 so that no arithmetic on it overflows.
    var exponent: Int
  }

  /// What a number is as an id.
  enum WholeNumber: Equatable {
    case value(Int)
    case notWhole
    case tooLarge
    case tooSmall
  }

  /// Reads an id: a JSON number that denotes a whole number that fits in `Int`.
  mutating func parseID() throws(Failure) -> Int {
    let start = position
    guard let byte = peek(), byte == UInt8(ascii: "-") || Self.isDigit(byte) else {
      if let found = describeValue(at: position) {
        throw invalid("expected a whole number, found \(found)")
      }
      throw malformed("expected a value, found \(foundHere())")
    }
    let number = try scanNumber()
    let text = excerpt(number.start..<number.end)
    switch wholeNumber(number) {
    case .value(let value):
      return value
    case .notWhole:
      position = start
      throw invalid("the id \(text) is not a whole number")
    case .tooLarge:
      position = start
      throw invalid("the id \(text) is too large (ids go up to \(Int.max))")
    case .tooSmall:
      position = start
      throw invalid("the id \(text) is too small (ids go down to \(Int.min))")
    }
  }

  /// Reads a number as JSON writes it, `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
  mutating func scanNumber() throws(Failure) -> NumberToken {
    let start = position
    let isNegative = peek() == UInt8(ascii: "-")
    if isNegative {
      position += 1
    }
    let integerStart = position
    guard let first = peek(), Self.isDigit(first) else {
      throw malformed("expected a digit after “-”, found \(foundHere())")
    }
    position += 1
    if first == UInt8(ascii: "0") {
      if let next = peek(), Self.isDigit(next) {
        position = start
        throw malformed("a number cannot start with “0” followed by more digits")
      }
    } else {
      skipDigits()
    }
    let integerDigits = integerStart..<position
    var fractionDigits = position..<position
    if peek() == UInt8(ascii: ".") {
      position += 1
      guard let digit = peek(), Self.isDigit(digit) else {
        throw malformed("expected a digit after the decimal point, found \(foundHere())")
      }
      let fractionStart = position
      skipDigits()
      fractionDigits = fractionStart..<position
    }
    var exponent = 0
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      let isNegativeExponent = peek() == UInt8(ascii: "-")
      if isNegativeExponent || peek() == UInt8(ascii: "+") {
        position += 1
      }
      guard let digit = peek(), Self.isDigit(digit) else {
        throw malformed("expected a digit in the exponent, found \(foundHere())")
      }
      while let digit = peek(), Self.isDigit(digit) {
        exponent = min(exponent * 10 + Int(digit - UInt8(ascii: "0")), 1_000_000_000)
        position += 1
      }
      if isNegativeExponent {
        exponent = -exponent
      }
    }
    return NumberToken(
      start: start, end: position, isNegative: isNegative, integerDigits: integerDigits,
      fractionDigits: fractionDigits, exponent: exponent)
  }

  /// The whole number a number token denotes, exactly: no rounding through `Double`.
  ///
  /// The value is the digits before and after the point, read as one integer, times ten to the
  /// exponent minus the count of digits after the point.
  func wholeNumber(_ number: NumberToken) -> WholeNumber {
    let digitCount = number.integerDigits.count + number.fractionDigits.count
    func digit(_ index: Int) -> UInt64 {
      let byte =
        index < number.integerDigits.count
        ? bytes[number.integerDigits.lowerBound + index]
        : bytes[number.fractionDigits.lowerBound + index - number.integerDigits.count]
      return UInt64(byte - UInt8(ascii: "0"))
    }
    guard let first = (0..<digitCount).first(where: { digit($0) != 0 }),
      let last = (0..<digitCount).last(where: { digit($0) != 0 })
    else {
      return .value(0)  // all zeros, such as 0, -0 or 0.0e5
    }
    // Trailing zeros of the digits move into the scale: 1500e-2 is 15, scale 0.
    let scale = number.exponent - number.fractionDigits.count + (digitCount - 1 - last)
    guard scale >= 0 else { return .notWhole }
    let outOfRange: WholeNumber = number.isNegative ? .tooSmall : .tooLarge
    // 19 digits always fit in UInt64; 20 never fit in Int.
    guard last - first + 1 + scale <= 19 else { return outOfRange }
    var magnitude: UInt64 = 0
    for index in first...last {
      magnitude = magnitude * 10 + digit(index)
    }
    for _ in 0..<scale {
      magnitude *= 10
    }
    if number.isNegative {
      guard magnitude <= UInt64(Int.max) + 1 else { return outOfRange }
      return .value(Int(bitPattern: UInt(0) &- UInt(magnitude)))
    }
    guard magnitude <= UInt64(Int.max) else { return outOfRange }
    return .value(Int(magnitude))
  }

  private mutating func skipDigits() {
    while let digit = peek(), Self.isDigit(digit) {
      position += 1
    }
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
