import Foundation

/// A requirement change of the layout's ``CodeLayout/changes`` folder (its `CHANGE.md` and one
/// patch per part, see `Benchmarks/Changes/README.md`), measured per code shape.
struct ChangeCost: Sendable, Codable, Equatable {
  /// The change's folder name, such as `01-profile-error-banner`.
  var id: String
  /// The requirement's title, the first heading of its CHANGE.md.
  var title: String
  /// The requirement's text, without its title and `Tests:` line.
  var requirement: String
  /// The `swift test --filter` regex of its tests and parity scenarios.
  var tests: String
  /// The shared part, charged to no arm.
  var shared: PatchCost
  /// One part per code shape, in the layout's order; an untouched shape's is empty.
  var shapes: [PatchCost]
}

/// One patch of a change, measured from the files before and after `git apply` applies it.
struct PatchCost: Sendable, Codable, Equatable {
  /// `shared`, or the code shape's id.
  var part: String
  /// The arms that run the code (none for the shared part).
  var arms: [String]
  /// Logic lines added and removed in the presentation logic, in the view side (in the shared
  /// part, the harness) and in tests; non-blank lines in files that are not Swift (docs).
  var logic = LineChange()
  var view = LineChange()
  var tests = LineChange()
  var docs = LineChange()
  /// The files the patch touches.
  var files: [String] = []
  /// What the touched Swift files gained (negative: lost), their lines left at 0.
  var gained = CodeFigures()
  /// The patch itself, for the report; not in JSON.
  var patch = ""

  enum CodingKeys: String, CodingKey {
    case part, arms, logic, view, tests, docs, files, gained
  }
}

/// Lines added and removed.
struct LineChange: Sendable, Codable, Equatable {
  var added = 0
  var removed = 0

  /// Added plus removed: the size of the modification.
  var touched: Int { added + removed }

  /// Both changes together.
  static func + (left: LineChange, right: LineChange) -> LineChange {
    LineChange(added: left.added + right.added, removed: left.removed + right.removed)
  }
}

