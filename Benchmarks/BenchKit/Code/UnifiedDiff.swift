/// A patch as `git diff` writes it: for each file, hunks of context (` `), removed (`-`) and
/// added (`+`) lines. Enough to count a change and to apply it in memory; binary patches,
/// renames and mode changes are not read.
///
/// ```swift
/// let diff = try UnifiedDiff(patchText)
/// let after = try diff.apply(to: ["Sources/A.swift": "let a = 1\n"])
/// ```
public struct UnifiedDiff: Sendable, Equatable {
  /// One file's changes.
  public struct FileDiff: Sendable, Equatable {
    /// The file's path from the repository root (its new path; its old one when deleted).
    public var path: String
    /// Whether the patch creates the file.
    public var isNew = false
    /// Whether the patch deletes the file.
    public var isDeleted = false
    /// Its hunks, in order.
    public var hunks: [Hunk] = []

    /// The added lines' texts.
    public var added: [String] {
      hunks.flatMap { $0.lines.filter { $0.kind == .added } }.map(\.text)
    }
    /// The removed lines' texts.
    public var removed: [String] {
      hunks.flatMap { $0.lines.filter { $0.kind == .removed } }.map(\.text)
    }
  }

  /// A run of changed lines with their context.
  public struct Hunk: Sendable, Equatable {
    /// The first old line it covers, from 1 (for an insertion into nothing, the line after
    /// which it inserts).
    public var oldStart: Int
    /// How many old lines it covers.
    public var oldCount: Int
    /// Its lines.
    public var lines: [Line] = []
  }

  /// One line of a hunk.
  public struct Line: Sendable, Equatable {
    /// Context, removed or added.
    public enum Kind: Sendable, Equatable { case context, removed, added }
    /// Which.
    public var kind: Kind
    /// The line's text, without its marker.
    public var text: String
  }

  /// The files, in the patch's order.
  public var files: [FileDiff] = []

  /// Reads `text`.
  ///
  /// - Throws: ``ChangeError/malformed(line:_:)`` for a hunk header that cannot be read or a
  ///   hunk shorter than its header says.
  public init(_ text: String) throws(ChangeError) {
    var remainingOld = 0
    var remainingNew = 0
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if remainingOld > 0 || remainingNew > 0 {
        guard let marker = line.first, " -+\\".contains(marker) else {
          throw .malformed(line: number + 1, "a hunk ends early")
        }
        let text = String(line.dropFirst())
        switch marker {
        case " ":
          remainingOld -= 1
          remainingNew -= 1
          appendLine(.init(kind: .context, text: text))
        case "-":
          remainingOld -= 1
          appendLine(.init(kind: .removed, text: text))
        case "+":
          remainingNew -= 1
          appendLine(.init(kind: .added, text: text))
        default:
          break  // "\ No newline at end of file"
        }
      } else if line.hasPrefix("diff --git ") {
        let path = line.split(separator: " b/", maxSplits: 1).last.map(String.init) ?? ""
        files.append(FileDiff(path: path))
      } else if line.hasPrefix("new file mode") {
        files[files.count - 1].isNew = true
      } else if line.hasPrefix("deleted file mode") {
        files[files.count - 1].isDeleted = true
      } else if line.hasPrefix("@@ ") {
        guard !files.isEmpty, let header = Self.hunkHeader(line) else {
          throw .malformed(line: number + 1, "cannot read the hunk header \(line)")
        }
        files[files.count - 1].hunks.append(
          Hunk(oldStart: header.oldStart, oldCount: header.oldCount))
        (remainingOld, remainingNew) = (header.oldCount, header.newCount)
      }
    }
    guard remainingOld <= 0, remainingNew <= 0 else {
      throw .malformed(line: 0, "the last hunk is shorter than its header says")
    }
  }

  private mutating func appendLine(_ line: Line) {
    let last = files.count - 1
    files[last].hunks[files[last].hunks.count - 1].lines.append(line)
  }

  /// `@@ -12,7 +12,9 @@ context` → 12, 7, 9; a missing count is 1.
  private static func hunkHeader(_ line: Substring) -> (
    oldStart: Int, oldCount: Int, newCount: Int
  )? {
    let fields = line.split(separator: " ")
    guard fields.count >= 3, fields[1].hasPrefix("-"), fields[2].hasPrefix("+") else { return nil }
    func range(_ field: Substring) -> (Int, Int)? {
      let parts = field.dropFirst().split(separator: ",")
      guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
      return (start, parts.count > 1 ? Int(parts[1]) ?? -1 : 1)
    }
    guard let old = range(fields[1]), let new = range(fields[2]), old.1 >= 0, new.1 >= 0 else {
      return nil
    }
    return (old.0, old.1, new.1)
  }

  /// The texts of the files this patch touches after it is applied to `files` (by path); a
  /// deleted file is missing from the result, an untouched one is as it was.
  ///
  /// A hunk applies where its context and removed lines stand in the file, nearest to the line
  /// its header names (lines before it may have been added or removed since), as `git apply`
  /// applies it; no line may differ.
  ///
  /// - Throws: ``ChangeError/doesNotApply(_:line:)`` when a hunk's old lines are nowhere after
  ///   the previous hunk (its header's line is named), or a file to change is missing.
  public func apply(to files: [String: String]) throws(ChangeError) -> [String: String] {
    var result = files
    for file in self.files {
      if file.isDeleted {
        result[file.path] = nil
        continue
      }
      guard let text = file.isNew ? "" : files[file.path] else {
        throw .doesNotApply(file.path, line: 0)
      }
      var old = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let endsWithNewline = old.last == ""
      if endsWithNewline || file.isNew { old.removeLast() }
      var new: [String] = []
      var cursor = 0
      // Lines before this one may have moved since the patch was made: as `git apply` does, a
      // hunk applies where its old lines are, nearest to the line its header names.
      var shift = 0
      for hunk in file.hunks {
        let expected = (hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1) + shift
        let before = hunk.lines.filter { $0.kind != .added }.map(\.text)
        let matches = { (start: Int) in
          start >= cursor && start + before.count <= old.count
            && zip(old[start...], before).allSatisfy { $0 == $1 }
        }
        let distance = max(expected - cursor, old.count - expected)
        guard
          let start = (0...max(0, distance)).lazy.flatMap({ [expected - $0, expected + $0] })
            .first(where: matches)
        else { throw .doesNotApply(file.path, line: hunk.oldStart) }
        shift = start - (hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1)
        new += old[cursor..<start]
        cursor = start
        for line in hunk.lines {
          if line.kind != .removed { new.append(line.text) }
          if line.kind != .added { cursor += 1 }
        }
      }
      new += old[cursor...]
      result[file.path] = new.joined(separator: "\n") + (endsWithNewline || file.isNew ? "\n" : "")
    }
    return result
  }
}

/// Why a requirement change could not be read or measured.
public enum ChangeError: Error, Equatable, CustomStringConvertible {
  /// The patch text is not a unified diff where it should be.
  case malformed(line: Int, String)
  /// The patch does not apply to the current file: the file changed since the patch was made.
  case doesNotApply(String, line: Int)
  /// A change folder lacks its requirement, or the requirement its `Tests:` line.
  case incomplete(String)

  /// The message `pattern-bench` prints.
  public var description: String {
    switch self {
    case .malformed(let line, let reason): "not a unified diff at line \(line): \(reason)"
    case .doesNotApply(let path, let line):
      line == 0
        ? "does not apply: \(path) is missing"
        : "does not apply: the lines of \(path) that its hunk at line \(line) changes are not "
          + "there; remake the patch against this tree"
    case .incomplete(let reason): reason
    }
  }
}
