import Foundation

/// A requirement change of the layout's ``CodeLayout/changes`` folder, measured per code shape:
/// how much of each shape's code the same change touched (see this repository's
/// `Benchmarks/Changes/README.md` for a change's files).
///
/// A change is a folder holding its requirement (`CHANGE.md`) and one patch per part:
/// `shared.patch` and `<shape id>.patch`. Each patch is measured on its own: lines added and
/// removed in logic, view side and tests, counting logic lines only (a blank or comment-only
/// line is not counted), and apart from them non-blank lines of documentation; the files it
/// touches; and what its Swift files gained in types, protocol requirements, decision points
/// and tests, from the files before and after it applies. A file that is not Swift is
/// documentation; one under a ``CodeLayout/viewFolders`` prefix is view side, else one under
/// a ``CodeLayout/testFolders`` prefix is a test, else it is logic. `shared.patch` (texts,
/// widgets, scenarios, tests written once) is reported apart and charged to no arm.
struct ChangeCost: Sendable, Codable, Equatable {
  /// The change's folder name, such as `01-profile-error-banner`.
  var id: String
  /// The requirement's title, the first heading of its CHANGE.md.
  var title: String
  /// The requirement's text, without its title and `Tests:` line.
  var requirement: String
  /// The `swift test --filter` regex of its tests and parity scenarios.
  var tests: String
  /// The shared part.
  var shared: PatchCost
  /// One part per code shape, in the layout's order; a shape the change did not touch has an
  /// empty part.
  var shapes: [PatchCost]
}

/// One patch of a change, measured.
struct PatchCost: Sendable, Codable, Equatable {
  /// `shared`, or the code shape's id.
  var part: String
  /// The arms that run the code (none for the shared part).
  var arms: [String]
  /// Logic lines added and removed in the presentation logic.
  var logic = LineChange()
  /// Logic lines added and removed in the view side (or, in the shared part, the harness:
  /// widgets, drivers' protocol, scenarios).
  var view = LineChange()
  /// Logic lines added and removed in tests.
  var tests = LineChange()
  /// Non-blank lines added and removed in files that are not Swift (documentation).
  var docs = LineChange()
  /// The files the patch touches.
  var files: [String] = []
  /// What the touched files gained (negative: lost) in types, protocol requirements,
  /// decisions and tests; lines are left at 0 (see the three line changes).
  var gained = CodeFigures()
  /// The patch itself, for the report's side-by-side view; not in JSON.
  var patch = ""

  enum CodingKeys: String, CodingKey {
    case part, arms, logic, view, tests, docs, files, gained
  }

  /// Lines added and removed over logic, view side and tests (documentation aside).
  var total: LineChange { logic + view + tests }
}

/// Lines added and removed.
struct LineChange: Sendable, Codable, Equatable {
  /// Lines added.
  var added = 0
  /// Lines removed.
  var removed = 0

  /// No change.
  init(added: Int = 0, removed: Int = 0) {
    self.added = added
    self.removed = removed
  }

  /// Added plus removed: the size of the modification.
  var touched: Int { added + removed }

  /// Both changes together.
  static func + (left: LineChange, right: LineChange) -> LineChange {
    LineChange(added: left.added + right.added, removed: left.removed + right.removed)
  }
}

extension ChangeCost {
  /// What the change cost the arms of `shape`: its own part, and for a control arm (a shape
  /// that runs an earlier shape's logic, ``CodeLayout/logicOwner(of:)``) that shape's logic,
  /// tests and documentation too, which its own patch leaves to the owner's, with the files
  /// of them that are not view code.
  func cost(of shape: CodeLayout.Shape, in layout: CodeLayout) -> PatchCost {
    var cost =
      shapes.first { $0.part == shape.id }
      ?? PatchCost(part: shape.id, arms: shape.arms)
    let owner = layout.logicOwner(of: shape)
    if owner.id != shape.id, let logic = shapes.first(where: { $0.part == owner.id }) {
      cost.logic = cost.logic + logic.logic
      cost.tests = cost.tests + logic.tests
      cost.docs = cost.docs + logic.docs
      cost.files += logic.files.filter { layout.changedPart(of: $0) != .view }
      cost.gained = cost.gained + logic.gained
    }
    return cost
  }

