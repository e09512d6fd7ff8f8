#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A place `pattern-bench` writes text to, checked before the run so that a bad one costs
/// nothing, and written so that nothing is lost or replaced by mistake.
///
/// What a path names decides how it is written:
/// - `-`: standard output (it must be open);
/// - a regular file, or a new file in an existing folder: atomically, through a temporary file
///   in the same folder renamed over it, so a failed or interrupted write never leaves half a
///   file; an existing file keeps its permissions. The file must be writable: a file with no
///   write permission bit is refused even for root, who could otherwise replace it;
/// - a symbolic link: what it points to, as above or below; the link stays a link;
/// - a character device (`/dev/null`, a terminal) or a pipe (a FIFO, `/dev/stdout` on a pipe):
///   in place, never replaced (a FIFO's write waits for a reader);
/// - anything else (a folder, a socket, a block device): refused.
///
/// ```swift
/// let output = try OutputDestination.check("results.json", option: "--output")
/// try OutputDestination.rejectCollisions([output, report])   // before the run
/// try output.write(text)                                      // after it
/// ```
public struct OutputDestination: Sendable, Equatable {
  /// How a destination is written.
  public enum Kind: Sendable, Equatable {
    /// Standard output, file descriptor 1.
    case standardOutput
    /// A file that does not exist yet, created atomically.
    case newFile
    /// An existing regular file, replaced atomically.
    case regularFile
    /// A character device or a pipe, written in place.
    case inPlace
  }

  /// The option that names the destination (`--output`, `--report`…).
  public let option: String
  /// The path as given; `-` for standard output.
  public let path: String
  /// How it is written.
  public let kind: Kind
  /// The path written: for a file, the end of any chain of symbolic links.
  let target: String
  /// What the destination is, to find two destinations that are one: standard output, a file
  /// system node (device and inode), or the resolved path of a file still to create. A
  /// character device has none: writing twice to `/dev/null` or a terminal loses nothing.
  let identities: Set<Identity>

  /// What makes two destinations one.
  enum Identity: Hashable, Sendable {
    case standardOutput
    case node(device: UInt64, inode: UInt64)
    case newFile(String)
  }

  /// How a destination is named in messages: the option and the path.
  public var label: String {
    path == "-" ? "standard output (\(option))" : "\(option) '\(path)'"
  }

  /// Checks that `path` can be written, without writing anything.
  ///
  /// - Parameter option: The option that names it, for messages.
  /// - Throws: ``OutputError`` naming the destination and the problem.
  public static func check(_ path: String, option: String) throws(OutputError)
    -> OutputDestination
  {
    guard !path.isEmpty else {
      throw .unusable(option: option, path: path, problem: "an empty path")
    }
    if path == "-" { return try checkStandardOutput(option: option) }
    var status = stat()
    // NB: stat follows links, so `/dev/stdout` or `/dev/fd/3` on a pipe is seen as the pipe,
    // though the link itself names no real file.
    if stat(path, &status) == 0 {
      return try checkExisting(path, option: option, status: status)
    }
    let reason = errno
    guard reason == ENOENT else {
      throw .unusable(option: option, path: path, problem: systemReason(reason))
    }
    return try checkNew(path, option: option)
  }

  /// Rejects two destinations that are one file (by path, link, hard link or standard output),
  /// so that one write cannot overwrite another's.
  ///
  /// - Throws: ``OutputError/collision(_:_:)`` naming both.
  public static func rejectCollisions(_ destinations: [OutputDestination]) throws(OutputError) {
    for (index, destination) in destinations.enumerated() {
      if let earlier = destinations[..<index].first(where: {
        !$0.identities.isDisjoint(with: destination.identities)
      }) {
        throw .collision(destination.label, earlier.label)
      }
    }
  }

  /// Writes `text`, checking the destination again first (it may have changed since).
  ///
  /// - Throws: ``OutputError``: ``OutputError/writeFailed(_:reason:)`` with the system's
  ///   reason (`No space left on device`) when the write itself fails.
  public func write(_ text: String) throws(OutputError) {
    let current = try Self.check(path, option: option)
    let bytes = Array(text.utf8)
    switch current.kind {
    case .standardOutput:
      // Anything `print` buffered goes first, in order.
      fflush(nil)
      try writeAll(bytes, to: STDOUT_FILENO)
    case .inPlace:
      let descriptor = open(current.target, O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw .writeFailed(label, reason: Self.systemReason(errno)) }
      do throws(OutputError) {
        try writeAll(bytes, to: descriptor)
      } catch {
        close(descriptor)
        throw error
      }
      if close(descriptor) != 0 { throw .writeFailed(label, reason: Self.systemReason(errno)) }
    case .newFile, .regularFile:
      try current.replaceAtomically(with: bytes)
    }
  }

  // MARK: Checks

  private static func checkStandardOutput(option: String) throws(OutputError)
    -> OutputDestination
  {
    guard fcntl(STDOUT_FILENO, F_GETFD) != -1 else {
      throw .standardOutputClosed(option: option)
    }
    var identities: Set<Identity> = [.standardOutput]
    var status = stat()
    if fstat(STDOUT_FILENO, &status) == 0, isRegularOrPipe(status) {
      // `> file` or a named pipe: the same file named by path is the same destination.
      identities.insert(node(status))
    }
    return OutputDestination(
      option: option, path: "-", kind: .standardOutput, target: "-", identities: identities)
  }

