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