  /// Reads and measures every change in `layout`'s ``CodeLayout/changes`` folder under `root`,
  /// in the order of their names; none when the layout names no such folder. Each patch is
  /// applied with `git apply` (``GitApply``), as `.ci/changes` applies it.
  ///
  /// In a change's folder a patch that is not there leaves its part untouched; every other
  /// `.patch` problem is an error, as is a change without its requirement.
  ///
  /// - Returns: The changes measured, and one line for each that could not be, which is left
  ///   out of the figures: a change whose patch does not apply to the files under `root` (a
  ///   tree with a change already applied, say), or every change when `git` cannot be run.
  /// - Throws: ``ChangeError`` naming the file: the changes folder missing; a change without
  ///   its CHANGE.md, or with one lacking its title or `Tests:` line; a `.patch` that is a
  ///   folder, a named pipe, unreadable or not UTF-8, that is not a diff git can read, or whose
  ///   name is no part of the layout (`MVP.patch`).
  static func read(root: URL, layout: CodeLayout) throws(ChangeError)
    -> (changes: [ChangeCost], problems: [String])
  {
    try read(root: root, layout: layout, git: GitApply.locate())
  }

  /// ``read(root:layout:)`` with `git` as the `git` executable (`nil`: none).
  static func read(root: URL, layout: CodeLayout, git: URL?) throws(ChangeError)
    -> (changes: [ChangeCost], problems: [String])
  {
    guard let changesFolder = layout.changes else { return ([], []) }
    let folder = root.appending(path: changesFolder, directoryHint: .isDirectory)
    switch SourceFile.problem(at: folder) {
    case .folder: break
    case .missing: throw .unreadable(changesFolder, "no such folder, which the code layout names")
    case let problem?: throw .unreadable(changesFolder, problem.description)
    case nil: throw .unreadable(changesFolder, "a file, not a folder")
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw .unreadable(changesFolder, "its names cannot be listed")
    }
    var changes: [ChangeCost] = []
    var problems: [String] = []
    let parts = [PatchCost.sharedPart] + layout.shapes.map(\.id)
    for name in names.sorted() where !CodeTree.isHidden(name[...]) {
      let change = folder.appending(path: name, directoryHint: .isDirectory)
      guard SourceFile.problem(at: change) == .folder else { continue }
      let path = "\(changesFolder)/\(name)"
      let requirement = try text(of: "CHANGE.md", in: change, path: path)
      guard let requirement else { throw .incomplete("\(path) has no CHANGE.md") }
      let files = (try? FileManager.default.contentsOfDirectory(atPath: change.path)) ?? []
      if let stray = files.sorted().first(where: { file in
        file.hasSuffix(".patch") && !parts.contains(String(file.dropLast(".patch".count)))
      }) {
        throw .misnamed("\(path)/\(stray)", expected: parts.map { "\($0).patch" })
      }
      var patches: [String: String] = [:]
      for part in parts {
        patches[part] = try text(of: "\(part).patch", in: change, path: path) ?? ""
      }
      do throws(ChangeError) {
        changes.append(
          try ChangeCost(
            id: name, requirement: requirement, patches: patches, layout: layout, git: git
          ) { file in try? SourceFile.text(at: root.appending(path: file)) })
      } catch .gitUnavailable(let reason) {
        return ([], [ChangeError.gitUnavailable(reason).description])
      } catch  where error.leavesTheChangeOut {
        problems.append(error.located(in: path).description)
      } catch {
        throw error.located(in: path)
      }
    }
    return (changes, problems)
  }

  /// The text of `file` in the change folder `change` (`path` from the root), `nil` when it
  /// is not there.
  ///
  /// - Throws: ``ChangeError/unreadable(_:_:)`` when it is there but cannot be read.
  static func text(of file: String, in change: URL, path: String) throws(ChangeError) -> String? {
    let url = change.appending(path: file)
    guard SourceFile.exists(at: url) else { return nil }
    do {
      return try SourceFile.text(at: url)
    } catch {
      throw .unreadable("\(path)/\(file)", error.description)
    }
  }

