extension StringProtocol {
  /// The text's lines, without their ends: a line ends at a line feed, at `\r\n` and, unless
  /// `carriageReturns` is `false`, at a carriage return alone (old Mac files). A final line
  /// end starts no empty line.
  ///
  /// `git apply` ends a patch's lines at line feeds alone (a carriage return before one is
  /// part of the line, so a CRLF patch applies to CRLF files): patches are read with
  /// `carriageReturns: false`, so their lines are git's.
  ///
  /// NB: `split(separator: "\n")` on a string compares characters, and `"\r\n"` is one
  /// character: it would read a CRLF text as one line.
  func lines(carriageReturns: Bool = true) -> [SubSequence] {
    var lines = split(omittingEmptySubsequences: false) { character in
      character == "\n" || character == "\r\n" || (carriageReturns && character == "\r")
    }
    if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
