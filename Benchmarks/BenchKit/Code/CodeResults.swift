public import Foundation

/// What the code suite measured: the cost sheet of the layout's screens in every shape, and
/// the requirement changes applied to every arm. Exact, read from the sources, the same on
/// every machine for one commit.
public struct CodeResults: Sendable, Codable, Equatable {
  /// Each screen's code in each shape.
  public var sheet: CodeSheet
  /// Each requirement change of the layout's ``CodeLayout/changes`` folder, measured per shape.
  public var changes: [ChangeCost]
  /// Why a change could not be measured, one line each (its patches do not apply to these
  /// sources, say); empty when every change was.
  public var changeProblems: [String] = []
  /// The sources read, by path, for the report's side-by-side code; not in JSON.
  public var sources: [String: String] = [:]
  /// The layout measured, whose shapes the claims, the guide and the change summary read;
  /// not in JSON (decoded results have an empty layout, and so no claims).
  public var layout = CodeLayout(screens: [], shapes: [])

  enum CodingKeys: String, CodingKey { case sheet, changes, changeProblems }

  /// Reads and measures the package whose root is `root`, laid out as `layout` declares.
  ///
  /// - Throws: ``CodeTreeError`` naming what could not be read; a change that cannot be
  ///   measured is left out and named in ``changeProblems``.
  public static func measure(root: URL, layout: CodeLayout) throws(CodeTreeError) -> CodeResults {
    let tree = try CodeTree.read(root: root, layout: layout)
    let sheet = CodeSheet(tree: tree, layout: layout)
    let (changes, problems) = ChangeCost.read(root: root, layout: layout)
    return CodeResults(
      sheet: sheet, changes: changes, changeProblems: problems, sources: tree.files,
      layout: layout)
  }

  /// Where the sources are: `path` when given; else the package that holds `callerFile` (the
  /// source of the executable that called the entry point, when it is still there: a fresh
  /// clone's `swift run`), else the current folder, when either holds `layout`'s folders.
  ///
  /// - Throws: ``CodeTreeError/missingFolder(_:)`` when `path` (or, without it, every
  ///   candidate) does not hold the layout's first folder.
  public static func root(_ path: String?, callerFile: String, layout: CodeLayout)
    throws(CodeTreeError) -> URL
  {
    let candidates =
      path.map { [URL(filePath: $0, directoryHint: .isDirectory)] }
      ?? [
        packageRoot(of: URL(filePath: callerFile)),
        URL(filePath: FileManager.default.currentDirectoryPath),
      ].compactMap { $0 }
    let first = layout.folders.first ?? ""
    for root in candidates {
      let marker = root.appending(path: first).path
      if FileManager.default.fileExists(atPath: marker) { return root }
    }
    throw .missingFolder((candidates.first ?? URL(filePath: ".")).appending(path: first).path)
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