  /// Measures one change, applying its patches with the `git` found on `PATH`.
  ///
  /// - Parameters:
  ///   - requirement: Its CHANGE.md.
  ///   - patches: Each part's patch text by part (`shared` or a shape's id); empty or missing
  ///     when the change does not touch it.
  ///   - layout: The layout whose shapes are the parts, and whose folders tell view, tests
  ///     and logic apart.
  ///   - file: The current text of a file, by path from the root, or `nil` when there is none.
  /// - Throws: ``ChangeError``: the requirement lacks its title or `Tests:` line; a patch is
  ///   not a diff git can read, or does not apply; git cannot be run.
  init(
    id: String, requirement: String, patches: [String: String], layout: CodeLayout,
    file: (String) -> String?
  ) throws(ChangeError) {
    try self.init(
      id: id, requirement: requirement, patches: patches, layout: layout,
      git: GitApply.locate(), file: file)
  }

  /// ``init(id:requirement:patches:layout:file:)`` with `git` as the `git` executable.
  init(
    id: String, requirement: String, patches: [String: String], layout: CodeLayout, git: URL?,
    file: (String) -> String?
  ) throws(ChangeError) {
    self.id = id
    let lines = requirement.lines()
    guard let heading = lines.first(where: { $0.hasPrefix("# ") }) else {
      throw .incomplete("CHANGE.md has no '# ' title")
    }
    guard let filter = lines.first(where: { $0.hasPrefix("Tests: `") && $0.hasSuffix("`") })
    else { throw .incomplete("CHANGE.md has no 'Tests: `REGEX`' line") }
    title = String(heading.dropFirst(2))
    tests = String(filter.dropFirst("Tests: `".count).dropLast())
    self.requirement = lines.filter { $0 != heading && $0 != filter }
      .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    // Every part is read, so a patch git cannot read is an error even when another part
    // does not apply; the first that does not apply is thrown after them.
    var stale: ChangeError?
    func measure(_ part: String, _ arms: [String]) throws(ChangeError) -> PatchCost {
      do throws(ChangeError) {
        return try PatchCost(
          part: part, arms: arms, patch: patches[part] ?? "", layout: layout, git: git,
          file: file)
      } catch  where error.leavesTheChangeOut {
        stale = stale ?? error
        return PatchCost(part: part, arms: arms)
      }
    }
    shared = try measure(PatchCost.sharedPart, [])
    shapes = try layout.shapes.map { shape throws(ChangeError) in
      try measure(shape.id, shape.arms)
    }
    if let stale { throw stale }
  }
}

extension PatchCost {
  /// A part the change does not touch.
  init(part: String, arms: [String]) {
    self.part = part
    self.arms = arms
  }

  /// The part charged to no arm: `shared.patch`.
  static let sharedPart = "shared"

  /// Measures `patch` (empty: the part is untouched), applied with `git`.
  init(
    part: String, arms: [String], patch: String, layout: CodeLayout, git: URL?,
    file: (String) -> String?
  ) throws(ChangeError) {
    self.part = part
    self.arms = arms
    self.patch = patch
    guard !patch.isEmpty else { return }
    for change in try GitApply.apply(patch, named: "\(part).patch", to: file, git: git) {
      files.append(change.path)
      let lines = LineChange(
        added: change.added.count(where: Self.isCode),
        removed: change.removed.count(where: Self.isCode))
      switch layout.changedPart(of: change.path) {
      case .docs: docs = docs + lines
      case .view: view = view + lines
      case .tests: tests = tests + lines
      case .logic: logic = logic + lines
      }
      guard change.path.hasSuffix(".swift") else { continue }
      let figures = { (text: String?) in text.map { SwiftSource($0).figures() } ?? CodeFigures() }
      gained = gained + (figures(change.after) - figures(change.before))
    }
    gained.lines = 0
  }

