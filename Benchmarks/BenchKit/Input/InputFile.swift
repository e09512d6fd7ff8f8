import Foundation  // Glibc or Darwin with it

/// Reads the files `pattern-bench` takes as inputs (`--compare`, `--check-results`,
/// `--update-results`) through a `FileHandle`, up to a limit, so a pipe, a FIFO or a process
/// substitution (`--compare <(git show main:base.json)`) reads like a file, and a device or a
/// pipe that never ends (`/dev/zero`) is refused once it passes the limit instead of filling
/// the memory; a failure names its real reason: a missing file, a folder, a permission, a
/// file too large, text that is not UTF-8.
///
/// ```swift
/// let page = try InputFile.text(at: "RESULTS.md", option: "--check-results", limit: 16 << 20)
/// ```
enum InputFile {
  /// Every byte of the file at `path`, which may hold at most `limit` bytes.
  ///
  /// - Parameter option: The option that names it, for messages.
  /// - Throws: ``InputFileError/unreadable(option:path:reason:)``, or
  ///   ``InputFileError/tooLarge(option:path:limit:)`` past `limit` bytes.
  static func data(at path: String, option: String, limit: Int) throws(InputFileError) -> Data {
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
    let data: Data
    do {
      // NB: one byte past the limit tells a file of exactly `limit` bytes from a longer one.
      data = try handle.read(upToCount: limit < Int.max ? limit + 1 : limit) ?? Data()
    } catch {
      throw unreadable(error.localizedDescription)
    }
    guard data.count <= limit else { throw .tooLarge(option: option, path: path, limit: limit) }
    return data
  }

  /// The text of the file at `path`, which must be UTF-8 and hold at most `limit` bytes.
  ///
  /// - Parameter option: The option that names it, for messages.
  /// - Throws: ``InputFileError``.
  static func text(at path: String, option: String, limit: Int) throws(InputFileError)
    -> String
  {
    guard
      let text = String(
        validating: try data(at: path, option: option, limit: limit), as: UTF8.self)
    else {
      throw .notText(option: option, path: path)
    }
    return text
  }
}
