import Foundation

/// What the code suite measured: the cost sheet of the layout's screens in every shape, and
/// the requirement changes applied to every arm. Exact, read from the sources, the same on
/// every machine for one commit.
struct CodeResults: Sendable, Codable, Equatable {
  /// Each screen's code in each shape.
  var sheet: CodeSheet
  /// Each requirement change of the layout's ``CodeLayout/changes`` folder, measured per shape.
  var changes: [ChangeCost]
  /// Why a change could not be measured, one line each (its patches do not apply to these
  /// sources, say); empty when every change was.
  var changeProblems: [String] = []
  /// The sources read, by path, for the report's side-by-side code; not in JSON.
  var sources: [String: String] = [:]
  /// The layout measured, whose shapes the claims, the guide and the change summary read;
  /// not in JSON (decoded results have an empty layout, and so no claims).
  var layout = CodeLayout(screens: [], shapes: [])

  enum CodingKeys: String, CodingKey { case sheet, changes, changeProblems }

  /// Reads and measures the package whose root is `root`, laid out as `layout` declares.
  ///
  /// - Throws: ``CodeTreeError`` naming what could not be read or what the layout does not
  ///   find, a requirement change's folder included (``CodeTreeError/change(_:)``); a change
  ///   that does not apply to these sources, or every change when `git` cannot be run, is left
  ///   out and named in ``changeProblems``.
  static func measure(root: URL, layout: CodeLayout) throws(CodeTreeError) -> CodeResults {
    try measure(root: root, layout: layout, git: GitApply.locate())
  }

  /// ``measure(root:layout:)`` with `git` as the `git` executable (`nil`: none).
  static func measure(root: URL, layout: CodeLayout, git: URL?) throws(CodeTreeError)
    -> CodeResults
  {
    let tree = try CodeTree.read(root: root, layout: layout)
    let sheet = try CodeSheet(tree: tree, layout: layout)
    let changes: [ChangeCost]
    let problems: [String]
    do {
      (changes, problems) = try ChangeCost.read(root: root, layout: layout, git: git)
    } catch {
      throw .change(error)
    }
    return CodeResults(
      sheet: sheet, changes: changes, changeProblems: problems, sources: tree.files,
      layout: layout)
  }

  /// Where the sources are: `path` when given; else the package that holds `callerFile` (the
  /// source of the executable that called the entry point, when it is still there: a fresh
  /// clone's `swift run`), else the current folder, when either holds every one of
  /// `layout`'s ``CodeLayout/folders``.
  ///
  /// - Throws: When no candidate holds them all, ``CodeTreeError/missingFolder(_:)`` naming the
  ///   first folder of the layout that `path` (or, without it, the first candidate) lacks, or
  ///   ``CodeTreeError/unreadableFolder(_:_:)`` when that folder cannot be reached (a folder
  ///   above it without permission, a loop of links).
  static func root(_ path: String?, callerFile: String, layout: CodeLayout)
    throws(CodeTreeError) -> URL
  {
    let candidates =
      path.map { [URL(filePath: $0, directoryHint: .isDirectory)] }
      ?? [
        packageRoot(of: URL(filePath: callerFile)),
        URL(filePath: FileManager.default.currentDirectoryPath),
      ].compactMap { $0 }
    let missing = { (root: URL) in
      layout.folders.map { root.appending(path: $0) }
        .first { !FileManager.default.fileExists(atPath: $0.path) }
    }
    if let root = candidates.first(where: { missing($0) == nil }) { return root }
    let first = candidates.first ?? URL(filePath: ".")
    throw missing(first).map { CodeTree.folderProblem($0.path) } ?? .missingFolder(first.path)
  }

  /// The nearest folder above `file` that holds a `Package.swift`, if any.
  static func packageRoot(of file: URL) -> URL? {
    var folder = file.deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path) {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }
}