  /// Whether a patch line holds code: not blank, not only a comment (in a file that is not
  /// Swift: not blank).
  static func isCode(_ line: String) -> Bool {
    !SwiftSource(line).tokens.isEmpty
  }
}

/// Why a requirement change could not be read or measured. Each names the file (from the
/// package root, or the patch's name when measured alone) and says why in one line.
///
/// A change that does not apply to the sources, or that no `git` can apply here, is left out
/// and named (``CodeResults/changeProblems``); the others are errors of the change's folder,
/// which stop the code suite (see ``ChangeCost/read(root:layout:)``).
enum ChangeError: Error, Equatable, CustomStringConvertible {
  /// A patch that `git apply` cannot read (or, when git reads it, that the suite cannot): the
  /// patch and why, in git's words.
  case malformed(patch: String, String)
  /// A patch that does not apply to these sources (they changed since it was made): the patch
  /// and why, in git's words.
  case doesNotApply(patch: String, String)
  /// A file of a change folder that cannot be read: its path and why (a folder, not UTF-8…).
  case unreadable(String, String)
  /// A `.patch` file whose name is no part of the layout (`MVP.patch`): its path and the
  /// names a change's patches may have.
  case misnamed(String, expected: [String])
  /// A change folder lacks its requirement, or the requirement its title or `Tests:` line.
  case incomplete(String)
  /// `git` cannot be run here, so no patch can be applied: why.
  case gitUnavailable(String)

  /// The message `pattern-bench` prints.
  var description: String {
    switch self {
    case .malformed(let patch, let reason):
      "\(patch) is not a patch git apply can read: \(reason)"
    case .doesNotApply(let patch, let reason):
      "\(patch) does not apply to these sources (git apply: \(reason)); remake it against them"
    case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
    case .misnamed(let path, let expected):
      "\(path) names no part of the code layout: a change's patches are "
        + expected.joined(separator: ", ")
    case .incomplete(let reason): reason
    case .gitUnavailable(let reason):
      "the requirement changes, which git apply applies: \(reason)"
    }
  }

  /// The same error with its paths under `folder` (a change's, from the package root).
  func located(in folder: String) -> ChangeError {
    switch self {
    case .malformed(let patch, let reason): .malformed(patch: "\(folder)/\(patch)", reason)
    case .doesNotApply(let patch, let reason): .doesNotApply(patch: "\(folder)/\(patch)", reason)
    case .incomplete(let reason): .incomplete("\(folder)/\(reason)")
    case .unreadable, .misnamed, .gitUnavailable: self
    }
  }

  /// Whether the error leaves one change out of the figures rather than stopping the suite:
  /// the sources moved on from the patch, or git cannot be run.
  var leavesTheChangeOut: Bool {
    switch self {
    case .doesNotApply, .gitUnavailable: true
    case .malformed, .unreadable, .misnamed, .incomplete: false
    }
  }
}

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

/// Applies a change's patch with `git apply`, the applier `.ci/changes` uses, so the suite
/// measures exactly what CI applies: git runs in a scratch folder that holds just the files
/// the patch names (their text before it), the patch applies there, and the files are read
/// back.
///
/// Git is found on `PATH`; where it is not, or the platform starts no process (iOS), no patch
/// is applied and the error says why (``ChangeError/gitUnavailable(_:)``).
///
/// NB: the scratch folder is no repository, and git is kept from finding one above it, so
/// `git apply` works there as a "better patch": it refuses a path outside the folder and a
/// write through a symbolic link, and reads no index. Git's environment variables are left
/// out and its messages are in English, so the same patch gives the same words anywhere.
enum GitApply {
  /// One file of a patch, applied.
  struct AppliedFile: Equatable {
    /// Its path after the patch (before it, for a deleted file), from the package root.
    var path: String
    /// Its text before the patch (at its old path, for a rename or a copy); `nil` when the
    /// patch creates it.
    var before: String?
    /// Its text after the patch; `nil` when the patch deletes it.
    var after: String?
    /// The texts of the lines the patch adds to it.
    var added: [String]
    /// The texts of the lines the patch removes from it.
    var removed: [String]
  }

