import Foundation

/// The Swift files that the code figures read, by path from the package root
/// (`Sources/MVP/Profile/ProfilePresenter.swift`), as text.
struct CodeTree: Sendable, Equatable {
  /// Each file's text by its path.
  var files: [String: String]

  /// Reads the Swift files under the ``CodeLayout/folders`` of `layout` in the package at
  /// `root`.
  ///
  /// NB: a file or folder whose name starts with `.` is skipped (`.build` under a pattern
  /// whose folder is the package root).
  ///
  /// - Throws: ``CodeTreeError`` when a folder is missing or a file cannot be read (a folder
  ///   or a named pipe whose name ends in `.swift`, no permission, not UTF-8).
  static func read(root: URL, layout: CodeLayout) throws(CodeTreeError) -> CodeTree {
    var files: [String: String] = [:]
    for folder in layout.folders {
      let url = root.appending(path: folder, directoryHint: .isDirectory)
      guard let paths = FileManager.default.subpaths(atPath: url.path) else {
        throw .missingFolder(url.path)
      }
      for path in paths.sorted()
      where path.hasSuffix(".swift") && !path.split(separator: "/").contains(where: isHidden) {
        let file = url.appending(path: path)
        do {
          files[folder.isEmpty ? path : "\(folder)/\(path)"] = try SourceFile.text(at: file)
        } catch {
          throw .unreadable(file.path, error.description)
        }
      }
    }
    return CodeTree(files: files)
  }

  /// Whether a path component names a hidden file or folder.
  static func isHidden(_ component: Substring) -> Bool { component.hasPrefix(".") }
}

/// The last component of a path from the package root: `ProfilePresenter.swift`.
func fileName(of path: String) -> String {
  String(path.split(separator: "/").last ?? "")
}

/// Why the code figures could not be read.
enum CodeTreeError: Error, Equatable, CustomStringConvertible {
  /// A folder the layout reads is not there: not the root of the package it describes.
  case missingFolder(String)
  /// A file could not be read as UTF-8 text: its path and why, in words of the suite's own
  /// (`a folder, not a file`, `no permission to read it`, `not UTF-8 text`).
  case unreadable(String, String)
  /// On a screen, a shape's logic patterns, or its view patterns (`{screen}` replaced), match
  /// no file: the layout does not describe this package.
  case unmatched(screen: String, shape: String, patterns: [String])
  /// A requirement change's folder cannot be read: a patch that is not one, misnamed or
  /// unreadable, a change without its requirement, the changes folder missing.
  case change(ChangeError)

  /// The message `pattern-bench` prints.
  var description: String {
    switch self {
    case .missingFolder(let path):
      "no folder \(path): --sources must name the root of the package the code layout describes"
    case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
    case .unmatched(let screen, let shape, let patterns):
      "no file of \(screen) in shape \(shape) matches "
        + patterns.map { "`\($0)`" }.joined(separator: " or ")
        + ": the code layout does not describe this package"
    case .change(let error): "a requirement change cannot be read: \(error)"
    }
  }
}