extension ChangeCost {
  /// What the change cost the arms of `shape`: its own part, and for a control arm its logic
  /// owner's logic, tests, documentation and their files.
  func cost(of shape: CodeLayout.Shape, in layout: CodeLayout) -> PatchCost {
    var cost = shapes.first { $0.part == shape.id } ?? PatchCost(part: shape.id, arms: shape.arms)
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

  /// The changes of `layout`'s ``CodeLayout/changes`` folder under `root`, by name, measured
  /// with `git` (`nil`: none), and a line for each left out (``ChangeError/leavesTheChangeOut``).
  static func read(root: URL, layout: CodeLayout, git: URL? = GitApply.locate())
    throws(ChangeError) -> (changes: [ChangeCost], problems: [String])
  {
    guard let changesFolder = layout.changes else { return ([], []) }
    let folder = root.appending(path: changesFolder, directoryHint: .isDirectory)
    switch SourceFile.problem(at: folder) {
    case .folder: break
    case .missing: throw .unreadable(changesFolder, "no such folder, which the code layout names")
    case let problem?: throw .unreadable(changesFolder, problem.description)
    case nil: throw .unreadable(changesFolder, "a file, not a folder")
    }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      throw .unreadable(changesFolder, "its names cannot be listed")
    }
    var changes: [ChangeCost] = []
    var problems: [String] = []
    let parts = [PatchCost.sharedPart] + layout.shapes.map(\.id)
    for name in names.sorted() where !name.hasPrefix(".") {
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

  /// The text of `file` in the change folder `change`, `nil` when nothing is there (a link to
  /// nothing is there, and cannot be read).
  static func text(of file: String, in change: URL, path: String) throws(ChangeError) -> String? {
    let url = change.appending(path: file)
    guard SourceFile.problem(at: url) != .missing else { return nil }
    do {
      return try SourceFile.text(at: url)
    } catch {
      throw .unreadable("\(path)/\(file)", error.description)
    }
  }

  /// Measures one change from its CHANGE.md and each part's patch, by part (`shared` or a
  /// shape's id), applied with `git` to the files `file` gives by path (`nil`: not there).
  init(
    id: String, requirement: String, patches: [String: String], layout: CodeLayout,
    git: URL? = GitApply.locate(), file: (String) -> String?
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
    // NB: every part is read, so a patch git cannot read is an error even when another part
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
    // A line holds code when it is not blank nor only a comment.
    let isCode = { (line: String) in !SwiftSource(line).tokens.isEmpty }
    for change in try GitApply.apply(patch, named: "\(part).patch", to: file, git: git) {
      files.append(change.path)
      let lines = LineChange(
        added: change.diff.added.count(where: isCode),
        removed: change.diff.removed.count(where: isCode))
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
}

/// Why a requirement change could not be read or measured, naming the file and saying why in
/// one line (git's words for a patch).
enum ChangeError: Error, Equatable, CustomStringConvertible {
  case malformed(patch: String, String)
  case doesNotApply(patch: String, String)
  case unreadable(String, String)
  /// A `.patch` file whose name is no part of the layout, and the names a patch may have.
  case misnamed(String, expected: [String])
  /// A change folder lacks its requirement, or the requirement its title or `Tests:` line.
  case incomplete(String)
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

  /// Whether the error leaves one change out rather than stopping the suite.
  var leavesTheChangeOut: Bool {
    switch self {
    case .doesNotApply, .gitUnavailable: true
    case .malformed, .unreadable, .misnamed, .incomplete: false
    }
  }
}

/// A patch as `git diff` writes it, read as `git apply` reads it: per file, its paths and its
/// hunks' lines, for measuring and for showing.
///
/// NB: git judges the patch (``GitApply``), so this reading checks nothing: what it does not
/// expect ends a hunk or is skipped, never a trap or a loop.
struct UnifiedDiff: Sendable {
  /// A line of a file's hunks: its marker (`@` a hunk's start, `+`, `-`, a space for context).
  struct Line: Sendable, Equatable {
    var marker: String
    var text: String
  }

  struct File: Sendable {
    /// Its `+++ b/` path, or its `--- a/` path when the other is none (a deleted file).
    var path = ""
    /// The path it had before a rename or a copy, else `nil`.
    var oldPath: String?
    var isNew = false
    var isDeleted = false
    /// Its hunks' lines, each hunk's `@` line first (`⋯ line 12` for `@@ -12,7 +12,9 @@`).
    var lines: [Line] = []

    var added: [String] { lines.filter { $0.marker == "+" }.map(\.text) }
    var removed: [String] { lines.filter { $0.marker == "-" }.map(\.text) }
  }

  private(set) var files: [File] = []

  /// Reads `text`: what comes before a file's `diff --git` line (or its `---` and `+++` lines)
  /// is a message, as git reads it.
  init(_ text: String) {
    let lines = text.lines(carriageReturns: false)
    // Whether the lines read are a file's header, before its first hunk.
    var inHeader = false
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      if line.hasPrefix("diff --git ") {
        files.append(File())
        inHeader = true
      } else if line.hasPrefix("@@ -"), !files.isEmpty {
        index = readHunk(header: line, from: index, of: lines)
        inHeader = false
      } else if inHeader {
        readHeaderLine(line)
      } else if line.hasPrefix("--- "), index < lines.count, lines[index].hasPrefix("+++ ") {
        // A file without a `diff --git` line, as `diff -u` writes it.
        files.append(File())
        inHeader = true
        readHeaderLine(line)
      }
    }
  }

  /// The files of `patch` as the report shows them: those with hunks.
  static func showing(_ patch: String) -> [File] {
    UnifiedDiff(patch).files.filter { !$0.lines.isEmpty }
  }

  /// Reads one line of a file's header: its paths, creation, deletion, rename or copy.
  private mutating func readHeaderLine(_ line: Substring) {
    let last = files.count - 1
    if let side = ["--- ": "a/", "+++ ": "b/"].first(where: { line.hasPrefix($0.key) }) {
      // git quotes a path with special characters, and ends one with a space with a tab.
      let name = line.dropFirst(4)
      let path = Self.unquoted(name.hasSuffix("\t") ? name.dropLast() : name)
      if path.hasPrefix(side.value) {
        files[last].path = String(path.dropFirst(2))
      } else if side.key == "--- " {
        files[last].path = ""
      }
    }
    if line.hasPrefix("new file mode ") || line == "--- /dev/null" {
      files[last].isNew = true
    } else if line.hasPrefix("deleted file mode ") || line == "+++ /dev/null" {
      files[last].isDeleted = true
    } else if let from = ["rename from ", "copy from "].first(where: line.hasPrefix) {
      files[last].oldPath = Self.unquoted(line.dropFirst(from.count))
    }
  }

  /// Reads the hunk after `header` into the last file, up to its counts, and returns the index
  /// after it; a blank line is a context line whose space was lost, as git reads it.
  private mutating func readHunk(header: Substring, from index: Int, of lines: [Substring])
    -> Int
  {
    guard let range = Self.range(header) else { return index }
    let last = files.count - 1
    files[last].lines.append(Line(marker: "@", text: "⋯ line \(range.start)"))
    var (old, new) = (range.old, range.new)
    var index = index
    // Each line takes one from a count, or is a "\ No newline" mark: this ends.
    while index < lines.count, old > 0 || new > 0 || lines[index].hasPrefix("\\") {
      let line = lines[index]
      let marker: String
      switch line.unicodeScalars.first {
      case " ", nil, "\r": (old, new, marker) = (old - 1, new - 1, " ")
      case "-": (old, marker) = (old - 1, "-")
      case "+": (new, marker) = (new - 1, "+")
      case "\\": marker = ""  // "\ No newline at end of file"
      default: return index
      }
      if !marker.isEmpty {
        files[last].lines.append(
          Line(marker: marker, text: String(line.unicodeScalars.dropFirst())))
      }
      index += 1
    }
    return index
  }

  /// `@@ -12,7 +12,9 @@ context` → (`12`, 7, 9), a missing count 1; `nil` unless digits an
  /// `Int` holds. NB: the start is only where git starts looking: as text, it overflows nothing.
  static func range(_ header: Substring) -> (start: Substring, old: Int, new: Int)? {
    let fields = header.split(separator: " ", maxSplits: 3)
    guard fields.count >= 3, fields[1].hasPrefix("-"), fields[2].hasPrefix("+") else { return nil }
    func parts(_ field: Substring) -> (start: Substring, count: Int)? {
      let parts = field.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
      let isNumber = { (part: Substring) in
        !part.isEmpty && part.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
      }
      guard parts.count <= 2, parts.allSatisfy(isNumber) else { return nil }
      guard let count = parts.count == 2 ? Int(parts[1]) : 1 else { return nil }
      return (parts[0], count)
    }
    guard let old = parts(fields[1]), let new = parts(fields[2]) else { return nil }
    return (old.start, old.count, new.count)
  }

  /// The control characters a C escape's letter stands for.
  private static let controlEscapes: [UInt8: UInt8] = [
    UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "t"): 0x09,
    UInt8(ascii: "n"): 0x0A, UInt8(ascii: "v"): 0x0B, UInt8(ascii: "f"): 0x0C,
    UInt8(ascii: "r"): 0x0D,
  ]

  /// A header's path as git writes it: quoted, with C escapes (`\a \b \t \n \v \f \r`, octal
  /// bytes, `\"` and `\\`), when it holds a special character.
  static func unquoted(_ path: Substring) -> String {
    guard path.count >= 2, path.hasPrefix("\""), path.hasSuffix("\"") else { return String(path) }
    var bytes: [UInt8] = []
    var rest = Array(path.dropFirst().dropLast().utf8)[...]
    while let byte = rest.popFirst() {
      guard byte == UInt8(ascii: "\\"), let next = rest.popFirst() else {
        bytes.append(byte)
        continue
      }
      if let control = Self.controlEscapes[next] {
        bytes.append(control)
        continue
      }
      switch next {
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

/// Applies a change's patch with `git apply`, as `.ci/changes` does, in a scratch folder that
/// holds just the files the patch names.
///
/// NB: the scratch folder is no repository, and git is kept from finding one above it, so
/// `git apply` works there as a "better patch": it refuses a path outside the folder and a
/// write through a symbolic link, and reads no index. Git's environment variables are left
/// out and its messages are in English, so the same patch gives the same words anywhere.
enum GitApply {
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

  /// The files `patch` (named `name` in messages) touches, after `git` applies it to the files
  /// `file` gives by path (`nil`: not there): each one's path (git's), its texts before and
  /// after (`nil`: none) and the patch's lines of it.
  ///
  /// NB: git reads the patch first (`--numstat`), and ``check(_:against:patch:)`` holds the
  /// one Swift reading to git's files and line counts: the lines the suite counts are git's.
  static func apply(
    _ patch: String, named name: String, to file: (String) -> String?, git: URL?
  ) throws(ChangeError) -> [(path: String, before: String?, after: String?, diff: UnifiedDiff.File)]
  {
    guard let git else { throw .gitUnavailable("git is not on PATH") }
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(patch, to: scratch.patch)
    let stats = try numstat(
      run(git, ["apply", "--numstat", "-z", scratch.patch.path], in: scratch), patch: name)
    let files = UnifiedDiff(patch).files
    try check(files, against: stats, patch: name)
    // The files the patch names, as they are now: git checks each is there (or not) and holds
    // the lines the hunks change.
    var before: [String: String] = [:]
    for (stat, change) in zip(stats, files) {
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
    return try zip(stats, files).map { (stat, change) throws(ChangeError) in
      (
        stat.path, change.isNew ? nil : before[change.oldPath ?? stat.path],
        change.isDeleted ? nil : try scratch.text(at: stat.path, patch: name), change
      )
    }
  }

  /// Checks that `files` are git's, with its line counts, each inside the package.
  static func check(_ files: [UnifiedDiff.File], against stats: [Stat], patch: String)
    throws(ChangeError)
  {
    guard files.count == stats.count else {
      throw .malformed(
        patch: patch,
        "git reads \(stats.count) files in it and the suite \(files.count); "
          + "write it as git diff does")
    }
    for (stat, change) in zip(stats, files) {
      guard isInside(stat.path), change.oldPath.map(isInside) ?? true else {
        throw .malformed(patch: patch, "\(stat.path) is outside the package")
      }
      let (added, removed) = (change.added.count, change.removed.count)
      if let gitAdded = stat.added, let gitRemoved = stat.removed,
        gitAdded != added || gitRemoved != removed
      {
        throw .malformed(
          patch: patch,
          "git reads +\(gitAdded) −\(gitRemoved) lines for \(stat.path) and the suite "
            + "+\(added) −\(removed); write it as git diff does")
      }
    }
  }

  /// Whether `path` is relative and stays under the folder it is relative to.
  static func isInside(_ path: String) -> Bool {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    return !path.isEmpty && !path.hasPrefix("/") && !path.contains("\\")
      && components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
  }

  /// One file of `git apply --numstat -z`: lines added and removed (`nil`: binary), and path.
  typealias Stat = (added: Int?, removed: Int?, path: String)

  /// The files of `git apply --numstat -z`'s output, or git's error.
  static func numstat(_ run: Run, patch: String) throws(ChangeError) -> [Stat] {
    guard run.status == 0 else { throw .malformed(patch: patch, try message(of: run)) }
    let records = run.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    return try records.map { record throws(ChangeError) in
      let fields = record.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3 else {
        throw .malformed(patch: patch, "git apply --numstat wrote '\(record)'")
      }
      return (Int(fields[0]), Int(fields[1]), String(fields[2]))
    }
  }

  /// Git's error in one line: its `error:` lines joined, the prefix left out.
  static func message(of run: Run) throws(ChangeError) -> String {
    if let reason = run.startFailure { throw .gitUnavailable(reason) }
    let lines = run.errors.lines().map { line in
      line.hasPrefix("error: ") ? line.dropFirst("error: ".count) : line
    }
    let text = lines.filter { !$0.isEmpty }.joined(separator: "; ")
    return text.isEmpty ? "git apply ended with status \(run.status)" : text
  }

  /// A finished `git` run: its exit status (-1 unstarted), output, errors, why it did not start.
  struct Run {
    var status: Int32
    var output = Data()
    var errors = ""
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
        return Run(status: -1, startFailure: "\(error)")
      }
      process.standardInput = FileHandle.nullDevice
      do {
        try ChildProcess.runToEnd(process)
      } catch {
        return Run(
          status: -1,
          startFailure: "\(git.path) cannot be started (\(error.localizedDescription))")
      }
      return Run(
        status: process.terminationStatus,
        output: (try? Data(contentsOf: output)) ?? Data(),
        errors: String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self))
    #else
      return Run(status: -1, startFailure: "this platform starts no process")
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

    /// The text of the file at `path` after the patch; a link's is its target, as git keeps it.
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

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }
}
