/// A patch as `git diff` writes it, read only as far as measuring it needs: for each file in
/// order, whether the patch creates, deletes, renames or copies it, and the texts of the lines
/// it adds and removes. `git apply` reads and applies the patch (``GitApply``); this reading
/// checks nothing git checks, and never traps or loops on what it does not expect.
///
/// Lines are git's: they end at line feeds alone (see ``Swift/StringProtocol/lines(carriageReturns:)``).
/// What comes before a file's `diff --git` line (or, in a patch without them, its `---` and
/// `+++` lines) is a message, as git reads it.
///
/// ```swift
/// let diff = try UnifiedDiff(patchText)
/// diff.files[0].added  // ["  func hideError()"]
/// ```
struct UnifiedDiff: Sendable, Equatable {
  /// One file's changes.
  struct FileDiff: Sendable, Equatable {
    /// The path it had before a rename or a copy (`rename from`, `copy from`), else `nil`.
    var oldPath: String?
    /// Whether the patch creates the file.
    var isNew = false
    /// Whether the patch deletes the file.
    var isDeleted = false
    /// The added lines' texts, without their `+`.
    var added: [String] = []
    /// The removed lines' texts, without their `-`.
    var removed: [String] = []
  }

  /// The files, in the patch's order.
  var files: [FileDiff] = []

  /// Reads `text`.
  ///
  /// - Throws: ``ChangeError/malformed(patch:_:)`` (for a patch named `patch`) for a hunk
  ///   header whose line counts cannot be read, or a hunk that ends before its header's counts.
  init(_ text: String, patch: String = "the patch") throws(ChangeError) {
    let lines = text.lines(carriageReturns: false)
    // Whether the lines read are a file's header, before its first hunk.
    var inHeader = false
    var index = 0
    while index < lines.count {
      let line = Self.trimmed(lines[index])
      index += 1
      if line.hasPrefix("diff --git ") {
        files.append(FileDiff())
        inHeader = true
      } else if line.hasPrefix("@@ -"), !files.isEmpty {
        index = try readHunk(header: line, from: index, of: lines, patch: patch)
        inHeader = false
      } else if inHeader {
        readHeaderLine(line)
      } else if line.hasPrefix("--- "), index < lines.count,
        Self.trimmed(lines[index]).hasPrefix("+++ ")
      {
        // A file without a `diff --git` line, as `diff -u` writes it.
        files.append(FileDiff())
        inHeader = true
        readHeaderLine(line)
      }
    }
  }

  /// A line without the carriage return of a CRLF line end, for reading its header.
  private static func trimmed(_ line: Substring) -> Substring {
    line.hasSuffix("\r") ? line.dropLast() : line
  }

  /// Reads one line of a file's header: creation, deletion, rename or copy.
  private mutating func readHeaderLine(_ line: Substring) {
    let last = files.count - 1
    if line.hasPrefix("new file mode ") || line == "--- /dev/null" {
      files[last].isNew = true
    } else if line.hasPrefix("deleted file mode ") || line == "+++ /dev/null" {
      files[last].isDeleted = true
    } else if line.hasPrefix("rename from ") {
      files[last].oldPath = Self.unquoted(line.dropFirst("rename from ".count))
    } else if line.hasPrefix("copy from ") {
      files[last].oldPath = Self.unquoted(line.dropFirst("copy from ".count))
    }
  }

  /// Reads the hunk whose header is `header` and whose lines start at `index`, adding its
  /// lines to the last file; returns the index after them.
  ///
  /// A blank line is a context line whose space was lost, as git reads it.
  private mutating func readHunk(
    header: Substring, from index: Int, of lines: [Substring], patch: String
  ) throws(ChangeError) -> Int {
    guard let counts = Self.counts(header) else {
      throw .malformed(patch: patch, "cannot read the hunk header at line \(index)")
    }
    var (old, new) = counts
    var index = index
    let last = files.count - 1
    // Each line takes one from a count, or is a "\ No newline" mark: this ends.
    while old > 0 || new > 0 || (index < lines.count && lines[index].hasPrefix("\\")) {
      guard index < lines.count else {
        throw .malformed(patch: patch, "the hunk at line \(index) ends early")
      }
      let line = lines[index]
      let text = String(line.unicodeScalars.dropFirst())
      switch line.unicodeScalars.first {
      case " ", nil, "\r":
        old -= 1
        new -= 1
      case "-":
        old -= 1
        files[last].removed.append(text)
      case "+":
        new -= 1
        files[last].added.append(text)
      case "\\":
        break  // "\ No newline at end of file"
      default:
        throw .malformed(patch: patch, "the hunk ends early at line \(index + 1)")
      }
      guard old >= 0, new >= 0 else {
        throw .malformed(patch: patch, "the hunk at line \(index + 1) is longer than its header")
      }
      index += 1
    }
    return index
  }

  /// `@@ -12,7 +12,9 @@ context` → (7, 9); a missing count is 1. `nil` for a range that is
  /// not digits, or a count that is not a number an `Int` holds.
  ///
  /// NB: the start is only where git starts looking for the hunk's lines; it is not read, so
  /// no start, however large, can overflow anything.
  static func counts(_ header: Substring) -> (old: Int, new: Int)? {
    let fields = header.split(separator: " ", maxSplits: 3)
    guard fields.count >= 3, fields[1].hasPrefix("-"), fields[2].hasPrefix("+") else { return nil }
    func count(_ field: Substring) -> Int? {
      let parts = field.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
      let isNumber = { (part: Substring) in
        !part.isEmpty && part.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
      }
      guard parts.count <= 2, parts.allSatisfy(isNumber) else { return nil }
      return parts.count == 2 ? Int(parts[1]) : 1
    }
    guard let old = count(fields[1]), let new = count(fields[2]) else { return nil }
    return (old, new)
  }

  /// A path as git writes it in a header: in quotes, with C escapes, when it holds a special
  /// character.
  static func unquoted(_ path: Substring) -> String {
    guard path.count >= 2, path.hasPrefix("\""), path.hasSuffix("\"") else { return String(path) }
    var bytes: [UInt8] = []
    var rest = Array(path.dropFirst().dropLast().utf8)[...]
    while let byte = rest.popFirst() {
      guard byte == UInt8(ascii: "\\"), let next = rest.popFirst() else {
        bytes.append(byte)
        continue
      }
      switch next {
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = Int(next - UInt8(ascii: "0"))
        for _ in 0..<2 {
          guard let digit = rest.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit)
          else { break }
          value = value * 8 + Int(digit - UInt8(ascii: "0"))
          rest = rest.dropFirst()
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
      default: bytes.append(next)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
