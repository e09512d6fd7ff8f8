import Foundation  // Glibc or Darwin with it

/// Reads the files `pattern-bench` takes as inputs (`--compare`, `--check-results`) to their
/// end through a `FileHandle`, so a pipe, a FIFO or a process substitution
/// (`--compare <(git show main:base.json)`) reads like a file; a failure names its real
/// reason: a missing file, a folder, a permission, text that is not UTF-8.
///
/// ```swift
/// let page = try InputFile.text(at: "RESULTS.md", option: "--check-results")
/// ```
enum InputFile {
  /// Every byte of the file at `path`.
  ///
  /// - Parameter option: The option that names it, for messages.
  /// - Throws: ``InputFileError/unreadable(option:path:reason:)``.
  static func data(at path: String, option: String) throws(InputFileError) -> Data {
    func unreadable(_ reason: String) -> InputFileError {
      .unreadable(option: option, path: path, reason: reason)
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw unreadable(OutputDestination.systemReason(errno)) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw unreadable("a folder, not a file")
    }
    do {
      return try handle.readToEnd() ?? Data()
    } catch {
      throw unreadable(error.localizedDescription)
    }
  }

  /// The text of the file at `path`, which must be UTF-8.
  ///
  /// - Parameter option: The option that names it, for messages.
  /// - Throws: ``InputFileError``.
  static func text(at path: String, option: String) throws(InputFileError) -> String {
    guard let text = String(validating: try data(at: path, option: option), as: UTF8.self) else {
      throw .notText(option: option, path: path)
    }
    return text
  }
}