  private static func checkExisting(_ path: String, option: String, status: stat)
    throws(OutputError) -> OutputDestination
  {
    let type = status.st_mode & S_IFMT
    switch type {
    case S_IFREG:
      let target = try resolved(path, option: option)
      // NB: root passes access(W_OK) whatever the mode, and rename replaces a file that
      // cannot be written: a file without any write bit is refused outright.
      guard status.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0, access(target, W_OK) == 0
      else {
        throw .unusable(
          option: option, path: path,
          problem: "a read-only file: make it writable or choose another path")
      }
      try checkFolder(of: target, option: option, path: path)
      return OutputDestination(
        option: option, path: path, kind: .regularFile, target: target,
        identities: [node(status)])
    case S_IFCHR, S_IFIFO:
      guard access(path, W_OK) == 0 else {
        throw .unusable(option: option, path: path, problem: systemReason(errno))
      }
      return OutputDestination(
        option: option, path: path, kind: .inPlace, target: path,
        identities: type == S_IFIFO ? [node(status)] : [])
    default:
      throw .unusable(
        option: option, path: path,
        problem: "\(typeName(type)), not a file: pattern-bench writes a regular file, a new "
          + "file, a character device or a pipe, and replaces nothing else")
    }
  }

  /// A path that names nothing yet: a new file, or the missing end of a symbolic link.
  private static func checkNew(_ path: String, option: String) throws(OutputError)
    -> OutputDestination
  {
    let target = try linkTarget(path, option: option)
    let folder = folderPath(of: target)
    var status = stat()
    guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw .unusable(option: option, path: path, problem: "the folder '\(folder)' does not exist")
    }
    try checkFolder(of: target, option: option, path: path)
    guard let realFolder = realPath(folder) else {
      throw .unusable(option: option, path: path, problem: systemReason(errno))
    }
    let name = String(target.split(separator: "/").last ?? Substring(target))
    return OutputDestination(
      option: option, path: path, kind: .newFile, target: target,
      identities: [.newFile(realFolder + "/" + name)])
  }

  /// The temporary file is made in the target's folder, so the folder must take it.
  private static func checkFolder(of target: String, option: String, path: String)
    throws(OutputError)
  {
    let folder = folderPath(of: target)
    guard access(folder, W_OK | X_OK) == 0 else {
      throw .unusable(
        option: option, path: path,
        problem: "the folder '\(folder)' is not writable (\(systemReason(errno)))")
    }
  }

  // MARK: Writing

  /// Writes `bytes` to a new file beside the target, with the target's permissions, then
  /// renames it over the target; the temporary file goes on any failure.
  private func replaceAtomically(with bytes: [UInt8]) throws(OutputError) {
    let folder = Self.folderPath(of: target)
    let name = String(target.split(separator: "/").last ?? Substring(target))
    var temporary = ""
    var descriptor: Int32 = -1
    for attempt in 0..<100 {
      temporary = folder + "/.\(name).\(getpid()).\(attempt).tmp"
      // 0666 less the umask for a new file, as any program creates one.
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw .writeFailed(label, reason: Self.systemReason(errno)) }
    do throws(OutputError) {
      try writeAll(bytes, to: descriptor)
      var status = stat()
      if kind == .regularFile, stat(target, &status) == 0 {
        // Keeps the file's permissions and, where allowed (root), its owner.
        _ = fchown(descriptor, status.st_uid, status.st_gid)
        if fchmod(descriptor, status.st_mode & 0o7777) != 0 {
          throw OutputError.writeFailed(label, reason: Self.systemReason(errno))
        }
      }
      // A full disk may only show when the data reach it.
      if fsync(descriptor) != 0 {
        throw OutputError.writeFailed(label, reason: Self.systemReason(errno))
      }
      let closed = close(descriptor)
      descriptor = -1
      if closed != 0 { throw OutputError.writeFailed(label, reason: Self.systemReason(errno)) }
      if rename(temporary, target) != 0 {
        throw OutputError.writeFailed(label, reason: Self.systemReason(errno))
      }
    } catch {
      if descriptor >= 0 { close(descriptor) }
      unlink(temporary)
      throw error
    }
  }

  /// Writes every byte, resuming after an interrupted or partial write.
  private func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(OutputError) {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        #if canImport(Glibc)
          Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        #else
          Darwin.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        #endif
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw .writeFailed(label, reason: Self.systemReason(errno))
      }
      written += result
    }
  }

  // MARK: Paths

  /// The real path of an existing file, every link resolved.
  private static func resolved(_ path: String, option: String) throws(OutputError) -> String {
    guard let real = realPath(path) else {
      throw .unusable(option: option, path: path, problem: systemReason(errno))
    }
    return real
  }

  /// Where a chain of symbolic links that ends nowhere would create its file: the path itself
  /// when it is no link.
  private static func linkTarget(_ path: String, option: String) throws(OutputError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length >= 0 else {
        throw .unusable(option: option, path: path, problem: systemReason(errno))
      }
      let destination = String(
        decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        destination.hasPrefix("/") ? destination : folderPath(of: current) + "/" + destination
    }
    throw .unusable(option: option, path: path, problem: systemReason(ELOOP))
  }

  private static func realPath(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// The folder part of `path`: `.` when it has none.
  static func folderPath(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private static func isRegularOrPipe(_ status: stat) -> Bool {
    let type = status.st_mode & S_IFMT
    return type == S_IFREG || type == S_IFIFO
  }

  private static func node(_ status: stat) -> Identity {
    // NB: `dev_t` is a signed Int32 on Darwin, and a device number may be negative there:
    // its bit pattern identifies it; `UInt64(_:)` would trap.
    .node(
      device: UInt64(truncatingIfNeeded: status.st_dev),
      inode: UInt64(truncatingIfNeeded: status.st_ino))
  }

  private static func typeName(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: "a folder"
    case S_IFSOCK: "a socket"
    case S_IFBLK: "a block device"
    default: "a special file"
    }
  }

  /// The system's words for `code`, e.g. `No space left on device`.
  static func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
