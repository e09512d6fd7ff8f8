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
      let paths = try visiblePaths(under: url.path)
      for path in paths.sorted() where path.hasSuffix(".swift") {
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

  /// The paths under the folder at `path`, relative to it, folders included, hidden ones (and
  /// what they hold) left out; links to folders are not followed.
  ///
  /// - Throws: ``CodeTreeError`` for the first folder that is missing or cannot be listed
  ///   (`FileManager.subpaths` gives up on the whole tree without a reason).
  static func visiblePaths(under path: String) throws(CodeTreeError) -> [String] {
    var found: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? path : "\(path)/\(relative)"
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        throw folderProblem(folder)
      }
      for name in names where !name.hasPrefix(".") {
        let inner = relative.isEmpty ? name : "\(relative)/\(name)"
        found.append(inner)
        var status = stat()
        if lstat("\(path)/\(inner)", &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
          pending.append(inner)
        }
      }
    }
    return found
  }

  /// Why the folder at `path` cannot be listed: missing (or not a folder), or unreadable for
  /// the system's reason.
  static func folderProblem(_ path: String) -> CodeTreeError {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      return [ENOENT, ENOTDIR].contains(code)
        ? .missingFolder(path) : .unreadableFolder(path, OutputDestination.systemReason(code))
    }
    guard status.st_mode & S_IFMT == S_IFDIR else { return .missingFolder(path) }
    guard let listing = opendir(path) else {
      return .unreadableFolder(path, OutputDestination.systemReason(errno))
    }
    closedir(listing)
    return .missingFolder(path)
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
  /// A folder the layout reads cannot be listed: its path and the system's reason.
  case unreadableFolder(String, String)
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
    case .unreadableFolder(let path, let reason): "cannot read the folder \(path): \(reason)"
    case .unmatched(let screen, let shape, let patterns):
      "no file of \(screen) in shape \(shape) matches "
        + patterns.map { "`\($0)`" }.joined(separator: " or ")
        + ": the code layout does not describe this package"
    case .change(let error): "a requirement change cannot be read: \(error)"
    }
  }
}