  /// The `git` executable on `PATH` in `environment`, if any.
  static func locate(in environment: [String: String] = ProcessInfo.processInfo.environment)
    -> URL?
  {
    #if os(Windows)
      let (separator, name) = (Character(";"), "git.exe")
    #else
      let (separator, name) = (Character(":"), "git")
    #endif
    // NB: Windows spells the variable `Path`.
    let path = environment.first { $0.key.uppercased() == "PATH" }?.value ?? ""
    for folder in path.split(separator: separator) where !folder.isEmpty {
      let candidate = URL(filePath: String(folder), directoryHint: .isDirectory)
        .appending(path: name)
      if SourceFile.problem(at: candidate) == nil,
        FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    return nil
  }

  /// The files `patch` touches, after `git` applies it to the files `file` gives (by path
  /// from the package root; `nil` for one that is not there), in the patch's order.
  ///
  /// - Parameters:
  ///   - name: The patch's name, for messages (`mvp.patch`).
  ///   - git: The `git` executable; `nil` when none was found.
  /// - Throws: ``ChangeError/malformed(patch:_:)`` when git cannot read the patch (or reads
  ///   other files or line counts than the suite does), ``ChangeError/doesNotApply(patch:_:)``
  ///   when it does not apply, ``ChangeError/gitUnavailable(_:)`` when git cannot be run.
  static func apply(
    _ patch: String, named name: String, to file: (String) -> String?, git: URL?
  ) throws(ChangeError) -> [AppliedFile] {
    guard let git else { throw .gitUnavailable("git is not on PATH") }
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(patch, to: scratch.patch)
    // Git reads the patch first: which files, how many lines; nothing is applied.
    let stats = try numstat(
      run(git, ["apply", "--numstat", "-z", scratch.patch.path], in: scratch), patch: name)
    let diff = try UnifiedDiff(patch, patch: name)
    guard diff.files.count == stats.count else {
      throw .malformed(
        patch: name,
        "git reads \(stats.count) files in it and the suite \(diff.files.count); "
          + "write it as git diff does")
    }
    for (stat, change) in zip(stats, diff.files) {
      guard Self.isInside(stat.path), change.oldPath.map(Self.isInside) ?? true else {
        throw .malformed(patch: name, "\(stat.path) is outside the package")
      }
      if let added = stat.added, let removed = stat.removed,
        added != change.added.count || removed != change.removed.count
      {
        throw .malformed(
          patch: name,
          "git reads +\(added) −\(removed) lines for \(stat.path) and the suite "
            + "+\(change.added.count) −\(change.removed.count); write it as git diff does")
      }
    }
    // The files the patch names, as they are now: git checks each is there (or not) and
    // holds the lines the hunks change.
    var before: [String: String] = [:]
    for (stat, change) in zip(stats, diff.files) {
      for path in [change.oldPath, stat.path].compactMap({ $0 }) where before[path] == nil {
        guard let text = file(path) else { continue }
        before[path] = text
        try scratch.write(text, to: scratch.tree.appending(path: path))
      }
    }
    let applied = run(git, ["apply", "--whitespace=nowarn", scratch.patch.path], in: scratch)
    guard applied.status == 0 else {
      throw .doesNotApply(patch: name, try message(of: applied))
    }
    return try zip(stats, diff.files).map { (stat, change) throws(ChangeError) in
      let oldPath = change.oldPath ?? stat.path
      return AppliedFile(
        path: stat.path, before: change.isNew ? nil : before[oldPath],
        after: change.isDeleted ? nil : try scratch.text(at: stat.path, patch: name),
        added: change.added, removed: change.removed)
    }
  }

  /// Whether `path` is relative and stays under the folder it is relative to.
  static func isInside(_ path: String) -> Bool {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    return !path.isEmpty && !path.hasPrefix("/") && !path.contains("\\")
      && components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
  }

  /// One file of `git apply --numstat -z`: lines added and removed (`nil` for a binary file)
  /// and its path.
  struct Stat {
    var added: Int?
    var removed: Int?
    var path: String
  }

  /// The files of `git apply --numstat -z`'s output, or git's error.
  static func numstat(_ run: Run, patch: String) throws(ChangeError) -> [Stat] {
    guard run.status == 0 else { throw .malformed(patch: patch, try message(of: run)) }
    let records = run.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    return try records.map { record throws(ChangeError) in
      let fields = record.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3 else {
        throw .malformed(patch: patch, "git apply --numstat wrote '\(record)'")
      }
      return Stat(added: Int(fields[0]), removed: Int(fields[1]), path: String(fields[2]))
    }
  }

  /// Git's error, one line: its `error:` lines joined, the prefix left out.
  static func message(of run: Run) throws(ChangeError) -> String {
    if let reason = run.startFailure { throw .gitUnavailable(reason) }
    let lines = run.errors.lines().map { line in
      line.hasPrefix("error: ") ? line.dropFirst("error: ".count) : line
    }
    let text = lines.filter { !$0.isEmpty }.joined(separator: "; ")
    return text.isEmpty ? "git apply ended with status \(run.status)" : text
  }

  /// A finished `git` run.
  struct Run {
    /// Its exit status; -1 when it could not be started.
    var status: Int32
    /// Its standard output.
    var output: Data
    /// Its standard error.
    var errors: String
    /// Why it could not be started, if it could not.
    var startFailure: String?
  }

  /// Runs `git` with `arguments` in the scratch folder's tree.
  static func run(_ git: URL, _ arguments: [String], in scratch: Scratch) -> Run {
    #if os(macOS) || os(Linux) || os(Windows)
      let process = Process()
      process.executableURL = git
      process.arguments = arguments
      process.currentDirectoryURL = scratch.tree
      var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
      environment["LC_ALL"] = "C"
      environment["LANGUAGE"] = "C"
      // Git looks for a repository in the tree and no further up.
      environment["GIT_CEILING_DIRECTORIES"] = scratch.folder.path
      process.environment = environment
      // Files, not pipes: nothing waits for a reader, whatever git writes.
      let output = scratch.folder.appending(path: "output")
      let errors = scratch.folder.appending(path: "errors")
      do {
        try Data().write(to: output)
        try Data().write(to: errors)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
      } catch {
        return Run(status: -1, output: Data(), errors: "", startFailure: "\(error)")
      }
      process.standardInput = FileHandle.nullDevice
      let finished = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in finished.signal() }
      do {
        try process.run()
      } catch {
        return Run(
          status: -1, output: Data(), errors: "",
          startFailure: "\(git.path) cannot be started (\(error.localizedDescription))")
      }
      finished.wait()
      return Run(
        status: process.terminationStatus,
        output: (try? Data(contentsOf: output)) ?? Data(),
        errors: String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self))
    #else
      return Run(
        status: -1, output: Data(), errors: "", startFailure: "this platform starts no process")
    #endif
  }

  /// A fresh temporary folder: the patch, git's output and, under `tree`, the files.
  struct Scratch {
    let folder: URL
    var tree: URL { folder.appending(path: "tree", directoryHint: .isDirectory) }
    var patch: URL { folder.appending(path: "change.patch") }

    init() throws(ChangeError) {
      folder = FileManager.default.temporaryDirectory
        .appending(path: "pattern-bench-\(UUID().uuidString)", directoryHint: .isDirectory)
      do {
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
      } catch {
        throw .gitUnavailable("no scratch folder can be made (\(error.localizedDescription))")
      }
    }

    func write(_ text: String, to url: URL) throws(ChangeError) {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      } catch {
        throw .gitUnavailable(
          "\(url.path) cannot be written in the scratch folder (\(error.localizedDescription))")
      }
    }

    /// The text of the file at `path` after the patch; a symbolic link's is its target, as
    /// git keeps it (it is never followed out of the folder).
    func text(at path: String, patch: String) throws(ChangeError) -> String {
      let url = tree.appending(path: path)
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
        return target
      }
      do {
        return try SourceFile.text(at: url)
      } catch {
        throw .malformed(patch: patch, "\(path) after git apply: \(error)")
      }
    }

    func remove() {
      try? FileManager.default.removeItem(at: folder)
    }
  }
}
